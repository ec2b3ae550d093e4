import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REGISTRATION_GROUPS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type AdminPosition,
} from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { RegistrationLogResponse, RegistrationLogRow } from '../api/bursary-desk';

const PERIOD = '120252026';
const LOG_URL = `GET /api/registry-logs/${PERIOD}/registrations`;

function row(number: number, fullName: string, overrides: Partial<RegistrationLogRow> = {}): RegistrationLogRow {
  const customId = `C-${fullName.split(' ')[0]}`;
  return {
    number,
    custom_id: customId,
    student_id: `ST${number}0`,
    full_name: fullName,
    programme: 'MA in Old Testament',
    ledger_number: `JETS/L/${number}`,
    year: '6 (Returning)',
    status: 'incomplete',
    status_label: 'Incomplete Registration',
    undertaking: false,
    printed_by: [],
    printed_by_labels: [],
    print_tone: null,
    form_number: null,
    can_grant_undertaking: false,
    can_print: false,
    print_path: `/admin/print-registration-form/${PERIOD}/${customId}`,
    ...overrides,
  };
}

const OWING = row(1, 'ADEYEMI Ruth', { can_grant_undertaking: true });
const GRANTED = row(2, 'BALA Paul', { undertaking: true, status: 'awaiting bursar', status_label: 'Awaiting Bursary' });
const BURSAR_PRINTED = row(3, 'CHUKWU Joy', {
  status: 'completed',
  status_label: 'Completed',
  printed_by: ['bursar', 'registrar'],
  printed_by_labels: ['Printed by Bursar', 'Printed by Registrar'],
  print_tone: 'green',
  can_print: true,
  form_number: 'RA12345',
});
const REGISTRAR_PRINTED = row(1, 'LAWAL Esther', {
  programme: 'BA in Theology',
  year: '1 (Fresh)',
  status: 'completed',
  status_label: 'Completed',
  printed_by: ['registrar'],
  printed_by_labels: ['Printed by Registrar'],
  print_tone: 'light-purple',
  can_print: true,
});

function logAnswer(overrides: Partial<RegistrationLogResponse> = {}): RegistrationLogResponse {
  const rows: Record<string, RegistrationLogRow[]> = {
    Masters: [OWING, GRANTED, BURSAR_PRINTED],
    BA: [REGISTRAR_PRINTED],
  };
  return {
    period: { period_id: PERIOD, semester: '1st', session: '2025/2026' },
    status: null,
    q: '',
    groups: REGISTRATION_GROUPS.map((group) => ({ group, rows: rows[group] ?? [] })),
    group_totals: REGISTRATION_GROUPS.map((group) => ({ group, total: rows[group]?.length ?? 0 })),
    status_counts: REGISTRATION_STATUSES.map((status) => ({
      status,
      label: REGISTRATION_STATUS_LABELS[status],
      count: status === 'completed' ? 2 : status === 'incomplete' ? 1 : status === 'awaiting bursar' ? 1 : 0,
    })),
    total: 4,
    page: 1,
    page_size: 50,
    ...overrides,
  };
}

function signIn(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

async function openLog(path = `/admin/registration-log/${PERIOD}`) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Registration Log' });
  await screen.findByText('1st Semester, 2025/2026');
  return view;
}

