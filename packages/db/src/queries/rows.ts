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
