import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatNaira,
  REGISTRATION_STATUSES,
  type AdminPosition,
  type EnrollmentStatisticsResponse,
  type PeriodList,
  type ReconciliationResponse,
} from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { HealthInsuranceLogResponse, NewStudentsLogResponse } from '../api/bursary-desk';

const PERIOD = '120252026';
const period = { period_id: PERIOD, semester: '1st', session: '2025/2026' };

function signIn(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office, custom_id: 'OFFICER01' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

const PERIODS: PeriodList = {
  items: [
    {
      period_id: PERIOD,
      semester: '1st',
      session: '2025/2026',
      season: 'regular',
      registration_status: 'opened',
      add_drop_status: 'closed',
      accommodation_status: 'closed',
    },
  ],
  current_period_id: PERIOD,
};

describe('Period choosers of the desks', () => {
  it('lead to the New Students Log with the officer’s custom id, as the spec routes it', async () => {
    const user = userEvent.setup();
    signIn('registrar', {
      'GET /api/periods': ok(PERIODS),
      [`GET /api/registry-logs/${PERIOD}/new-students`]: ok({
        period,
        q: '',
        items: [],
        total: 0,
        page: 1,
        page_size: 50,
      }),
    });
    const view = renderApp('/admin/new-students-log-period');
    await screen.findByRole('heading', { level: 1, name: 'New Students Log' });
    await user.click(await screen.findByRole('link', { name: /Proceed/ }));
    await waitFor(() => expect(view.location().pathname).toBe(`/admin/new-students-log/${PERIOD}/OFFICER01`));
    expect(await screen.findByText('No record found.')).toBeInTheDocument();
  });

  it('of the enrollment statistics have the spec’s columns (#, Sem., Session, View) and lead to the period', async () => {
    const user = userEvent.setup();
    signIn('dean', { 'GET /api/periods': ok(PERIODS) });
    const view = renderApp('/admin/enrollment-statistics-period');
    await screen.findByRole('heading', { level: 1, name: 'Enrollment Statistics' });
    const table = await screen.findByRole('table', { name: 'Periods, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Sem.', 'Session', 'View']);
    await user.click(within(table).getByRole('link', { name: 'Proceed: 1st Semester, 2025/2026' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/admin/enrollment-statistics/${PERIOD}`));
  });

  it('refuse the offices the screen is not for', async () => {
    signIn('porter', {});
    renderApp(`/admin/registration-log/${PERIOD}`);
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});

describe('New Students Log', () => {
  it('lists completed registrations of new students with their level, and exports CSV', async () => {
    const answer: NewStudentsLogResponse = {
      period,
      q: '',
      items: [
        {
          number: 1,
          custom_id: 'C-1',
          full_name: 'PAM Naomi',
          programme: 'BA in Theology',
          student_id: 'ZB100',
          ledger_number: 'JETS/L/1',
          level: '1-BA (Fresh)',
        },
      ],
      total: 1,
      page: 1,
      page_size: 50,
    };
    signIn('dean', { [`GET /api/registry-logs/${PERIOD}/new-students`]: ok(answer) });
    renderApp(`/admin/new-students-log/${PERIOD}/OFFICER01`);
    const table = await screen.findByRole('table', { name: /New students/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Full Name', 'Programme', 'Student ID', 'Ledger Number', 'Level']);
    expect(within(table).getByText('1-BA (Fresh)')).toBeInTheDocument();
    expect(screen.getByText('1st Semester, 2025/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/registry-logs/${PERIOD}/new-students.csv`,
    );
  });
});

describe('Health Insurance Log', () => {
  it('shows each amount, a Form link to the print view and the total over every page', async () => {
    const answer: HealthInsuranceLogResponse = {
      period,
      q: '',
      items: [1, 2].map((n) => ({
        number: n,
        custom_id: `C-${n}`,
        full_name: `NWOSU Student${n}`,
        programme: 'MA in Missions',
        student_id: `ZM10${n}`,
        ledger_number: `JETS/L/${n}`,
        year: '5 (Fresh)',
        form_number: `RA${n}`,
        amount_kobo: 700_000,
        print_path: `/admin/print-registration-form/${PERIOD}/C-${n}`,
      })),
      total_amount_kobo: 5_600_000,
      total: 8,
      page: 1,
      page_size: 50,
    };
    signIn('auditor', { [`GET /api/registry-logs/${PERIOD}/health-insurance`]: ok(answer) });
    renderApp(`/admin/health-insurance-log/${PERIOD}`);
    const table = await screen.findByRole('table', { name: /Health Insurance/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Full Name', 'Programme', 'Student ID', 'Ledger Number', 'Year', 'Amount', 'Form']);
    expect(within(table).getByRole('link', { name: /^Form of NWOSU Student1/ })).toHaveAttribute(
      'href',
      `/admin/print-registration-form/${PERIOD}/C-1`,
    );
    const rows = within(table).getAllByRole('row');
    const total = rows.at(-1)!;
    expect(total).toHaveClass('table__total');
    expect(total).toHaveTextContent('Total');
    expect(total).toHaveTextContent('8 students');
    expect(total).toHaveTextContent(formatNaira(5_600_000));
  });
});

describe('Enrollment Statistics', () => {
  const counts = (values: number[]) =>
    Object.fromEntries(REGISTRATION_STATUSES.map((s, i) => [s, values[i] ?? 0])) as Record<
      (typeof REGISTRATION_STATUSES)[number],
      number
    >;
  const answer: EnrollmentStatisticsResponse = {
    period: { ...period, heading: '1st Semester, 2025/2026' },
    columns: [
      { status: 'started', label: 'Started / Yet to Forward for Approval' },
      { status: 'awaiting dean', label: 'Awaiting Dean' },
      { status: 'disapproved', label: 'Disapproved' },
      { status: 'awaiting bursar', label: 'Awaiting Bursar' },
      { status: 'incomplete', label: 'Incomplete / Yet to Submit' },
      { status: 'completed', label: 'Completed' },
    ],
    rows: [
      { label: 'Diploma', category: 'Diploma Programme', counts: counts([1, 0, 0, 0, 0, 2]), total: 3 },
      {
        label: 'Bachelor of Arts',
        category: 'Bachelor of Arts Programme',
        counts: counts([0, 1, 0, 0, 1, 1]),
        total: 3,
      },
      { label: 'PGDT', category: 'PGDT Programme', counts: counts([]), total: 0 },
      { label: 'Masters', category: 'Masters Programme', counts: counts([0, 0, 1, 1, 0, 0]), total: 2 },
      { label: 'Master of Divinity', category: 'Master of Divinity Programme', counts: counts([]), total: 0 },
    ],
    column_totals: counts([1, 1, 1, 1, 1, 3]),
    grand_total: 8,
    initiated: 8,
    completed: 3,
    note: '8 registrations initiated; 3 completed (38%).',
  };

  it('shows programme by status with totals, the note, and a chart hidden from screen readers', async () => {
    const api = signIn('registrar', { [`GET /api/registry-logs/${PERIOD}/enrollment-statistics`]: ok(answer) });
    renderApp(`/admin/enrollment-statistics/${PERIOD}`);
    const table = await screen.findByRole('table', { name: /Registrations by programme and status/ });
    expect(screen.getByText('1st Semester, 2025/2026')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Programme',
      'Started / Yet to Forward for Approval',
      'Awaiting Dean',
      'Disapproved',
      'Awaiting Bursar',
      'Incomplete / Yet to Submit',
      'Completed',
      'Total',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Diploma', '1', '0', '0', '0', '0', '2', '3'],
      ['Bachelor of Arts', '0', '1', '0', '0', '1', '1', '3'],
      ['PGDT', '0', '0', '0', '0', '0', '0', '0'],
      ['Masters', '0', '0', '1', '1', '0', '0', '2'],
      ['Master of Divinity', '0', '0', '0', '0', '0', '0', '0'],
      ['Total', '1', '1', '1', '1', '1', '3', '8'],
    ]);
    expect(screen.getByText('8 registrations initiated; 3 completed (38%).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/registry-logs/${PERIOD}/enrollment-statistics.csv`,
    );

    // The chart: one bar per programme, one segment per non-empty status, hidden from assistive technology.
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(/The table above gives every number/)).toBeInTheDocument();
    const drawing = figure.querySelector('[aria-hidden="true"]')!;
    expect(drawing.querySelectorAll('.chart__row')).toHaveLength(5);
    const diplomaBar = drawing.querySelectorAll('.chart__row svg')[0]!;
    expect([...diplomaBar.querySelectorAll('rect')].map((r) => [r.getAttribute('x'), r.getAttribute('width')])).toEqual(
      [
        ['0', '1'],
        ['1', '2'],
      ],
    );
    expect(diplomaBar.getAttribute('viewBox')).toBe('0 0 3 10');
    expect(figure.querySelector('[style]')).toBeNull();
    expect(api.calls().filter((c) => c.includes('enrollment-statistics'))).toHaveLength(1);
  });
});

describe('Reconciliation', () => {
  const report: ReconciliationResponse = {
    from: '2025-10-01',
    to: '2025-10-02',
    start: '2025-09-30T23:00:00.000Z',
    end: '2025-10-02T23:00:00.000Z',
    read_at: '2025-10-02T15:00:00.000Z',
    reaches_now: true,
    exceptions: [
      {
        kind: 'payment-success-not-credited',
        label: 'Paid at the provider but not credited',
        reference: 'PTL-XYZ',
        student_id: 'AB123',
        full_name: 'OKAFOR Ada',
        amount_kobo: 500_000,
        at: '2025-10-01T10:00:00.000Z',
        detail: 'The provider says success',
      },
    ],
    payments: {
      by_status: [
        { status: 'credited', label: 'Credited', count: 3, amount_kobo: 1_500_000 },
        { status: 'pending', label: 'Pending', count: 1, amount_kobo: 200_000 },
        { status: 'failed', label: 'Failed', count: 0, amount_kobo: 0 },
      ],
      top_ups_via_payment: { count: 3, amount_kobo: 1_500_000 },
      top_ups_via_desk: { count: 1, amount_kobo: 100_000 },
    },
    receipts: {
      rows: [
        {
          officer_id: 'B1',
          officer: 'OKAFOR Grace (bursar)',
          description: 'tuition',
          description_label: 'Tuition',
          count: 2,
          amount_kobo: 5_000_000,
        },
      ],
      count: 2,
      total_kobo: 5_000_000,
    },
    registration_debits: {
      rows: [{ period_id: PERIOD, period: '1st Semester, 2025/2026', count: 2, amount_kobo: -4_000_000 }],
      count: 2,
      total_kobo: -4_000_000,
    },
    adjustments: { rows: [], count: 0, net_kobo: 0 },
    bank_transfers: {
      received: { count: 3, amount_kobo: 7_000_000 },
      fees_kobo: 15_000,
      credited: { count: 1, amount_kobo: 3_500_000 },
      assigned: { count: 1, amount_kobo: 2_000_000 },
      reversed: { count: 0, amount_kobo: 0, taken_back_kobo: 0 },
      exceptions: { count: 1, amount_kobo: 1_500_000, unreadable: 0 },
      difference_kobo: 0,
      balances: true,
      lines: [
        { key: 'received', label: 'Transfers received', count: 3, amount_kobo: 7_000_000, detail: null },
        { key: 'fees', label: "Provider fees (the seminary's cost)", count: null, amount_kobo: 15_000, detail: null },
        { key: 'credited', label: 'Credited to wallets by themselves', count: 1, amount_kobo: 3_500_000, detail: null },
        {
          key: 'assigned',
          label: 'Credited after the Bursary assigned them',
          count: 1,
          amount_kobo: 2_000_000,
          detail: null,
        },
        { key: 'reversed', label: 'Credited, then reversed', count: 0, amount_kobo: 0, detail: null },
        { key: 'exceptions', label: 'Exceptions not yet assigned', count: 1, amount_kobo: 1_500_000, detail: null },
        {
          key: 'balance',
          label: 'Received = credited + assigned + reversed + exceptions',
          count: null,
          amount_kobo: 0,
          detail: 'Agrees',
        },
      ],
    },
    wallets: [
      {
        wallet_kind: 'portal',
        opening_kobo: 10_000_000,
        movements: [
          { entry_kind: 'top-up', label: 'Online top-up', count: 4, amount_kobo: 1_600_000 },
          { entry_kind: 'receipt', label: 'Bursary receipt', count: 2, amount_kobo: 5_000_000 },
          { entry_kind: 'registration', label: 'Semester registration', count: 2, amount_kobo: -4_000_000 },
        ],
        closing_kobo: 12_600_000,
        wallets: 40,
        balances_kobo: 12_600_000,
        agrees_with_balances: true,
      },
      {
        wallet_kind: 'accommodation',
        opening_kobo: 0,
        movements: [],
        closing_kobo: 0,
        wallets: 40,
        balances_kobo: 100,
        agrees_with_balances: false,
      },
    ],
  };

  it('asks for the range in the URL, lists the exceptions first and the sections in order', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    signIn('auditor', {
      'GET /api/reconciliation': ({ url }) => {
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
        return ok(report);
      },
    });
    const view = renderApp('/admin/reconciliation?from=2025-10-01&to=2025-10-02');
    await screen.findByRole('heading', { level: 1, name: 'Reconciliation' });
    await screen.findByRole('table', { name: 'Exceptions' });
    expect(asked).toEqual(['2025-10-01..2025-10-02']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Exceptions',
      'Wallets',
      'Provider payments',
      'Bank transfers',
      'Receipts',
      'Registration debits',
      'Staff adjustments',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('1 exception to look into.');
    const exceptions = screen.getByRole('table', { name: 'Exceptions' });
    expect(within(exceptions).getByText('Paid at the provider but not credited')).toBeInTheDocument();
    expect(within(exceptions).getByText('AB123 OKAFOR Ada')).toBeInTheDocument();

    const portal = screen.getByRole('table', { name: 'Portal wallets' });
    expect(within(portal).getByRole('row', { name: /Opening total/ })).toHaveTextContent(formatNaira(10_000_000));
    expect(within(portal).getByRole('row', { name: /Closing total/ })).toHaveTextContent(formatNaira(12_600_000));
    expect(within(portal).getByRole('row', { name: /Sum of balances now/ })).toHaveTextContent('Agrees');
    const accommodation = screen.getByRole('table', { name: 'Accommodation wallets' });
    expect(within(accommodation).getByRole('row', { name: /Sum of balances now/ })).toHaveTextContent('DISAGREES');

    const receipts = screen.getByRole('table', { name: 'Receipts by officer and description' });
    expect(within(receipts).getAllByRole('row').at(-1)).toHaveTextContent(`Total2${formatNaira(5_000_000)}`);
    expect(screen.getByRole('region', { name: 'Staff adjustments' })).toHaveTextContent('None');

    // Issue 29: bank transfers are their own section, with the check that they add up.
    const transfers = screen.getByRole('table', { name: 'Bank transfers received' });
    expect(within(transfers).getByRole('row', { name: /Transfers received/ })).toHaveTextContent(
      `Transfers received3${formatNaira(7_000_000)}`,
    );
    expect(within(transfers).getByRole('row', { name: /Provider fees/ })).toHaveTextContent(formatNaira(15_000));
    expect(within(transfers).getByRole('row', { name: /Exceptions not yet assigned/ })).toHaveTextContent(
      `1${formatNaira(1_500_000)}`,
    );
    expect(within(transfers).getByRole('row', { name: /Received = credited/ })).toHaveTextContent('Agrees');
    expect(screen.getByRole('button', { name: 'Click here to Print' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/reconciliation.csv?from=2025-10-01&to=2025-10-02',
    );

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-09-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(view.location().search).toBe('?from=2025-09-01&to=2025-10-02'));
    await waitFor(() => expect(asked).toEqual(['2025-10-01..2025-10-02', '2025-09-01..2025-10-02']));
  });

  it('marks the bank-transfer section when it does not add up', async () => {
    const off = structuredClone(report);
    off.bank_transfers.balances = false;
    off.bank_transfers.difference_kobo = 200_000;
    off.bank_transfers.lines[6] = {
      ...off.bank_transfers.lines[6]!,
      amount_kobo: 200_000,
      detail: 'DISAGREES by ₦2,000.00',
    };
    signIn('bursar', { 'GET /api/reconciliation': () => ok(off) });
    renderApp('/admin/reconciliation?from=2025-10-01&to=2025-10-02');
    const section = await screen.findByRole('region', { name: 'Bank transfers' });
    expect(section).toHaveClass('recon-section--alert');
    expect(within(section).getByText('DISAGREES by ₦2,000.00')).toHaveClass('recon-disagrees');
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    signIn('bursar', {
      'GET /api/reconciliation': ({ url }) => {
        asked.push(url.search);
        return ok({ ...report, exceptions: [] });
      },
    });
    renderApp('/admin/reconciliation?from=2025-10-01&to=2025-10-02');
    await screen.findByRole('heading', { level: 2, name: 'Exceptions' });
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-09-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The range must end on or after its first day.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
