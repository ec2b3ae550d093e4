import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { createBackup } from '../../src/lib/backup-create.js';
import { restoreBackup } from '../../src/lib/backup-restore.js';
import { appOn, emptyPostgresDatabase, fillLikeASemester, observe, tempDir } from './drill-support.js';

/**
 * The restore drill (issue 25 §3): a database filled like a semester is backed up, restored into
 * a fresh one, and a portal on the restored database must answer exactly as the original did.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function drill(
  source: DatabaseHandle & { url?: string },
  sourceDir: string,
  target: { url?: string; dir: string },
) {
  const app = await appOn(source, sourceDir);
  cleanups.push(() => app.close());
  const ict = await fillLikeASemester(app, source.db);
  const before = await observe(app, source.db, ict);
  expect(Object.keys(before.passports).length).toBeGreaterThan(0);
  expect(Object.keys(before.verifications).length).toBeGreaterThan(0);
  expect(before.rowCounts.registrations).toBeGreaterThan(0);

  const backup = await createBackup(
    { db: source.db, kind: source.kind, url: source.url },
    { dataDir: sourceDir, backupDir: join(sourceDir, 'backups'), now: new Date() },
  );
  expect(backup).not.toBeNull();
  expect(backup!.name).toMatch(/^portal-\d{4}-\d{2}-\d{2}T\d{6}Z\.backup$/);
  expect(backup!.manifest.database.rowCounts).toEqual(before.rowCounts);
  // The passports are in the database (decision 0025): the dump holds them, files/ is empty.
  expect(backup!.manifest.files).toEqual({ count: 0, bytes: 0 });
  expect(before.rowCounts.stored_files).toBeGreaterThan(0);

  const said: string[] = [];
  const result = await restoreBackup({
    file: backup!.path,
    databaseUrl: target.url,
    dataDir: target.dir,
    force: false,
    say: (line) => said.push(line),
  });
  expect(result.differences).toEqual([]);
  expect(result.to).toEqual(result.from);

  const restored = await openDatabase({ url: target.url, dataDir: join(target.dir, 'pglite') });
  cleanups.push(() => restored.close());
  const restoredApp = await appOn(restored, target.dir);
  cleanups.push(() => restoredApp.close());
  // The ict session was restored with the rest, so the same cookie signs in on the restored portal.
  const after = await observe(restoredApp, restored.db, ict);
  expect(after.rowCounts).toEqual(before.rowCounts);
  expect(after.balances).toEqual(before.balances);
  expect(after.passports).toEqual(before.passports);
  expect(after.verifications).toEqual(before.verifications);
  expect(after.trail).toEqual(before.trail);
  return { backup: backup!, restored };
}

describe('the restore drill', () => {
  it('on PostgreSQL: pg_dump, pg_restore into an empty database, and the portal answers the same', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.drop());
    const target = await emptyPostgresDatabase();
    cleanups.push(() => target.drop());
    const sourceDir = tempDir('drill-src');
    const targetDir = tempDir('drill-dst');
    cleanups.push(() => rmSync(sourceDir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }));
    const { backup } = await drill(source, sourceDir, { url: target.url, dir: targetDir });

    // The restored database now holds data: a second restore is refused, and names what it holds.
    const refused = restoreBackup({
      file: backup.path,
      databaseUrl: target.url,
      dataDir: targetDir,
      force: false,
      say: () => undefined,
    });
    await expect(refused).rejects.toThrow(/^This database holds \d+ students?, \d+ staff accounts?, \d+ payments?/);
    await expect(refused).rejects.toThrow(/Nothing was changed\. To replace it, run the restore again with --force\.$/);

    // With --force it is replaced (PostgreSQL's schemas are emptied first) and every count holds.
    const said: string[] = [];
    const forced = await restoreBackup({
      file: backup.path,
      databaseUrl: target.url,
      dataDir: targetDir,
      force: true,
      say: (line) => said.push(line),
    });
    expect(forced.differences).toEqual([]);
    expect(said.some((line) => /^This database holds .* It will be replaced\.$/.test(line))).toBe(true);
  });

  it('on the embedded database: PGlite’s data directory into a new DATA_DIR', async () => {
    const sourceDir = tempDir('drill-pglite-src');
    const targetDir = tempDir('drill-pglite-dst');
    cleanups.push(() => rmSync(sourceDir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }));
    const source = await openDatabase({ dataDir: join(sourceDir, 'pglite') });
    cleanups.push(() => source.close());
    await source.migrate();
    const { backup, restored } = await drill(source, sourceDir, { dir: targetDir });
    await restored.close();

    // Over a database that holds data only with --force; what it replaced is kept beside it.
    const said: string[] = [];
    const options = { file: backup.path, dataDir: targetDir, say: (line: string) => said.push(line) };
    await expect(restoreBackup({ ...options, force: false })).rejects.toThrow(/^This database holds /);
    await restoreBackup({ ...options, force: true });
    expect(said.some((line) => /^This database holds .* It will be replaced\.$/.test(line))).toBe(true);
    expect(said.some((line) => line.startsWith(`Moved the old ${join(targetDir, 'pglite')} to `))).toBe(true);
  });
});
