import type { Kobo } from '../money.js';

// A desk entering a balance from the bursary ledger (registration's ledger balance, the hostel's
// accommodation balance) writes `balanceAdjustmentKobo(ledger, wallet)` (wallets.ts), the same
// rule as the wallets desk's Set Balance.

/**
 * Whether a wallet covers a form's total, or an office's undertaking stands in for what is
 * missing (registration; the hostel has no undertaking). Submit and its fast path, the form's
 * view and the staff hostel step all ask this one rule.
 */
export function walletCovers(walletKobo: Kobo, totalKobo: Kobo, undertaking = false): boolean {
  return walletKobo >= totalKobo || undertaking;
}

/** A wallet after a form's charge is debited (registration's grand total at submit). */
export function walletAfterDebit(walletKobo: Kobo, debitKobo: Kobo): Kobo {
  return walletKobo - debitKobo;
}

/** A wallet after a signed movement (add/drop's net at submit: dropped credit − added fees). */
export function walletAfterNet(walletKobo: Kobo, netKobo: Kobo): Kobo {
  return walletKobo + netKobo;
}
