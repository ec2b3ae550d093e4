import { existsSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, setUserPassport } from '@portal/db';
import { createBackup } from '../../src/lib/backup-create.js';
import { restoreBackup } from '../../src/lib/backup-restore.js';
import { importDiskFiles, LocalDiskStorage } from '../../src/integrations/storage/index.js';
import { passportUrl } from '../../src/modules/passport/index.js';
import { createStudent, createTestContext } from '../support/helpers.js';
import { appOn, cookieFor, emptyPostgresDatabase, tempDir } from './drill-support.js';

/**
 * Decision 0025: a backup taken before files moved into the database carries them in its files/
 * part. Restoring it puts them into the database; a backup taken after has an empty files/ part.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('backups and files in the database', () => {
  it('restores an older backup’s files/ into the database, byte for byte; a newer backup has none', async () => {
    const sourceDir = tempDir('older-files-src');
    cleanups.push(() => rmSync(sourceDir, { recursive: true, force: true }));
    const ctx = await createTestContext({ DATA_DIR: sourceDir });
    cleanups.push(() => ctx.close());

    // The portal as it was: the passport on disk, written by the old storage class.
    const student = await createStudent(ctx, 'complete');
    const key = `passports/${randomBytes(16).toString('hex')}.jpg`;
    const photo = randomBytes(120_000);
    await new LocalDiskStorage(join(sourceDir, 'files')).put(key, photo, 'image/jpeg');
    await setUserPassport(ctx.db, student.customId, key, 'complete');
    const source = { db: ctx.db, kind: 'postgres' as const, url: ctx.database.url };
    const older = await createBackup(source, { dataDir: sourceDir, backupDir: join(sourceDir, 'b1'), now: new Date() });
    // The photo and the small metadata file the old storage kept beside it.
    expect(older!.manifest.files.count).toBe(2);

    const target = await emptyPostgresDatabase();
    cleanups.push(() => target.drop());
    const targetDir = tempDir('older-files-dst');
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }));
    const said: string[] = [];
    await restoreBackup({
      file: older!.path,
      databaseUrl: target.url,
      dataDir: targetDir,
      force: false,
      say: (line) => said.push(line),
    });
    expect(said.at(-1)).toMatch(/^Moved 1 uploaded files \(120000 bytes\) from the files folder into the database/);
    expect(existsSync(join(targetDir, 'files'))).toBe(false);

    const restored = await openDatabase({ url: target.url });
    cleanups.push(() => restored.close());
    const app = await appOn(restored, targetDir);
    cleanups.push(() => app.close());
    const res = await app.inject({
      method: 'GET',
      url: passportUrl(student.customId, key),
      headers: { cookie: await cookieFor(restored.db, student.customId) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(photo)).toBe(true);

    // Once the source portal has imported its folder, its backups carry no files/ part.
    await importDiskFiles(ctx.db, sourceDir);
    const newer = await createBackup(source, { dataDir: sourceDir, backupDir: join(sourceDir, 'b2'), now: new Date() });
    expect(newer!.manifest.files).toEqual({ count: 0, bytes: 0 });
  });
});
