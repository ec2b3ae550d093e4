import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordAudit, type Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_FILE_NAME } from '@portal/domain';
import { createBackup, type BackupResult } from './backup-create.js';

/**
 * Backups taken by the running portal (the Backups screen and the nightly schedule): one at a
 * time, each audited, the outcome kept in BACKUP_DIR/status.json (no table for it: the status
 * belongs with the files it describes, and survives a restore of an older database).
 */

export interface BackupStatus {
  lastSuccess: { at: string; name: string; bytes: number } | null;
  lastFailure: { at: string; reason: string } | null;
}

export interface BackupFile {
  name: string;
  createdAt: string;
  bytes: number;
}

export interface BackupRunDeps {
  db: Database;
  kind: 'pglite' | 'postgres';
  config: { DATA_DIR: string; BACKUP_DIR: string; BACKUP_KEEP: number; DATABASE_URL?: string | undefined };
  now: () => Date;
  log: FastifyBaseLogger;
}

const STATUS_FILE = 'status.json';

export async function readBackupStatus(backupDir: string): Promise<BackupStatus> {
  try {
    return JSON.parse(await readFile(join(backupDir, STATUS_FILE), 'utf8')) as BackupStatus;
  } catch {
    return { lastSuccess: null, lastFailure: null };
  }
}

async function writeBackupStatus(backupDir: string, change: Partial<BackupStatus>): Promise<void> {
  await mkdir(backupDir, { recursive: true });
  const next = { ...(await readBackupStatus(backupDir)), ...change };
  const tmp = join(backupDir, `${STATUS_FILE}.tmp`);
  await writeFile(tmp, JSON.stringify(next, null, 2));
  await rename(tmp, join(backupDir, STATUS_FILE));
}

/** The backup files in BACKUP_DIR, newest first. */
export async function listBackupFiles(backupDir: string): Promise<BackupFile[]> {
  if (!existsSync(backupDir)) return [];
  const names = (await readdir(backupDir))
    .filter((n) => BACKUP_FILE_NAME.test(n))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => {
      const info = await stat(join(backupDir, name));
      return { name, createdAt: info.mtime.toISOString(), bytes: info.size };
    }),
  );
}

/** Deletes backup files older than `keepDays` (after a successful backup, so one always remains). */
async function pruneBackups(backupDir: string, keepDays: number, now: Date, keep: string): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const old = (await listBackupFiles(backupDir)).filter((f) => f.name !== keep && Date.parse(f.createdAt) < cutoff);
  for (const f of old) await rm(join(backupDir, f.name), { force: true });
  return old.map((f) => f.name);
}

let running = false;

/**
 * Takes a backup now. Null when one is already being taken (in this process, or by another
 * instance sharing the database). A failure is logged at error level, kept in the status file
 * for the ict office's dashboard, and thrown.
 */
export async function runBackup(
  deps: BackupRunDeps,
  by: { actorId: string | null; scheduled: boolean },
): Promise<BackupResult | null> {
  if (running) return null;
  running = true;
  const { config } = deps;
  try {
    const result = await createBackup(
      { db: deps.db, kind: deps.kind, url: config.DATABASE_URL },
      { dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR, now: deps.now() },
    );
    if (!result) return null;
    await writeBackupStatus(config.BACKUP_DIR, {
      lastSuccess: { at: result.manifest.createdAt, name: result.name, bytes: result.bytes },
      lastFailure: null,
    });
    const pruned = by.scheduled
      ? await pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP, deps.now(), result.name)
      : [];
    await recordAudit(deps.db, {
      actorId: by.actorId,
      action: by.scheduled ? 'backup.scheduled' : 'backup.create',
      entity: 'backup',
      entityId: result.name,
      details: { bytes: result.bytes, files: result.manifest.files.count, deleted: pruned },
    });
    deps.log.info({ backup: result.name, bytes: result.bytes, deleted: pruned }, 'backup written');
    return result;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.log.error({ err }, 'backup failed');
    await writeBackupStatus(config.BACKUP_DIR, { lastFailure: { at: deps.now().toISOString(), reason } }).catch(
      () => undefined,
    );
    throw err;
  } finally {
    running = false;
  }
}
