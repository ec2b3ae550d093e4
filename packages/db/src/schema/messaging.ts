import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredTextRef } from './columns.js';
import { SMS_STATUSES } from '@portal/domain';
import { valueList } from './value-lists.js';
import { users } from './users.js';

/**
 * Every SMS the portal sends. With the offline default the message stays here (status
 * `stored`) and the ict office reads it on the SMS Outbox screen; with a real provider the
 * status records what the provider answered: `sent`, or `pending` while it is tried again after
 * a refusal, a timeout or no connection (`next_attempt_at`), and `failed` after the last try.
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
    /** The provider's answer to the latest try (null once sent). */
    error: text('error'),
    /** Tries made so far (every message before retries was tried once). */
    attempts: integer('attempts').notNull().default(1),
    /** When a pending message is tried again; null for every other status. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * The text to send on the next try when `body` is the recorded form with a one-time code
     * hidden: kept only while the message is pending, cleared once it is sent or given up.
     */
    sendBody: text('send_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt),
    index('sms_messages_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'sms_messages_retry_valid',
      sql`(${t.status} = 'pending') = (${t.nextAttemptAt} is not null) and (${t.sendBody} is null or ${t.status} = 'pending')`,
    ),
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
