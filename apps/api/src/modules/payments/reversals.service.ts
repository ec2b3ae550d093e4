import {
  findBankTransferByReference,
  findEntryByProviderReference,
  findPaymentByReference,
  findReversalOf,
  findUserById,
  findWalletById,
  insertEntry,
  lockBankTransfer,
  lockPaymentByReference,
  recordAudit,
  updateBankTransfer,
  updatePayment,
} from '@portal/db';
import { reversibleAmount, SMS_NOTICES } from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import { notifyStudent } from '../sms/index.js';

export type ReversalDeps = Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'sms' | 'background'>;

export type ReversalResult =
  | { reversed: true; amountKobo: number; entryId: number }
  | {
      reversed: false;
      reason: 'not-credited' | 'returned-uncredited' | 'already-reversed' | 'other-currency' | 'nothing-to-reverse';
    };

/**
 * The provider refunded or reversed a payment (a signed `refund.processed`, or a verification
 * that answers `reversed`). When the portal credited it, one reversing entry takes the refunded
 * amount back, linked to the credit (`reverses_entry_id`, unique: once whatever the number of
 * deliveries), never more than was credited; audited, and the student is told by SMS. When the
 * portal never credited it, a pending payment is closed, and a bank transfer still waiting as an
 * exception is marked returned, so that neither is ever credited.
 */
export async function reverseRefundedPayment(
  deps: ReversalDeps,
  args: {
    reference: string;
    /** The refunded amount (kobo); null: all of it. */
    amountKobo: number | null;
    currency: string | null;
    refundReference: string | null;
    via: string;
  },
): Promise<ReversalResult> {
  let credit = await findEntryByProviderReference(deps.db, args.reference);
  if (!credit || credit.amountKobo <= 0) {
    const uncredited = await returnUncreditedTransfer(deps, args);
    if (uncredited !== 'credited-meanwhile') {
      await closeUncreditedPayment(deps, args.reference, args.via);
      return { reversed: false, reason: uncredited ? 'returned-uncredited' : 'not-credited' };
    }
    // The transfer was credited (the bursar assigned it) after the first read: its credit is
    // reversed as any other, so the refund is never lost.
    credit = await findEntryByProviderReference(deps.db, args.reference);
    if (!credit || credit.amountKobo <= 0) return { reversed: false, reason: 'not-credited' };
  }
  if (args.currency && args.currency !== 'NGN') {
    deps.log.error(
      { reference: args.reference, currency: args.currency },
      'a refund in another currency was not reversed',
    );
    return { reversed: false, reason: 'other-currency' };
  }
  const amount = reversibleAmount(args.amountKobo, credit.amountKobo);
  if (amount <= 0) return { reversed: false, reason: 'nothing-to-reverse' };
  if (args.amountKobo !== null && args.amountKobo > credit.amountKobo) {
    deps.log.warn(
      { reference: args.reference, refundedKobo: args.amountKobo, creditedKobo: credit.amountKobo },
      'a refund larger than the credit: only the credit is reversed',
    );
  }

  let result: ReversalResult;
  try {
    result = await deps.db.transaction(async (tx): Promise<ReversalResult> => {
      // The payment row (when the portal started it) serialises concurrent deliveries; the
      // unique index on reverses_entry_id is the guarantee for the rest.
      const payment = await lockPaymentByReference(tx, args.reference);
      if (await findReversalOf(tx, credit.id)) return { reversed: false, reason: 'already-reversed' };
      const refund = args.refundReference ? `, refund ${args.refundReference}` : '';
      const entry = await insertEntry(tx, {
        walletId: credit.walletId,
        kind: 'reversal',
        amountKobo: -amount,
        reference: args.reference,
        reversesEntryId: credit.id,
        actorId: null,
        reason: `Refund of online payment ${args.reference} (${deps.payments.name}${refund}), reported by ${args.via}`,
      });
      if (payment) {
        await updatePayment(tx, args.reference, { reversalEntryId: entry.id, providerStatus: 'reversed' });
      }
      // A bank transfer into a dedicated account (issue 29) is reversed the same way; its row says so.
      const transfer = await findBankTransferByReference(tx, args.reference);
      if (transfer) await updateBankTransfer(tx, transfer.id, { status: 'reversed' });
      await recordAudit(tx, {
        actorId: null,
        action: 'payment.reverse',
        entity: 'payment',
        entityId: args.reference,
        details: {
          creditEntryId: credit.id,
          reversalEntryId: entry.id,
          amountKobo: amount,
          refundReference: args.refundReference,
          via: args.via,
        },
      });
      return { reversed: true, amountKobo: amount, entryId: entry.id };
    });
  } catch (err) {
    if (uniqueViolationOf(err) === 'wallet_entries_reverses_unique')
      return { reversed: false, reason: 'already-reversed' };
    throw err;
  }

  if (result.reversed) {
    const wallet = await findWalletById(deps.db, credit.walletId);
    const owner = wallet ? await findUserById(deps.db, wallet.ownerId) : undefined;
    if (owner) {
      const notice =
        credit.kind === 'bank-transfer'
          ? SMS_NOTICES.bankTransferReversed(result.amountKobo)
          : SMS_NOTICES.topUpRefunded(result.amountKobo, args.reference);
      notifyStudent(deps, owner, notice, 'payment-reversal');
    }
  }
  return result;
}

/**
 * A refund of a bank transfer the portal never credited (issue 29): while it is still an exception
 * the money went back to the sender, so it is marked `returned` (the bursar can no longer assign
 * it), audited. Answers whether it was returned now, or 'credited-meanwhile' when the bursar's
 * assignment committed before the lock (its credit must be reversed instead).
 */
async function returnUncreditedTransfer(
  deps: DbDeps,
  args: { reference: string; amountKobo: number | null; refundReference: string | null; via: string },
): Promise<boolean | 'credited-meanwhile'> {
  const found = await findBankTransferByReference(deps.db, args.reference);
  if (!found) return false;
  return deps.db.transaction(async (tx) => {
    // Serialises with the bursar's assignment, which locks the same row (by its id).
    const transfer = await lockBankTransfer(tx, found.id);
    if (!transfer || transfer.status === 'reversed' || transfer.status === 'returned') return false;
    if (transfer.status !== 'exception') return 'credited-meanwhile';
    await updateBankTransfer(tx, transfer.id, { status: 'returned' });
    await recordAudit(tx, {
      actorId: null,
      action: 'bank-transfer.reverse',
      entity: 'bank-transfer',
      entityId: transfer.providerReference,
      details: {
        uncredited: true,
        amountKobo: transfer.amountKobo,
        refundedKobo: args.amountKobo,
        refundReference: args.refundReference,
        via: args.via,
      },
    });
    return true;
  });
}

/** A refund of a payment the portal never credited: a pending payment is closed (never credited later). */
async function closeUncreditedPayment(deps: DbDeps, reference: string, via: string) {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment || payment.status !== 'pending') return;
  await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentByReference(tx, reference);
    if (!locked || locked.status !== 'pending') return;
    await updatePayment(tx, reference, { status: 'failed', providerStatus: 'reversed', checked: true });
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.check',
      entity: 'payment',
      entityId: reference,
      details: { providerStatus: 'reversed', final: true, via },
    });
  });
}
