import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@portal/db';
import { eq } from 'drizzle-orm';
import {
  backupStatusLine,
  type BackupListResponse,
  type BackupStatusView,
  type TakeBackupResponse,
} from '@portal/domain';
import { runBackup } from '../../src/lib/backup-runs.js';
import { nextBackupAt } from '../../src/lib/backup-schedule.js';
import { body, createStaff, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { tempDir } from './drill-support.js';

let ctx: TestContext;
let dataDir: string;
let ict: string;
let bursar: string;
beforeAll(async () => {
  dataDir = tempDir('backups-api');
  ctx = await createTestContext({ DATA_DIR: dataDir });
  // pg_dump reads the app's DATABASE_URL: this test file's own database.
  ctx.app.deps.config.DATABASE_URL = ctx.database.url;
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (cookie: string, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: { cookie } });

describe('Backups screen API', () => {
  it('is the ict office’s alone', async () => {
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['GET', '/api/backups/status'],
      ['POST', '/api/backups'],
      ['GET', '/api/backups/portal-2026-11-27T010000Z.backup'],
    ] as const) {
      expect((await call(bursar, method, url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('takes a backup now, lists it with its size, and downloads it byte for byte', async () => {
    const empty = body<BackupListResponse>(await call(ict, 'GET', '/api/backups')).response;
    expect(empty.backups).toEqual([]);
    expect(empty.status).toMatchObject({ last_success: null, last_failure: null, schedule: 'off', keep_days: 14 });

    const res = await call(ict, 'POST', '/api/backups');
    expect(res.statusCode, res.body).toBe(200);
    const taken = body<TakeBackupResponse>(res).response;
    expect(taken.message).toBe('The backup was taken.');
    expect(taken.backup.name).toMatch(/^portal-\d{4}-\d{2}-\d{2}T\d{6}Z\.backup$/);

    const list = body<BackupListResponse>(await call(ict, 'GET', '/api/backups')).response;
    expect(list.backups).toEqual([{ ...taken.backup, created_at: expect.any(String) }]);
    expect(list.status.last_success).toEqual({
      at: taken.backup.created_at,
      name: taken.backup.name,
      bytes: taken.backup.bytes,
    });

    const download = await call(ict, 'GET', `/api/backups/${taken.backup.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${taken.backup.name}"`);
    const onDisk = readFileSync(join(dataDir, 'backups', taken.backup.name));
    expect(download.rawPayload.equals(onDisk)).toBe(true);
    expect(onDisk.length).toBe(taken.backup.bytes);

    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, taken.backup.name));
    expect(audited).toMatchObject([{ action: 'backup.create', entity: 'backup' }]);
  });

  it('answers 404 for a backup that is not there and 400 for a name that is not a backup’s', async () => {
    expect((await call(ict, 'GET', '/api/backups/portal-2020-01-01T000000Z.backup')).statusCode).toBe(404);
    expect((await call(ict, 'GET', '/api/backups/..%2Fpglite.lock')).statusCode).toBe(400);
  });

  it('keeps a failure for the dashboard: "Last backup failed: <time>: <reason>"', async () => {
    const empty = join(dataDir, 'no-bin');
    mkdirSync(empty, { recursive: true });
    process.env.PG_BIN = empty;
    try {
      expect((await call(ict, 'POST', '/api/backups')).statusCode).toBe(500);
    } finally {
      delete process.env.PG_BIN;
    }
    const status = body<BackupStatusView>(await call(ict, 'GET', '/api/backups/status')).response;
    expect(status.last_failure?.reason).toMatch(/^pg_dump was not found in PG_BIN/);
    expect(backupStatusLine(status)).toMatch(
      /^Last backup failed: \d+ \w+ \d{4}, \d\d:\d\d WAT: pg_dump was not found/,
    );
  });
});

describe('the nightly schedule', () => {
  it('deletes backup files older than BACKUP_KEEP days after a successful scheduled backup', async () => {
    const backupDir = join(dataDir, 'backups');
    const old = join(backupDir, 'portal-2026-01-01T010000Z.backup');
    const recent = join(backupDir, 'portal-2026-11-20T010000Z.backup');
    for (const [file, daysAgo] of [
      [old, 15],
      [recent, 13],
    ] as const) {
      writeFileSync(file, 'an older backup');
      const when = new Date(Date.now() - daysAgo * 86_400_000);
      utimesSync(file, when, when);
    }
    const result = await runBackup(
      { ...ctx.app.deps, kind: 'postgres', now: () => new Date() },
      { actorId: null, scheduled: true },
    );
    expect(result).not.toBeNull();
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, result!.name));
    expect(audit).toMatchObject({ action: 'backup.scheduled', actorId: null, details: { deleted: [basename(old)] } });
  });

  it('runs next at the given time of day in West Africa Time', () => {
    expect(nextBackupAt('02:00', new Date('2026-11-27T00:30:00Z')).toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect(nextBackupAt('02:00', new Date('2026-11-27T01:00:00Z')).toISOString()).toBe('2026-11-28T01:00:00.000Z');
    expect(nextBackupAt('00:15', new Date('2026-11-27T23:30:00Z')).toISOString()).toBe('2026-11-28T23:15:00.000Z');
  });
});
