import { runBackup, type BackupRunDeps } from './backup-runs.js';

/** West Africa Time is UTC+1 all year (no daylight saving), so a WAT time of day is a fixed UTC one. */
const WAT_OFFSET_MS = 60 * 60_000;

/** The next moment the clock in Jos reads `hhmm` ("02:00") after `now`. */
export function nextBackupAt(hhmm: string, now: Date): Date {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const wat = new Date(now.getTime() + WAT_OFFSET_MS);
  const todayAt = Date.UTC(wat.getUTCFullYear(), wat.getUTCMonth(), wat.getUTCDate(), hours, minutes) - WAT_OFFSET_MS;
  return new Date(todayAt > now.getTime() ? todayAt : todayAt + 86_400_000);
}

/**
 * The nightly backup (BACKUP_SCHEDULE, e.g. "02:00" WAT; "off" starts nothing). Several
 * instances on one database each wake, and the backup lock lets only one of them take it.
 * Returns the function that stops the schedule.
 */
export function startBackupSchedule(deps: BackupRunDeps, schedule: string): () => void {
  if (schedule === 'off') return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    const at = nextBackupAt(schedule, deps.now());
    timer = setTimeout(() => {
      // A failure is already logged and kept for the dashboard by runBackup.
      runBackup(deps, { actorId: null, scheduled: true })
        .then((result) => {
          if (!result) deps.log.info('scheduled backup skipped: another one is being taken');
        })
        .catch(() => undefined)
        .finally(plan);
    }, at.getTime() - deps.now().getTime());
    timer.unref();
  };
  plan();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
