import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { periods, type PeriodRow } from '../schema/academics.js';
import { firstRow, insertRow, returnedRow, rowByKey } from './rows.js';

export type { PeriodRow };
export type NewPeriodRow = typeof periods.$inferInsert;
export type PeriodStatusColumn = 'registrationStatus' | 'addDropStatus' | 'accommodationStatus';

/** Every period (a few per year: the caller orders them with the domain's period order). */
export async function listPeriods(db: Executor): Promise<PeriodRow[]> {
  return db.select().from(periods);
}

const periodById = rowByKey(periods, (periodId: string) => eq(periods.periodId, periodId));
export const findPeriod = periodById.find;

/** Reads a period and holds its row lock until the transaction ends. */
export const lockPeriod = periodById.lock;

export const insertPeriod = (db: Executor, row: NewPeriodRow) => insertRow(db, periods, row);

/** Inserts a period unless one with the same id (or semester and session) exists; answers whether it did. */
export async function insertPeriodIfAbsent(db: Executor, row: NewPeriodRow): Promise<boolean> {
  const rows = await db.insert(periods).values(row).onConflictDoNothing().returning({ id: periods.periodId });
  return rows.length > 0;
}

export async function setPeriodStatus(
  db: Executor,
  periodId: string,
  column: PeriodStatusColumn,
  value: 'opened' | 'closed',
): Promise<PeriodRow> {
  return returnedRow(
    db
      .update(periods)
      .set({ [column]: value, updatedAt: sql`now()` })
      .where(eq(periods.periodId, periodId))
      .returning(),
  );
}

export async function setPeriodAffiliationFee(db: Executor, periodId: string, amountKobo: number) {
  await db
    .update(periods)
    .set({ affiliationFeeKobo: amountKobo, updatedAt: sql`now()` })
    .where(eq(periods.periodId, periodId));
}

/** Sets the start and mid-semester dates of a period (the W/WF rule). */
export async function setPeriodDates(
  db: Executor,
  periodId: string,
  dates: { startDate: string | null; midSemesterDate: string | null },
) {
  return firstRow(
    db
      .update(periods)
      .set({ startDate: dates.startDate, midSemesterDate: dates.midSemesterDate, updatedAt: sql`now()` })
      .where(eq(periods.periodId, periodId))
      .returning(),
  );
}
