import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { smsMessages } from '../schema/messaging.js';
import { insertRow, pageOf } from './rows.js';

export type SmsMessageRow = typeof smsMessages.$inferSelect;
export type NewSmsMessageRow = typeof smsMessages.$inferInsert;

export const insertSmsMessage = (db: Executor, row: NewSmsMessageRow) => insertRow(db, smsMessages, row);

/** The outcome of one more try of a pending message. */
export type SmsAttemptUpdate = Pick<NewSmsMessageRow, 'status' | 'attempts' | 'nextAttemptAt' | 'error' | 'sendBody'>;

export async function updateSmsMessage(db: Executor, id: number, update: SmsAttemptUpdate): Promise<SmsMessageRow> {
  const [row] = await db.update(smsMessages).set(update).where(eq(smsMessages.id, id)).returning();
  return row!;
}

/**
 * Claims up to `limit` pending messages due for another try, oldest due first: they are locked
 * (FOR UPDATE SKIP LOCKED) and their next try moved `leaseMs` ahead in one statement, so another
 * instance claiming at the same moment takes other rows, and a message whose sender died is
 * tried again once the lease ends.
 */
export async function claimSmsToRetry(
  db: Executor,
  args: { now: Date; limit: number; leaseMs: number },
): Promise<SmsMessageRow[]> {
  const due = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.status, 'pending'), lte(smsMessages.nextAttemptAt, args.now)))
    .orderBy(asc(smsMessages.nextAttemptAt), asc(smsMessages.id))
    .limit(args.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(smsMessages)
    .set({ nextAttemptAt: new Date(args.now.getTime() + args.leaseMs) })
    .where(inArray(smsMessages.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Gives claimed messages back (shutdown before their try): due again at `at`. */
export async function releaseSmsClaims(db: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(smsMessages)
    .set({ nextAttemptAt: at })
    .where(and(inArray(smsMessages.id, ids), eq(smsMessages.status, 'pending')));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of the SMS outbox, newest first. `terms` are matched (case-insensitive, anywhere)
 * against the phone number and the purpose.
 */
export async function listSmsMessages(
  db: Executor,
  args: { page: number; pageSize: number; terms: string[] },
): Promise<{ items: SmsMessageRow[]; total: number }> {
  const conditions: SQL[] = [];
  for (const term of args.terms.filter(Boolean)) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(ilike(smsMessages.toPhone, pattern), ilike(smsMessages.purpose, pattern));
  }
  const where = conditions.length > 0 ? or(...conditions) : undefined;
  const { rows: items, total } = await pageOf(
    db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(where),
  );
  return { items, total };
}
