import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredTextRef } from './columns.js';
import { SMS_STATUSES } from '@portal/domain';
import { valueList } from './value-lists.js';
import { users } from './users.js';

/**
 * Every SMS the portal sends. With the offline default the message stays here (status
 * `stored`) and the ict office reads it on the SMS Outbox screen; with a real provider the
 * status records what the provider answered.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** +234 form. */
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    /** What it was for, e.g. password-reset, staff-message. */
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.customId, { onDelete: 'set null' }),
    sentBy: text('sent_by').references(() => users.customId, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    status: text('status', { enum: SMS_STATUSES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt),
    check('sms_messages_status_valid', sql`${t.status} in ${valueList(SMS_STATUSES)}`),
  ],
);

/** One-time codes for password reset: stored hashed, 10 minutes, single use, 5 attempts. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: requiredTextRef('user_id', () => users.customId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);
