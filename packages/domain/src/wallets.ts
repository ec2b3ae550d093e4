import { formatNaira, type Kobo } from './money.js';
import { valuesOf } from './value-labels.js';

export const WALLET_KINDS = ['portal', 'accommodation'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** Kinds of ledger entry (issue 4), with their labels. Entries are immutable; mistakes are reversed. */
export const ENTRY_KIND_LABELS = {
  'top-up': 'Online top-up',
  'bank-transfer': 'Bank transfer',
  receipt: 'Bursary receipt',
  registration: 'Semester registration',
  'add/drop': 'Add/Drop',
  hostel: 'Hostel accommodation',
  adjustment: 'Balance adjustment',
  reversal: 'Reversal',
};
export const ENTRY_KINDS = valuesOf(ENTRY_KIND_LABELS);
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * The bank accounts the demo shows when BANK_ACCOUNT_UG / BANK_ACCOUNT_PG are not set: complete,
 * and marked as examples on the page (issue 15 §4). A real deployment never shows them.
 */
export const EXAMPLE_BANK_ACCOUNTS = {
  undergraduate: 'First Bank of Nigeria, ECWA Theological Seminary Undergraduate, 3012345678',
  postgraduate: 'Access Bank, ECWA Theological Seminary Postgraduate, 0712345678',
} as const;

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
  /** A new balance below zero without the officer's confirmation and reason (issue 15 §3). */
  negativeNeedsConfirmation: 'A negative balance must be confirmed, with the reason for the debt.',
  staffNotFound: (id: string) => `Transaction Id ${id} was not found`,
  staffCredited: 'Action was Successful!',
  staffVerifyFirst: (id: string) => `Transaction Id ${id} was not found. Please verify the ID and try again.`,
  staffAboveFees: 'More was charged on top of what was asked than the payment provider’s fees; nothing was credited.',
} as const;

