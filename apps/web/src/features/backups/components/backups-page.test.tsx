import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupListResponse, BackupStatusView } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { deferred, mockApi, ok, type MockHandler, type MockReply } from '../../../test/mock-api';

const STATUS: BackupStatusView = { last_success: null, last_failure: null, schedule: '02:00', keep_days: 14 };
const FILE = { name: 'portal-2026-11-27T010000Z.backup', created_at: '2026-11-27T01:00:00.000Z', bytes: 4_403_200 };

function signInAsIct(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: 'ict' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

describe('Backups', () => {
  it('lists the backup files with their size and a download link, under the last outcome', async () => {
    const list: BackupListResponse = {
      backups: [FILE],
      status: { ...STATUS, last_success: { at: FILE.created_at, name: FILE.name, bytes: FILE.bytes } },
    };
    signInAsIct({ 'GET /api/backups': ok(list) });
    renderApp('/admin/backups');
    const table = await screen.findByRole('table', { name: 'Backup files, newest first' });
    expect(within(table).getByText(FILE.name)).toBeInTheDocument();
    expect(within(table).getByText('4.4 MB')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: `Download ${FILE.name}` })).toHaveAttribute(
      'href',
      `/api/backups/${FILE.name}`,
    );
    expect(
      screen.getByText(
        'Last backup: 27 Nov 2026, 02:00 WAT A backup is taken every night at 02:00 (West Africa Time) and kept 14 days.',
      ),
    ).toBeInTheDocument();
  });

  it('takes a backup now: the button waits, then the answer shows and the list is read again', async () => {
    const answer = deferred<MockReply>();
    let listed: BackupListResponse = { backups: [], status: STATUS };
    const api = signInAsIct({
      'GET /api/backups': () => ok(listed),
      'POST /api/backups': () => answer.promise,
    });
    renderApp('/admin/backups');
    expect(await screen.findByText('No backup has been taken yet.', { selector: 'td, p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take a backup now' }));
    expect(screen.getByRole('button', { name: /^Taking a backup/ })).toBeDisabled();
    listed = { backups: [FILE], status: STATUS };
    answer.resolve(ok({ message: 'The backup was taken.', backup: FILE }));
    expect(await screen.findByText('The backup was taken.')).toBeInTheDocument();
    expect(await screen.findByText(FILE.name)).toBeInTheDocument();
    expect(api.calls().filter((c) => c === 'GET /api/backups').length).toBe(2);
  });

  it('tells the ict office on the dashboard when the last backup failed, linking to Backups', async () => {
    const failed = { at: '2026-11-28T01:00:00.000Z', reason: 'pg_dump was not found' };
    signInAsIct({
      'GET /api/dashboard': ok({ counts: {} }),
      'GET /api/backups/status': ok({ ...STATUS, last_failure: failed }),
    });
    renderApp('/admin/dashboard');
    const line = await screen.findByRole('link', {
      name: 'Last backup failed: 28 Nov 2026, 02:00 WAT: pg_dump was not found',
    });
    expect(line).toHaveAttribute('href', '/admin/backups');
  });
});
