import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { resolveMigrationsDir } from './client.js';

let committed: number[] | undefined;

/** The creation times of the committed migrations (read once from the journal). */
function committedMigrations(): number[] {
  committed ??= (
    JSON.parse(readFileSync(`${resolveMigrationsDir()}/meta/_journal.json`, 'utf8')) as {
      entries: Array<{ when: number }>;
    }
  ).entries.map((e) => e.when);
  return committed;
}

/**
 * How many committed migrations this database has not applied (drizzle records each applied
 * one with its journal time); a readiness probe refuses traffic while any are missing.
 */
export async function pendingMigrationCount(db: Executor): Promise<number> {
  const { rows } = (await db.execute(
    sql`select coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ last: string | number }> };
  const last = Number(rows[0]?.last ?? 0);
  return committedMigrations().filter((when) => when > last).length;
}
