import { desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { smsMessages } from '../schema/messaging.js';
import { insertRow, pageOf } from './rows.js';

export type SmsMessageRow = typeof smsMessages.$inferSelect;
export type NewSmsMessageRow = typeof smsMessages.$inferInsert;

export const insertSmsMessage = (db: Executor, row: NewSmsMessageRow) => insertRow(db, smsMessages, row);

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
