import { randomBytes } from 'node:crypto';
import {
  findEntryByProviderReference,
  findPaymentByReference,
  findUserById,
  insertEntry,
  insertPayment,
  listPaymentsToRecheck,
  lockPaymentByReference,
  lockWallet,
  recordAudit,
  updatePayment,
  type PaymentRow,
  type UserRow,
} from '@portal/db';
import {
  ABANDONED_RECHECK_MS,
  classifyProviderStatus,
  decideStudentCredit,
  formatNaira,
  isKnownProviderStatus,
  nairaToKobo,
  PAYMENT_RECHECK_WINDOW_MS,
  RECHECK_FIRST_DELAY_MS,
  recheckDelayMs,
  studentEmail,
  TOP_UP_MESSAGES,
  WALLET_MESSAGES,
  type CreditDecision,
  type CreditedResponse,
  type PaymentLookup,
  type PaystackWebhookOutcome,
  type ProviderVerification,
  type StartedTopUp,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  ProviderAnswerError,
  ProviderKeyRefusedError,
  ProviderUnavailableError,
} from '../../integrations/payments/index.js';
import { findStudentByStudentId } from '../wallets/index.js';
import { askProvider, recordProviderFault, type ProviderFault } from './provider-check.js';
import { reverseRefundedPayment, type ReversalDeps } from './reversals.service.js';

