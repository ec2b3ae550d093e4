import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { rateCounters } from '../schema/rate-counters.js';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts one more event for `key` in one atomic statement, so instances racing on the same
 * key never lose a count: a window that has ended starts again at 1. Answers the new count.
 */
export async function bumpRateCounter(db: Executor, key: string, now: Date, windowMs: number): Promise<number> {
  const expiresAt = new Date(now.getTime() + windowMs);
  const ended = sql`${rateCounters.expiresAt} <= ${ts(now)}`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowStart: now, expiresAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${ended} then ${ts(now)} else ${rateCounters.windowStart} end`,
        expiresAt: sql`case when ${ended} then ${ts(expiresAt)} else ${rateCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateCounters.count });
  return row!.count;
}

/** The count of `key` in its current window and when that window ends (null when none or ended). */
export async function readRateWindow(
  db: Executor,
  key: string,
  now: Date,
): Promise<{ count: number; expiresAt: Date } | null> {
  const [row] = await db
    .select({ count: rateCounters.count, expiresAt: rateCounters.expiresAt })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), gt(rateCounters.expiresAt, now)));
  return row ?? null;
}

export async function deleteRateCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Deletes counters whose window has ended (by the expiry index); answers how many. */
export async function sweepRateCounters(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(rateCounters)
    .where(lte(rateCounters.expiresAt, now))
    .returning({ key: rateCounters.key });
  return rows.length;
}
