import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, resolveMigrationsDir, type DatabaseHandle } from '@portal/db';
import { sql } from 'drizzle-orm';
import { BACKUP_LOCK_KEY, createBackup } from '../../src/lib/backup-create.js';
import { migrationLevel, shippedMigrationLevel } from '../../src/lib/backup-database.js';
import { restoreBackup } from '../../src/lib/backup-restore.js';
import { emptyPostgresDatabase, tempDir } from './drill-support.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function withEnv<T>(name: string, value: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  return fn().finally(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}

describe('backups: edges', () => {
  it('a backup of an older migration level restores and is migrated to this version’s level', async () => {
    const dir = tempDir('older');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // The migrations of the previous version: the committed ones without the newest.
    const older = join(dir, 'migrations');
    cpSync(resolveMigrationsDir(), older, { recursive: true });
    const journalFile = join(older, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));

    const source = await emptyPostgresDatabase();
    cleanups.push(() => source.drop());
    const target = await emptyPostgresDatabase();
    cleanups.push(() => target.drop());
    const backup = await withEnv('MIGRATIONS_DIR', older, async () => {
      const handle = await openDatabase({ url: source.url });
      try {
        await handle.migrate();
        return await createBackup(
          { db: handle.db, kind: 'postgres', url: source.url },
          { dataDir: dir, backupDir: join(dir, 'backups'), now: new Date() },
        );
      } finally {
        await handle.close();
      }
    });
    const shipped = shippedMigrationLevel();
    expect(backup!.manifest.database.migration.applied).toBe(shipped.applied - 1);

    const said: string[] = [];
    const result = await restoreBackup({
      file: backup!.path,
      databaseUrl: target.url,
      dataDir: join(dir, 'restored'),
      force: false,
      say: (line) => said.push(line),
    });
    expect(result.from.applied).toBe(shipped.applied - 1);
    expect(result.to).toEqual(shipped);
    expect(said.at(-1)).toBe(
      `Restored ${Object.keys(result.manifest.database.rowCounts).length} tables and 0 uploaded files, and migrated from ${result.from.last} to ${shipped.last}.`,
    );
    const handle = await openDatabase({ url: target.url });
    try {
      expect(await migrationLevel(handle.db)).toEqual(shipped);
    } finally {
      await handle.close();
    }
  });

  it('lets only one of several instances on one database take a backup at a time (the backup lock)', async () => {
    const dir = tempDir('two-instances');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const source = await emptyPostgresDatabase();
    cleanups.push(() => source.drop());
    const instances = [await openDatabase({ url: source.url }), await openDatabase({ url: source.url })];
    for (const handle of instances) cleanups.push(() => handle.close());
    await instances[0]!.migrate();
    const [one, other] = instances as [DatabaseHandle, DatabaseHandle];
    const take = (handle: DatabaseHandle) =>
      createBackup(
        { db: handle.db, kind: 'postgres', url: source.url },
        { dataDir: dir, backupDir: join(dir, 'backups'), now: new Date() },
      );
    // While one instance holds the backup lock (mid-backup), the other's attempt is skipped.
    const whileHeld = await one.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_KEY})`);
      return take(other);
    });
    expect(whileHeld).toBeNull();
    expect(await take(other)).not.toBeNull();
  });

  it('says clearly when pg_dump is missing (PG_BIN pointing to an empty directory)', async () => {
    const dir = tempDir('no-pg-bin');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const empty = join(dir, 'bin');
    mkdirSync(empty);
    const source = await emptyPostgresDatabase();
    cleanups.push(() => source.drop());
    const handle = await openDatabase({ url: source.url });
    cleanups.push(() => handle.close());
    const attempt = withEnv('PG_BIN', empty, () =>
      createBackup(
        { db: handle.db, kind: 'postgres', url: source.url },
        { dataDir: dir, backupDir: join(dir, 'backups'), now: new Date() },
      ),
    );
    await expect(attempt).rejects.toThrow(
      `pg_dump was not found in PG_BIN (${empty}). Install PostgreSQL's client tools (Debian: apt install postgresql-client-15) or set PG_BIN to the directory that holds pg_dump and pg_restore.`,
    );
  });

  it('refuses a backup of the other kind of database, and a file that is not a backup', async () => {
    const dir = tempDir('kinds');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const source = await emptyPostgresDatabase();
    cleanups.push(() => source.drop());
    const handle = await openDatabase({ url: source.url });
    cleanups.push(() => handle.close());
    const backup = await createBackup(
      { db: handle.db, kind: 'postgres', url: source.url },
      { dataDir: dir, backupDir: join(dir, 'backups'), now: new Date() },
    );
    const restore = (file: string) =>
      restoreBackup({ file, dataDir: join(dir, 'embedded'), force: false, say: () => undefined });
    await expect(restore(backup!.path)).rejects.toThrow(
      'This backup is of PostgreSQL (DATABASE_URL); the portal is configured for the embedded database (PGlite). Restore it with the same kind of database.',
    );
    const junk = join(dir, 'junk.backup');
    writeFileSync(junk, Buffer.alloc(2048, 7));
    await expect(restore(junk)).rejects.toThrow(`${junk} is not a backup file of the portal.`);
  });
});
