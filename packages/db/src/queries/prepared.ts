import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';

// The portal's schema uses no casing option, so a plain dialect renders SQL as the database's does.
const dialect = new PgDialect();

// Statement text → its name (the texts are the code's own statements: a few dozen at most).
const names = new Map<string, string>();

/**
 * Runs a statement the way `db.execute` does, but as a NAMED prepared statement: PostgreSQL
 * parses it once per pooled connection and, after its first few runs, reuses one plan, instead
 * of parsing and planning the same text on every request (for the registration steps' one-
 * statement queries, parsing and planning took about two thirds of the database's time; decision
 * 0012). The name is `label` plus a hash of the text, so the variants of one statement (a
 * different clause, a different number of parameters) never share a name. Only for statements
 * whose text is one of a few fixed variants: a text that depends on the data (a list of values
 * spelled out) would leave a prepared statement behind on every connection for every variant.
 * PGlite runs it as an ordinary query.
 */
export function executePrepared(db: Executor, label: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (name === undefined) {
    name = `${label}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 12)}`;
    names.set(built.sql, name);
  }
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
