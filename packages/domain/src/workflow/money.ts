import type { Kobo } from '../money.js';

/**
 * The adjustment a desk writes when it enters a balance from the bursary ledger (registration's
 * ledger balance, the hostel's accommodation balance): the difference that brings the wallet to
 * the ledger's figure, signed; 0 means no entry.
 */
export function ledgerAdjustmentKobo(walletKobo: Kobo, ledgerKobo: Kobo): Kobo {
  return ledgerKobo - walletKobo;
}

/** A wallet after a form's charge is debited (registration's grand total at submit). */
export function walletAfterDebit(walletKobo: Kobo, debitKobo: Kobo): Kobo {
  return walletKobo - debitKobo;
}

/** A wallet after a signed movement (add/drop's net at submit: dropped credit − added fees). */
export function walletAfterNet(walletKobo: Kobo, netKobo: Kobo): Kobo {
  return walletKobo + netKobo;
}
