import {
  findPaymentByReference,
  findUserById,
  claimPaymentsToRecheck,
  lockPaymentByReference,
  recordAudit,
  updatePayment,
  type PaymentRow,
} from '@portal/db';
import {
  ABANDONED_RECHECK_MS,
  classifyProviderStatus,
  decideStudentCredit,
  isKnownProviderStatus,
  PAYMENT_RECHECK_WINDOW_MS,
  RECHECK_FIRST_DELAY_MS,
  recheckDelayMs,
  WALLET_MESSAGES,
  type CreditDecision,
  type PaystackWebhookOutcome,
  type ProviderVerification,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { ProviderAnswerError } from '../../integrations/payments/index.js';
import { askProvider, recordProviderFault, type ProviderFault } from './provider-check.js';
import { reverseRefundedPayment, type ReversalDeps } from './reversals.service.js';
import { creditPortalWallet } from './portal-credit.js';
import { receiveBankTransfer, recordAssignEvent } from './bank-transfers.service.js';

/*
 * Settlement: crediting a confirmed payment exactly once, and the system's audience (the
 * Paystack webhook and the background re-check of pending payments).
 */

export type CreditResult =
  { credited: true; balanceKobo: number } | { credited: false; message: string; fault?: ProviderFault };

/**
 * Credits a provider-confirmed payment exactly once. The payment row is locked, and the
 * unique provider reference on ledger entries makes a second credit impossible even for
 * paths that have no payment row (staff crediting a payment made elsewhere). The fees the
 * payer bore (charged above the amount asked) are recorded on the payment, never credited.
 */
export async function creditOnce(
  deps: Pick<ServiceDeps, 'db' | 'payments'>,
  args: {
    reference: string;
    ownerId: string;
    amountKobo: number;
    chargedKobo: number;
    feeKobo: number;
    actorId: string | null;
    via: string;
    providerStatus: string;
  },
): Promise<CreditResult> {
  try {
    return await deps.db.transaction(async (tx) => {
      const payment = await lockPaymentByReference(tx, args.reference);
      if (payment?.status === 'credited') return { credited: false, message: WALLET_MESSAGES.alreadyProcessed };
      const entry = await creditPortalWallet(tx, args.ownerId, {
        kind: 'top-up',
        amountKobo: args.amountKobo,
        reference: args.reference,
        providerReference: args.reference,
        actorId: args.actorId,
        reason: `Online payment (${deps.payments.name}), verified by ${args.via}`,
      });
      if (payment) {
        await updatePayment(tx, args.reference, {
          status: 'credited',
          providerStatus: args.providerStatus,
          creditedEntryId: entry.id,
          chargedKobo: args.chargedKobo,
          feeKobo: args.feeKobo,
        });
      }
      await recordAudit(tx, {
        actorId: args.actorId,
        action: 'payment.credit',
        entity: 'payment',
        entityId: args.reference,
        details: {
          ownerId: args.ownerId,
          amountKobo: args.amountKobo,
          chargedKobo: args.chargedKobo,
          feeKobo: args.feeKobo,
          via: args.via,
          entryId: entry.id,
        },
      });
      return { credited: true, balanceKobo: entry.balanceAfterKobo };
    });
  } catch (err) {
    if (uniqueViolationOf(err) === 'wallet_entries_provider_reference_unique') {
      return { credited: false, message: WALLET_MESSAGES.alreadyProcessed };
    }
    throw err;
  }
}

/**
 * Records what the provider said about a payment that was not credited (audited), and when to
 * ask again: failed, reversed and a success that does not match are final; an abandoned payment
 * is given up after ABANDONED_RECHECK_MS; the rest are asked again after the backoff.
 */
async function recordCheck(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  payment: PaymentRow,
  verification: ProviderVerification,
  outcome: Extract<CreditDecision, { credit: false }>['outcome'],
  now: Date,
) {
  const providerStatus = verification.found ? verification.status : 'not-found';
  if (verification.found && !isKnownProviderStatus(verification.status)) {
    deps.log.warn({ reference: payment.reference, providerStatus }, 'unknown provider status: treated as processing');
  }
  const givenUp = outcome === 'abandoned' && now.getTime() - payment.createdAt.getTime() >= ABANDONED_RECHECK_MS;
  const final = outcome === 'failed' || outcome === 'reversed' || outcome === 'mismatch' || givenUp;
  await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentByReference(tx, payment.reference);
    if (!locked || locked.status === 'credited') return;
    await updatePayment(tx, payment.reference, {
      providerStatus,
      ...(final ? { status: 'failed' as const } : {}),
      nextCheckAt: final ? null : new Date(now.getTime() + recheckDelayMs(locked.checkCount + 1)),
      checked: true,
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.check',
      entity: 'payment',
      entityId: payment.reference,
      details: { providerStatus, outcome, final },
    });
  });
}

