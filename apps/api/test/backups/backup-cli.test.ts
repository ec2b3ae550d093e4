import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { repoRoot, requireBuild, runNode } from '../support/process-helpers.js';
import { emptyPostgresDatabase, tempDir } from './drill-support.js';

/** `npm run backup` and `npm run restore -- <file>` as an operator runs them (the built commands). */
const backupBundle = `${repoRoot}apps/api/dist/backup.js`;
const restoreBundle = `${repoRoot}apps/api/dist/restore.js`;

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  requireBuild();
  database = await createTestDatabase();
  await insertUser(database.db, {
    customId: 'cli-officer',
    username: 'cli.officer@jets.edu.ng',
    role: 'admin',
    adminPosition: 'ict',
    status: 'active',
    surname: 'OFFICER',
    firstName: 'Cli',
    passwordHash: 'not-a-hash',
  });
  dir = tempDir('backup-cli');
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup / restore', () => {
  it('backs up PostgreSQL, refuses to restore over a database that holds data, and restores into an empty one', async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dir, BACKUP_DIR: join(dir, 'backups'), DEMO_SEED: 'false' };
    const backup = await runNode(backupBundle, [], env);
    expect(backup.code, backup.out).toBe(0);
    const file = /^Backup written: (\S+\.backup) \(/m.exec(backup.out)?.[1];
    expect(file && existsSync(file)).toBe(true);

    const over = await runNode(restoreBundle, [file!], env);
    expect(over.code, over.out).toBe(1);
    expect(over.out).toMatch(
      /^This database holds .* Nothing was changed\. To replace it, run the restore again with --force\.$/m,
    );

    const target = await emptyPostgresDatabase();
    try {
      const restore = await runNode(restoreBundle, [file!], {
        ...env,
        DATABASE_URL: target.url,
        DATA_DIR: join(dir, 'r'),
      });
      expect(restore.code, restore.out).toBe(0);
      expect(restore.out).toContain('Restore complete. Start the portal.');
    } finally {
      await target.drop();
    }
  });

  it('will not open the embedded database while the portal runs on it', async () => {
    const embedded = join(dir, 'embedded');
    // The lock file of a running portal (this test's own process stands in for it).
    mkdirSync(embedded, { recursive: true });
    writeFileSync(join(embedded, 'pglite.lock'), String(process.pid));
    const refused = await runNode(backupBundle, [], { DATA_DIR: embedded, DATABASE_URL: '' });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      `The embedded database in ${embedded} is in use by another process (pid ${process.pid}). Stop the portal first, or take the backup from the Backups screen.`,
    );
  });

  it('explains its usage', async () => {
    const res = await runNode(restoreBundle, [], { DATA_DIR: dir });
    expect(res.code).toBe(2);
    expect(res.out).toContain('Usage: npm run restore -- <backup file> [--force]');
  });
});
