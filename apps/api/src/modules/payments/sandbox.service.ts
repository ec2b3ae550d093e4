import { randomBytes } from 'node:crypto';
import { findSandboxTransaction, settleSandboxTransaction } from '@portal/db';
import type { SandboxCompleted, SandboxOutcome, SandboxTransaction, SandboxTransferSent } from '@portal/domain';
import { SANDBOX_BANK } from '../../integrations/payments/index.js';
import { receiveBankTransfer, type TransferDeps } from './bank-transfers.service.js';
import { AppError } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';

/** What the sandbox checkout page shows. */
export async function describeSandboxCheckout(deps: DbDeps, reference: string): Promise<SandboxTransaction> {
  const tx = await findSandboxTransaction(deps.db, reference);
  if (!tx) throw new AppError('NOT_FOUND', 'This payment does not exist.');
  return {
    reference: tx.reference,
    amount_kobo: tx.amountKobo,
    email: tx.email,
    status: tx.status,
    merchant: 'ECWA Theological Seminary, Jos',
  };
}

/** The payer's choice on the sandbox page; then back to the portal like a real provider. */
export async function completeSandboxCheckout(
  deps: DbDeps,
  reference: string,
  outcome: SandboxOutcome,
): Promise<SandboxCompleted> {
  const tx = await findSandboxTransaction(deps.db, reference);
  if (!tx) throw new AppError('NOT_FOUND', 'This payment does not exist.');
  const settled = await settleSandboxTransaction(deps.db, reference, outcome);
  if (!settled) throw new AppError('CONFLICT', 'This payment has already been completed.');
  const url = new URL(tx.callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  // Only the path and query go back to the browser: the page stays on this origin.
  return { redirect_url: `${url.pathname}${url.search}` };
}

/**
 * The sandbox's "send a transfer" (issue 29 §4): the transfer Paystack would report for a demo
 * account, in Paystack's shape, handled exactly as a signed `charge.success` on channel
 * `dedicated_nuban` is (credited once, or an exception for an unknown account).
 */
export async function sendSandboxTransfer(
  deps: TransferDeps,
  input: { accountNumber: string; amountKobo: number; senderName: string; senderBank: string },
): Promise<SandboxTransferSent> {
  const reference = `SBX-TRF-${randomBytes(6).toString('hex').toUpperCase()}`;
  const paidAt = deps.now().toISOString();
  const narration = `NIP/${input.senderName}/transfer`;
  const outcome = await receiveBankTransfer(deps, {
    kind: 'transfer.received',
    reference,
    amountKobo: input.amountKobo,
    feeKobo: 0,
    currency: 'NGN',
    accountNumber: input.accountNumber,
    customerCode: null,
    senderName: input.senderName,
    senderBank: input.senderBank,
    narration,
    paidAt,
    raw: {
      reference,
      status: 'success',
      channel: 'dedicated_nuban',
      amount: input.amountKobo,
      fees: 0,
      currency: 'NGN',
      paid_at: paidAt,
      authorization: {
        channel: 'dedicated_nuban',
        sender_name: input.senderName,
        sender_bank: input.senderBank,
        narration,
        receiver_bank_account_number: input.accountNumber,
        receiver_bank: SANDBOX_BANK,
      },
    },
  });
  return { reference, outcome };
}
