import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStoredFile, insertDownload, setUserPassport, storedFiles } from '@portal/db';
import { openConfiguredDatabase } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/env.js';
import { importDiskFiles, LocalDiskStorage, sha256Hex } from '../../src/integrations/storage/index.js';
import { passportUrl } from '../../src/modules/passport/index.js';
import { createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';

/**
 * Decision 0025: files an older portal kept under DATA_DIR/files move into the database once, at
 * start-up. The files here are written by the old storage class itself, so the import reads
 * exactly what a running portal left on disk.
 */

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-file-import-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const key = (folder: string, ext: string) => `${folder}/${randomBytes(16).toString('hex')}.${ext}`;

describe('the import of DATA_DIR/files', () => {
  it('copies every file byte for byte, serves it through the API, and keeps the folder renamed', async () => {
    const disk = new LocalDiskStorage(join(dataDir, 'files'));
    const passport = { key: key('passports', 'jpg'), data: randomBytes(150_000) };
    const download = {
      key: key('downloads', 'pdf'),
      data: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000)]),
    };
    await disk.put(passport.key, passport.data, 'image/jpeg');
    await disk.put(download.key, download.data, 'application/pdf');
    // A half-written file the old storage could leave after a crash: not a file, and not lost.
    writeFileSync(join(dataDir, 'files', 'passports', 'x.jpg.0a1b2c.tmp'), 'half');

    const student = await createStudent(ctx, 'complete');
    await setUserPassport(ctx.db, student.customId, passport.key, 'complete');
    const row = await insertDownload(ctx.db, {
      title: 'Old handbook',
      kind: 'file',
      fileKey: download.key,
      fileName: 'handbook.pdf',
      contentType: 'application/pdf',
    });

    const now = new Date('2026-11-27T08:00:00Z');
    const result = await importDiskFiles(ctx.db, dataDir, now);
    expect(result).toMatchObject({ imported: 2, alreadyThere: 0, bytes: passport.data.length + download.data.length });
    expect(result!.skipped).toEqual(['passports/x.jpg.0a1b2c.tmp']);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
    expect(result!.movedTo).toBe(join(dataDir, 'files.imported-20261127T080000Z'));
    // The renamed folder still holds everything the old storage wrote.
    expect(readdirSync(join(result!.movedTo, 'passports')).sort()).toHaveLength(3);

    const stored = (await findStoredFile(ctx.db, passport.key))!;
    expect(stored).toMatchObject({
      contentType: 'image/jpeg',
      sizeBytes: passport.data.length,
      sha256: sha256Hex(passport.data),
    });

    const cookie = await signIn(ctx, student);
    const photo = await ctx.app.inject({
      method: 'GET',
      url: passportUrl(student.customId, passport.key),
      headers: { cookie },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(passport.data)).toBe(true);
    const file = await ctx.app.inject({ method: 'GET', url: `/api/downloads/${row.id}/file`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(download.data)).toBe(true);

    // Run again (the next start): nothing to import, nothing changes.
    expect(await importDiskFiles(ctx.db, dataDir, now)).toBeNull();
    expect(await ctx.db.select().from(storedFiles)).toHaveLength(2);
  });

  it('finishes an interrupted import without copying a file twice, and refuses a copy that differs', async () => {
    const disk = new LocalDiskStorage(join(dataDir, 'files'));
    const first = { key: key('passports', 'jpg'), data: randomBytes(60_000) };
    const second = { key: key('passports', 'jpg'), data: randomBytes(60_000) };
    await disk.put(first.key, first.data, 'image/jpeg');
    await disk.put(second.key, second.data, 'image/jpeg');
    // An earlier run stopped after copying the first file.
    await ctx.app.storage.put(first.key, first.data, 'image/jpeg');
    // A key holds one file for good: the same bytes again are harmless, other bytes are refused.
    await ctx.app.storage.put(first.key, first.data, 'image/jpeg');
    await expect(ctx.app.storage.put(first.key, randomBytes(10), 'image/jpeg')).rejects.toThrow(
      /already holds another file/,
    );
    const result = await importDiskFiles(ctx.db, dataDir, new Date('2026-11-27T08:00:00Z'));
    expect(result).toMatchObject({ imported: 1, alreadyThere: 1, skipped: [] });
    // The same second as the first test's import: the folder gets a numbered name, nothing is overwritten.
    expect(result!.movedTo).toBe(join(dataDir, 'files.imported-20261127T080000Z-2'));

    const third = key('passports', 'jpg');
    await disk.put(third, randomBytes(10_000), 'image/jpeg');
    await ctx.app.storage.put(third, randomBytes(10_000), 'image/jpeg');
    await expect(importDiskFiles(ctx.db, dataDir)).rejects.toThrow(/differs from the database's copy/);
    expect(existsSync(join(dataDir, 'files', third))).toBe(true);
    await ctx.app.storage.delete(third);
    rmSync(join(dataDir, 'files'), { recursive: true });
  });

  it('runs at start-up after the migrations, on the embedded database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-file-import-pglite-'));
    try {
      const disk = new LocalDiskStorage(join(dir, 'files'));
      const passport = { key: key('passports', 'jpg'), data: randomBytes(80_000) };
      await disk.put(passport.key, passport.data, 'image/jpeg');
      const said: string[] = [];
      const handle = await openConfiguredDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), (line) =>
        said.push(line),
      );
      try {
        const stored = (await findStoredFile(handle.db, passport.key))!;
        expect(stored.data.equals(passport.data)).toBe(true);
        expect(said).toEqual([expect.stringMatching(/^Moved 1 uploaded files \(80000 bytes\) .*files\.imported-/)]);
        expect(existsSync(join(dir, 'files'))).toBe(false);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
