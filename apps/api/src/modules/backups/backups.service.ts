import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { UserRow } from '@portal/db';
import {
  BACKUP_MESSAGES,
  type BackupFileView,
  type BackupListResponse,
  type BackupStatusView,
  type TakeBackupResponse,
} from '@portal/domain';
import { listBackupFiles, readBackupStatus, runBackup, type BackupFile } from '../../lib/backup-runs.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

type Deps = Pick<ServiceDeps, 'config'>;
type RunDeps = Pick<ServiceDeps, 'db' | 'config' | 'now' | 'log'> & { kind: 'pglite' | 'postgres' };

const view = (f: BackupFile): BackupFileView => ({ name: f.name, created_at: f.createdAt, bytes: f.bytes });

/** The outcome of the last backups and the schedule (the Backups screen and the ict dashboard). */
export async function backupStatus(deps: Deps): Promise<BackupStatusView> {
  const status = await readBackupStatus(deps.config.BACKUP_DIR);
  return {
    last_success: status.lastSuccess,
    last_failure: status.lastFailure,
    schedule: deps.config.BACKUP_SCHEDULE,
    keep_days: deps.config.BACKUP_KEEP,
  };
}

export async function listBackups(deps: Deps): Promise<BackupListResponse> {
  const files = await listBackupFiles(deps.config.BACKUP_DIR);
  return { backups: files.map(view), status: await backupStatus(deps) };
}

/** "Take a backup now": one at a time; a failure is kept for the dashboard and answered as a 500. */
export async function takeBackup(deps: RunDeps, actor: UserRow): Promise<TakeBackupResponse> {
  // pg_dump connects by DATABASE_URL; an app handed a PostgreSQL database without it (a test's) has none.
  if (deps.kind === 'postgres' && !deps.config.DATABASE_URL) {
    throw new AppError('CONFLICT', BACKUP_MESSAGES.needsDatabaseUrl);
  }
  const result = await runBackup(deps, { actorId: actor.customId, scheduled: false });
  if (!result) throw new AppError('CONFLICT', BACKUP_MESSAGES.busy);
  const file = { name: result.name, createdAt: result.manifest.createdAt, bytes: result.bytes };
  return { message: BACKUP_MESSAGES.taken, backup: view(file) };
}

/** The path of a backup file to download (its name is checked by the route's schema). */
export function backupFilePath(deps: Deps, name: string): string {
  const path = join(deps.config.BACKUP_DIR, name);
  if (!existsSync(path)) throw notFound();
  return path;
}