function groupSection(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('Registration Log', () => {
  it('shows the five groups in order with their totals; an empty group says so', async () => {
    const api = signIn('auditor', { [LOG_URL]: ok(logAnswer()) });
    await openLog();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Master of Divinity (0)', 'Masters (3)', 'PGDT (0)', 'BA (1)', 'Diploma (0)']);
    expect(within(groupSection(/^Master of Divinity/)).getByText('No record(s) found.')).toBeInTheDocument();
    expect(within(groupSection(/^Diploma/)).getByText('No record(s) found.')).toBeInTheDocument();

    const masters = within(groupSection(/^Masters/));
    const headers = masters.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '#',
      'Full Name',
      'Programme',
      'Student ID',
      'Ledger Number',
      'Year',
      'Status',
      'Printed',
      'Action',
    ]);
    expect(masters.getAllByRole('row')).toHaveLength(4);
    // One request for the whole screen (besides the session check).
    expect(api.calls().filter((c) => c === LOG_URL)).toHaveLength(1);
  });

  it('marks a granted undertaking with T and says who printed in words as well as colour', async () => {
    signIn('auditor', { [LOG_URL]: ok(logAnswer()) });
    await openLog();
    const masters = within(groupSection(/^Masters/));

    const granted = masters.getByRole('row', { name: /BALA Paul/ });
    expect(within(granted).getByText('T')).toHaveAttribute('aria-hidden', 'true');
    expect(within(granted).getByTitle('Undertaking granted')).toHaveTextContent('T(Undertaking granted)');
    expect(masters.getByRole('row', { name: /ADEYEMI Ruth/ })).not.toHaveTextContent('Undertaking granted');

    const bursarRow = masters.getByRole('row', { name: /CHUKWU Joy/ });
    expect(bursarRow).toHaveClass('log-row--bursar');
    expect(within(bursarRow).getByText('Printed by Bursar')).toBeInTheDocument();
    expect(within(bursarRow).getByText('Printed by Registrar')).toBeInTheDocument();
    expect(within(bursarRow).getByRole('link', { name: /^Print the form of CHUKWU Joy/ })).toHaveAttribute(
      'href',
      `/admin/print-registration-form/${PERIOD}/C-CHUKWU`,
    );
    expect(within(bursarRow).getByRole('link', { name: /Print/ })).toHaveAttribute('target', '_blank');

    const registrarRow = within(groupSection(/^BA/)).getByRole('row', { name: /LAWAL Esther/ });
    expect(registrarRow).toHaveClass('log-row--registrar');
    expect(within(registrarRow).getByText('Printed by Registrar')).toBeInTheDocument();
    expect(within(registrarRow).queryByText('Printed by Bursar')).not.toBeInTheDocument();

    // Rows nobody printed have no colour and no label; only completed rows print.
    const owing = masters.getByRole('row', { name: /ADEYEMI Ruth/ });
    expect(owing).not.toHaveClass('log-row--bursar');
    expect(owing).not.toHaveClass('log-row--registrar');
    expect(within(owing).queryByText(/Printed by/)).not.toBeInTheDocument();
    expect(within(owing).queryByRole('link', { name: /Print/ })).not.toBeInTheDocument();
  });

  it('offers UT only on rows that allow it, and grants it after the confirmation', async () => {
    const user = userEvent.setup();
    let granted = false;
    const api = signIn('bursar', {
      [LOG_URL]: () =>
        ok(
          granted
            ? logAnswer({
                groups: logAnswer().groups.map((g) => ({
                  ...g,
                  rows: g.rows.map((r) =>
                    r.custom_id === OWING.custom_id ? { ...r, undertaking: true, can_grant_undertaking: false } : r,
                  ),
                })),
              })
            : logAnswer(),
        ),
      [`POST /api/registrations/${PERIOD}/${OWING.custom_id}/undertaking`]: () => {
        granted = true;
        return ok({ message: REGISTRATION_MESSAGES.undertaking });
      },
    });
    await openLog();
    const masters = within(groupSection(/^Masters/));
    expect(masters.getAllByRole('button', { name: /^UT/ })).toHaveLength(1);
    const ut = masters.getByRole('button', { name: 'UT for ADEYEMI Ruth' });

    // Cancel asks nothing of the server.
    await user.click(ut);
    let dialog = await screen.findByRole('alertdialog', { name: 'Grant Undertaking' });
    expect(dialog).toHaveTextContent(
      'Allow ADEYEMI Ruth to submit the registration form with an insufficient portal wallet?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls()).not.toContain(`POST /api/registrations/${PERIOD}/${OWING.custom_id}/undertaking`);

    await user.click(ut);
    dialog = await screen.findByRole('alertdialog', { name: 'Grant Undertaking' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, grant it' }));
    expect(await screen.findByText('Action was carried out successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The log is read again: the row now has its T marker and no UT button.
    await waitFor(() =>
      expect(
        within(within(groupSection(/^Masters/)).getByRole('row', { name: /ADEYEMI Ruth/ })).getByTitle(
          'Undertaking granted',
        ),
      ).toBeInTheDocument(),
    );
    expect(within(groupSection(/^Masters/)).queryByRole('button', { name: /^UT/ })).not.toBeInTheDocument();
    expect(api.calls().filter((c) => c === LOG_URL)).toHaveLength(2);
  });

  it("shows the server's refusal of an undertaking", async () => {
    const user = userEvent.setup();
    signIn('registrar', {
      [LOG_URL]: ok(logAnswer()),
      [`POST /api/registrations/${PERIOD}/${OWING.custom_id}/undertaking`]: fail(REGISTRATION_MESSAGES.wrongState, 409),
    });
    await openLog();
    await user.click(screen.getByRole('button', { name: 'UT for ADEYEMI Ruth' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Grant Undertaking' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, grant it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.wrongState);
  });

  it('filters by status and searches through the URL; the CSV link follows', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    signIn('ict', {
      [LOG_URL]: ({ url }) => {
        asked.push(url.searchParams);
        const status = url.searchParams.get('status');
        return ok(logAnswer(status === 'completed' ? { status: 'completed', total: 2 } : {}));
      },
    });
    const { location } = await openLog();
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All',
      'Started (0)',
      "Awaiting DPAA's Office (0)",
      'Disapproved (0)',
      'Awaiting Bursary (1)',
      'Incomplete Registration (1)',
      'Completed (2)',
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/registry-logs/${PERIOD}/registrations.csv`,
    );

    await user.selectOptions(filter, 'completed');
    await waitFor(() => expect(location().search).toBe('?status=completed'));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('completed'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/registry-logs/${PERIOD}/registrations.csv?status=completed`,
    );

    await user.type(screen.getByLabelText('Search by name, Student ID or ledger number'), 'chukwu{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('chukwu'));
    expect(asked.at(-1)?.get('status')).toBe('completed');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/registry-logs/${PERIOD}/registrations.csv?q=chukwu&status=completed`,
    );
  });

  it('keeps the page in the URL and asks the server for it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    signIn('dean', {
      [LOG_URL]: ({ url }) => {
        asked.push(url.searchParams.get('page') ?? '');
        return ok(logAnswer({ total: 120, page: Number(url.searchParams.get('page') ?? 1) }));
      },
    });
    const { location } = await openLog();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(asked).toEqual(['1', '2']);
  });
});
