import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HOSTEL_APPLICATION_STATUS_LABELS,
  HOSTEL_CHOICE_TEXTS,
  HOSTEL_MESSAGES,
  hostelStatusMessage,
  PREVIOUS_STAY_LABELS,
  PREVIOUS_STAYS,
  type AdminPosition,
  type HostelApplicationStatus,
} from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type {
  HostelFormResponse,
  HostelListResponse,
  HostelPeriodsResponse,
  HostelPrintResponse,
} from '../api/hostels';
import { expectPageHeading } from '../../../test/page-heading';

const PERIOD = {
  period_id: '120252026',
  semester: '1st',
  session: '2025/2026',
  season: 'regular',
  accommodation_status: 'opened' as const,
};

function asStudent(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'student', custom_id: 'STU0000001', surname: 'Okafor' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

function asOffice(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

function periods(items: Partial<HostelPeriodsResponse['items'][number]>[]): HostelPeriodsResponse {
  return {
    items: items.map((p) => ({ ...PERIOD, registration_completed: true, application: null, ...p })),
    previous_stay_options: PREVIOUS_STAYS.map((value) => ({ value, label: PREVIOUS_STAY_LABELS[value] })),
  };
}

function form(status: HostelApplicationStatus, overrides: Partial<HostelFormResponse> = {}): HostelFormResponse {
  return {
    period: PERIOD,
    student: {
      custom_id: 'STU0000001',
      student_id: '64004',
      full_name: 'OKAFOR Grace',
      surname: 'Okafor',
      first_name: 'Grace',
      other_names: null,
      gender: 'Female',
      phone_number: '08031234567',
      email: 'grace.64004@jets.edu.ng',
      ledger_number: 'JETS/L/2025/64004',
      matriculation_number: 'JETS/MA/2025/64004',
      special_student_category: null,
      denomination: 'ECWA',
      programme: 'MA in Old Testament',
      affiliation_status: 'no',
      year_of_admission: 2025,
      passport_url: null,
    },
    registration: { current_level: '6', fresh_returning: 'returning', year_label: '6 (Returning)' },
    application: {
      status,
      status_label: HOSTEL_APPLICATION_STATUS_LABELS[status],
      status_message: hostelStatusMessage(status),
      previous_stay: 'no',
      comment: null,
      hostel: null,
      allocation: null,
      applied_at: '2025-10-01T09:00:00.000Z',
    },
    wallet_balance_kobo: 0,
    hostels: [],
    summary: null,
    can: { choose: false, print: false },
    secured: false,
    process: null,
    ...overrides,
  };
}

describe('Apply for Hostel: Choose Period', () => {
  it('shows the Not Registered dialog word for word to a student without a completed registration', async () => {
    const user = userEvent.setup();
    asStudent({
      'GET /api/students/me/hostel-applications': ok(
        periods([
          { registration_completed: false },
          { period_id: '320242025', semester: 'Summer', session: '2024/2025', accommodation_status: 'closed' },
        ]),
      ),
    });
    renderApp('/student/apply-for-hostel-period');
    await expectPageHeading('Apply for Hostel: Choose Period');
    expect(await screen.findByText('Choose the appropriate semester(s) and session.')).toBeInTheDocument();
    // Accommodation closed and no application: struck through and disabled.
    expect(screen.getByRole('button', { name: 'Start/Continue Summer Semester, 2024/2025' })).toBeDisabled();
    // Issue 27 §7: the opened period of a student who is not registered says NOT ELIGIBLE.
    const rows = screen.getAllByRole('row');
    expect(rows.find((row) => row.textContent?.includes('2025/2026'))).toHaveTextContent('NOT ELIGIBLE');
    expect(rows.find((row) => row.textContent?.includes('2024/2025'))).toHaveTextContent('Closed');

    await user.click(screen.getByRole('button', { name: 'Start/Continue 1st Semester, 2025/2026' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not Registered' });
    expect(dialog).toHaveTextContent(
      'You are NOT REGISTERED for the chosen semester hence NOT ALLOWED to Hostel Request Form accommodation.',
    );
    expect(dialog).toHaveTextContent(
      'NOTE: If you are seeing this despite completing your semester registration (i.e. you have your PRINT OUT) please contact the ICT department.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('applies with the previous stay, confirms, and opens the form', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const api = asStudent({
      'GET /api/students/me/hostel-applications': ok(periods([{}])),
      'POST /api/students/me/hostel-applications': ({ body }) => {
        bodies.push(body);
        return ok({
          message: HOSTEL_MESSAGES.applicationSubmitted,
          created: true,
          period_id: PERIOD.period_id,
          custom_id: 'STU0000001',
        });
      },
      'GET /api/students/me/hostel-applications/120252026': ok(form('awaiting bursar')),
    });
    const view = renderApp('/student/apply-for-hostel-period');
    await user.click(await screen.findByRole('button', { name: 'Start/Continue 1st Semester, 2025/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Hostel Application' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByLabelText('Did you stay in the Hostel last SEMESTER or SUMMER?'),
      'YES. I stayed in the hostel LAST SUMMER.',
    );
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    const done = await screen.findByRole('alertdialog', { name: 'Application Submitted' });
    expect(done).toHaveTextContent('Your application for hostel accommodation was submitted successfully!');
    expect(bodies).toEqual([{ period_id: '120252026', previous_stay: 'last summer' }]);
    await user.click(within(done).getByRole('button', { name: 'Ok. Continue' }));
    await waitFor(() => expect(view.location().pathname).toBe('/student/hostel-form/120252026/STU0000001'));
    expect(await screen.findByText('Awaiting Accommodation Wallet Update')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/students/me/hostel-applications/120252026');
  });
});

describe('Hostel Request Form (student)', () => {
  const cards: HostelFormResponse['hostels'] = [
    {
      id: 1,
      name: 'Bingham Hostel Flat',
      status: 'opened',
      cost_kobo: 4_500_000,
      caution_fee_kobo: 500_000,
      total_kobo: 5_000_000,
      available_beds: 4,
      can_choose: true,
      reason: 'available',
      button_text: HOSTEL_CHOICE_TEXTS.available,
    },
  ];

  it('shows the Insufficient Funds dialog when the wallet no longer covers the hostel, and Return reloads', async () => {
    const user = userEvent.setup();
    let reads = 0;
    asStudent({
      'GET /api/students/me/hostel-applications/120252026': () => {
        reads += 1;
        return ok(form('balance updated', { hostels: cards, can: { choose: true, print: false } }));
      },
      'POST /api/students/me/hostel-applications/120252026/choice': fail(HOSTEL_MESSAGES.insufficientFunds, 409),
    });
    renderApp('/student/hostel-form/120252026/STU0000001');
    await expectPageHeading('Hostel Request Form');
    // The heading is the page's frame (there while the page loads): wait for the request itself.
    expect(await screen.findByText('Incomplete Request for Hostel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request this hostel: Bingham Hostel Flat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Insufficient Funds' });
    expect(dialog).toHaveTextContent(
      'Your Accommodation Wallet Balance is Insufficient for the Hostel you wish to apply for.',
    );
    const before = reads;
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });

  it('shows a rejection with its reason, and a completed request with the secured dialog', async () => {
    const user = userEvent.setup();
    let status: HostelApplicationStatus = 'disapproved';
    asStudent({
      'GET /api/students/me/hostel-applications/120252026': () =>
        ok(
          status === 'disapproved'
            ? form('disapproved', {
                application: {
                  ...form('disapproved').application,
                  comment: 'Choose a hostel for women.',
                  hostel: { id: 3, name: 'Bowen Hall' },
                },
              })
            : form('complete', {
                application: {
                  ...form('complete').application,
                  hostel: { id: 1, name: 'Bingham Hostel Flat' },
                  allocation: {
                    form_number: 'HAA6400425',
                    room_number: 'A1',
                    bed_number: '2',
                    allocated_at: '2025-10-03T10:00:00.000Z',
                    cost_kobo: 4_500_000,
                    caution_fee_kobo: 500_000,
                    total_kobo: 5_000_000,
                    opening_balance_kobo: 6_000_000,
                    closing_balance_kobo: 1_000_000,
                  },
                },
                can: { choose: false, print: true },
                secured: true,
              }),
        ),
    });
    const view = renderApp('/student/hostel-form/120252026/STU0000001');
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason(s):').parentElement).toHaveTextContent('Choose a hostel for women.');
    view.unmount();

    status = 'complete';
    renderApp('/student/hostel-form/120252026/STU0000001');
    const secured = await screen.findByRole('alertdialog', { name: 'Hostel Accommodation Secured' });
    expect(secured).toHaveTextContent(HOSTEL_MESSAGES.secured);
    expect(secured).toHaveTextContent(`NOTE: ${HOSTEL_MESSAGES.securedNote}`);
    expect(within(secured).getByRole('link', { name: 'Go to Print' })).toHaveAttribute('href', '/student/print-outs');
    await user.click(within(secured).getByRole('button', { name: 'Close' }));
    const accommodation = screen.getByRole('region', { name: ':: Hostel Accommodation' });
    expect(within(accommodation).getByText('Room Allocated').nextSibling).toHaveTextContent('A1');
    expect(within(accommodation).getByText('Bedspace/Bunk Allocated').nextSibling).toHaveTextContent('2');
    expect(within(accommodation).getByText('Date Allocated').nextSibling).toHaveTextContent('3-10-2025');
    expect(within(accommodation).getByRole('link', { name: 'Print Proof of Hostel Allocation' })).toHaveAttribute(
      'href',
      '/student/print-hostel-form/120252026/STU0000001',
    );
  });

  it('says why the proof cannot be printed yet instead of a blank page', async () => {
    asStudent({
      'GET /api/students/me/hostel-applications/120252026/print': fail(HOSTEL_MESSAGES.notComplete, 409),
    });
    renderApp('/student/print-hostel-form/120252026/STU0000001');
    expect(await screen.findByRole('alert')).toHaveTextContent(HOSTEL_MESSAGES.notComplete);
    expect(screen.getByRole('link', { name: 'Back to the Hostel Request Form' })).toHaveAttribute(
      'href',
      '/student/hostel-form/120252026/STU0000001',
    );
    expect(screen.queryByRole('button', { name: 'Click here to Print' })).not.toBeInTheDocument();
  });

  it('keeps the proof and its print bar when a later refresh fails', async () => {
    const complete = form('complete');
    const proof: HostelPrintResponse = {
      period: PERIOD,
      student: complete.student,
      registration: complete.registration,
      hostel_name: 'Bingham Hostel Flat',
      allocation: {
        form_number: 'HA26STU0000001',
        room_number: 'A1',
        bed_number: '2',
        allocated_at: '2025-10-03T09:00:00.000Z',
        cost_kobo: 2_500_000,
        caution_fee_kobo: 500_000,
        total_kobo: 3_000_000,
        opening_balance_kobo: 4_000_000,
        closing_balance_kobo: 1_000_000,
      },
      verification_url: 'http://localhost:3000/verify/abc',
      qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
    };
    let reads = 0;
    asStudent({
      'GET /api/students/me/hostel-applications/120252026/print': () => {
        reads += 1;
        return reads === 1 ? ok(proof) : fail('Network Error', 503);
      },
    });
    const app = renderApp('/student/print-hostel-form/120252026/STU0000001');
    await screen.findByRole('article', { name: 'Proof of Hostel Allocation HA26STU0000001' });
    expect(screen.getByRole('button', { name: 'Click here to Print' })).toBeEnabled();
    await app.queryClient.refetchQueries();
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() =>
      expect(
        app.queryClient
          .getQueryCache()
          .findAll()
          .some((query) => query.state.status === 'error'),
      ).toBe(true),
    );
    // The refresh failed, the proof it had stays printable, and no refusal is shown under it.
    expect(screen.getByRole('article', { name: 'Proof of Hostel Allocation HA26STU0000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click here to Print' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Back to the Hostel Request Form' })).not.toBeInTheDocument();
  });
});

describe('Manage Hostels', () => {
  const SECOND = { ...PERIOD, period_id: '220252026', semester: '2nd' as const };
  const PERIODS = {
    items: [SECOND, PERIOD].map((p) => ({
      ...p,
      registration_status: 'closed' as const,
      add_drop_status: 'closed' as const,
    })),
    current_period_id: PERIOD.period_id,
  };
  const LIST: HostelListResponse = {
    period: PERIOD,
    items: [
      {
        id: 7,
        name: 'Bingham Hostel Flat',
        amount_per_semester_kobo: 4_500_000,
        amount_per_summer_kobo: 2_000_000,
        caution_fee_kobo: 500_000,
        status: 'closed',
        rooms: 2,
        beds: 6,
        open_beds: 5,
        allocated_beds: 1,
        available_beds: 4,
      },
    ],
  };

  it('lets the porter add a hostel and open it, with the spec’s messages', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    asOffice('porter', {
      'GET /api/hostels': ok(LIST),
      'GET /api/periods': ok(PERIODS),
      'POST /api/hostels': ({ body }) => {
        bodies.push(body);
        return ok({ message: 'The Hostel was added successfully!', id: 8 });
      },
      'PATCH /api/hostels/7/status': ({ body }) => {
        bodies.push(body);
        return ok({
          message: 'The status of the particular hostel was changed successfully!',
          changed: true,
          status: 'opened',
        });
      },
    });
    renderApp('/admin/manage-hostels');
    await expectPageHeading('Manage Hostels');
    const table = await screen.findByRole('table', { name: 'Hostels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '#.',
      'Hostel Name',
      'Amount Per Semester',
      'Amount Per Summer',
      'Caution Fee',
      'Available Bedspaces',
      'Manage Rooms',
      'Status',
    ]);
    expect(within(table).getByText('BINGHAM HOSTEL FLAT')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Rooms of Bingham Hostel Flat' })).toHaveAttribute(
      'href',
      '/admin/manage-rooms/7/Bingham%20Hostel%20Flat/closed',
    );

    await user.click(screen.getByRole('button', { name: '+ Add Another Hostel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Another Hostel' });
    await user.type(within(dialog).getByLabelText('Name of Hostel:'), 'Bowen  Hall');
    await user.type(within(dialog).getByLabelText('Amount Per Semester:'), '45000');
    await user.type(within(dialog).getByLabelText('Amount Per Summer:'), '20,000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const added = await screen.findByRole('alertdialog', { name: 'The Hostel was added successfully!' });
    await user.click(within(added).getByRole('button', { name: 'Ok. Continue' }));

    await user.click(screen.getByRole('button', { name: '[Change Status] of Bingham Hostel Flat' }));
    const changed = await screen.findByRole('alertdialog', { name: 'Status Changed' });
    expect(changed).toHaveTextContent('The status of the particular hostel was changed successfully!');
    expect(bodies).toEqual([
      { hostel_name: 'Bowen Hall', amount_per_semester: 45000, amount_per_summer: 20000, caution_fee: 0 },
      { action: 'open' },
    ]);
  });

  it('counts availability in the period chosen, and the Rooms and Bedspace(s) links keep it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    asOffice('porter', {
      'GET /api/hostels': ({ url }) => {
        const periodId = url.searchParams.get('period_id') ?? '';
        asked.push(periodId);
        const period = periodId === SECOND.period_id ? SECOND : PERIOD;
        const hostel = { ...LIST.items[0]!, available_beds: periodId === SECOND.period_id ? 5 : 4 };
        return ok({ period, items: [hostel] });
      },
      'GET /api/periods': ok(PERIODS),
      'GET /api/hostels/7/rooms': ({ url }) =>
        ok({
          period: url.searchParams.get('period_id') === SECOND.period_id ? SECOND : PERIOD,
          hostel: LIST.items[0]!,
          items: [
            {
              id: 31,
              room_number: 'A1',
              status: 'opened',
              beds: 3,
              open_beds: 3,
              allocated_beds: 0,
              available_beds: 3,
            },
          ],
        }),
    });
    renderApp('/admin/manage-hostels');
    const table = await screen.findByRole('table', { name: 'Hostels' });
    expect(within(table).getByRole('cell', { name: '4 of 5' })).toBeInTheDocument();
    const select = screen.getByLabelText('Availability in:');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(select).toHaveValue(PERIOD.period_id);

    await user.selectOptions(select, '2nd Semester, 2025/2026');
    expect(await within(table).findByRole('cell', { name: '5 of 5' })).toBeInTheDocument();
    expect(asked).toEqual(['', SECOND.period_id]);
    const rooms = within(table).getByRole('link', { name: 'Rooms of Bingham Hostel Flat' });
    expect(rooms).toHaveAttribute('href', '/admin/manage-rooms/7/Bingham%20Hostel%20Flat/closed?period_id=220252026');

    await user.click(rooms);
    const beds = await screen.findByRole('link', { name: 'Bedspace(s) of Room A1' });
    expect(beds).toHaveAttribute(
      'href',
      '/admin/manage-beds/31/A1/7/Bingham%20Hostel%20Flat/opened?period_id=220252026',
    );
    expect(screen.getByText(/Available bedspaces in 2nd Semester, 2025\/2026: 4 of 5/)).toBeInTheDocument();
  });

  it('shows the bursar the hostels without the buttons that change them', async () => {
    asOffice('bursar', { 'GET /api/hostels': ok(LIST), 'GET /api/periods': ok(PERIODS) });
    renderApp('/admin/manage-hostels');
    await screen.findByRole('table', { name: 'Hostels' });
    expect(screen.queryByRole('button', { name: '+ Add Another Hostel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change Status/ })).not.toBeInTheDocument();
    expect(screen.getByText('CLOSED')).toBeInTheDocument();
  });
});

describe('hostel form for staff', () => {
  const awaitingPorter = (): HostelFormResponse =>
    form('awaiting porter', {
      application: { ...form('awaiting porter').application, hostel: { id: 1, name: 'Bingham Hostel Flat' } },
      wallet_balance_kobo: 6_000_000,
      summary: {
        wallet_kobo: 6_000_000,
        caution_fee_kobo: 500_000,
        cost_kobo: 4_500_000,
        total_kobo: 5_000_000,
        amount_to_add_kobo: 0,
      },
      process: {
        phone_international: '+2348031234567',
        can_update_balance: false,
        can_reject: true,
        can_allocate: true,
        can_sms: true,
        allocation_options: [{ room_id: 11, room_number: 'A1', beds: [{ bed_id: 101, bed_number: '1' }] }],
        printed_by: [],
        history: [],
      },
    });

  it('lets the porter allocate a bedspace and returns to the queue', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const view = renderAppAsPorter({
      'GET /api/hostel-applications/120252026/STU0000001': ok(awaitingPorter()),
      'POST /api/hostel-applications/120252026/STU0000001/allocation': ({ body }) => {
        bodies.push(body);
        return ok({ message: HOSTEL_MESSAGES.allocated, form_number: 'HAA6400425', status: 'complete' });
      },
      'GET /api/hostel-applications/120252026': ok({
        period: PERIOD,
        statuses: ['awaiting porter'],
        default_statuses: ['awaiting porter'],
        counts: { 'awaiting bursar': 0, 'balance updated': 0, disapproved: 0, 'awaiting porter': 0, complete: 1 },
        items: [],
        total: 0,
        page: 1,
        page_size: 50,
      }),
    });
    await expectPageHeading('Hostel Request Form: OKAFOR Grace');
    const panel = screen.getByRole('region', { name: ':: PROCESS FORM' });
    expect(within(panel).getByRole('link', { name: 'Call +2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    expect(within(panel).queryByLabelText('Accommodation Wallet Balance:')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Comment:')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: ':: SUMMARY OF FEES' });
    expect(within(summary).getByText('Total Charges').nextSibling).toHaveTextContent('₦50,000.00');

    await user.click(within(panel).getByRole('button', { name: 'Allocate Bunk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate Bunk: Bingham Hostel Flat' });
    await user.selectOptions(within(dialog).getByLabelText('Available Rooms:'), 'Room A1');
    await user.selectOptions(within(dialog).getByLabelText('Available Beds/bunks:'), 'Bedspace 1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('alertdialog', { name: 'Hostel Allocation Success' });
    expect(success).toHaveTextContent('Hostel was allocated successfully!');
    expect(bodies).toEqual([{ room_id: 11, bed_id: 101 }]);
    await user.click(within(success).getByRole('button', { name: 'Ok. Continue' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/hostel-applications/120252026'));
  });

  const EMPTY_QUEUE = {
    period: PERIOD,
    statuses: ['awaiting bursar'],
    default_statuses: ['awaiting bursar'],
    counts: { 'awaiting bursar': 0, 'balance updated': 0, disapproved: 0, 'awaiting porter': 0, complete: 0 },
    items: [],
    total: 0,
    page: 1,
    page_size: 50,
  };

  it('lets the bursar enter the accommodation balance, and says so when the wallet moved meanwhile', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let calls = 0;
    asOffice('bursar', {
      'GET /api/hostel-applications/120252026/STU0000001': ok(
        form('awaiting bursar', {
          wallet_balance_kobo: 1_000_000,
          process: {
            phone_international: '+2348031234567',
            can_update_balance: true,
            can_reject: false,
            can_allocate: false,
            can_sms: true,
            allocation_options: [],
            printed_by: [],
            history: [],
          },
        }),
      ),
      'POST /api/hostel-applications/120252026/STU0000001/balance': ({ body }) => {
        bodies.push(body);
        calls++;
        return calls === 1
          ? fail('The balance changed since this page was loaded. Reload the page and try again.', 409)
          : ok({ message: HOSTEL_MESSAGES.balanceUpdated });
      },
      'GET /api/hostel-applications/120252026': ok(EMPTY_QUEUE),
    });
    const view = renderApp('/admin/hostel-form/120252026/STU0000001');
    const panel = await screen.findByRole('region', { name: ':: PROCESS FORM' });
    expect(within(panel).queryByRole('button', { name: 'Allocate Bunk' })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Comment:')).not.toBeInTheDocument();
    expect(within(panel).getByText('Current Accommodation Wal. Bal.:').nextSibling).toHaveTextContent('₦10,000.00');
    const approve = within(panel).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.type(within(panel).getByLabelText('Accommodation Wallet Balance:'), '55,000');
    expect(within(panel).getByText('Will Update to:').nextSibling).toHaveTextContent('₦55,000.00');
    await user.click(approve);
    expect(
      await screen.findByText('The balance changed since this page was loaded. Reload the page and try again.'),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const done = await screen.findByRole('alertdialog', { name: 'Action was carried out successfully!' });
    expect(bodies).toEqual([
      { balance: 55000, expected_balance_kobo: 1_000_000 },
      { balance: 55000, expected_balance_kobo: 1_000_000 },
    ]);
    await user.click(within(done).getByRole('button', { name: 'Ok. Continue' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/hostel-applications/120252026'));
  });

  it('shows staff the staff note for the state, not the student’s (issue 27 §6)', async () => {
    renderAppAsPorter({ 'GET /api/hostel-applications/120252026/STU0000001': ok(awaitingPorter()) });
    await expectPageHeading('Hostel Request Form: OKAFOR Grace');
    const box = screen.getByText(/^Application Status:/).closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent(
      'Note: The request awaits the Porter, who will allocate a room and bedspace/bunk to the student.',
    );
    expect(box).not.toHaveTextContent(hostelStatusMessage('awaiting porter'));
  });

  it('lets the porter reject a request only with a comment', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderAppAsPorter({
      'GET /api/hostel-applications/120252026/STU0000001': ok(awaitingPorter()),
      'POST /api/hostel-applications/120252026/STU0000001/rejection': ({ body }) => {
        bodies.push(body);
        return ok({ message: HOSTEL_MESSAGES.rejected });
      },
      'GET /api/hostel-applications/120252026': ok(EMPTY_QUEUE),
    });
    const panel = await screen.findByRole('region', { name: ':: PROCESS FORM' });
    const comment = within(panel).getByLabelText('Comment:');
    const reject = within(panel).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.click(comment);
    await user.tab();
    expect(await within(panel).findByText('*Required')).toBeVisible();
    await user.type(comment, 'Bingham is full: choose Mary Slessor Hall.');
    await user.click(reject);
    expect(await screen.findByRole('alertdialog', { name: 'Action was carried out successfully!' })).toBeVisible();
    expect(bodies).toEqual([{ comment: 'Bingham is full: choose Mary Slessor Hall.' }]);
  });

  function renderAppAsPorter(handlers: Record<string, MockHandler>) {
    asOffice('porter', handlers);
    return renderApp('/admin/hostel-form/120252026/STU0000001');
  }
});
