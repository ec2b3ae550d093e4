import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPosition } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { deferred, mockApi, ok, type MockHandler, type MockReply } from '../../../test/mock-api';
import type {
  AddDropFormResponse,
  AddDropLogResponse,
  AddDropPeriodListResponse,
  AddDropPeriodsResponse,
  AddDropPrintResponse,
  AddDropQueueResponse,
} from '../api/add-drop';

const PERIOD_ID = '120252026';
const CUSTOM_ID = 'U-0001';
const FORM_URL = `/api/students/me/add-drops/${PERIOD_ID}`;

function asStudent(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'student', custom_id: CUSTOM_ID });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

function asOffice(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office, custom_id: 'A-0001' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

type Period = AddDropPeriodsResponse['items'][number];

function period(overrides: Partial<Period>): Period {
  return {
    period_id: PERIOD_ID,
    semester: '1st',
    session: '2025/2026',
    season: 'regular',
    add_drop_status: 'opened',
    registration: { status: 'completed', status_label: 'Completed' },
    add_drop: null,
    action: 'start',
    dialog: null,
    dialog_title: null,
    dialog_message: null,
    ...overrides,
  };
}

const line = (code: string, title: string, amount: number, year = 6) => ({
  code,
  title,
  hours: '3',
  form_hours: 3,
  year,
  basis: 'per-hour' as const,
  rate_kobo: 350_000,
  amount_kobo: amount,
});

function form(overrides: Partial<AddDropFormResponse> = {}): AddDropFormResponse {
  return {
    period: {
      period_id: PERIOD_ID,
      semester: '1st',
      session: '2025/2026',
      season: 'regular',
      add_drop_status: 'opened',
      start_date: '2025-09-01',
      mid_semester_date: '2025-10-20',
    },
    student: {
      custom_id: CUSTOM_ID,
      student_id: 'AB123',
      full_name: 'OKAFOR Grace',
      surname: 'OKAFOR',
      first_name: 'Grace',
      other_names: null,
      gender: 'Female',
      phone_number: '08031234567',
      email: 'grace.ab123@jets.edu.ng',
      matriculation_number: 'JETS/PG/25/OT/AB123',
      ledger_number: 'JETS/LED/AB123',
      programme: 'MA in Old Testament',
      programme_category: 'Masters Programme',
      faculty: 'Faculty of Biblical Studies',
      department: 'Old Testament',
      mode_of_study: 'in_person',
      denomination: 'ECWA',
      special_student_category: null,
      staff_verified: false,
      passport_url: null,
    },
    registration: { current_level: '6', fresh_returning: 'returning', year_label: '6 (Returning)', form_number: 'RA' },
    add_drop: {
      status: 'started',
      status_label: 'Started',
      status_message: "Add or drop courses, then forward the form to the DPAA's Office for approval.",
      comment: null,
      form_number: null,
      completed_at: null,
      opening_balance_kobo: null,
      closing_balance_kobo: null,
      started_at: '2025-09-08T09:00:00Z',
    },
    registered: [
      { ...line('OTS 611', 'Old Testament Survey', 1_050_000), to_be_dropped: false, can_drop: true },
      { ...line('NTS 612', 'New Testament Survey', 1_050_000), to_be_dropped: true, can_drop: false },
    ],
    dropped: [
      {
        ...line('NTS 612', 'New Testament Survey', 1_050_000),
        mark: 'free',
        mark_label: null,
        mark_is_final: false,
        credited: true,
        label: 'To be Dropped',
      },
    ],
    added: [line('HRM 501', 'Biblical Hermeneutics', 1_050_000, 5)],
    offered: [
      {
        year: 5,
        courses: [{ code: 'HRM 501', title: 'Biblical Hermeneutics', hours: '3', registered: false, added: true }],
      },
      {
        year: 6,
        courses: [
          { code: 'OTS 611', title: 'Old Testament Survey', hours: '3', registered: true, added: false },
          { code: 'OTS 621', title: 'Pentateuch', hours: '3', registered: false, added: false },
        ],
      },
    ],
    mark_today: 'free',
    summary: {
      dropped_hours: 3,
      added_hours: 3,
      dropped_subtotal_kobo: 1_050_000,
      dropped_credit_full_kobo: 1_050_000,
      dropped_credit_staff_discount_kobo: 0,
      dropped_credit_kobo: 1_050_000,
      added_full_kobo: 1_050_000,
      added_staff_discount_kobo: 0,
      added_kobo: 1_050_000,
      net_kobo: 0,
      wallet_balance_kobo: 500_000,
      closing_balance_kobo: 500_000,
      amount_to_pay_kobo: 0,
    },
    pricing_error: null,
    can: { change: true, forward: true, submit: false, print: false },
    process: null,
    ...overrides,
  };
}

function printData(): AddDropPrintResponse {
  const f = form();
  return {
    period: f.period,
    student: f.student,
    registration: f.registration,
    add_drop: {
      ...f.add_drop,
      status: 'completed',
      status_label: 'Completed',
      form_number: 'ADAAB12325',
      completed_at: '2025-09-10T10:00:00Z',
    },
    dropped: [{ ...f.dropped[0]!, mark: 'W', mark_label: 'W', mark_is_final: true, credited: false }],
    added: f.added,
    title: 'Postgraduate',
    summary: f.summary!,
    verification_url: 'https://portal.jets.edu.ng/verify/abcdefgh12',
    qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
  };
}

function logRow(overrides: Partial<AddDropLogResponse['groups'][number]['rows'][number]> = {}) {
  return {
    number: 1,
    custom_id: 'S-1',
    student_id: 'AB123',
    surname: 'OKAFOR',
    first_name: 'Grace',
    other_names: null,
    full_name: 'OKAFOR Grace',
    programme: 'MA in Old Testament',
    ledger_number: 'JETS/LED/AB123',
    current_level: '6',
    fresh_returning: 'returning' as const,
    fresh_returning_label: 'Returning',
    year: '6 (Returning)',
    status: 'completed' as const,
    status_label: 'Completed',
    printed_by: [] as ('bursar' | 'registrar' | 'dean')[],
    action: 'view' as const,
    reprint: false,
    ...overrides,
  };
}

const GROUPS = ['Master of Divinity', 'Masters', 'PGDT', 'BA', 'Diploma'] as const;

describe('Add/Drop: choose a period', () => {
  it('shows the Not Registered and Incomplete Registration dialogs word for word, and the completion dialog with Print-outs', async () => {
    const user = userEvent.setup();
    const api = asStudent({
      'GET /api/students/me/add-drops': ok({
        current_period_id: PERIOD_ID,
        items: [
          period({
            period_id: '120252026',
            registration: null,
            dialog: 'not-registered',
            dialog_title: 'Not Registered',
            dialog_message: 'You are not registered for the chosen semester therefore you cannot Add/Drop courses.',
          }),
          period({
            period_id: '220242025',
            semester: '2nd',
            session: '2024/2025',
            registration: { status: 'awaiting dean', status_label: "Awaiting DPAA's Office" },
            dialog: 'incomplete-registration',
            dialog_title: 'Incomplete Registration',
            dialog_message:
              "You cannot perform Add/Drop for the chosen semester because you have not finished the semester's registration.",
          }),
          period({
            period_id: '120242025',
            session: '2024/2025',
            add_drop: { status: 'completed', status_label: 'Completed', form_number: 'ADAAB12324' },
            action: 'continue',
            dialog: 'completed',
            dialog_title: 'Add/Drop Completed',
            dialog_message:
              'You have completed Add/Drop for the chosen semester. Go to Print-outs to print your Add/Drop form.',
          }),
          period({ period_id: '120232024', session: '2023/2024', add_drop_status: 'closed', action: null }),
        ],
      }),
    });
    renderApp('/student/add-drop-period');
    await screen.findByRole('heading', { level: 1, name: 'Add/Drop' });

    await user.click(await screen.findByRole('button', { name: 'Start 1st Semester, 2025/2026' }));
    const notRegistered = await screen.findByRole('dialog', { name: 'Not Registered' });
    expect(
      within(notRegistered).getByText(
        'You are not registered for the chosen semester therefore you cannot Add/Drop courses.',
      ),
    ).toBeInTheDocument();
    await user.click(within(notRegistered).getByRole('button', { name: 'Ok' }));

    await user.click(screen.getByRole('button', { name: 'Start 2nd Semester, 2024/2025' }));
    const incomplete = await screen.findByRole('dialog', { name: 'Incomplete Registration' });
    expect(
      within(incomplete).getByText(
        "You cannot perform Add/Drop for the chosen semester because you have not finished the semester's registration.",
      ),
    ).toBeInTheDocument();
    await user.click(within(incomplete).getByRole('button', { name: 'Ok' }));

    await user.click(screen.getByRole('button', { name: 'Continue 1st Semester, 2024/2025' }));
    const completed = await screen.findByRole('dialog', { name: 'Add/Drop Completed' });
    expect(within(completed).getByRole('link', { name: 'Go to Print-outs' })).toHaveAttribute(
      'href',
      '/student/print-outs',
    );
    await user.click(within(completed).getByRole('button', { name: 'Ok' }));

    // Add/drop closed and none started: the button is disabled.
    expect(screen.getByRole('button', { name: 'Start 1st Semester, 2023/2024' })).toBeDisabled();
    const row = screen.getByRole('row', { name: /2023\/2024/ });
    expect(row).toHaveTextContent('Closed');
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('Start creates the add/drop and opens the form', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const api = asStudent({
      'GET /api/students/me/add-drops': ok({ current_period_id: PERIOD_ID, items: [period({})] }),
      'POST /api/students/me/add-drops': (request) => {
        sent = request.body;
        return ok({
          message: 'Action was carried out successfully!',
          created: true,
          period_id: PERIOD_ID,
          custom_id: CUSTOM_ID,
        });
      },
      [`GET ${FORM_URL}`]: ok(form()),
    });
    const view = renderApp('/student/add-drop-period');
    await user.click(await screen.findByRole('button', { name: 'Start 1st Semester, 2025/2026' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/student/add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`));
    expect(sent).toEqual({ period_id: PERIOD_ID });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add/Drop Form: 1st Semester, 2025/2026' }),
    ).toBeInTheDocument();
    expect(api.calls()).toContain(`GET ${FORM_URL}`);
  });
});

describe('Add/Drop form', () => {
  it('shows every section in order, To be Dropped, the subtotals and the Summary of Fees', async () => {
    asStudent({ [`GET ${FORM_URL}`]: ok(form()) });
    renderApp(`/student/add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`);
    await screen.findByText('Status: Started');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personal Data',
      'Already Registered Courses',
      'Courses To Be Dropped',
      'Added Courses',
      'Add Course(s)',
      'For Approval',
      'Summary of Fees',
      'Submit & Print',
    ]);
    const registered = screen.getByRole('table', { name: 'Courses on your registration' });
    expect(within(registered).getByRole('row', { name: /NTS 612/ })).toHaveTextContent('To be Dropped');
    expect(within(registered).getByRole('button', { name: 'Drop OTS 611' })).toBeInTheDocument();
    expect(within(registered).queryByRole('button', { name: 'Drop NTS 612' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary of Fees' });
    for (const term of [
      'Total Credit Hours Dropped',
      'Total Credit Hours Added',
      'Dropped Courses',
      'Credited to Wallet (first two weeks only)',
      'Added Courses',
      'Portal Wallet Balance',
      'Wallet Balance after Add/Drop',
      'Amount to Pay',
    ]) {
      expect(within(summary).getByText(term)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Courses To Be Dropped' })).toHaveTextContent('Subtotal: ₦10,500.00');
    expect(screen.getByRole('region', { name: 'Added Courses' })).toHaveTextContent('Subtotal: ₦10,500.00');
    expect(screen.getByRole('button', { name: 'Forward for Approval' })).toBeInTheDocument();
  });

  it('asks before a drop with the spec’s warning (and the W notice after the free weeks), then drops', async () => {
    const user = userEvent.setup();
    let dropped: unknown;
    asStudent({
      [`GET ${FORM_URL}`]: ok(form({ mark_today: 'W' })),
      [`POST ${FORM_URL}/dropped`]: (request) => {
        dropped = request.body;
        return ok({ message: 'Course was dropped successfully.' });
      },
    });
    renderApp(`/student/add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Drop OTS 611' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Drop Course' });
    expect(
      within(dialog).getByText(
        "Before you drop a course, consult your HOD or the Dean's office. Once your Add/Drop is approved, a dropped course cannot be added again.",
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('This course will be recorded as W and its fee will not be credited to your wallet.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dropped).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Drop OTS 611' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Drop Course' })).getByRole('button', { name: 'Drop' }),
    );
    expect(await screen.findByText('Course was dropped successfully.')).toBeInTheDocument();
    expect(dropped).toEqual({ course_code: 'OTS 611' });
  });

  it('undoes a drop, removes an added course and adds one of the chosen year (registered and added ones disabled)', async () => {
    const user = userEvent.setup();
    const api = asStudent({
      [`GET ${FORM_URL}`]: ok(form()),
      [`DELETE ${FORM_URL}/dropped/NTS%20612`]: ok({ message: 'Action was Successful!' }),
      [`DELETE ${FORM_URL}/added/HRM%20501`]: ok({ message: 'Action was Successful!' }),
      [`POST ${FORM_URL}/added`]: ok({ message: 'Action was Successful!' }),
    });
    renderApp(`/student/add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Undo the drop of NTS 612' }));
    await screen.findByText('Action was Successful!');
    await user.click(screen.getByRole('button', { name: 'Remove HRM 501' }));
    await waitFor(() => expect(api.calls()).toContain(`DELETE ${FORM_URL}/added/HRM%20501`));

    // The student's own year is shown first.
    expect(screen.getByRole('button', { name: 'Year 6 courses' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Registered OTS 611' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Year 5 courses' }));
    expect(screen.getByRole('button', { name: 'Added HRM 501' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Year 6 courses' }));
    await user.click(screen.getByRole('button', { name: 'Add OTS 621' }));
    await waitFor(() => expect(api.calls()).toContain(`POST ${FORM_URL}/added`));
    expect(api.calls()).toContain(`DELETE ${FORM_URL}/dropped/NTS%20612`);
  });

  it('offers no Forward without a change, and says why Submit & Print is not offered when the wallet is short', async () => {
    asStudent({
      [`GET ${FORM_URL}`]: ok(
        form({
          add_drop: {
            ...form().add_drop,
            status: 'incomplete',
            status_label: 'Incomplete Add/Drop',
            status_message: 'Your Add/Drop form was approved. Submit and print it to complete your Add/Drop.',
          },
          can: { change: false, forward: false, submit: false, print: false },
          offered: [],
        }),
      ),
    });
    renderApp(`/student/add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`);
    await screen.findByText('Status: Incomplete Add/Drop');
    expect(screen.queryByRole('button', { name: 'Forward for Approval' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add Course(s)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(
      screen.getByText("You can't complete your Add/Drop because your portal wallet is insufficient."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Portal Wallet' })).toHaveAttribute('href', '/student/portal-wallet');
  });

  it('Submit & Print submits and opens the print', async () => {
    const user = userEvent.setup();
    asStudent({
      [`GET ${FORM_URL}`]: ok(
        form({
          add_drop: { ...form().add_drop, status: 'incomplete', status_label: 'Incomplete Add/Drop' },
          can: { change: false, forward: false, submit: true, print: false },
        }),
      ),
      [`POST ${FORM_URL}/submit`]: ok({
        message: 'Action was carried out successfully!',
        form_number: 'ADAAB12325',
        status: 'completed',
      }),
      [`GET ${FORM_URL}/print`]: ok(printData()),
      'GET /api/students/me/add-drops': ok({ current_period_id: PERIOD_ID, items: [] }),
    });
    const view = renderApp(`/student/add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Submit & Print' }));
    await waitFor(() =>
      expect(view.location().pathname).toBe(`/student/print-add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`),
    );
    expect(await screen.findByRole('heading', { name: 'Postgraduate Add/Drop Form' })).toBeInTheDocument();
  });
});

describe('Print add/drop form', () => {
  it('prints the form number, the courses with subtotals and the W mark, the fee summary, the signature blocks and the QR code', async () => {
    asStudent({ [`GET ${FORM_URL}/print`]: ok(printData()) });
    renderApp(`/student/print-add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`);
    const sheet = await screen.findByRole('article', { name: 'Add/Drop form ADAAB12325' });
    expect(within(sheet).getByText('ECWA Theological Seminary, Jos')).toBeInTheDocument();
    expect(within(sheet).getByText('1st Semester, 2025/2026')).toBeInTheDocument();
    expect(within(sheet).getByText('ADAAB12325')).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { name: 'QR code to verify this form' })).toBeInTheDocument();
    const dropped = within(sheet).getByRole('table', { name: 'Dropped Courses' });
    expect(within(dropped).getByRole('row', { name: /NTS 612/ })).toHaveTextContent(/W$/);
    expect(within(sheet).getByRole('table', { name: 'Added Courses' })).toHaveTextContent('HRM 501');
    for (const term of [
      'Opening Balance',
      'Credited for Dropped Courses',
      'Charged for Added Courses',
      'Closing Balance',
      'Date',
    ]) {
      expect(within(sheet).getByText(term)).toBeInTheDocument();
    }
    for (const office of ['Head of Department', 'Dean of Faculty', 'Bursar', 'Registrar']) {
      expect(within(sheet).getByText(office)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Click here to Print' })).toBeInTheDocument();
    // With the sheet there, the bar prints; the student's note (on screen only) is under it.
    expect(screen.getByRole('button', { name: 'Click here to Print' })).toBeEnabled();
    expect(screen.getByText(/^Print your add\/drop form on A4 paper and keep a copy\./)).toBeInTheDocument();
  });

  it('keeps Click here to Print disabled, under the student’s note, until the sheet is there', async () => {
    const answer = deferred<MockReply>();
    asStudent({
      'GET /api/students/me/add-drops': ok({ current_period_id: PERIOD_ID, items: [] }),
      [`GET ${FORM_URL}/print`]: () => answer.promise,
    });
    // Reached from another page, so that the print page itself (not the first visit's frame,
    // which draws the same bar) shows while its request is on its way.
    const app = renderApp('/student/add-drop-period');
    await screen.findByRole('heading', { level: 1, name: 'Add/Drop' });
    await act(() => app.router.navigate(`/student/print-add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`));
    const bar = await screen.findByRole('button', { name: 'Click here to Print' });
    expect(app.router.state.initialized).toBe(true);
    expect(app.router.state.location.pathname).toBe(`/student/print-add-drop-form/${PERIOD_ID}/${CUSTOM_ID}`);
    expect(bar).toBeDisabled();
    expect(screen.getByText(/^Print your add\/drop form on A4 paper and keep a copy\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wait.. .');
    answer.resolve(ok(printData()));
    await screen.findByRole('article', { name: 'Add/Drop form ADAAB12325' });
    expect(screen.getByRole('button', { name: 'Click here to Print' })).toBeEnabled();
  });

  it('records the office’s print when Click here to Print is clicked, then prints', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const api = asOffice('bursar', {
      [`GET /api/add-drops/${PERIOD_ID}/S-1/print`]: ok(printData()),
      [`POST /api/add-drops/${PERIOD_ID}/S-1/prints`]: ok({ message: 'Action was Successful!', recorded: true }),
    });
    renderApp(`/admin/print-add-drop-form/${PERIOD_ID}/S-1`);
    await screen.findByRole('article', { name: 'Add/Drop form ADAAB12325' });
    expect(screen.queryByText(/A4 paper/)).not.toBeInTheDocument();
    expect(api.calls()).not.toContain(`POST /api/add-drops/${PERIOD_ID}/S-1/prints`);
    await user.click(screen.getByRole('button', { name: 'Click here to Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(api.calls()).toContain(`POST /api/add-drops/${PERIOD_ID}/S-1/prints`);
  });
});

describe('Add/drop desk', () => {
  it('lists the periods with the forms awaiting approval, and the queue in five groups', async () => {
    const user = userEvent.setup();
    const periods: AddDropPeriodListResponse = {
      current_period_id: PERIOD_ID,
      items: [{ ...form().period, awaiting_count: 3, total: 7 }],
    };
    const queue: AddDropQueueResponse = {
      period: { period_id: PERIOD_ID, semester: '1st', session: '2025/2026' },
      statuses: ['awaiting dean'],
      groups: GROUPS.map((group) => ({
        group,
        rows: group === 'Masters' ? [logRow({ status: 'awaiting dean', action: 'print' })] : [],
      })),
      total: 1,
    };
    asOffice('dean', {
      'GET /api/add-drops/periods': ok(periods),
      [`GET /api/add-drops/${PERIOD_ID}/queue`]: ok(queue),
    });
    const view = renderApp('/admin/awaiting-add-drop-approval-period');
    const row = await screen.findByRole('row', { name: /2025\/2026/ });
    expect(row).toHaveTextContent('3');
    await user.click(within(row).getByRole('link', { name: 'Proceed to 1st Semester, 2025/2026' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/admin/awaiting-add-drop-approval/${PERIOD_ID}`));
    await screen.findByRole('heading', { level: 2, name: 'Masters' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([...GROUPS]);
    expect(screen.getAllByText('No record(s) found.')).toHaveLength(4);
    const link = screen.getByRole('link', { name: /View Form of OKAFOR Grace/ });
    expect(link).toHaveAttribute('href', `/admin/add-drop-form/${PERIOD_ID}/S-1`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('staff form: read-only sections and the Process Form panel (call, SMS, decision with a required comment)', async () => {
    const user = userEvent.setup();
    let decision: unknown;
    let sms: unknown;
    const staffForm = form({
      add_drop: { ...form().add_drop, status: 'awaiting dean', status_label: "Awaiting DPAA's Office" },
      can: { change: false, forward: false, submit: false, print: false },
      offered: [],
      registered: form().registered.map((r) => ({ ...r, can_drop: false })),
      process: {
        phone_international: '+2348031234567',
        can_decide: true,
        can_sms: true,
        history: [{ at: '2025-09-08T10:00:00Z', action: 'Forwarded', by: 'OKAFOR Grace', comment: null }],
      },
    });
    asOffice('dean', {
      [`GET /api/add-drops/${PERIOD_ID}/S-1`]: ok(staffForm),
      [`POST /api/add-drops/${PERIOD_ID}/S-1/decision`]: (request) => {
        decision = request.body;
        return ok({ message: 'Action was carried out successfully!' });
      },
      [`POST /api/add-drops/${PERIOD_ID}/S-1/sms`]: (request) => {
        sms = request.body;
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp(`/admin/add-drop-form/${PERIOD_ID}/S-1`);
    const panel = await screen.findByRole('region', { name: 'Process Form' });
    expect(screen.queryByRole('button', { name: /^Drop/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call +2348031234567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    await user.type(within(panel).getByLabelText(/^Message/), 'Please see the HOD.');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await screen.findByText('Action was Successful!');
    expect(sms).toEqual({ message: 'Please see the HOD.' });

    await user.click(within(panel).getByRole('radio', { name: 'Disapprove' }));
    const comment = within(panel).getByLabelText('Comment');
    await user.click(comment);
    await user.tab();
    expect(within(panel).getByText('*Required')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(comment, 'Keep NTS 612.');
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Action was carried out successfully!');
    expect(decision).toEqual({ decision: 'disapprove', comment: 'Keep NTS 612.' });
    expect(within(panel).getByText(/Forwarded, by OKAFOR Grace/)).toBeInTheDocument();
  });

  it('staff form: staff read the staff line for the state, and a disapproval comment with one full stop (issue 27 §6)', async () => {
    const staffForm = form({
      add_drop: {
        ...form().add_drop,
        status: 'disapproved',
        status_label: 'Disapproved',
        // The server's line is the student's: the staff page does not show it.
        status_message:
          'Your Add/Drop form was disapproved for the following reason(s): Keep NTS 612.. Make the corrections',
        comment: 'Keep NTS 612.',
      },
      can: { change: false, forward: false, submit: false, print: false },
      offered: [],
      process: { phone_international: null, can_decide: false, can_sms: false, history: [] },
    });
    asOffice('registrar', { [`GET /api/add-drops/${PERIOD_ID}/S-1`]: ok(staffForm) });
    renderApp(`/admin/add-drop-form/${PERIOD_ID}/S-1`);
    const status = await screen.findByText(/^Status: Disapproved/);
    const banner = status.closest('[role="status"]') as HTMLElement;
    expect(banner).toHaveTextContent(
      'The Add/Drop form was disapproved for the following reason(s): Keep NTS 612. The student must make the corrections and forward it again.',
    );
    expect(banner).not.toHaveTextContent(/Your Add\/Drop form|\.\./);
  });

  it('add/drop log: the spec’s columns, View, Print and Re-Print, status filter, registration log and CSV', async () => {
    const user = userEvent.setup();
    const queries: string[] = [];
    const log: AddDropLogResponse = {
      period: { period_id: PERIOD_ID, semester: '1st', session: '2025/2026' },
      groups: GROUPS.map((group) => ({
        group,
        rows:
          group === 'Masters'
            ? [
                logRow({ reprint: true, printed_by: ['registrar'] }),
                logRow({
                  number: 2,
                  custom_id: 'S-2',
                  student_id: 'CD456',
                  ledger_number: 'JETS/LED/CD456',
                  surname: 'MUSA',
                  full_name: 'MUSA John',
                  first_name: 'John',
                  status: 'awaiting dean',
                  status_label: "Awaiting DPAA's Office",
                  action: 'print',
                }),
              ]
            : [],
      })),
      total: 2,
      page: 1,
      page_size: 100,
    };
    asOffice('registrar', {
      [`GET /api/add-drops/${PERIOD_ID}/log`]: (request) => {
        queries.push(request.url.search);
        return ok(log);
      },
    });
    renderApp(`/admin/add-drop-log/${PERIOD_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Add/Drop Log: 1st Semester, 2025/2026' });
    const table = screen.getByRole('table', { name: 'Masters: add/drops' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'No.',
      'Surname',
      'First Name',
      'Other Names',
      'Programme',
      'Student ID',
      'Ledger No.',
      'Level',
      'Fresh/Returning',
      'Status',
      'Action',
    ]);
    const done = within(table).getByRole('row', { name: /AB123/ });
    expect(within(done).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      `/admin/add-drop-form/${PERIOD_ID}/S-1`,
    );
    expect(within(done).getByRole('link', { name: /^Re-Print/ })).toHaveAttribute(
      'href',
      `/admin/print-add-drop-form/${PERIOD_ID}/S-1`,
    );
    const waiting = within(table).getByRole('row', { name: /CD456/ });
    expect(within(waiting).getByRole('link', { name: /^Print/ })).toHaveAttribute(
      'href',
      `/admin/print-add-drop-form/${PERIOD_ID}/S-2`,
    );
    expect(within(waiting).queryByRole('link', { name: /^Re-Print/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registration Log' })).toHaveAttribute(
      'href',
      `/admin/registration-log/${PERIOD_ID}`,
    );
    expect(screen.getAllByText('No record(s) found.')).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(queries.at(-1)).toBe('?status=completed'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/add-drops/${PERIOD_ID}/log.csv?status=completed`,
    );
  });

  it('period screen: Semester Dates shows the dates and Edit Dates saves them (the mid-semester date after the start)', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const base = form().period;
    const listed = {
      period_id: PERIOD_ID,
      semester: '1st' as const,
      session: '2025/2026',
      season: 'regular' as const,
      registration_status: 'opened' as const,
      add_drop_status: 'opened' as const,
      accommodation_status: 'closed' as const,
    };
    asOffice('registrar', {
      'GET /api/periods': ok({ items: [listed], current_period_id: PERIOD_ID }),
      'GET /api/add-drops/periods': ok({
        items: [{ ...base, start_date: null, mid_semester_date: null, awaiting_count: 0, total: 0 }],
        current_period_id: PERIOD_ID,
      }),
      [`PUT /api/periods/${PERIOD_ID}/dates`]: (request) => {
        bodies.push(request.body);
        return ok({
          message: 'Action was carried out successfully!',
          period_id: PERIOD_ID,
          start_date: '2025-09-01',
          mid_semester_date: '2025-10-20',
        });
      },
    });
    renderApp('/admin/manage-semester-registration');
    const cell = (await screen.findByRole('button', { name: 'Edit Dates of 1st Semester, 2025/2026' })).closest('td')!;
    await waitFor(() => expect(cell).toHaveTextContent('Not set'));
    await user.click(within(cell).getByRole('button', { name: 'Edit Dates of 1st Semester, 2025/2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Semester Dates' });
    await user.type(within(dialog).getByLabelText('Start Date'), '2025-09-01');
    await user.type(within(dialog).getByLabelText('Mid-Semester Date'), '2025-08-01');
    expect(within(dialog).getByText('The mid-semester date must come after the start date.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Mid-Semester Date'));
    await user.type(within(dialog).getByLabelText('Mid-Semester Date'), '2025-10-20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(cell).getByRole('status')).toHaveTextContent('Action was carried out successfully!'),
    );
    expect(bodies).toEqual([{ start_date: '2025-09-01', mid_semester_date: '2025-10-20' }]);
  });
});
