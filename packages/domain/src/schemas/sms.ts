import { z } from 'zod';
import { formatDateTime } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { pageNumberSchema, pageResponseSchema } from './common.js';

/** An SMS written by staff: 1 to 100 characters. */
export const SMS_MAX_LENGTH = 100;
export const smsMessageSchema = z.object({
  message: z.string().trim().min(1, MESSAGES.required).max(SMS_MAX_LENGTH, MESSAGES.tooManyCharacters),
});

/**
 * `stored`: kept for the SMS Outbox (no provider); `sent`: the provider took it; `pending`: the
 * provider refused, timed out or could not be reached, and it is tried again (SMS_RETRY_DELAYS_MS);
 * `failed`: the last try failed too, and it is not tried again.
 */
export const SMS_STATUSES = ['stored', 'pending', 'sent', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * How long after each failed try the next one is made: 1 minute, 5 minutes, 30 minutes. A message
 * is tried at most once more than there are delays (4 tries, about 36 minutes), then `failed`.
 */
export const SMS_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000];
export const SMS_MAX_ATTEMPTS = SMS_RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed tries, or null when that was the last try. */
export function smsNextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = SMS_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** The SMS Outbox's words for a message being tried again, and for one given up. */
export function smsAttemptsNote(item: { status: SmsStatus; attempts: number; next_attempt_at: string | null }) {
  if (item.status === 'pending' && item.next_attempt_at) {
    return `Try ${item.attempts} of ${SMS_MAX_ATTEMPTS} failed; next try ${formatDateTime(item.next_attempt_at)}`;
  }
  if (item.status === 'failed') return `Not sent after ${item.attempts} ${item.attempts === 1 ? 'try' : 'tries'}`;
  return null;
}

/** SMS purposes whose body carries a one-time code (a password-reset code). */
export const ONE_TIME_CODE_PURPOSES: readonly string[] = ['password-reset'];
/** How long a one-time code may be used: 10 minutes from its SMS. */
export const ONE_TIME_CODE_LIFETIME_MS = 10 * 60_000;
/** Why a pending SMS carrying a one-time code is given up rather than tried again. */
export const EXPIRED_CODE_ERROR = 'The code expired before it could be sent; the student can ask for a new one.';

/**
 * Whether a pending SMS is still worth another try: a one-time code past its lifetime is not (it
 * would reach the student dead, and a newer code may be on its way). Other notices always are.
 */
export function smsStillWorthSending(purpose: string, createdAt: Date, now: Date): boolean {
  if (!ONE_TIME_CODE_PURPOSES.includes(purpose)) return true;
  return now.getTime() - createdAt.getTime() < ONE_TIME_CODE_LIFETIME_MS;
}
/** What staff see in place of a one-time code outside the demo (issue 15 §7). */
export const MASKED_CODE = '••••••';

/**
 * The body of an SMS as staff may read it: in a message carrying a one-time code, every run of
 * four or more digits is masked; other messages are unchanged.
 */
export function maskOneTimeCodes(purpose: string, body: string): string {
  return ONE_TIME_CODE_PURPOSES.includes(purpose) ? body.replace(/\d{4,}/g, MASKED_CODE) : body;
}

/** The note above the SMS Outbox when one-time codes are masked (issue 15 §7). */
export const SMS_OUTBOX_MASKED_NOTE =
  'One-time codes (password-reset codes) are masked here: only the student they were sent to can read them.';

// ---- requests ------------------------------------------------------------------------------

/** GET /api/sms-outbox?page=&q=: searched by phone (as typed, 0803… or +234803…) or purpose. */
export const smsOutboxQuerySchema = z.object({
  page: pageNumberSchema,
  q: z.string().trim().max(100).default(''),
});
export type SmsOutboxQuery = z.infer<typeof smsOutboxQuerySchema>;

// ---- responses -----------------------------------------------------------------------------

/**
 * One SMS the portal sent or stored: `stored` in the outbox; `sent`, `pending` or `failed` by a
 * provider. `error` is the provider's answer to the latest try; `attempts` counts the tries made;
 * `next_attempt_at` is when a pending message is tried again.
 */
export const smsOutboxItemSchema = z.object({
  id: z.number(),
  to_phone: z.string(),
  body: z.string(),
  purpose: z.string(),
  status: z.enum(SMS_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  provider: z.string(),
  created_at: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

/**
 * GET /api/sms-outbox: newest first, 50 a page. `codes_masked`: one-time codes are masked by the
 * server (every mode but the demo, where the outbox is how a tester receives the code).
 */
export const smsOutboxPageSchema = pageResponseSchema(smsOutboxItemSchema).extend({ codes_masked: z.boolean() });
export type SmsOutboxPage = z.infer<typeof smsOutboxPageSchema>;
