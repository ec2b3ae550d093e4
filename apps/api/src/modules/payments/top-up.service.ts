import { randomBytes } from 'node:crypto';
import {
  findEntryByProviderReference,
  findPaymentByReference,
  insertPayment,
  recordAudit,
  updatePayment,
  type UserRow,
} from '@portal/db';
import {
  nairaToKobo,
  studentEmail,
  TOP_UP_MESSAGES,
  WALLET_MESSAGES,
  type CreditDecision,
  type CreditedResponse,
  type StartedTopUp,
} from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  ProviderAnswerError,
  ProviderKeyRefusedError,
  ProviderUnavailableError,
} from '../../integrations/payments/index.js';
import { askProvider, recordProviderFault, type ProviderFault } from './provider-check.js';
import { creditIfDecided, reverseIfProviderReversed } from './settlement.service.js';

/* The student's audience: starting a top-up and verifying it on return from the provider. */

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
    // No answer in time (or a server error): Paystack may have created the transaction all the
    // same, so the payment stays pending and the background re-check asks about it (issue 28 §7).
    // Any other refusal is final.
    const unanswered = err instanceof ProviderUnavailableError;
    await deps.db.transaction(async (tx) => {
      if (!unanswered) await updatePayment(tx, reference, { status: 'failed', providerStatus: 'initialize-failed' });
      await recordAudit(tx, {
        actorId: student.customId,
        action: 'payment.initialize-failed',
        entity: 'payment',
        entityId: reference,
        details: { final: !unanswered },
      });
    });
    if (err instanceof ProviderKeyRefusedError) {
      deps.log.error(
        { provider: deps.payments.name, httpStatus: err.httpStatus, reason: err.message },
        'the payment provider refused the portal’s secret key: check PAYSTACK_SECRET_KEY',
      );
      throw new AppError('BAD_GATEWAY', TOP_UP_MESSAGES.startRefused);
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
      throw new AppError('BAD_GATEWAY', TOP_UP_MESSAGES.startFailed);
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
  const settled = await creditIfDecided(deps, payment, {
    reference,
    ownerStudentId: student.username,
    viewerCustomId: student.customId,
    verification: check.verification,
    actorId: student.customId,
    via: 'the student',
    now,
  });
  if ('refused' in settled) throw studentDecisionError(settled.refused);
  const result = settled.result;
  if (!result.credited) throw new AppError('CONFLICT', result.message);
  return { message: WALLET_MESSAGES.credited, balance_kobo: result.balanceKobo };
}
