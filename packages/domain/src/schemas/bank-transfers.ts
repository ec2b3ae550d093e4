import { z } from 'zod';
import { BANK_TRANSFER_STATUSES, DEDICATED_ACCOUNT_STATUSES } from '../bank-transfers.js';
import { formatWatDateTime } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { nairaAmount, nairaField, recordIdField } from './common.js';

/** GET/POST /api/students/me/dedicated-account: the student's own account number, when there is one. */
export const ownAccountSchema = z.object({
  status: z.enum(['none', ...DEDICATED_ACCOUNT_STATUSES]),
  bank: z.string().nullable(),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  /** The Portal Wallet page's sentence when the account is active, else null (the general accounts show). */
  text: z.string().nullable(),
});
export type OwnAccount = z.infer<typeof ownAccountSchema>;

/** One transfer the Bursary must look at, with everything the provider sent. */
export const transferExceptionSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount_kobo: z.number().int().nullable(),
  fee_kobo: z.number().int(),
  sender_name: z.string().nullable(),
  sender_bank: z.string().nullable(),
  narration: z.string().nullable(),
  account_number: z.string().nullable(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  reason: z.string().nullable(),
  received_at: z.string(),
  raw_event: z.unknown(),
});
export const transferExceptionsSchema = z.object({ items: z.array(transferExceptionSchema) });
export type TransferException = z.infer<typeof transferExceptionSchema>;

export const transferIdParamsSchema = z.object({ id: recordIdField });

/** The bursar's assignment of an exception: the student, and the amount only when the provider's did not parse. */
export const assignTransferSchema = z.object({
  /** The student's ID (username) as the bursar types it. */
  student_id: z.string().trim().min(1).max(40),
  amount_naira: nairaAmount.optional(),
});

/**
 * The bursar's form for an exception whose amount did not parse: the amount the bank statement
 * shows is required, read by the one money parser, at least ₦1.
 */
export const assignTransferWithAmountSchema = assignTransferSchema.extend({
  amount_naira: nairaField({ required: MESSAGES.required, min: 1 }),
});

export const assignedTransferSchema = z.object({ amount_kobo: z.number().int(), balance_kobo: z.number().int() });

/** The sandbox gateway's "send a transfer" page (issue 29 §4): to a demo account number. */
export const sandboxTransferSchema = z.object({
  account_number: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Ten digits.'),
  amount: nairaAmount,
  sender_name: z.string().trim().min(1).max(60),
  sender_bank: z.string().trim().min(1).max(60),
});
export type SandboxTransferInput = z.input<typeof sandboxTransferSchema>;
export const sandboxTransferSentSchema = z.object({ reference: z.string(), outcome: z.string() });
export type SandboxTransferSent = z.infer<typeof sandboxTransferSentSchema>;
export type AssignedTransfer = z.infer<typeof assignedTransferSchema>;
export type TransferExceptions = z.infer<typeof transferExceptionsSchema>;

/**
 * GET /api/dedicated-accounts/status (the ict dashboard): students' own accounts by state (`none`:
 * a completed profile and no account asked for; `pending`: queued or being assigned) and the
 * provider's latest refusal among the accounts still failed.
 */
export const dedicatedAccountsStatusSchema = z.object({
  counts: z.object({
    active: z.number().int(),
    pending: z.number().int(),
    failed: z.number().int(),
    deactivated: z.number().int(),
    none: z.number().int(),
  }),
  latest_failure: z
    .object({
      at: z.string(),
      /** The provider's reason as recorded (its message, a refused key, an outage). */
      reason: z.string(),
      /** The failed accounts refused for this same reason. */
      students: z.number().int(),
    })
    .nullable(),
});
export type DedicatedAccountsStatus = z.infer<typeof dedicatedAccountsStatusSchema>;

/**
 * The ict dashboard's notice when students' own accounts were refused (decision 0030: ict is told
 * where it looks, not only in the server's log), or null when none is failed.
 */
export function refusedAccountsNotice(status: DedicatedAccountsStatus): string | null {
  const { failed } = status.counts;
  if (failed === 0 || !status.latest_failure) return null;
  const { at, reason } = status.latest_failure;
  const refused =
    failed === 1
      ? "1 student's own account number was refused by the provider"
      : `${failed} students' own account numbers were refused by the provider`;
  const meanwhile = failed === 1 ? 'The student sees the general accounts.' : 'They see the general accounts.';
  return `Bank accounts: ${refused} (latest ${formatWatDateTime(at)}: ${reason}). ${meanwhile} Fix the cause, then run npm run bank-accounts.`;
}
