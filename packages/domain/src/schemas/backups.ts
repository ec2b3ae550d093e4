import { z } from 'zod';
import { formatWatDateTime } from '../dates.js';

/** Backup files: portal-2026-11-27T071233Z.backup (the UTC time it was taken). */
export const BACKUP_FILE_NAME = /^portal-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d)?\.backup$/;

// ---- requests ------------------------------------------------------------------------------

/** GET /api/backups/:name: a backup file to download. */
export const backupNameParamsSchema = z.object({ name: z.string().regex(BACKUP_FILE_NAME) });

// ---- responses -----------------------------------------------------------------------------

export const backupFileSchema = z.object({
  name: z.string(),
  created_at: z.string(),
  bytes: z.number().int(),
});
export type BackupFileView = z.infer<typeof backupFileSchema>;

/** The outcome of the last backups (kept beside them in BACKUP_DIR) and the schedule. */
export const backupStatusSchema = z.object({
  last_success: z.object({ at: z.string(), name: z.string(), bytes: z.number().int() }).nullable(),
  last_failure: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** "02:00" (West Africa Time) or "off". */
  schedule: z.string(),
  keep_days: z.number().int(),
});
export type BackupStatusView = z.infer<typeof backupStatusSchema>;

/** GET /api/backups: the files, newest first, and the status. */
export const backupListResponseSchema = z.object({
  backups: z.array(backupFileSchema),
  status: backupStatusSchema,
});
export type BackupListResponse = z.infer<typeof backupListResponseSchema>;

/** POST /api/backups: the backup just taken. */
export const takeBackupResponseSchema = z.object({ message: z.string(), backup: backupFileSchema });
export type TakeBackupResponse = z.infer<typeof takeBackupResponseSchema>;

export const BACKUP_MESSAGES = {
  taken: 'The backup was taken.',
  busy: 'A backup is being taken right now. Try again in a minute.',
  needsDatabaseUrl: 'Backups of PostgreSQL need DATABASE_URL to be set.',
} as const;

// ---- words ---------------------------------------------------------------------------------

/**
 * The ict office's one line on the dashboard: "Last backup: …", or "Last backup failed: …: why"
 * when the newest attempt failed, or that there is none yet.
 */
export function backupStatusLine(status: Pick<BackupStatusView, 'last_success' | 'last_failure'>): string {
  const { last_success: ok, last_failure: failed } = status;
  if (failed && (!ok || Date.parse(failed.at) >= Date.parse(ok.at))) {
    return `Last backup failed: ${formatWatDateTime(failed.at)}: ${failed.reason}`;
  }
  return ok ? `Last backup: ${formatWatDateTime(ok.at)}` : 'No backup has been taken yet.';
}
