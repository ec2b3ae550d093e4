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
