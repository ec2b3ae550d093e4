import { sql, type SQL } from 'drizzle-orm';

/**
 * One of the domain's value lists as a SQL list, `('a', 'b')`, spelled as the migrations have
 * it: a check built on it stays byte for byte what drizzle-kit generated when the list was
 * written out by hand, so the domain's constant is the one spelling of the values.
 */
export function valueList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}