/**
 * Asks the provider about a credited payment; when it answers `reversed`, the credit is
 * reversed once. A provider fault leaves things as they are. Answers whether it is reversed.
 */
export async function reverseIfProviderReversed(deps: ReversalDeps, reference: string, via: string): Promise<boolean> {
  const check = await askProvider(deps, reference);
  if (!check.ok || !check.verification.found) return false;
  if (classifyProviderStatus(check.verification.status) !== 'reversed') return false;
  const result = await reverseRefundedPayment(deps, {
    reference,
    amountKobo: null,
    currency: check.verification.currency,
    refundReference: null,
    via,
  });
  return result.reversed || result.reason === 'already-reversed';
}

/**
 * Decides the provider's answer about a payment the portal started with the domain's rule
 * (`decideStudentCredit`: the student's verification and the system path alike) and credits it
 * once; a refusal is recorded with when to ask again, and answered.
 */
export async function creditIfDecided(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log'>,
  payment: PaymentRow,
  args: {
    reference: string;
    ownerStudentId: string;
    viewerCustomId: string;
    verification: ProviderVerification;
    actorId: string | null;
    via: string;
    now: Date;
  },
): Promise<{ refused: Extract<CreditDecision, { credit: false }> } | { result: CreditResult }> {
  const { reference, verification } = args;
  const decision = decideStudentCredit(
    {
      reference,
      ownerCustomId: payment.ownerId,
      ownerStudentId: args.ownerStudentId,
      amountKobo: payment.amountKobo,
      credited: false,
    },
    args.viewerCustomId,
    verification,
  );
  if (!decision.credit) {
    await recordCheck(deps, payment, verification, decision.outcome, args.now);
    return { refused: decision };
  }
  const result = await creditOnce(deps, {
    reference,
    ownerId: payment.ownerId,
    amountKobo: decision.amountKobo,
    chargedKobo: decision.chargedKobo,
    feeKobo: decision.feeKobo,
    actorId: args.actorId,
    via: args.via,
    providerStatus: verification.status,
  });
  return { result };
}

/**
 * The system path (webhook, background job): credits a payment the portal started when the
 * provider confirms it, with the same rule as a student's verification.
 */
export async function settleStartedPayment(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log'>,
  reference: string,
  via: string,
  now: Date,
): Promise<CreditResult> {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment) return { credited: false, message: WALLET_MESSAGES.notFound };
  if (payment.status === 'credited') return { credited: false, message: WALLET_MESSAGES.alreadyProcessed };
  const owner = await findUserById(deps.db, payment.ownerId);
  if (!owner) return { credited: false, message: WALLET_MESSAGES.notFound };
  const check = await askProvider(deps, reference);
  if (!check.ok) {
    await recordProviderFault(deps, payment, check.fault, now);
    return { credited: false, message: WALLET_MESSAGES.failed, fault: check.fault };
  }
  const settled = await creditIfDecided(deps, payment, {
    reference,
    ownerStudentId: owner.username,
    viewerCustomId: payment.ownerId,
    verification: check.verification,
    actorId: null,
    via,
    now,
  });
  return 'refused' in settled ? { credited: false, message: settled.refused.message } : settled.result;
}

