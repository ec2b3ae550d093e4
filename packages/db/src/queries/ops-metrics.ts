import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { smsMessages } from '../schema/messaging.js';

/** SMS the provider refused or never took (the metrics). */
export async function countFailedSms(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(eq(smsMessages.status, 'failed'));
  return row?.n ?? 0;
}
