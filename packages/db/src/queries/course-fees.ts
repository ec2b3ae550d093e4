import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courseFees } from '../schema/academics.js';
import { firstRow, returnedRow } from './rows.js';

export type CourseFeeRow = typeof courseFees.$inferSelect;
export type NewCourseFeeRow = typeof courseFees.$inferInsert;

export async function listCourseFees(db: Executor, periodId: string): Promise<CourseFeeRow[]> {
  return db.select().from(courseFees).where(eq(courseFees.periodId, periodId));
}

export async function findCourseFee(
  db: Executor,
  key: Pick<CourseFeeRow, 'periodId' | 'progCategory' | 'band'>,
): Promise<CourseFeeRow | undefined> {
  return firstRow(
    db
      .select()
      .from(courseFees)
      .where(
        and(
          eq(courseFees.periodId, key.periodId),
          eq(courseFees.progCategory, key.progCategory),
          eq(courseFees.band, key.band),
        ),
      )
      .limit(1),
  );
}

export async function upsertCourseFee(db: Executor, row: NewCourseFeeRow): Promise<CourseFeeRow> {
  return returnedRow(
    db
      .insert(courseFees)
      .values(row)
      .onConflictDoUpdate({
        target: [courseFees.periodId, courseFees.progCategory, courseFees.band],
        set: { amountKobo: row.amountKobo, updatedBy: row.updatedBy ?? null, updatedAt: sql`now()` },
      })
      .returning(),
  );
}

/** Inserts the fee rows not set yet, leaving existing ones alone; answers how many were inserted. */
export async function insertCourseFeesIfAbsent(db: Executor, rows: NewCourseFeeRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(courseFees).values(rows).onConflictDoNothing().returning({ band: courseFees.band });
  return inserted.length;
}

/** The ids, among `periodIds`, of periods that have at least one course fee. */
export async function periodsWithCourseFees(db: Executor, periodIds: string[]): Promise<string[]> {
  if (periodIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ periodId: courseFees.periodId })
    .from(courseFees)
    .where(inArray(courseFees.periodId, periodIds));
  return rows.map((r) => r.periodId);
}
