import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPosition } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { Period } from '../../../api/periods';
import { expectPageHeading } from '../../../test/page-heading';

const SECOND: Period = {
  period_id: '220232024',
  semester: '2nd',
  session: '2023/2024',
  season: 'regular',
  registration_status: 'closed',
  add_drop_status: 'opened',
  accommodation_status: 'closed',
};
const FIRST: Period = { ...SECOND, period_id: '120232024', semester: '1st', registration_status: 'opened' };

/** The semester dates of the periods (add/drop's W/WF rule), read by the Semester Dates column. */
const DATES = {
  items: [SECOND, FIRST].map((p) => ({
    ...p,
    start_date: p === FIRST ? '2023-09-04' : null,
    mid_semester_date: p === FIRST ? '2023-10-23' : null,
    awaiting_count: 0,
    total: 0,
  })),
  current_period_id: FIRST.period_id,
};

function signIn(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({
    'GET /api/auth/me': ok(currentUser(session)),
    'GET /api/add-drops/periods': ok(DATES),
    ...handlers,
  });
}

describe('Manage Registration Period', () => {
  it('lists the periods, marks the current one, and opens a closed registration', async () => {
    const user = userEvent.setup();
    let second = SECOND;
    const bodies: unknown[] = [];
    const api = signIn('registrar', {
      'GET /api/periods': () => ok({ items: [second, FIRST], current_period_id: FIRST.period_id }),
      'PATCH /api/periods/220232024/status': ({ body }) => {
        bodies.push(body);
        second = { ...second, registration_status: 'opened' };
        return ok({
          message: 'The status of the particular period was changed successfully!',
          changed: true,
          period: second,
        });
      },
    });
    renderApp('/admin/manage-semester-registration');
    await expectPageHeading('Manage Registration Period');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Semester', 'Session', 'Season', 'Registration', 'Add/Drop', 'Semester Dates']);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).getByText('Current')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Current')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Open registration for 2nd Semester, 2023/2024' });
    await user.click(toggle);
    expect(
      await screen.findByText('The status of the particular period was changed successfully!'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ field: 'registration', action: 'open' }]);
    // The list reloads: the registration of the 2nd semester is now open. The same button,
    // still focused, now closes it; the answer sits next to it and names what changed.
    await waitFor(() => expect(toggle).toHaveAccessibleName('Close registration for 2nd Semester, 2023/2024'));
    expect(toggle).toHaveFocus();
    expect(within(toggle.closest('td')!).getByRole('status')).toHaveTextContent(
      'The status of the particular period was changed successfully!: registration, 2nd Semester, 2023/2024',
    );
    expect(api.calls().filter((c) => c === 'GET /api/periods').length).toBeGreaterThanOrEqual(2);
    // Add/Drop is open, so its button closes it.
    expect(screen.getByRole('button', { name: 'Close add/drop for 2nd Semester, 2023/2024' })).toBeInTheDocument();
  });

  it("refuses the session '23/24' with '*Invalid', then creates a period and confirms with the server's text", async () => {
    const user = userEvent.setup();
    let created = false;
    let body: unknown;
    signIn('ict', {
      'GET /api/periods': () =>
        ok({
          items: created
            ? [{ ...SECOND, period_id: '120242025', semester: '1st', session: '2024/2025' }, SECOND]
            : [SECOND],
          current_period_id: SECOND.period_id,
        }),
      'POST /api/periods': (request) => {
        body = request.body;
        created = true;
        const period: Period = {
          ...SECOND,
          period_id: '120242025',
          semester: '1st',
          session: '2024/2025',
          registration_status: 'closed',
          add_drop_status: 'closed',
        };
        return ok({ message: 'Action was carried out successfully!', period });
      },
    });
    renderApp('/admin/manage-semester-registration');
    await user.click(await screen.findByRole('button', { name: 'Create Period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Period' });
    const submit = within(dialog).getByRole('button', { name: 'Create Period' });
    expect(submit).toBeDisabled();

    await user.selectOptions(within(dialog).getByLabelText('Semester'), '1st');
    await user.type(within(dialog).getByLabelText('Session'), '23/24');
    await user.selectOptions(within(dialog).getByLabelText('Season'), 'regular');
    expect(await within(dialog).findByText('*Invalid')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Session')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Session'));
    await user.type(within(dialog).getByLabelText('Session'), '2024/2025');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    const confirmation = await screen.findByRole('dialog', { name: 'Action was carried out successfully!' });
    expect(body).toEqual({ semester: '1st', session: '2024/2025', season: 'regular' });
    expect(screen.queryByRole('dialog', { name: 'Create Period' })).not.toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('2024/2025')).toBeInTheDocument();
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const user = userEvent.setup();
    signIn('dean', {
      'GET /api/periods': ok({ items: [SECOND], current_period_id: SECOND.period_id }),
      'POST /api/periods': fail('This period exists already.', 409),
    });
    renderApp('/admin/manage-semester-registration');
    await user.click(await screen.findByRole('button', { name: 'Create Period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Period' });
    await user.selectOptions(within(dialog).getByLabelText('Semester'), '2nd');
    await user.type(within(dialog).getByLabelText('Session'), '2023/2024');
    await user.selectOptions(within(dialog).getByLabelText('Season'), 'regular');
    await user.click(within(dialog).getByRole('button', { name: 'Create Period' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This period exists already.');
    // Submit was disabled while sending; focus comes back to the refusal, inside the dialog.
    await waitFor(() => expect(alert).toHaveFocus());

    // Tab and Escape work even when focus has fallen out of the dialog (to <body>).
    alert.blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Semester')).toHaveFocus();
    alert.blur();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Create Period' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Semester')).toHaveFocus();
    alert.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Create Period' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Create Period' })).not.toBeInTheDocument();
  });

  it('is not for the bursar', async () => {
    const api = signIn('bursar', {});
    renderApp('/admin/manage-semester-registration');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });
});
