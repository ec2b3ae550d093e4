import { desc, eq, sql } from 'drizzle-orm';
import type { DedicatedAccountStatus } from '@portal/domain';
import type { Executor } from '../client.js';
import { dedicatedAccounts } from '../schema/bank-transfers.js';
import { students } from '../schema/students.js';

/*
 * The state of students' own bank accounts for the ict office (issue 29 §1, decision 0030): the
 * provider's refusals reach ict on its dashboard, not only in the server's error log.
 */

/** How many students' accounts stand in each state; `none`: a completed profile and no account row. */
export type DedicatedAccountCounts = Record<DedicatedAccountStatus | 'none', number>;

/**
 * The counts in one grouped query. A full join, so a student without a row counts as `none` and
 * a row counts by its status even for a user without a student record.
 */
export async function countDedicatedAccountsByStatus(db: Executor): Promise<DedicatedAccountCounts> {
  const state = sql<string>`coalesce(${dedicatedAccounts.status}, 'none')`;
  const rows = await db
    .select({ state, students: sql<number>`count(*)::int` })
    .from(students)
    .fullJoin(dedicatedAccounts, eq(dedicatedAccounts.userId, students.customId))
    .groupBy(state);
  const counts: DedicatedAccountCounts = { active: 0, pending: 0, failed: 0, deactivated: 0, none: 0 };
  for (const row of rows) counts[row.state as keyof DedicatedAccountCounts] = row.students;
  return counts;
}

/**
 * The provider's most recent refusal among the accounts still failed: when it was recorded, the
 * reason as the provider gave it, and how many failed accounts share that reason.
 */
export async function findLatestAccountFailure(
  db: Executor,
): Promise<{ at: Date; reason: string; students: number } | undefined> {
  // Counted over the failed rows before the limit keeps the latest one.
  const sameReason = sql<number>`(count(*) over (partition by ${dedicatedAccounts.failureReason}))::int`;
  const [row] = await db
    .select({ at: dedicatedAccounts.updatedAt, reason: dedicatedAccounts.failureReason, students: sameReason })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.status, 'failed'))
    .orderBy(desc(dedicatedAccounts.updatedAt), desc(dedicatedAccounts.userId))
    .limit(1);
  return row && { at: row.at, reason: row.reason ?? '', students: row.students };
}
