import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok } from '../../../test/mock-api';

function record(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    seq: id,
    at: '2026-11-23T09:15:00Z',
    who: 'Rev. Ade Obi (dean)',
    office: 'dean',
    action: 'registration.approve',
    what: 'approved the registration form of 65001 for 1st Semester 2025/2026',
    entity: 'registration',
    entity_id: '12',
    student: '65001',
    changes: [{ label: 'Status', before: 'awaiting dean', after: 'awaiting bursar' }],
    ...overrides,
  };
}

describe('Audit Trail', () => {
  it('lists the records in words, filters by student and office, exports CSV and checks the trail', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'admin', surname: 'auditor' });
    const requested: string[] = [];
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/audit-trail': ({ url }) => {
        requested.push(url.search);
        return url.searchParams.get('office') === 'porter'
          ? ok({ items: [], total: 0, page: 1, page_size: 50 })
          : ok({
              items: [record(2), record(1, { action: 'auth.login', what: 'signed in', changes: [] })],
              total: 2,
              page: 1,
              page_size: 50,
            });
      },
      'GET /api/audit-trail/check': ok({
        complete: true,
        message: 'The audit trail is complete: 2 records since 23 Nov 2026, 10:15 WAT.',
        count: 2,
        last_seq: 2,
        last_hash: 'ab',
      }),
    });

    const app = renderApp('/admin/audit-trail');
    await screen.findByRole('heading', { level: 1, name: 'Audit Trail' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'What', 'Before → after', 'Record']);
    expect(
      within(table).getByText('approved the registration form of 65001 for 1st Semester 2025/2026'),
    ).toBeInTheDocument();
    expect(within(table).getAllByText('23 Nov 2026, 10:15 WAT')).toHaveLength(2);
    expect(within(table).getByText('Status: awaiting dean → awaiting bursar')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Student (ID or name)'), '65001');
    await user.type(screen.getByLabelText('Action'), 'registration.approve');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    expect(app.location().search).toBe('?q=65001&action=registration.approve');
    expect(requested.at(-1)).toBe('?page=1&student=65001&action=registration.approve');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/audit-trail.csv?student=65001&action=registration.approve',
    );

    await user.selectOptions(screen.getByLabelText('Office'), 'porter');
    expect(await screen.findByText('No record(s) found.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check the trail' }));
    expect(
      await screen.findByText('The audit trail is complete: 2 records since 23 Nov 2026, 10:15 WAT.'),
    ).toBeInTheDocument();
  });

  it("is in the auditor's menu", async () => {
    const session = storeTestSession({ role: 'admin', surname: 'auditor' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/audit-trail': ok({ items: [], total: 0, page: 1, page_size: 50 }),
      'GET /api/dashboard': ok({}),
    });
    const user = userEvent.setup();
    renderApp('/admin/audit-trail');
    await screen.findByRole('heading', { level: 1, name: 'Audit Trail' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: 'Audit Trail' })).toHaveAttribute('href', '/admin/audit-trail');
  });
});
