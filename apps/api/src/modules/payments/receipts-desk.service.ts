import {
  findEntryByProviderReference,
  findPaymentByReference,
  paymentReferenceAsStored,
  type UserRow,
} from '@portal/db';
import {
  classifyProviderStatus,
  deskCreditableAmount,
  nairaToKobo,
  WALLET_MESSAGES,
  type CreditedResponse,
  type PaymentLookup,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { findStudentByStudentId } from '../wallets/index.js';
import { askProvider, type ProviderFault } from './provider-check.js';
import { reverseRefundedPayment } from './reversals.service.js';
import { creditOnce } from './settlement.service.js';

/* The receipts desk's audience: what the provider says about a transaction, and its credit. */

/** A desk officer's answer when the provider gave none. */
function staffFaultError(fault: ProviderFault): AppError {
  if (fault === 'unavailable') return new AppError('BAD_GATEWAY', WALLET_MESSAGES.networkError);
  if (fault === 'key-refused') {
    return new AppError('BAD_GATEWAY', PAYMENT_MESSAGES.providerKeyRefused);
  }
  return new AppError('BAD_GATEWAY', PAYMENT_MESSAGES.providerAnswerUnreadable);
}

/** Receipts desk, "Verify Online Payment": what the provider says about a transaction id. */
export async function lookupTransaction(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'log' | 'sms' | 'background'>,
  typed: string,
): Promise<PaymentLookup> {
  // A portal top-up's reference is found in any letter case (issue 27 §7); the provider's are exact.
  const reference = (await paymentReferenceAsStored(deps.db, typed)) ?? typed;
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
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.reversedAfterCredit);
  }
  if (v.status !== 'success' || v.currency !== 'NGN') {
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.notSuccessful(v.status));
  }
  const student = await findStudentByStudentId(deps.db, args.studentId);
  if (!student) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noStudent(args.studentId));
  const payment = await findPaymentByReference(deps.db, args.reference);
  const belongsTo = payment ? payment.ownerId === student.customId : v.studentId === student.username;
  if (!belongsTo) {
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.notTheirs(args.studentId));
  }
  // What the payer was asked for, by the domain's rule: the fees they bore on top stay out, and a
  // charge above the fees the provider names credits nothing.
  const creditable = deskCreditableAmount(v);
  if (!creditable) throw new AppError('VALIDATION', WALLET_MESSAGES.staffAboveFees);
  const amountKobo = nairaToKobo(args.amountNaira);
  if (amountKobo !== creditable.amountKobo) {
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.amountNotPaid(creditable.amountKobo));
  }
  const result = await creditOnce(deps, {
    reference: args.reference,
    ownerId: student.customId,
    amountKobo,
    chargedKobo: creditable.chargedKobo,
    feeKobo: creditable.feeKobo,
    actorId: actor.customId,
    via: `the ${actor.adminPosition} office`,
    providerStatus: v.status,
  });
  if (!result.credited) throw new AppError('CONFLICT', result.message);
  return { message: WALLET_MESSAGES.staffCredited, balance_kobo: result.balanceKobo };
}
