import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { departmentalCharges, seminaryCharges } from '../schema/academics.js';
import { findRow, firstRow, insertRowIfAbsent, returnedRow } from './rows.js';

export type SeminaryChargeRow = typeof seminaryCharges.$inferSelect;
export type NewSeminaryChargeRow = typeof seminaryCharges.$inferInsert;
export type DepartmentalChargeRow = typeof departmentalCharges.$inferSelect;
export type NewDepartmentalChargeRow = typeof departmentalCharges.$inferInsert;

/** One charge table: level × new/returning × mode of study. */
function inChargeTable(key: Pick<SeminaryChargeRow, 'level' | 'studentType' | 'mode'>) {
  return and(
    eq(seminaryCharges.level, key.level),
    eq(seminaryCharges.studentType, key.studentType),
    eq(seminaryCharges.mode, key.mode),
  );
}

/** A department's charge at a level. */
function departmentCharge(level: DepartmentalChargeRow['level'], department: string) {
  return and(eq(departmentalCharges.level, level), eq(departmentalCharges.department, department));
}

export async function listSeminaryCharges(db: Executor): Promise<SeminaryChargeRow[]> {
  return db
    .select()
    .from(seminaryCharges)
    .orderBy(
      asc(seminaryCharges.level),
      asc(seminaryCharges.studentType),
      asc(seminaryCharges.mode),
      asc(seminaryCharges.id),
    );
}

export const findSeminaryCharge = (
  db: Executor,
  key: Pick<SeminaryChargeRow, 'level' | 'studentType' | 'mode' | 'item'>,
) => findRow(db, seminaryCharges, and(inChargeTable(key), eq(seminaryCharges.item, key.item)));

/** Sets the amount of a charge item (one row per level, student type, mode and item). */
export async function upsertSeminaryCharge(db: Executor, row: NewSeminaryChargeRow): Promise<SeminaryChargeRow> {
  return returnedRow(
    db
      .insert(seminaryCharges)
      .values(row)
      .onConflictDoUpdate({
        target: [seminaryCharges.level, seminaryCharges.studentType, seminaryCharges.mode, seminaryCharges.item],
        set: { amountKobo: row.amountKobo, updatedBy: row.updatedBy ?? null, updatedAt: sql`now()` },
      })
      .returning(),
  );
}

/** Adds a charge item only when it is not set yet; answers the new row, or undefined when it exists. */
export const insertSeminaryChargeIfAbsent = (db: Executor, row: NewSeminaryChargeRow) =>
  insertRowIfAbsent(db, seminaryCharges, row);

/** Inserts the charge items not set yet (demo seed); answers how many were inserted. */
export async function insertSeminaryChargesIfAbsent(db: Executor, rows: NewSeminaryChargeRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(seminaryCharges)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: seminaryCharges.id });
  return inserted.length;
}

/** Deletes a charge item; answers the deleted row, if there was one. */
export async function deleteSeminaryCharge(db: Executor, id: number): Promise<SeminaryChargeRow | undefined> {
  return firstRow(db.delete(seminaryCharges).where(eq(seminaryCharges.id, id)).returning());
}

export async function listDepartmentalCharges(db: Executor): Promise<DepartmentalChargeRow[]> {
  return db.select().from(departmentalCharges);
}

export const findDepartmentalCharge = (db: Executor, key: Pick<DepartmentalChargeRow, 'level' | 'department'>) =>
  findRow(db, departmentalCharges, departmentCharge(key.level, key.department));

export async function upsertDepartmentalCharge(
  db: Executor,
  row: NewDepartmentalChargeRow,
): Promise<DepartmentalChargeRow> {
  return returnedRow(
    db
      .insert(departmentalCharges)
      .values(row)
      .onConflictDoUpdate({
        target: [departmentalCharges.level, departmentalCharges.department],
        set: { amountKobo: row.amountKobo, updatedBy: row.updatedBy ?? null, updatedAt: sql`now()` },
      })
      .returning(),
  );
}

/** Sets a department's charge only when it is not set yet; answers the new row, or undefined when it is. */
export const insertDepartmentalChargeIfAbsent = (db: Executor, row: NewDepartmentalChargeRow) =>
  insertRowIfAbsent(db, departmentalCharges, row);

export async function insertDepartmentalChargesIfAbsent(
  db: Executor,
  rows: NewDepartmentalChargeRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(departmentalCharges)
    .values(rows)
    .onConflictDoNothing()
    .returning({ level: departmentalCharges.level });
  return inserted.length;
}

/** Seminary charges of one table (level × new/returning × mode of study), in their order. */
export async function listChargesFor(
  db: Executor,
  key: { level: 'undergraduate' | 'postgraduate'; studentType: 'new' | 'returning'; mode: 'in_person' | 'virtual' },
) {
  return db
    .select({ item: seminaryCharges.item, amountKobo: seminaryCharges.amountKobo })
    .from(seminaryCharges)
    .where(inChargeTable(key))
    .orderBy(asc(seminaryCharges.id));
}

export async function findDepartmentalChargeAmount(
  db: Executor,
  level: 'undergraduate' | 'postgraduate',
  department: string,
): Promise<number | undefined> {
  const row = await firstRow(
    db
      .select({ amountKobo: departmentalCharges.amountKobo })
      .from(departmentalCharges)
      .where(departmentCharge(level, department))
      .limit(1),
  );
  return row?.amountKobo;
}
