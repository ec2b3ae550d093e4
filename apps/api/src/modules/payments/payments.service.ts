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
  type UserRow,
} from '@portal/db';
import {
  decideStudentCredit,
  formatNaira,
  isFinalPaymentFailure,
  nairaToKobo,
  studentEmail,
  WALLET_MESSAGES,
  type CreditedResponse,
  type PaymentLookup,
  type PaystackWebhookOutcome,
  type ProviderVerification,
  type StartedTopUp,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { ProviderUnavailableError } from '../../integrations/payments/index.js';
import { findStudentByStudentId } from '../wallets/index.js';

/** A new, unguessable reference for each top-up attempt. */
export function newPaymentReference(studentId: string): string {
  return `JETS-${studentId}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

async function verifyWithProvider(
  deps: Pick<ServiceDeps, 'payments' | 'log'>,
  reference: string,
): Promise<ProviderVerification> {
  try {
    return await deps.payments.verify(reference);
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      deps.log.warn({ err, reference }, 'payment provider unavailable');
      throw new AppError('BAD_GATEWAY', WALLET_MESSAGES.networkError);
    }
    throw err;
  }
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
    if (err instanceof ProviderUnavailableError) {
      deps.log.warn({ err }, 'payment initialize failed');
      throw new AppError('BAD_GATEWAY', 'The payment could not be started. Please try again.');
    }
    throw err;
  }
}

type CreditResult = { credited: true; balanceKobo: number } | { credited: false; message: string };

/**
 * Credits a provider-confirmed payment exactly once. The payment row is locked, and the
 * unique provider reference on ledger entries makes a second credit impossible even for
 * paths that have no payment row (staff crediting a payment made elsewhere).
 */
async function creditOnce(
  deps: Pick<ServiceDeps, 'db' | 'payments'>,
  args: {
    reference: string;
    ownerId: string;
    amountKobo: number;
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
        });
      }
      await recordAudit(tx, {
        actorId: args.actorId,
        action: 'payment.credit',
        entity: 'payment',
        entityId: args.reference,
        details: { ownerId: args.ownerId, amountKobo: args.amountKobo, via: args.via, entryId: entry.id },
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

/** A student verifies a reference (return from the provider, or the "verify" form). */
export async function verifyForStudent(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log'>,
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
  if (payment.status === 'credited') throw new AppError('CONFLICT', WALLET_MESSAGES.alreadyProcessed);

  const verification = await verifyWithProvider(deps, reference);
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
    await recordCheck(deps, reference, verification);
    throw new AppError(decision.outcome === 'not-found' ? 'NOT_FOUND' : 'VALIDATION', decision.message);
  }
  const result = await creditOnce(deps, {
    reference,
    ownerId: payment.ownerId,
    amountKobo: payment.amountKobo,
    actorId: student.customId,
    via: 'the student',
    providerStatus: verification.status,
  });
  if (!result.credited) throw new AppError('CONFLICT', result.message);
  return { message: WALLET_MESSAGES.credited, balance_kobo: result.balanceKobo };
}

/** Records what the provider said about a payment that was not credited (audited). */
async function recordCheck(deps: Pick<ServiceDeps, 'db'>, reference: string, verification: ProviderVerification) {
  const providerStatus = verification.found ? verification.status : 'not-found';
  const final = verification.found && isFinalPaymentFailure(verification.status);
  await deps.db.transaction(async (tx) => {
    await updatePayment(tx, reference, {
      providerStatus,
      ...(final ? { status: 'failed' as const } : {}),
      checked: true,
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.check',
      entity: 'payment',
      entityId: reference,
      details: { providerStatus, final },
    });
  });
}

/**
 * The system path (webhook, background job): credits a payment the portal started when the
 * provider confirms it, with the same rule as a student's verification.
 */
export async function settleStartedPayment(
  deps: Pick<ServiceDeps, 'db' | 'payments'>,
  reference: string,
  via: string,
): Promise<CreditResult> {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment) return { credited: false, message: WALLET_MESSAGES.notFound };
  if (payment.status === 'credited') return { credited: false, message: WALLET_MESSAGES.alreadyProcessed };
  const owner = await findUserById(deps.db, payment.ownerId);
  if (!owner) return { credited: false, message: WALLET_MESSAGES.notFound };
  const verification = await deps.payments.verify(reference);
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
    await recordCheck(deps, reference, verification);
    return { credited: false, message: decision.message };
  }
  return creditOnce(deps, {
    reference,
    ownerId: payment.ownerId,
    amountKobo: payment.amountKobo,
    actorId: null,
    via,
    providerStatus: verification.status,
  });
}

/** Paystack webhook: only a correctly signed `charge.success` leads anywhere. */
export async function handlePaystackWebhook(
  deps: Pick<ServiceDeps, 'db' | 'payments'>,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<PaystackWebhookOutcome> {
  if (deps.payments.name !== 'paystack' || !deps.payments.verifyWebhookSignature(rawBody, signature)) {
    throw new AppError('UNAUTHENTICATED', 'Invalid signature.');
  }
  let event: { event?: string; data?: { reference?: string } };
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION', 'Invalid body.');
  }
  if (event.event !== 'charge.success' || typeof event.data?.reference !== 'string') return 'ignored';
  try {
    const result = await settleStartedPayment(deps, event.data.reference, 'the provider’s notification');
    return result.credited ? 'credited' : 'not credited';
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new AppError('BAD_GATEWAY', WALLET_MESSAGES.networkError);
    throw err;
  }
}

/** Background job: re-verifies pending payments whose payer never came back. */
export async function recheckPendingPayments(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'now'>,
  now: Date = deps.now(),
) {
  const due = await listPaymentsToRecheck(deps.db, {
    createdBefore: new Date(now.getTime() - 2 * 60_000),
    createdAfter: new Date(now.getTime() - 7 * 86_400_000),
    checkedBefore: new Date(now.getTime() - 2 * 60_000),
    limit: 100,
  });
  let credited = 0;
  for (const payment of due) {
    try {
      const result = await settleStartedPayment(deps, payment.reference, 'the background check');
      if (result.credited) credited++;
    } catch (err) {
      deps.log.warn({ err, reference: payment.reference }, 'pending payment re-check failed');
    }
  }
  return { checked: due.length, credited };
}

/** Receipts desk, "Verify Online Payment": what the provider says about a transaction id. */
export async function lookupTransaction(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log'>,
  reference: string,
): Promise<PaymentLookup> {
  const v = await verifyWithProvider(deps, reference);
  if (!v.found) throw new AppError('NOT_FOUND', WALLET_MESSAGES.staffNotFound(reference));
  const credited = await findEntryByProviderReference(deps.db, reference);
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
 * student it belongs to, for exactly what was paid, once.
 */
export async function creditVerifiedPayment(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log'>,
  actor: UserRow,
  args: { reference: string; studentId: string; amountNaira: number },
): Promise<CreditedResponse> {
  const v = await verifyWithProvider(deps, args.reference);
  if (!v.found) throw new AppError('NOT_FOUND', WALLET_MESSAGES.staffVerifyFirst(args.reference));
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
  const amountKobo = nairaToKobo(args.amountNaira);
  if (amountKobo !== v.amountKobo) {
    throw new AppError(
      'VALIDATION',
      `The amount must be what was paid: ${formatNaira(v.amountKobo)}. Nothing was credited.`,
    );
  }
  const result = await creditOnce(deps, {
    reference: args.reference,
    ownerId: student.customId,
    amountKobo,
    actorId: actor.customId,
    via: `the ${actor.adminPosition} office`,
    providerStatus: v.status,
  });
  if (!result.credited) throw new AppError('CONFLICT', result.message);
  return { message: WALLET_MESSAGES.staffCredited, balance_kobo: result.balanceKobo };
}
