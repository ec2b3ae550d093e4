import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { pageNumberSchema, pageResponseSchema } from './common.js';

/** An SMS written by staff: 1 to 100 characters. */
export const SMS_MAX_LENGTH = 100;
export const smsMessageSchema = z.object({
  message: z.string().trim().min(1, MESSAGES.required).max(SMS_MAX_LENGTH, MESSAGES.tooManyCharacters),
});

export const SMS_STATUSES = ['stored', 'sent', 'failed'] as const;

/** SMS purposes whose body carries a one-time code (a password-reset code). */
export const ONE_TIME_CODE_PURPOSES: readonly string[] = ['password-reset'];
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

/** One SMS the portal sent or stored: `stored` in the outbox, `sent` or `failed` by a provider. */
export const smsOutboxItemSchema = z.object({
  id: z.number(),
  to_phone: z.string(),
  body: z.string(),
  purpose: z.string(),
  status: z.enum(SMS_STATUSES),
  error: z.string().nullable(),
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
