import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { pageNumberSchema, pageResponseSchema } from './common.js';

/** An SMS written by staff: 1 to 100 characters. */
export const SMS_MAX_LENGTH = 100;
export const smsMessageSchema = z.object({
  message: z.string().trim().min(1, MESSAGES.required).max(SMS_MAX_LENGTH, MESSAGES.tooManyCharacters),
});

export const SMS_STATUSES = ['stored', 'sent', 'failed'] as const;

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

/** GET /api/sms-outbox: newest first, 50 a page. */
export const smsOutboxPageSchema = pageResponseSchema(smsOutboxItemSchema);
export type SmsOutboxPage = z.infer<typeof smsOutboxPageSchema>;
