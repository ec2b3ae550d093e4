import { readFileSync } from 'node:fs';
import { resolveMigrationsDir, type Executor } from '@portal/db';
import { sql } from 'drizzle-orm';

/**
 * What a backup and a restore need to know of a database as a whole: its tables and their row
 * counts, and how far its migrations went. These statements are about the database itself
 * (catalogue, drizzle's own table), not the portal's data, so they live here rather than among
 * the query functions of packages/db.
 */

export type RowCounts = Record<string, number>;

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes them through.
  return (result as { rows: T[] }).rows;
}

/** The portal's tables (schema public), by name. */
export async function listTables(db: Executor): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
}

/** Every table's row count, in one statement (so it reads one snapshot). */
export async function countRows(db: Executor): Promise<RowCounts> {
  const tables = await listTables(db);
  if (tables.length === 0) return {};
  const parts = tables.map((t) => sql`select ${t} as t, count(*)::int as n from ${sql.identifier(t)}`);
  const result = await db.execute(sql.join(parts, sql` union all `));
  const counts: RowCounts = {};
  for (const row of rowsOf<{ t: string; n: number }>(result)) counts[row.t] = Number(row.n);
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export interface MigrationLevel {
  /** How many migrations the database has applied. */
  applied: number;
  /** The tag of the last one (packages/db/migrations/meta/_journal.json), null before any. */
  last: string | null;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

function journal(): Journal {
  return JSON.parse(readFileSync(`${resolveMigrationsDir()}/meta/_journal.json`, 'utf8')) as Journal;
}

/** The newest migration this version of the portal ships. */
export function shippedMigrationLevel(): MigrationLevel {
  const entries = journal().entries;
  return { applied: entries.length, last: entries.at(-1)?.tag ?? null };
}

/** How far the database's migrations went (drizzle records each one's journal time). */
export async function migrationLevel(db: Executor): Promise<MigrationLevel> {
  const exists = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  )[0];
  if (!exists?.found) return { applied: 0, last: null };
  const rows = rowsOf<{ applied: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  const applied = Number(rows[0]?.applied ?? 0);
  const lastWhen = rows[0]?.last ? Number(rows[0].last) : null;
  const entry = journal().entries.find((e) => e.when === lastWhen);
  return { applied, last: entry?.tag ?? (lastWhen === null ? null : `unknown (${lastWhen})`) };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;

/**
 * What a restore would replace, in words: "This database holds 312 students, 6 staff accounts,
 * 1,204 payments (98,311 rows in 29 tables) and 48 uploaded files." Null when there is nothing
 * to lose. `db` is null when there is no database yet (only files); `files` counts those on disk.
 */
export async function describeContents(db: Executor | null, files: number): Promise<string | null> {
  const counts = db ? await countRows(db) : {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  // Uploaded files are rows of stored_files (decision 0025), plus any an older version left on disk.
  const uploaded = plural(files + (counts.stored_files ?? 0), 'uploaded file', 'uploaded files');
  if (total === 0) return files === 0 ? null : `The database is empty, but its files directory holds ${uploaded}.`;
  const parts: string[] = [];
  if (db && counts.users !== undefined) {
    const byRole = rowsOf<{ role: string; n: number }>(
      await db.execute(sql`select role, count(*)::int as n from users group by role`),
    );
    const of = (role: string) => Number(byRole.find((r) => r.role === role)?.n ?? 0);
    parts.push(plural(of('student'), 'student', 'students'), plural(of('admin'), 'staff account', 'staff accounts'));
  }
  if (counts.payments !== undefined) parts.push(plural(counts.payments, 'payment', 'payments'));
  const rows = `${plural(total, 'row', 'rows')} in ${plural(Object.keys(counts).length, 'table', 'tables')}`;
  return `This database holds ${parts.length > 0 ? `${parts.join(', ')} (${rows})` : rows} and ${uploaded}.`;
}

/** Empties a PostgreSQL database of the portal's objects, so pg_restore starts from nothing. */
export async function dropPortalSchemas(db: Executor): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
