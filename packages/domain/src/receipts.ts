import type { BankTransferStatus } from './bank-transfers.js';
import type { RegistrationStatus } from './registration.js';
import type { WalletKind } from './wallets.js';

/**
 * The receipts desk (issue 11): what a bursary receipt is for, which wallet it credits, when it
 * may be captured and the desk's texts. Pure rules and shapes; no clock, no I/O (decision 0013).
 */

/** What a bursary receipt was for (admin-faculty-side §5) and its label, in the order the form offers them. */
export const RECEIPT_DESCRIPTION_LABELS = {
  tuition: 'Tuition',
  'work scholarship': 'Work Scholarship',
  'other scholarship': 'Other Scholarship',
  'ledger transfer': 'Ledger Transfer',
  accommodation: 'Accommodation',
} as const;
export type ReceiptDescription = keyof typeof RECEIPT_DESCRIPTION_LABELS;
/** The descriptions, in the labels' order (each written once, there). */
export const RECEIPT_DESCRIPTIONS = Object.keys(RECEIPT_DESCRIPTION_LABELS) as [
  ReceiptDescription,
  ...ReceiptDescription[],
];

/** Accommodation receipts credit the accommodation wallet; every other receipt the portal wallet. */
export function walletCreditedBy(description: ReceiptDescription): WalletKind {
  return description === 'accommodation' ? 'accommodation' : 'portal';
}

/** Registration statuses of the current period that allow a capture (admin-faculty-side §4). */
export const RECEIPT_CAPTURE_STATUSES = ['completed', 'incomplete'] as const satisfies readonly RegistrationStatus[];

/** Whether a receipt may be captured for a student whose current-period registration has this status. */
export function isReceiptCaptureAllowed(status: string | null | undefined): boolean {
  return status != null && (RECEIPT_CAPTURE_STATUSES as readonly string[]).includes(status);
}

/** The ledger lookup takes at least this many characters ('*Invalid' otherwise). */
export const LEDGER_NUMBER_MIN_LENGTH = 7;
export const RECEIPT_NUMBER_MAX_LENGTH = 40;
/** Letters and digits, with / - . _ and single spaces inside (never a leading sign or formula). */
export const RECEIPT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9/._-]| (?! ))*$/;

/** Receipt numbers are compared without regard to letter case or surrounding spaces. */
export function receiptNumberKey(receiptNumber: string): string {
  return receiptNumber.trim().toLowerCase();
}

/** The spec's receipts-desk texts, word for word (admin-faculty-side §8). */
export const RECEIPT_MESSAGES = {
  invalid: '*Invalid',
  required: '*Required',
  ledgerNotFound: 'Not Found - Inputed Ledger Number was not found.',
  duplicate: (receiptNumber: string) =>
    `Duplicate! ${receiptNumber} has been captured before now. Please confirm and try again.`,
  notFound: (receiptNumber: string) => `Not found! Receipt number: ${receiptNumber} was not found.`,
  /** The notice when the registration of the current period is not completed or incomplete. */
  ledgerBalanceNotEntered:
    'The ledger balance of this student has not been entered for the current semester, so no receipt can be captured yet.',
  noCurrentPeriod: 'There is no registration period yet, so no receipt can be captured.',
  captured: 'Action was carried out successfully!',
  notAllowed: 'Your office may view receipts but not capture them.',
} as const;

/** The reason on the ledger entry a receipt produces. */
export function receiptEntryReason(args: {
  receiptNumber: string;
  description: ReceiptDescription;
  officer: string;
}): string {
  return `Bursary receipt ${args.receiptNumber} (${RECEIPT_DESCRIPTION_LABELS[args.description]}), captured by ${args.officer}`;
}

/**
 * Query Receipt also finds a bank transfer into a student's own account by the provider's
 * reference (issue 29 §3): its words, once.
 */
export const QUERY_TRANSFER_TEXTS = {
  hint: "Or a bank transfer's reference.",
  title: 'Bank Transfer',
  unassigned: 'Unassigned exception',
  rows: {
    reference: 'Reference',
    status: 'Status',
    student: 'Student',
    amount: 'Amount',
    fee: "Provider's Fee",
    sender: 'Sender',
    narration: 'Narration',
    account: 'Sent To Account',
    date: 'Date Received',
    reason: 'Why Not Credited',
    assignedBy: 'Assigned By',
  },
  unreadableAmount: 'Unreadable: check the bank statement',
} as const;

/** What became of a transfer, as the desk says it. */
export const QUERY_TRANSFER_STATUS_LABELS: Record<BankTransferStatus, string> = {
  credited: 'Credited',
  assigned: 'Credited (assigned by the Bursary)',
  exception: 'Exception: not yet assigned',
  reversed: 'Reversed',
  returned: 'Refunded to the sender before it was credited',
};
