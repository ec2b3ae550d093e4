import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of limits that must hold across every instance (sign-in failures per account and
 * per address, reset codes per phone): one row per key and window. UNLOGGED (hand-edited in
 * the migration): a crash may forget recent failures, which is harmless, and writes skip the WAL.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The sweep of expired rows reads this index, not the table.
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);
