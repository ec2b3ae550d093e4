import type { Kobo } from './money.js';

export const WALLET_KINDS = ['portal', 'accommodation'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** Kinds of ledger entry (issue 4). Entries are immutable; mistakes are reversed. */
export const ENTRY_KINDS = [
  'top-up',
  'receipt',
  'registration',
  'add/drop',
  'hostel',
  'adjustment',
  'reversal',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  'top-up': 'Online top-up',
  receipt: 'Bursary receipt',
  registration: 'Semester registration',
  'add/drop': 'Add/Drop',
  hostel: 'Hostel accommodation',
  adjustment: 'Balance adjustment',
  reversal: 'Reversal',
};

/** The spec's wallet answers, word for word (student-side §8; admin-faculty-side §8). */
export const WALLET_MESSAGES = {
  alreadyProcessed: 'This Transaction was already processed successfully',
  referenceUsed: 'This reference code has already been used.',
  notYours: 'Transaction not associaed with your account',
  notFound: 'Transaction ID, not found! Please input a valid ID',
  failed: 'Verification Failed. Try Again or Contact the ICT.',
  networkError: 'Network error during verification',
  credited: 'Transaction Successful! Your account balance has been credited!',
  fillRequired: 'Please fill out required field',
  portalChanged: 'Portal Wallet Changed',
  accommodationChanged: 'Accommodation Wallet Changed',
  balanceChanged: 'The balance changed since this page was loaded. Reload the page and try again.',
  staffNotFound: (id: string) => `Transaction Id ${id} was not found`,
  staffCredited: 'Action was Successful!',
  staffVerifyFirst: (id: string) => `Transaction Id ${id} was not found. Please verify the ID and try again.`,
} as const;

/** What a payment provider says about one reference, in the portal's terms. */
export interface ProviderVerification {
  found: boolean;
  /** success | failed | abandoned | pending | reversed | … as the provider says it. */
  status: string;
  currency: string;
  amountKobo: Kobo;
  reference: string;
  studentId: string | null;
  message: string;
  paidAt: string | null;
  customer: { firstName: string | null; lastName: string | null; phone: string | null; email: string | null };
}

/** The portal's record of a top-up it started. */
export interface PaymentAttempt {
  reference: string;
  ownerCustomId: string;
  ownerStudentId: string;
  amountKobo: Kobo;
  credited: boolean;
}

/**
 * Provider statuses after which a payment can never succeed. `abandoned` is not one of them:
 * Paystack says it while the payer has not finished (e.g. still entering an OTP).
 */
export const FINAL_PAYMENT_FAILURES = ['failed', 'reversed'] as const;
export function isFinalPaymentFailure(status: string): boolean {
  return (FINAL_PAYMENT_FAILURES as readonly string[]).includes(status);
}

export type CreditDecision =
  | { credit: true }
  | { credit: false; message: string; outcome: 'already-processed' | 'not-yours' | 'not-found' | 'failed' };

/**
 * Whether a student's verification may credit the wallet (issue 4 §3): only when the provider
 * says the charge succeeded, in NGN, for exactly the amount expected, for a reference this
 * student started, and not yet credited.
 */
export function decideStudentCredit(
  attempt: PaymentAttempt | null,
  viewerCustomId: string,
  verification: ProviderVerification,
): CreditDecision {
  if (!attempt) return { credit: false, message: WALLET_MESSAGES.notFound, outcome: 'not-found' };
  if (attempt.ownerCustomId !== viewerCustomId) {
    return { credit: false, message: WALLET_MESSAGES.notYours, outcome: 'not-yours' };
  }
  if (attempt.credited)
    return { credit: false, message: WALLET_MESSAGES.alreadyProcessed, outcome: 'already-processed' };
  if (!verification.found) return { credit: false, message: WALLET_MESSAGES.notFound, outcome: 'not-found' };
  const matches =
    verification.status === 'success' &&
    verification.currency === 'NGN' &&
    verification.amountKobo === attempt.amountKobo &&
    verification.reference === attempt.reference &&
    (verification.studentId === null || verification.studentId === attempt.ownerStudentId);
  return matches ? { credit: true } : { credit: false, message: WALLET_MESSAGES.failed, outcome: 'failed' };
}

/** A top-up in whole naira (student-side §5). */
export const MIN_TOP_UP_NAIRA = 100;
export const MAX_TOP_UP_NAIRA = 5_000_000;
