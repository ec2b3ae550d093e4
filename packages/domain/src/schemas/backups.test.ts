import { describe, expect, it } from 'vitest';
import { backupStatusLine } from './backups.js';
import { formatWatDateTime } from '../dates.js';

describe('backup status in words', () => {
  it('reads an instant in West Africa Time', () => {
    expect(formatWatDateTime('2026-11-27T01:00:00.000Z')).toBe('27 Nov 2026, 02:00 WAT');
    expect(formatWatDateTime('2026-09-30T23:30:00.000Z')).toBe('1 Oct 2026, 00:30 WAT');
  });

  it('names the last backup, or the failure when the newest attempt failed', () => {
    const ok = { at: '2026-11-27T01:00:00.000Z', name: 'portal-2026-11-27T010000Z.backup', bytes: 10 };
    const failed = { at: '2026-11-28T01:00:00.000Z', reason: 'pg_dump was not found' };
    expect(backupStatusLine({ last_success: null, last_failure: null })).toBe('No backup has been taken yet.');
    expect(backupStatusLine({ last_success: ok, last_failure: null })).toBe('Last backup: 27 Nov 2026, 02:00 WAT');
    expect(backupStatusLine({ last_success: ok, last_failure: failed })).toBe(
      'Last backup failed: 28 Nov 2026, 02:00 WAT: pg_dump was not found',
    );
    expect(backupStatusLine({ last_success: { ...ok, at: '2026-11-29T01:00:00.000Z' }, last_failure: failed })).toBe(
      'Last backup: 29 Nov 2026, 02:00 WAT',
    );
  });
});