/** Seconds Paystack is asked to wait before delivering again when the portal could not act. */
const WEBHOOK_RETRY_AFTER_SECONDS = 180;

/**
 * Paystack webhook: only a correctly signed body leads anywhere. `charge.success` credits a
 * payment the portal started (after asking Paystack itself), or, on a dedicated account, credits
 * the transfer to the account's student (issue 29); `refund.processed` reverses a credit once. When the portal cannot ask Paystack (its key refused, Paystack down) the answer
 * is 503, so Paystack delivers again later.
 */
export async function handlePaystackWebhook(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'now' | 'sms' | 'background'>,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<PaystackWebhookOutcome> {
  // The active provider's own key: Paystack's secret key, or the sandbox's installation secret.
  if (!(await deps.payments.verifyWebhookSignature(rawBody, signature))) {
    throw new AppError('UNAUTHENTICATED', PAYMENT_MESSAGES.invalidSignature);
  }
  let event;
  try {
    event = deps.payments.readWebhookEvent(rawBody);
  } catch (err) {
    if (err instanceof ProviderAnswerError) {
      deps.log.error(
        { reason: err.message, answer: err.answer },
        'a signed Paystack event out of its documented shape',
      );
      throw new AppError('VALIDATION', PAYMENT_MESSAGES.invalidBody);
    }
    throw err;
  }
  if (event.kind === 'refund.processed') {
    const result = await reverseRefundedPayment(deps, {
      reference: event.reference,
      amountKobo: event.amountKobo,
      currency: event.currency,
      refundReference: event.refundReference,
      via: 'the provider’s notification',
    });
    return result.reversed ? 'reversed' : 'not reversed';
  }
  if (event.kind === 'transfer.received') return receiveBankTransfer(deps, event);
  if (event.kind === 'dedicated_account.assigned' || event.kind === 'dedicated_account.assign_failed') {
    return recordAssignEvent(deps, event);
  }
  if (event.kind !== 'charge.success') return 'ignored';
  const result = await settleStartedPayment(deps, event.reference, 'the provider’s notification', deps.now());
  if (!result.credited && (result.fault === 'key-refused' || result.fault === 'unavailable')) {
    throw new AppError('BUSY', PAYMENT_MESSAGES.deliverAgain, {
      retryAfterSeconds: WEBHOOK_RETRY_AFTER_SECONDS,
    });
  }
  return result.credited ? 'credited' : 'not credited';
}

/** How long a claimed payment is kept from other instances; each check sets its next time itself. */
const RECHECK_CLAIM_MS = 5 * 60_000;

/**
 * Background job: asks the provider again about pending payments whose payer never came back,
 * each when its backoff says (2 minutes after the start, then doubling up to 6 hours), for a
 * week at most (an abandoned one for a day).
 */
export async function recheckPendingPayments(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'now'>,
  now: Date = deps.now(),
) {
  // Claimed, not just listed: another instance running its re-check at the same moment
  // never asks about (or credits) the same payment (issue 26 §3).
  const due = await claimPaymentsToRecheck(deps.db, {
    now,
    startedAfter: new Date(now.getTime() - PAYMENT_RECHECK_WINDOW_MS),
    firstCheckBefore: new Date(now.getTime() - RECHECK_FIRST_DELAY_MS),
    limit: 100,
    leaseMs: RECHECK_CLAIM_MS,
  });
  let credited = 0;
  for (const payment of due) {
    try {
      const result = await settleStartedPayment(deps, payment.reference, 'the background check', now);
      if (result.credited) credited++;
    } catch (err) {
      deps.log.error({ err, reference: payment.reference }, 'pending payment re-check failed');
    }
  }
  return { checked: due.length, credited };
}
