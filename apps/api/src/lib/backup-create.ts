import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';
import { ArchiveWriter } from './backup-archive.js';
import { countRows, migrationLevel, type MigrationLevel, type RowCounts } from './backup-database.js';
import { dumpPostgres } from './backup-postgres.js';

/** What the first entry of every backup file says about the rest. */
export interface BackupManifest {
  format: 'seminary-portal-backup';
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** The archive entry holding the database: a pg_dump custom-format file or PGlite's data directory. */
    entry: typeof POSTGRES_ENTRY | typeof PGLITE_ENTRY;
    migration: MigrationLevel;
    rowCounts: RowCounts;
  };
  files: { count: number; bytes: number };
}

export const MANIFEST_ENTRY = 'manifest.json';
export const POSTGRES_ENTRY = 'database.pgdump';
export const PGLITE_ENTRY = 'database.pglite.tar.gz';
export const FILES_PREFIX = 'files/';

/** Only one backup at a time per database, whichever instance of the portal asks (any fixed number). */
export const BACKUP_LOCK_KEY = 7_202_611;

export interface BackupSource {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** DATABASE_URL, for pg_dump (PostgreSQL only). */
  url?: string | undefined;
}

export interface BackupPlace {
  /** DATA_DIR: files an older version left under DATA_DIR/files and not yet imported go into files/. */
  dataDir: string;
  backupDir: string;
  now: Date;
}

export interface BackupResult {
  name: string;
  path: string;
  bytes: number;
  manifest: BackupManifest;
}

let appVersion: string | undefined;
/** The portal's version (root package.json), found from this file in the source and the bundled layout. */
export function portalVersion(): string {
  if (appVersion) return appVersion;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++, dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'seminary-portal' && pkg.version) return (appVersion = pkg.version);
  }
  return (appVersion = 'unknown');
}

function stamp(now: Date): string {
  return (
    now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')
      .slice(0, 17) + 'Z'
  );
}

async function listFiles(root: string): Promise<{ path: string; name: string }[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { path, name: FILES_PREFIX + relative(root, path).split(sep).join('/') };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

interface Snapshot {
  data: Buffer;
  rowCounts: RowCounts;
  migration: MigrationLevel;
}

/**
 * The database at one instant, with its row counts from the same instant: PostgreSQL exports
 * the transaction's snapshot to pg_dump; PGlite's data directory is copied in one synchronous
 * step inside the transaction (crash-consistent: PostgreSQL replays its WAL when it opens it).
 * Null when another instance holds the backup lock.
 */
async function snapshotDatabase(source: BackupSource): Promise<Snapshot | null> {
  return source.db.transaction(
    async (tx) => {
      const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_KEY}) as ok`);
      if (!(locked as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return null;
      const rowCounts = await countRows(tx);
      const migration = await migrationLevel(tx);
      let data: Buffer;
      if (source.kind === 'postgres') {
        if (!source.url) throw new Error('DATABASE_URL is needed to back up PostgreSQL.');
        const exported = await tx.execute(sql`select pg_export_snapshot() as id`);
        const id = (exported as unknown as { rows: { id: string }[] }).rows[0]!.id;
        data = await dumpPostgres(source.url, id);
      } else {
        const client = (source.db as unknown as { $client?: unknown }).$client;
        if (!(client instanceof PGlite)) throw new Error('The embedded database is not open in this process.');
        data = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      }
      return { data, rowCounts, migration };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * Writes one backup file: manifest.json, the database (which holds the uploaded files since
 * decision 0025), then files/… for any file still under DATA_DIR/files (none once the portal has
 * started: it imports them; an empty files/ part is the normal case).
 * It is written under a temporary name and renamed when complete, so a listed backup is whole.
 * Null when another instance is taking a backup of the same database right now.
 */
export async function createBackup(source: BackupSource, place: BackupPlace): Promise<BackupResult | null> {
  await mkdir(place.backupDir, { recursive: true });
  const snapshot = await snapshotDatabase(source);
  if (!snapshot) return null;
  const files = await listFiles(join(place.dataDir, 'files'));
  const sizes = await Promise.all(files.map(async (f) => (await stat(f.path)).size));
  const manifest: BackupManifest = {
    format: 'seminary-portal-backup',
    formatVersion: 1,
    appVersion: portalVersion(),
    createdAt: place.now.toISOString(),
    database: {
      kind: source.kind,
      entry: source.kind === 'postgres' ? POSTGRES_ENTRY : PGLITE_ENTRY,
      migration: snapshot.migration,
      rowCounts: snapshot.rowCounts,
    },
    files: { count: files.length, bytes: sizes.reduce((a, b) => a + b, 0) },
  };

  let name = `portal-${stamp(place.now)}.backup`;
  for (let n = 2; existsSync(join(place.backupDir, name)); n++) {
    if (n > 9) throw new Error('Too many backups in one second.');
    name = `portal-${stamp(place.now)}-${n}.backup`;
  }
  const path = join(place.backupDir, name);
  const partial = `${path}.partial`;
  const archive = await ArchiveWriter.create(partial, place.now);
  try {
    await archive.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.add(manifest.database.entry, snapshot.data);
    for (const file of files) await archive.add(file.name, await readFile(file.path));
    await archive.close();
  } catch (err) {
    await archive.abandon().catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
  await rename(partial, path);
  return { name, path, bytes: (await stat(path)).size, manifest };
}
