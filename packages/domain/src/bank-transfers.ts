import { formatNaira, type Kobo } from './money.js';

/*
 * Bank transfers into a student's own dedicated account (issue 29, decision 0030).
 */

/** A student's dedicated account, as the provider last described it. */
export const DEDICATED_ACCOUNT_STATUSES = ['pending', 'active', 'failed', 'deactivated'] as const;
export type DedicatedAccountStatus = (typeof DEDICATED_ACCOUNT_STATUSES)[number];

/**
 * What became of a transfer: credited to its student; an exception (unknown account, amount that
 * does not parse, not in naira) waiting for the Bursary; assigned by the bursar after checking;
 * reversed (refunded after it was credited); returned (refunded to the sender while it was still
 * an exception: never credited, and never to be).
 */
export const BANK_TRANSFER_STATUSES = ['credited', 'exception', 'assigned', 'reversed', 'returned'] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];

/** Why a transfer was not credited by itself. */
export const TRANSFER_EXCEPTION_REASONS = {
  unknownAccount: 'The account it was sent to belongs to no student.',
  badAmount: 'Its amount could not be read.',
  otherCurrency: 'It is not in naira.',
} as const;

/** The bursar's assignment of an exception, refused. */
export const BANK_TRANSFER_MESSAGES = {
  noTransfer: 'No such bank transfer.',
  alreadyCredited: 'This transfer was already credited.',
  returned: 'This transfer was refunded to the sender; it cannot be assigned.',
  amountNeeded: 'Give the amount the bank statement shows for this transfer.',
} as const;

/** The wallet statement's line for a transfer ("Bank transfer from ADAMU J., GTBank"). */
export function bankTransferLine(senderName: string | null, senderBank: string | null): string {
  const who = [senderName?.trim(), senderBank?.trim()].filter(Boolean).join(', ');
  return who ? `Bank transfer from ${who}` : 'Bank transfer';
}

/** The Portal Wallet page's words for a student's own account (issue 29 §1). */
export function ownAccountText(account: { bank: string; accountNumber: string; accountName: string }): string {
  return `Pay by bank transfer to your own account: ${account.bank}, ${account.accountNumber}, ${account.accountName}. Transfers reach your portal wallet within minutes.`;
}

/** A transfer's amount for a log line or a screen. */
export const transferAmount = (kobo: Kobo | null) => (kobo === null ? 'unreadable amount' : formatNaira(kobo));

/** The Portal Wallet page's words around the student's own account (issue 29 §1). */
export const OWN_ACCOUNT_TEXTS = {
  title: 'Your own account number',
  button: 'Get my account number',
  asking: 'Asking..',
  pending: 'Your account number is being prepared. Use the accounts below meanwhile.',
  unavailable: 'Your own account number could not be prepared now. Use the accounts below, or try again later.',
  sandboxLink: 'Test mode: send a transfer to this account from the sandbox bank',
} as const;

/** The Capture/Query Receipt page's card of bank transfers not credited by themselves. */
export const TRANSFER_EXCEPTION_TEXTS = {
  title: 'Bank Transfer Exceptions',
  none: 'No bank transfer is waiting.',
  noAmount: 'Unreadable: check the bank statement',
  raw: 'Everything Paystack sent',
  assign: 'Assign to student',
  studentId: 'Student ID',
  /** Shown only for a transfer whose amount could not be read: the bursar gives it. */
  amount: 'Amount (₦)',
} as const;
