import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { readArchive } from './backup-archive.js';
import { FILES_PREFIX, MANIFEST_ENTRY, type BackupManifest } from './backup-create.js';
import {
  countRows,
  describeContents,
  dropPortalSchemas,
  listTables,
  migrationLevel,
  type MigrationLevel,
} from './backup-database.js';
import { restorePostgres } from './backup-postgres.js';

export interface RestoreOptions {
  /** The backup file. */
  file: string;
  /** DATABASE_URL of the target; unset restores into the embedded database under DATA_DIR/pglite. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: the embedded database and the uploaded files go under it. */
  dataDir: string;
  /** Replace a database (and uploaded files) that already hold data. */
  force: boolean;
  /** Progress lines for the operator. */
  say: (line: string) => void;
  now?: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migration level of the backup and of the restored database after migrating. */
  from: MigrationLevel;
  to: MigrationLevel;
  /** Tables whose row count differs from the backup's (only a migration may change them). */
  differences: string[];
}

/** A restore the operator must confirm or correct; the CLI prints the message and exits 1. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

function fileCount(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

function isManifest(value: unknown): value is BackupManifest {
  const m = value as Partial<BackupManifest> | null;
  return m?.format === 'seminary-portal-backup' && m.formatVersion === 1 && Boolean(m.database?.entry);
}

interface Unpacked {
  manifest: BackupManifest;
  database: Buffer;
}

/** Reads the backup: the manifest and database in memory, the uploaded files into `filesDir`. */
async function unpack(file: string, filesDir: string): Promise<Unpacked> {
  let manifest: BackupManifest | undefined;
  let database: Buffer | undefined;
  await readArchive(file, async (name, data) => {
    if (name === MANIFEST_ENTRY) {
      const parsed: unknown = JSON.parse(data.toString('utf8'));
      if (!isManifest(parsed)) throw new RestoreRefused(`${file} is not a backup of the Seminary Portal.`);
      manifest = parsed;
    } else if (manifest && name === manifest.database.entry) {
      database = data;
    } else if (name.startsWith(FILES_PREFIX) && !name.includes('..')) {
      const target = join(filesDir, name.slice(FILES_PREFIX.length));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
    }
  });
  if (!manifest || !database) throw new RestoreRefused(`${file} is incomplete: it has no manifest or no database.`);
  return { manifest, database };
}

const KIND_WORDS = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL (DATABASE_URL)' };

/**
 * Restores a backup file into the configured database and DATA_DIR/files, then applies the
 * migrations this version ships (a backup of an older version comes up to date). A database or
 * files directory that holds data is refused unless `force`, with a sentence saying what it
 * holds; with `force` the embedded database and the files are moved aside (kept, not deleted)
 * and a PostgreSQL database is emptied.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { dataDir, say } = options;
  const kind = options.databaseUrl ? 'postgres' : 'pglite';
  const suffix = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, '');
  const filesDir = join(dataDir, 'files');
  const staging = join(dataDir, `files.restoring-${suffix}`);
  await mkdir(dataDir, { recursive: true });
  await rm(staging, { recursive: true, force: true });
  try {
    const { manifest, database } = await unpack(options.file, staging);
    if (manifest.database.kind !== kind) {
      throw new RestoreRefused(
        `This backup is of ${KIND_WORDS[manifest.database.kind]}; the portal is configured for ${KIND_WORDS[kind]}. Restore it with the same kind of database.`,
      );
    }
    say(
      `Backup of ${manifest.createdAt} (portal ${manifest.appVersion}, migration ${manifest.database.migration.last ?? 'none'}).`,
    );
    const target = kind === 'postgres' ? await openDatabase({ url: options.databaseUrl, maxConnections: 2 }) : null;
    const pgliteDir = join(dataDir, 'pglite');
    try {
      const existing = target ?? (existsSync(join(pgliteDir, 'PG_VERSION')) ? await openPglite(pgliteDir) : null);
      const held = await describeContents(existing?.db ?? null, fileCount(filesDir));
      const hasTables = existing ? (await listTables(existing.db)).length > 0 : false;
      if (held && !options.force) {
        if (existing && existing !== target) await existing.close();
        throw new RestoreRefused(`${held} Nothing was changed. To replace it, run the restore again with --force.`);
      }
      if (held) say(`${held} It will be replaced.`);
      if (target) {
        if (hasTables) await dropPortalSchemas(target.db);
        const dumpFile = join(dataDir, `restore-${suffix}.pgdump`);
        await writeFile(dumpFile, database);
        try {
          await restorePostgres(options.databaseUrl!, dumpFile);
        } finally {
          await rm(dumpFile, { force: true });
        }
      } else {
        if (existing) await existing.close();
        if (existsSync(pgliteDir)) await moveAside(pgliteDir, suffix, say, Boolean(held));
        await loadPglite(pgliteDir, database);
      }
    } finally {
      if (target) await target.close();
    }
    if (existsSync(filesDir)) await moveAside(filesDir, suffix, say, fileCount(filesDir) > 0);
    if (existsSync(staging)) await rename(staging, filesDir);
    return await migrateRestored(options, manifest);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function openPglite(dir: string): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: dir });
}

/** Keeps what a forced restore replaces next to it (`pglite.replaced-<time>`): a mistake can be undone. */
async function moveAside(dir: string, suffix: string, say: (line: string) => void, announce: boolean) {
  const aside = `${dir}.replaced-${suffix}`;
  if (!announce) return rm(dir, { recursive: true, force: true });
  await rename(dir, aside);
  say(`Moved the old ${dir} to ${aside}.`);
}

async function loadPglite(dir: string, tarball: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    loadDataDir: new Blob([new Uint8Array(tarball)], { type: 'application/x-gzip' }),
  });
  await client.close();
}

async function migrateRestored(options: RestoreOptions, manifest: BackupManifest): Promise<RestoreResult> {
  const handle = await openDatabase({
    url: options.databaseUrl,
    dataDir: join(options.dataDir, 'pglite'),
    maxConnections: 2,
  });
  try {
    await handle.migrate();
    const to = await migrationLevel(handle.db);
    const counts = await countRows(handle.db);
    const differences = Object.entries(manifest.database.rowCounts)
      .filter(([table, n]) => counts[table] !== n)
      .map(([table, n]) => `${table}: ${n} in the backup, ${counts[table] ?? 'no table'} now`);
    const from = manifest.database.migration;
    // The tables the backup held: a table a newer migration adds is created empty, not restored.
    const restored = Object.keys(manifest.database.rowCounts).length;
    options.say(
      from.applied === to.applied
        ? `Restored ${restored} tables and ${manifest.files.count} uploaded files (migration ${to.last}).`
        : `Restored ${restored} tables and ${manifest.files.count} uploaded files, and migrated from ${from.last} to ${to.last}.`,
    );
    for (const line of differences) options.say(`Row count changed by the migrations: ${line}`);
    return { manifest, from, to, differences };
  } finally {
    await handle.close();
  }
}