/** What a payment provider says about one reference, in the portal's terms. */
export interface ProviderVerification {
  found: boolean;
  /** success | failed | abandoned | pending | ongoing | processing | queued | reversed, as the provider says it. */
  status: string;
  currency: string;
  /** What the payer was charged (Paystack's `amount`: it includes the fees when the payer bears them). */
  amountKobo: Kobo;
  /** What the portal asked for (Paystack's `requested_amount`); absent when the provider does not say. */
  requestedAmountKobo?: Kobo | null;
  /** The provider's fees on the charge (Paystack's `fees`), when it says. */
  feesKobo?: Kobo | null;
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
 * What a provider status means for a top-up (decision 0017). Paystack documents success,
 * failed, abandoned, reversed, and the in-between states pending, ongoing, processing and
 * queued; a status the portal does not know is treated as still in progress.
 */
export type ProviderOutcome = 'paid' | 'processing' | 'abandoned' | 'failed' | 'reversed';

const PROVIDER_OUTCOMES: Record<string, ProviderOutcome> = {
  success: 'paid',
  pending: 'processing',
  ongoing: 'processing',
  processing: 'processing',
  queued: 'processing',
  abandoned: 'abandoned',
  failed: 'failed',
  reversed: 'reversed',
};

export function classifyProviderStatus(status: string): ProviderOutcome {
  return PROVIDER_OUTCOMES[status] ?? 'processing';
}

/** Whether the portal knows a provider status (an unknown one is logged). */
export function isKnownProviderStatus(status: string): boolean {
  return status in PROVIDER_OUTCOMES;
}

/**
 * Provider statuses after which a payment can never succeed. `abandoned` is not one of them:
 * Paystack says it while the payer has not finished (e.g. still entering an OTP); it is
 * re-checked for ABANDONED_RECHECK_MS, then given up.
 */
export const FINAL_PAYMENT_FAILURES = ['failed', 'reversed'] as const;
export function isFinalPaymentFailure(status: string): boolean {
  return (FINAL_PAYMENT_FAILURES as readonly string[]).includes(status);
}

/** The portal's texts beyond the spec's catalogue for a top-up that was not credited (decision 0017). */
export const TOP_UP_MESSAGES = {
  processing: 'Your payment is still being processed. Your wallet will be credited as soon as it is confirmed.',
  reversed: 'This payment was reversed by the bank or card issuer. Nothing was credited.',
  refunded: 'This payment was refunded after it was credited; its amount has been taken back from your wallet.',
  review: 'This payment needs a check by the Bursary before it can be credited. Nothing was credited yet.',
  /** The provider refused the portal's secret key: only the ICT office can fix it. */
  startRefused: 'The payment could not be started. Contact the ICT department.',
  /** The provider was away or answered what could not be read. */
  startFailed: 'The payment could not be started. Please try again.',
} as const;

/**
 * The portal's payment refusals beyond the spec's catalogue: a wallet or student missing, the
 * receipts desk's reversed payment, the Paystack webhook's, and the offline sandbox gateway's.
 */
export const PAYMENT_MESSAGES = {
  noWallet: 'No wallet found for this student.',
  noWalletYet: 'This student has no wallet yet (the profile is not complete).',
  noPortalWallet: 'This student has no portal wallet yet.',
  noStudent: (studentId: string) => `No student with the Student ID ${studentId}.`,
  reversedAfterCredit: 'This payment was reversed at the provider after it was credited; the credit has been reversed.',
  invalidSignature: 'Invalid signature.',
  invalidBody: 'Invalid body.',
  /** A 503 to Paystack, so that it delivers the event again later. */
  deliverAgain: 'The payment provider could not be asked; deliver again later.',
  sandboxPaymentMissing: 'This payment does not exist.',
  sandboxPaymentCompleted: 'This payment has already been completed.',
  sandboxNotInUse: 'The sandbox gateway is not in use.',
  /** Verify Online Payment, when the provider refuses the key or answers out of shape (502). */
  providerKeyRefused:
    'The payment provider refused the portal’s secret key. The ICT office must check PAYSTACK_SECRET_KEY.',
  providerAnswerUnreadable: 'The payment provider’s answer could not be read. Nothing was credited.',
  /** The receipts desk's credit of a verified payment, refused (400). */
  notSuccessful: (providerStatus: string) =>
    `This payment was not successful (provider status: ${providerStatus}); nothing was credited.`,
  notTheirs: (studentId: string) => `This payment does not belong to Student ID ${studentId}; nothing was credited.`,
  amountNotPaid: (paidKobo: number) =>
    `The amount must be what was paid: ${formatNaira(paidKobo)}. Nothing was credited.`,
  /** The sandbox's signed delivery to the portal's own webhook failed (a 502 on its transfer page). */
  sandboxWebhookAnswered: (address: string, status: number, text: string) =>
    `The portal’s webhook at ${address} answered ${status}: ${text}`,
  sandboxWebhookUnreachable: (addresses: string) => `The portal’s webhook could not be reached at ${addresses}.`,
} as const;

export type CreditDecision =
  | {
      credit: true;
      /** What the wallet receives: what the portal asked for, never more. */
      amountKobo: Kobo;
      /** The fees the payer bore on top of it (0 when none). */
      feeKobo: Kobo;
      /** What the payer was charged. */
      chargedKobo: Kobo;
    }
  | {
      credit: false;
      message: string;
      outcome:
        | 'already-processed'
        | 'not-yours'
        | 'not-found'
        | 'failed'
        | 'abandoned'
        | 'processing'
        | 'reversed'
        | 'mismatch';
    };

/**
 * The amount a successful NGN charge may credit against what the portal asked for, or null:
 * exactly the amount asked, whether the payer was charged that (`amount`) or that plus fees
 * (`requested_amount` equal to it and `amount` above it). Never more than asked.
 */
export function creditableAmount(
  expectedKobo: Kobo,
  verification: Pick<ProviderVerification, 'amountKobo' | 'requestedAmountKobo' | 'feesKobo'>,
): { amountKobo: Kobo; feeKobo: Kobo; chargedKobo: Kobo } | null {
  const charged = verification.amountKobo;
  if (charged === expectedKobo) return { amountKobo: expectedKobo, feeKobo: 0, chargedKobo: charged };
  const requested = verification.requestedAmountKobo;
  if (requested === expectedKobo && charged > requested) {
    const feeKobo = charged - requested;
    // What was charged on top must be the provider's fees when it names them (decision 0017).
    if (verification.feesKobo != null && feeKobo > verification.feesKobo) return null;
    return { amountKobo: expectedKobo, feeKobo, chargedKobo: charged };
  }
  return null;
}

/**
 * The adjustment entry that brings a wallet from its balance to a target balance (the wallets
 * desk's Set Balance; a registration's or a hostel request's ledger balance): target − balance,
 * 0 when they agree (then no entry is written).
 */
export function balanceAdjustmentKobo(targetKobo: Kobo, balanceKobo: Kobo): Kobo {
  return targetKobo - balanceKobo;
}

/**
 * What a refund of a credited payment reverses: the amount refunded, never more than was
 * credited; all of the credit when the provider names no amount.
 */
export function reversibleAmount(refundedKobo: Kobo | null, creditedKobo: Kobo): Kobo {
  return Math.min(refundedKobo ?? creditedKobo, creditedKobo);
}

/**
 * What the receipts desk may credit for a verified NGN charge made anywhere (issue 24): what the
 * payer was asked for — the provider's `requested_amount` when it names one no larger than the
 * charge, else the charge — under `creditableAmount`'s rule, so the fees on top are never
 * credited and a charge above the fees the provider names is refused (null).
 */
export function deskCreditableAmount(
  verification: Pick<ProviderVerification, 'amountKobo' | 'requestedAmountKobo' | 'feesKobo'>,
): { amountKobo: Kobo; feeKobo: Kobo; chargedKobo: Kobo } | null {
  const requested = verification.requestedAmountKobo;
  const asked =
    requested != null && requested > 0 && requested <= verification.amountKobo ? requested : verification.amountKobo;
  return creditableAmount(asked, verification);
}

/**
 * Whether a student's verification may credit the wallet (issue 4 §3, issue 9 §3): only when
 * the provider says the charge succeeded, in NGN, for the amount expected (or that amount plus
 * fees the payer bore), for a reference this student started, and not yet credited.
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
  const outcome = classifyProviderStatus(verification.status);
  if (outcome === 'processing') return { credit: false, message: TOP_UP_MESSAGES.processing, outcome: 'processing' };
  if (outcome === 'abandoned') return { credit: false, message: WALLET_MESSAGES.failed, outcome: 'abandoned' };
  if (outcome === 'failed') return { credit: false, message: WALLET_MESSAGES.failed, outcome: 'failed' };
  if (outcome === 'reversed') return { credit: false, message: TOP_UP_MESSAGES.reversed, outcome: 'reversed' };
  const amount = verification.currency === 'NGN' ? creditableAmount(attempt.amountKobo, verification) : null;
  const matches =
    amount !== null &&
    verification.reference === attempt.reference &&
    (verification.studentId === null || verification.studentId === attempt.ownerStudentId);
  return matches
    ? { credit: true, ...amount }
    : { credit: false, message: WALLET_MESSAGES.failed, outcome: 'mismatch' };
}

// ---- the state of a top-up, as the student's statement of top-ups shows it ----------------

export const TOP_UP_STATE_LABELS = {
  processing: 'Processing',
  credited: 'Credited',
  'not-completed': 'Not completed',
  failed: 'Failed',
  reversed: 'Reversed',
  refunded: 'Refunded',
  review: 'Paid, awaiting the Bursary',
};
export const TOP_UP_STATES = valuesOf(TOP_UP_STATE_LABELS);
export type TopUpState = (typeof TOP_UP_STATES)[number];

/** What the student reads beside each state. */
export const TOP_UP_STATE_NOTES: Record<TopUpState, string> = {
  processing: 'Still being processed; checked again automatically.',
  credited: 'Added to your portal wallet.',
  'not-completed': 'The payment was not completed. Nothing was credited; you may start a new top-up.',
  failed: 'The payment was not successful. Nothing was credited; you may start a new top-up.',
  reversed: 'Reversed by the bank or card issuer. Nothing was credited.',
  refunded: 'Refunded after it was credited; the amount was taken back from your wallet.',
  review: 'Paid, but not as expected; the Bursary will check it. Contact the Bursary with the reference.',
};

/**
 * A payment row's state for the student (payments.status is pending, credited or failed; the
 * provider's last word and a reversal entry say the rest).
 */
export function topUpState(payment: {
  status: 'pending' | 'credited' | 'failed';
  providerStatus: string | null;
  reversalEntryId: number | null;
}): TopUpState {
  if (payment.status === 'credited') return payment.reversalEntryId ? 'refunded' : 'credited';
  const outcome = payment.providerStatus ? classifyProviderStatus(payment.providerStatus) : null;
  if (payment.status === 'failed') {
    if (payment.providerStatus === 'success') return 'review';
    if (outcome === 'abandoned') return 'not-completed';
    if (outcome === 'reversed') return 'reversed';
    return 'failed';
  }
  if (payment.providerStatus === 'success') return 'review';
  if (outcome === 'abandoned') return 'not-completed';
  return 'processing';
}

// ---- when to ask the provider again ---------------------------------------------------------

/** A pending top-up is re-checked for a week at most. */
export const PAYMENT_RECHECK_WINDOW_MS = 7 * 86_400_000;
/** An abandoned top-up is re-checked for a day, then given up (status failed). */
export const ABANDONED_RECHECK_MS = 86_400_000;
/** First re-check two minutes after the start, then doubling, at most every six hours. */
export const RECHECK_FIRST_DELAY_MS = 2 * 60_000;
export const RECHECK_MAX_DELAY_MS = 6 * 3_600_000;

/** The delay before the next check of a top-up already checked `checkCount` times (1, 2, …). */
export function recheckDelayMs(checkCount: number): number {
  const n = Math.max(1, Math.min(checkCount, 30));
  return Math.min(RECHECK_FIRST_DELAY_MS * 2 ** (n - 1), RECHECK_MAX_DELAY_MS);
}

/** A top-up in whole naira (student-side §5). */
export const MIN_TOP_UP_NAIRA = 100;
export const MAX_TOP_UP_NAIRA = 5_000_000;