/** A new, unguessable reference for each top-up attempt. */
export function newPaymentReference(studentId: string): string {
  return `JETS-${studentId}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Starts a top-up of the student's portal wallet with the configured provider. */
export async function startTopUp(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'config' | 'log'>,
  student: UserRow,
  amountNaira: number,
): Promise<StartedTopUp> {
  const amountKobo = nairaToKobo(amountNaira);
  const reference = newPaymentReference(student.username);
  await deps.db.transaction(async (tx) => {
    await insertPayment(tx, {
      reference,
      ownerId: student.customId,
      walletKind: 'portal',
      provider: deps.payments.name,
      amountKobo,
    });
    await recordAudit(tx, {
      actorId: student.customId,
      action: 'payment.start',
      entity: 'payment',
      entityId: reference,
      details: { amountKobo, provider: deps.payments.name },
    });
  });
  try {
    const { authorizationUrl } = await deps.payments.initialize({
      reference,
      amountKobo,
      email: studentEmail(student.firstName, student.username, student.modeOfStudy ?? 'in_person', {
        domain: deps.config.INSTITUTION_DOMAIN,
      }),
      firstName: student.firstName,
      lastName: student.surname,
      phone: student.phoneNumber,
      studentId: student.username,
      callbackUrl: `${deps.config.APP_URL.replace(/\/$/, '')}/student/portal-wallet`,
    });
    return { reference, authorization_url: authorizationUrl };
  } catch (err) {
    await deps.db.transaction(async (tx) => {
      await updatePayment(tx, reference, { status: 'failed', providerStatus: 'initialize-failed' });
      await recordAudit(tx, {
        actorId: student.customId,
        action: 'payment.initialize-failed',
        entity: 'payment',
        entityId: reference,
      });
    });
    if (err instanceof ProviderKeyRefusedError) {
      deps.log.error(
        { provider: deps.payments.name, httpStatus: err.httpStatus, reason: err.message },
        'the payment provider refused the portal’s secret key: check PAYSTACK_SECRET_KEY',
      );
      throw new AppError('BAD_GATEWAY', 'The payment could not be started. Contact the ICT department.');
    }
    if (err instanceof ProviderUnavailableError || err instanceof ProviderAnswerError) {
      deps.log.error(
        {
          provider: deps.payments.name,
          reason: err.message,
          ...(err instanceof ProviderAnswerError ? { answer: err.answer } : {}),
        },
        'payment initialize failed',
      );
      throw new AppError('BAD_GATEWAY', 'The payment could not be started. Please try again.');
    }
    throw err;
  }
}

type CreditResult =
  { credited: true; balanceKobo: number } | { credited: false; message: string; fault?: ProviderFault };

/**
 * Credits a provider-confirmed payment exactly once. The payment row is locked, and the
 * unique provider reference on ledger entries makes a second credit impossible even for
 * paths that have no payment row (staff crediting a payment made elsewhere). The fees the
 * payer bore (charged above the amount asked) are recorded on the payment, never credited.
 */
async function creditOnce(
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
      const wallet = await lockWallet(tx, args.ownerId, 'portal');
      if (!wallet) throw new AppError('NOT_FOUND', 'This student has no portal wallet yet.');
      const entry = await insertEntry(tx, {
        walletId: wallet.id,
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

/** A student's answer when the provider gave none (decision 0017). */
function studentFaultError(fault: ProviderFault): AppError {
  if (fault === 'unavailable') return new AppError('BAD_GATEWAY', WALLET_MESSAGES.networkError);
  // The portal's key refused (its own fault), or an answer it cannot read: never "not found".
  if (fault === 'key-refused') return new AppError('BAD_GATEWAY', WALLET_MESSAGES.failed);
  return new AppError('VALIDATION', WALLET_MESSAGES.failed);
}

/** The student's answer for a verification that did not credit. */
function studentDecisionError(decision: Extract<CreditDecision, { credit: false }>): AppError {
  if (decision.outcome === 'not-found') return new AppError('NOT_FOUND', decision.message);
  if (decision.outcome === 'processing') return new AppError('CONFLICT', decision.message);
  return new AppError('VALIDATION', decision.message);
}

/** A student verifies a reference (return from the provider, or the "verify" form). */
export async function verifyForStudent(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'now' | 'sms' | 'background'>,
  student: UserRow,
  reference: string,
): Promise<CreditedResponse> {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment) {
    // A reference the portal did not start: used already (credited by the bursary), or unknown.
    if (await findEntryByProviderReference(deps.db, reference))
      throw new AppError('CONFLICT', WALLET_MESSAGES.referenceUsed);
    throw new AppError('NOT_FOUND', WALLET_MESSAGES.notFound);
  }
  if (payment.ownerId !== student.customId) throw new AppError('FORBIDDEN', WALLET_MESSAGES.notYours);
  if (payment.status === 'credited') {
    if (payment.reversalEntryId || (await reverseIfProviderReversed(deps, reference, 'the student’s verification'))) {
      throw new AppError('CONFLICT', TOP_UP_MESSAGES.refunded);
    }
    throw new AppError('CONFLICT', WALLET_MESSAGES.alreadyProcessed);
  }

  const now = deps.now();
  const check = await askProvider(deps, reference);
  if (!check.ok) {
    await recordProviderFault(deps, payment, check.fault, now);
    throw studentFaultError(check.fault);
  }
  const verification = check.verification;
  const decision = decideStudentCredit(
    {
      reference,
      ownerCustomId: payment.ownerId,
      ownerStudentId: student.username,
      amountKobo: payment.amountKobo,
      credited: false,
    },
    student.customId,
    verification,
  );
  if (!decision.credit) {
    await recordCheck(deps, payment, verification, decision.outcome, now);
    throw studentDecisionError(decision);
  }
  const result = await creditOnce(deps, {
    reference,
    ownerId: payment.ownerId,
    amountKobo: decision.amountKobo,
    chargedKobo: decision.chargedKobo,
    feeKobo: decision.feeKobo,
    actorId: student.customId,
    via: 'the student',
    providerStatus: verification.status,
  });
  if (!result.credited) throw new AppError('CONFLICT', result.message);
  return { message: WALLET_MESSAGES.credited, balance_kobo: result.balanceKobo };
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
async function reverseIfProviderReversed(deps: ReversalDeps, reference: string, via: string): Promise<boolean> {
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
  const verification = check.verification;
  const decision = decideStudentCredit(
    {
      reference,
      ownerCustomId: payment.ownerId,
      ownerStudentId: owner.username,
      amountKobo: payment.amountKobo,
      credited: false,
    },
    payment.ownerId,
    verification,
  );
  if (!decision.credit) {
    await recordCheck(deps, payment, verification, decision.outcome, now);
    return { credited: false, message: decision.message };
  }
  return creditOnce(deps, {
    reference,
    ownerId: payment.ownerId,
    amountKobo: decision.amountKobo,
    chargedKobo: decision.chargedKobo,
    feeKobo: decision.feeKobo,
    actorId: null,
    via,
    providerStatus: verification.status,
  });
}

/** Seconds Paystack is asked to wait before delivering again when the portal could not act. */
const WEBHOOK_RETRY_AFTER_SECONDS = 180;

/**
 * Paystack webhook: only a correctly signed body leads anywhere. `charge.success` credits a
 * payment the portal started (after asking Paystack itself); `refund.processed` reverses a
 * credit once. When the portal cannot ask Paystack (its key refused, Paystack down) the answer
 * is 503, so Paystack delivers again later.
 */
export async function handlePaystackWebhook(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'now' | 'sms' | 'background'>,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<PaystackWebhookOutcome> {
  if (deps.payments.name !== 'paystack' || !deps.payments.verifyWebhookSignature(rawBody, signature)) {
    throw new AppError('UNAUTHENTICATED', 'Invalid signature.');
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
      throw new AppError('VALIDATION', 'Invalid body.');
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
  if (event.kind !== 'charge.success') return 'ignored';
  const result = await settleStartedPayment(deps, event.reference, 'the provider’s notification', deps.now());
  if (!result.credited && (result.fault === 'key-refused' || result.fault === 'unavailable')) {
    throw new AppError('BUSY', 'The payment provider could not be asked; deliver again later.', {
      retryAfterSeconds: WEBHOOK_RETRY_AFTER_SECONDS,
    });
  }
  return result.credited ? 'credited' : 'not credited';
}

/**
 * Background job: asks the provider again about pending payments whose payer never came back,
 * each when its backoff says (2 minutes after the start, then doubling up to 6 hours), for a
 * week at most (an abandoned one for a day).
 */
export async function recheckPendingPayments(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'now'>,
  now: Date = deps.now(),
) {
  const due = await listPaymentsToRecheck(deps.db, {
    now,
    startedAfter: new Date(now.getTime() - PAYMENT_RECHECK_WINDOW_MS),
    firstCheckBefore: new Date(now.getTime() - RECHECK_FIRST_DELAY_MS),
    limit: 100,
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

/** A desk officer's answer when the provider gave none. */
function staffFaultError(fault: ProviderFault): AppError {
  if (fault === 'unavailable') return new AppError('BAD_GATEWAY', WALLET_MESSAGES.networkError);
  if (fault === 'key-refused') {
    return new AppError(
      'BAD_GATEWAY',
      'The payment provider refused the portal’s secret key. The ICT office must check PAYSTACK_SECRET_KEY.',
    );
  }
  return new AppError('BAD_GATEWAY', 'The payment provider’s answer could not be read. Nothing was credited.');
}

/** Receipts desk, "Verify Online Payment": what the provider says about a transaction id. */
export async function lookupTransaction(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'sms' | 'background'>,
  reference: string,
): Promise<PaymentLookup> {
  const check = await askProvider(deps, reference);
  if (!check.ok) throw staffFaultError(check.fault);
  const v = check.verification;
  if (!v.found) throw new AppError('NOT_FOUND', WALLET_MESSAGES.staffNotFound(reference));
  const credited = await findEntryByProviderReference(deps.db, reference);
  if (credited && classifyProviderStatus(v.status) === 'reversed') {
    await reverseRefundedPayment(deps, {
      reference,
      amountKobo: null,
      currency: v.currency,
      refundReference: null,
      via: 'the receipts desk’s verification',
    });
  }
  return {
    status: v.status,
    message: v.message,
    amount_kobo: v.amountKobo,
    currency: v.currency,
    customer_name: [v.customer.firstName, v.customer.lastName].filter(Boolean).join(' ') || null,
    phone: v.customer.phone,
    reference: v.reference,
    student_id: v.studentId,
    transaction_date: v.paidAt,
    credited: Boolean(credited),
  };
}

/**
 * Receipts desk, "Update Student Wallet": credits a verified, successful payment to the
 * student it belongs to, for exactly what was asked of the payer (never the fees on top), once.
 */
export async function creditVerifiedPayment(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'sms' | 'background'>,
  actor: UserRow,
  args: { reference: string; studentId: string; amountNaira: number },
): Promise<CreditedResponse> {
  const check = await askProvider(deps, args.reference);
  if (!check.ok) throw staffFaultError(check.fault);
  const v = check.verification;
  if (!v.found) throw new AppError('NOT_FOUND', WALLET_MESSAGES.staffVerifyFirst(args.reference));
  if (
    classifyProviderStatus(v.status) === 'reversed' &&
    (await findEntryByProviderReference(deps.db, args.reference))
  ) {
    await reverseRefundedPayment(deps, {
      reference: args.reference,
      amountKobo: null,
      currency: v.currency,
      refundReference: null,
      via: `the ${actor.adminPosition} office’s verification`,
    });
    throw new AppError(
      'CONFLICT',
      'This payment was reversed at the provider after it was credited; the credit has been reversed.',
    );
  }
  if (v.status !== 'success' || v.currency !== 'NGN') {
    throw new AppError(
      'VALIDATION',
      `This payment was not successful (provider status: ${v.status}); nothing was credited.`,
    );
  }
  const student = await findStudentByStudentId(deps.db, args.studentId);
  if (!student) throw new AppError('NOT_FOUND', `No student with the Student ID ${args.studentId}.`);
  const payment = await findPaymentByReference(deps.db, args.reference);
  const belongsTo = payment ? payment.ownerId === student.customId : v.studentId === student.username;
  if (!belongsTo) {
    throw new AppError(
      'VALIDATION',
      `This payment does not belong to Student ID ${args.studentId}; nothing was credited.`,
    );
  }
  // What the payer was asked for; the fees they bore on top (amount above requested_amount) stay out.
  const creditable =
    v.requestedAmountKobo != null && v.requestedAmountKobo > 0 && v.requestedAmountKobo <= v.amountKobo
      ? v.requestedAmountKobo
      : v.amountKobo;
  const amountKobo = nairaToKobo(args.amountNaira);
  if (amountKobo !== creditable) {
    throw new AppError(
      'VALIDATION',
      `The amount must be what was paid: ${formatNaira(creditable)}. Nothing was credited.`,
    );
  }
  const result = await creditOnce(deps, {
    reference: args.reference,
    ownerId: student.customId,
    amountKobo,
    chargedKobo: v.amountKobo,
    feeKobo: v.amountKobo - creditable,
    actorId: actor.customId,
    via: `the ${actor.adminPosition} office`,
    providerStatus: v.status,
  });
  if (!result.credited) throw new AppError('CONFLICT', result.message);
  return { message: WALLET_MESSAGES.staffCredited, balance_kobo: result.balanceKobo };
}
