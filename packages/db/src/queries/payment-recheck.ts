import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { payments, type PaymentRow } from '../schema/ledger.js';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

interface DueArgs {
  now: Date;
  startedAfter: Date;
  firstCheckBefore: Date;
}

/**
 * Pending top-ups due for another check: started after `startedAfter`, and either never
 * scheduled and older than `firstCheckBefore`, or scheduled for `now` or earlier.
 */
function dueForRecheck(args: DueArgs): SQL {
  return and(
    eq(payments.status, 'pending'),
    sql`${payments.createdAt} > ${ts(args.startedAfter)}`,
    or(
      and(isNull(payments.nextCheckAt), sql`${payments.createdAt} < ${ts(args.firstCheckBefore)}`),
      sql`${payments.nextCheckAt} <= ${ts(args.now)}`,
    ),
  )!;
}

/**
 * Claims the payments due for a check (oldest first) for `leaseMs`: in one statement their
 * rows are locked (`FOR UPDATE SKIP LOCKED`, so an instance claiming at the same moment takes
 * other rows) and their next check is moved past the lease, so no other instance finds them
 * due while this one asks the provider. Each check then sets the real next check time.
 */
export async function claimPaymentsToRecheck(
  db: Executor,
  args: DueArgs & { limit: number; leaseMs: number },
): Promise<PaymentRow[]> {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(dueForRecheck(args))
    .orderBy(asc(payments.createdAt))
    .limit(args.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(payments)
    .set({ nextCheckAt: new Date(args.now.getTime() + args.leaseMs) })
    .where(inArray(payments.id, due))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/** How many pending top-ups are due for a check now (the metrics' backlog). */
export async function countPaymentsAwaitingRecheck(db: Executor, args: DueArgs): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(dueForRecheck(args));
  return row?.n ?? 0;
}
