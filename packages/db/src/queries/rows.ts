import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';

/** The first row a query answers (a select with `limit(1)`, an insert's `returning()`), if any. */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** The first row a select answers, read with its row lock held until the transaction ends. */
export function lockedRow<T>(query: { for(strength: 'update'): PromiseLike<T[]> }): Promise<T | undefined> {
  return firstRow(query.for('update'));
}

/** The row an insert or update of one known row answers with `returning()`. */
export async function returnedRow<T>(rows: PromiseLike<T[]>): Promise<T> {
  return (await rows)[0]!;
}

/** How many rows a `select({ n: count() })` counted (0 when it answers no row). */
export async function countOf(counted: PromiseLike<Array<{ n: number }>>): Promise<number> {
  return (await counted)[0]?.n ?? 0;
}

/** One page of rows and how many rows match in all, read at once. */
export async function pageOf<T>(rows: PromiseLike<T[]>, counted: PromiseLike<Array<{ n: number }>>) {
  const [page, total] = await Promise.all([rows, countOf(counted)]);
  return { rows: page, total };
}

/** A list's page when the caller asks for one (`limit`), else every row (the CSV downloads). */
export function pageIfAsked<T extends PgSelect>(
  query: T,
  page: { limit?: number | undefined; offset?: number | undefined },
) {
  return page.limit === undefined ? query : query.limit(page.limit).offset(page.offset ?? 0);
}

/*
 * The one-row reads and writes every aggregate has, by table: a query file names them
 * (`findPeriod`, `lockCourse`, `insertUser`, …) and passes its table and the key that picks the
 * row. Drizzle cannot type a query on a table it only knows as generic, hence the casts here.
 */

type RowOf<T extends PgTable> = T['$inferSelect'];

const selectOne = (db: Executor, table: PgTable, where: SQL | undefined) =>
  db.select().from(table).where(where).limit(1);

/** The row of `table` that `where` (a key) picks, if any. */
export function findRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
): Promise<RowOf<T> | undefined> {
  return firstRow(selectOne(db, table, where)) as Promise<RowOf<T> | undefined>;
}

/** Inserts one row and answers it as stored (defaults filled). */
export function insertRow<T extends PgTable>(db: Executor, table: T, row: T['$inferInsert']): Promise<RowOf<T>> {
  return returnedRow(db.insert(table).values(row).returning()) as Promise<RowOf<T>>;
}

/** Inserts one row unless a unique key already holds one: the new row, or undefined when it existed. */
export function insertRowIfAbsent<T extends PgTable>(
  db: Executor,
  table: T,
  row: T['$inferInsert'],
): Promise<RowOf<T> | undefined> {
  return firstRow(db.insert(table).values(row).onConflictDoNothing().returning()) as Promise<RowOf<T> | undefined>;
}

/** Updates the row `where` picks, stamping `updated_at`, and answers it as stored. */
export function updateRow<T extends PgTable & { updatedAt: PgColumn }>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  changes: Partial<T['$inferInsert']>,
): Promise<RowOf<T>> {
  const set: PgUpdateSetSource<PgTable> = { ...changes, updatedAt: sql`now()` };
  const updated = db
    .update(table as PgTable)
    .set(set)
    .where(where)
    .returning();
  return returnedRow(updated) as Promise<RowOf<T>>;
}

/**
 * The two reads of one row of `table` by a key: `find` as it is, `lock` holding its row lock
 * until the transaction ends. `key` turns the caller's arguments into the condition.
 */
export function rowByKey<T extends PgTable, A extends unknown[]>(table: T, key: (...args: A) => SQL | undefined) {
  return {
    find: (db: Executor, ...args: A) => findRow(db, table, key(...args)),
    lock: (db: Executor, ...args: A) => lockedRow(selectOne(db, table, key(...args))) as Promise<RowOf<T> | undefined>,
  };
}
