import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query function can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PostgreSQL: how long a request may wait for a connection (a new one or a free one of the pool). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run (server-side `statement_timeout`; 0 or absent: no limit). */
  statementTimeoutMs?: number;
}

/**
 * Waiting longer than this for a connection means the database is down or the pool is
 * exhausted: the request fails (503, Retry-After) instead of hanging (issue 28 §6).
 */
export const DEFAULT_DB_CONNECT_TIMEOUT_MS = 5_000;
/** The app's default statement limit: its longest queries (reports, exports) take well under a second. */
export const DEFAULT_DB_STATEMENT_TIMEOUT_MS = 30_000;
/**
 * The client gives up this long after the server should have cancelled a statement: covers a
 * server that stopped answering altogether (no network, frozen host), where no cancel arrives.
 */
const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

/** Pool settings that keep every query bounded in time; pg's Pool drops a client whose connection broke. */
function poolConfig(options: DatabaseOptions & { url: string }): pg.PoolConfig {
  const statement = options.statementTimeoutMs ?? 0;
  return {
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_DB_CONNECT_TIMEOUT_MS,
    // A connection lost without a goodbye (a host or network gone) is noticed by TCP keep-alive.
    keepAlive: true,
    ...(statement > 0 ? { statement_timeout: statement, query_timeout: statement + CLIENT_TIMEOUT_MARGIN_MS } : {}),
  };
}

/** Finds the committed migrations in the source layout and in the bundled layout. */
export function resolveMigrationsDir(): string {
  const fromEnv = process.env.MIGRATIONS_DIR;
  const candidates = [
    fromEnv,
    fileURLToPath(new URL('../migrations', import.meta.url)),
    fileURLToPath(new URL('./migrations', import.meta.url)),
  ].filter((c): c is string => Boolean(c));
  for (const dir of candidates) {
    if (existsSync(`${dir}/meta/_journal.json`)) return dir;
  }
  throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = resolveMigrationsDir();
  if (options.url) {
    const pool = new pg.Pool(poolConfig({ ...options, url: options.url }));
    // An idle client that errors (server restart) must not crash the process; the pool discards
    // it and opens a fresh connection for the next query, so the portal reconnects by itself.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
