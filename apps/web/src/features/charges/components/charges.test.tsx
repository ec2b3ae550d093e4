import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEPARTMENTS, formatNaira, type AdminPosition } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { Charges } from '../api/charges';
import { expectPageHeading } from '../../../test/page-heading';

function charges(overrides: Partial<Charges> = {}): Charges {
  return {
    seminary: [
      { id: 1, level: 'undergraduate', student_type: 'new', mode: 'in_person', item: 'SUG', amount_kobo: 200_000 },
      {
        id: 2,
        level: 'undergraduate',
        student_type: 'new',
        mode: 'virtual',
        item: 'Departmental',
        amount_kobo: 500_000,
      },
      {
        id: 3,
        level: 'postgraduate',
        student_type: 'returning',
        mode: 'in_person',
        item: 'Library',
        amount_kobo: 300_000,
      },
    ],
    departmental: [
      { level: 'undergraduate', department: 'Pastoral Studies', amount_kobo: 1_000_000 },
      { level: 'undergraduate', department: 'Youth Ministry', amount_kobo: null },
      { level: 'postgraduate', department: 'Old Testament', amount_kobo: 1_500_000 },
    ],
    ...overrides,
  };
}

function signIn(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

describe('Manage Admin Charges', () => {
  it('shows the six tables behind level tabs, grouped by mode, and no Edit to the auditor', async () => {
    const user = userEvent.setup();
    signIn('auditor', { 'GET /api/charges': ok(charges()) });
    renderApp('/admin/manage-admin-charges');
    await expectPageHeading('Manage Admin Charges');
    await screen.findByRole('region', { name: 'Undergraduate Departmental Charges' });
    // One level at a time.
    const tabs = within(screen.getByRole('tablist', { name: 'Level' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Undergraduate', 'Postgraduate']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Undergraduate Departmental Charges',
      'Undergraduate New Student Charges',
      'Undergraduate Returning Student Charges',
    ]);
    expect(
      within(screen.getByRole('tabpanel', { name: 'Undergraduate' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(4);
    await user.click(tabs[1]!);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Postgraduate Departmental Charges',
      'Postgraduate New Student Charges',
      'Postgraduate Returning Student Charges',
    ]);
    expect(screen.queryByRole('tabpanel', { name: 'Undergraduate' })).not.toBeInTheDocument();
    await user.click(tabs[0]!);
    const ugNew = screen.getByRole('region', { name: 'Undergraduate New Student Charges' });
    expect(
      within(ugNew)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['In person', 'Virtual']);
    expect(
      within(within(ugNew).getByRole('table', { name: 'Undergraduate New Student Charges, Virtual' })).getByText(
        'Departmental',
      ),
    ).toBeInTheDocument();
    const ugDept = screen.getByRole('region', { name: 'Undergraduate Departmental Charges' });
    expect(
      within(ugDept)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Department', 'Amount']);
    // A header row and every department of the faculty lists (issue 27 §1; 8 before).
    expect(within(ugDept).getAllByRole('row')).toHaveLength(DEPARTMENTS.length + 1);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Input New Charge' })).not.toBeInTheDocument();
  });

  it('lets ict edit an amount', async () => {
    const user = userEvent.setup();
    let body: unknown;
    let sug = 200_000;
    signIn('ict', {
      'GET /api/charges': () =>
        ok(
          charges({
            seminary: [
              { id: 1, level: 'undergraduate', student_type: 'new', mode: 'in_person', item: 'SUG', amount_kobo: sug },
            ],
          }),
        ),
      'PUT /api/charges/seminary': (request) => {
        body = request.body;
        sug = 250_000;
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp('/admin/manage-admin-charges');
    const ugNew = await screen.findByRole('region', { name: 'Undergraduate New Student Charges' });
    expect(within(ugNew).getByText(formatNaira(200_000))).toBeInTheDocument();
    // Each Edit names its table too: the same item appears in several tables.
    await user.click(
      within(ugNew).getByRole('button', { name: 'Edit SUG, Undergraduate New Student Charges, In person' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Edit Charge' });
    const amount = within(dialog).getByLabelText('Amount (NGN)');
    expect(amount).toHaveValue('2000');
    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action was Successful!')).toBeInTheDocument();
    expect(body).toEqual({
      level: 'undergraduate',
      student_type: 'new',
      mode: 'in_person',
      item: 'SUG',
      amount: '2500',
    });
    expect(await within(ugNew).findByText(formatNaira(250_000))).toBeInTheDocument();
  });

  it('gives every Edit button a distinct name', async () => {
    signIn('ict', {
      'GET /api/charges': ok(
        charges({
          seminary: (['new', 'returning'] as const).flatMap((student_type, i) =>
            (['in_person', 'virtual'] as const).map((mode, j) => ({
              id: i * 2 + j + 1,
              level: 'undergraduate' as const,
              student_type,
              mode,
              item: 'SUG',
              amount_kobo: 200_000,
            })),
          ),
        }),
      ),
    });
    renderApp('/admin/manage-admin-charges');
    const panel = await screen.findByRole('tabpanel', { name: 'Undergraduate' });
    await within(panel).findAllByText('SUG');
    const names = within(panel)
      .getAllByRole('button', { name: /^Edit SUG/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Edit SUG, Undergraduate New Student Charges, In person',
      'Edit SUG, Undergraduate New Student Charges, Virtual',
      'Edit SUG, Undergraduate Returning Student Charges, In person',
      'Edit SUG, Undergraduate Returning Student Charges, Virtual',
    ]);
    const all = within(panel)
      .getAllByRole('button', { name: /^Edit / })
      .map((button) => button.getAttribute('aria-label'));
    expect(new Set(all).size).toBe(all.length);
  });

  it('inputs a new charge with the items of the chosen mode', async () => {
    const user = userEvent.setup();
    let body: unknown;
    signIn('bursar', {
      'GET /api/charges': ok(charges()),
      // Input New Charge adds (POST); PUT is Edit (issue 15 §2).
      'POST /api/charges/seminary': (request) => {
        body = request.body;
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp('/admin/manage-admin-charges');
    await user.click(await screen.findByRole('button', { name: 'Input New Charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Input New Charge' });
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Postgraduate');
    await user.selectOptions(within(dialog).getByLabelText('New or Returning'), 'Returning');
    await user.selectOptions(within(dialog).getByLabelText('Mode of Study'), 'Virtual');
    const item = within(dialog).getByLabelText('Item');
    expect(
      within(item)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select',
      'Departmental',
      'ECWA Education Dept Levy',
      'Development for Online Capacity',
      'Internet and Portal Access',
    ]);
    await user.selectOptions(item, 'Internet and Portal Access');
    await user.type(within(dialog).getByLabelText('Amount (NGN)'), '1.5');
    await user.tab();
    expect(await within(dialog).findByText('*Invalid')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (NGN)'));
    await user.type(within(dialog).getByLabelText('Amount (NGN)'), '3000');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(body).toEqual({
        level: 'postgraduate',
        student_type: 'returning',
        mode: 'virtual',
        item: 'Internet and Portal Access',
        amount: '3000',
      }),
    );
  });
});

describe('Input New Charge of an item that exists (issue 15 §2)', () => {
  const EXISTS =
    'SUG already exists for this level, new or returning and mode of study. Use Edit to change its amount.';

  async function inputSug(user: ReturnType<typeof userEvent.setup>, amount: string) {
    await user.click(await screen.findByRole('button', { name: 'Input New Charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Input New Charge' });
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Undergraduate');
    await user.selectOptions(within(dialog).getByLabelText('New or Returning'), 'New');
    await user.selectOptions(within(dialog).getByLabelText('Item'), 'SUG');
    await user.type(within(dialog).getByLabelText('Amount (NGN)'), amount);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
  }

  it('shows the refusal with the current and new amounts, and Edit changes the amount', async () => {
    const user = userEvent.setup();
    let sug = 300_000;
    let edited: unknown;
    const api = signIn('bursar', {
      'GET /api/charges': () =>
        ok(
          charges({
            seminary: [
              { id: 1, level: 'undergraduate', student_type: 'new', mode: 'in_person', item: 'SUG', amount_kobo: sug },
            ],
          }),
        ),
      'POST /api/charges/seminary': () => fail(EXISTS, 409),
      'PUT /api/charges/seminary': (request) => {
        edited = request.body;
        sug = 350_000;
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp('/admin/manage-admin-charges');
    await inputSug(user, '3500');

    const confirm = await screen.findByRole('alertdialog', { name: 'Charge Already Exists' });
    expect(within(confirm).getByText(EXISTS)).toBeInTheDocument();
    expect(within(confirm).getByText('Current amount').nextSibling).toHaveTextContent(formatNaira(300_000));
    expect(within(confirm).getByText('New amount').nextSibling).toHaveTextContent(formatNaira(350_000));
    // Nothing was changed by the refused Input New Charge.
    expect(api.calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
    expect(screen.queryByText('Action was Successful!')).not.toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Action was Successful!')).toBeInTheDocument();
    expect(edited).toEqual({
      level: 'undergraduate',
      student_type: 'new',
      mode: 'in_person',
      item: 'SUG',
      amount: '3500',
    });
    const ugNew = screen.getByRole('region', { name: 'Undergraduate New Student Charges' });
    expect(await within(ugNew).findByText(formatNaira(350_000))).toBeInTheDocument();
  });

  it('changes nothing when the officer cancels', async () => {
    const user = userEvent.setup();
    const api = signIn('ict', {
      'GET /api/charges': ok(
        charges({
          seminary: [
            {
              id: 1,
              level: 'undergraduate',
              student_type: 'new',
              mode: 'in_person',
              item: 'SUG',
              amount_kobo: 300_000,
            },
          ],
        }),
      ),
      'POST /api/charges/seminary': () => fail(EXISTS, 409),
    });
    renderApp('/admin/manage-admin-charges');
    await inputSug(user, '3500');
    const confirm = await screen.findByRole('alertdialog', { name: 'Charge Already Exists' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
    expect(screen.queryByText('Action was Successful!')).not.toBeInTheDocument();
  });
});

describe('Manage Departmental Charges', () => {
  it("shows tabs with '-' for unset departments, and updates one", async () => {
    const user = userEvent.setup();
    let body: unknown;
    signIn('ict', {
      'GET /api/charges': ok(charges()),
      'PUT /api/charges/departmental': (request) => {
        body = request.body;
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp('/admin/manage-departmental-charges');
    await expectPageHeading('Manage Departmental Charges');
    const tablist = screen.getByRole('tablist');
    const [ug, pg] = within(tablist).getAllByRole('tab');
    expect(ug).toHaveAccessibleName('Undergraduate');
    expect(ug).toHaveAttribute('aria-selected', 'true');
    expect(pg).toHaveAttribute('aria-selected', 'false');

    const ugPanel = await screen.findByRole('tabpanel', { name: 'Undergraduate' });
    const rows = within(ugPanel).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(DEPARTMENTS.length);
    for (const department of DEPARTMENTS) {
      expect(rows.some((row) => row.textContent?.includes(department))).toBe(true);
    }
    const youth = rows.find((row) => row.textContent?.includes('Youth Ministry'))!;
    expect(within(youth).getByText('-')).toBeInTheDocument();
    const pastoral = rows.find((row) => row.textContent?.includes('Pastoral Studies'))!;
    expect(within(pastoral).getByText(formatNaira(1_000_000))).toBeInTheDocument();

    // Arrow keys move between the tabs.
    ug!.focus();
    await user.keyboard('{ArrowRight}');
    expect(pg).toHaveFocus();
    const pgPanel = screen.getByRole('tabpanel', { name: 'Postgraduate' });
    expect(within(pgPanel).getAllByRole('row').slice(1)).toHaveLength(DEPARTMENTS.length);
    expect(screen.queryByRole('tabpanel', { name: 'Undergraduate' })).not.toBeInTheDocument();

    await user.click(
      within(pgPanel).getByRole('button', { name: 'Update Old Testament, Postgraduate departmental charges' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Departmental Charge' });
    await user.clear(within(dialog).getByLabelText('Amount (NGN)'));
    await user.type(within(dialog).getByLabelText('Amount (NGN)'), '16000');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Action was Successful!')).toBeInTheDocument();
    expect(body).toEqual({ level: 'postgraduate', department: 'Old Testament', amount: '16000' });
  });

  it('refuses Input New Charge of a department that is set, showing the amounts; Update changes it (issue 15 §2)', async () => {
    const user = userEvent.setup();
    const EXISTS = 'The charge of Pastoral Studies already exists for this level. Use Update to change its amount.';
    let updated: unknown;
    const api = signIn('bursar', {
      'GET /api/charges': ok(charges()),
      'POST /api/charges/departmental': () => fail(EXISTS, 409),
      'PUT /api/charges/departmental': (request) => {
        updated = request.body;
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp('/admin/manage-departmental-charges');
    await user.click(await screen.findByRole('button', { name: 'Input New Charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Input New Charge' });
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Undergraduate');
    await user.selectOptions(within(dialog).getByLabelText('Department'), 'Pastoral Studies');
    await user.type(within(dialog).getByLabelText('Amount (NGN)'), '12000');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    const confirm = await screen.findByRole('alertdialog', { name: 'Charge Already Exists' });
    expect(within(confirm).getByText(EXISTS)).toBeInTheDocument();
    expect(within(confirm).getByText('Current amount').nextSibling).toHaveTextContent(formatNaira(1_000_000));
    expect(within(confirm).getByText('New amount').nextSibling).toHaveTextContent(formatNaira(1_200_000));
    expect(api.calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Action was Successful!')).toBeInTheDocument();
    expect(updated).toEqual({ level: 'undergraduate', department: 'Pastoral Studies', amount: '12000' });
  });

  it('shows no Update to the auditor', async () => {
    signIn('auditor', { 'GET /api/charges': ok(charges()) });
    renderApp('/admin/manage-departmental-charges');
    const panel = await screen.findByRole('tabpanel', { name: 'Undergraduate' });
    await within(panel).findByText('Pastoral Studies');
    expect(screen.queryByRole('button', { name: /^Update/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Input New Charge' })).not.toBeInTheDocument();
  });
});

describe('Course Fees', () => {
  const PERIODS = {
    items: [
      {
        period_id: '220232024',
        semester: '2nd',
        session: '2023/2024',
        season: 'regular',
        registration_status: 'closed',
        add_drop_status: 'closed',
        accommodation_status: 'closed',
      },
      {
        period_id: '120232024',
        semester: '1st',
        session: '2023/2024',
        season: 'regular',
        registration_status: 'opened',
        add_drop_status: 'closed',
        accommodation_status: 'closed',
      },
    ],
    current_period_id: '120232024',
  };

  it('opens on the current period, saves a cell and copies from the previous period', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const asked: string[] = [];
    signIn('bursar', {
      'GET /api/periods': ok(PERIODS),
      'GET /api/course-fees/120232024': () => {
        asked.push('120232024');
        return ok({
          period_id: '120232024',
          items: [{ prog_category: 'UG', band: 'ECWA', amount_kobo: 500_000 }],
          affiliation_fee_kobo: 2_000_000,
        });
      },
      'GET /api/course-fees/220232024': ok({ period_id: '220232024', items: [], affiliation_fee_kobo: 0 }),
      'PUT /api/course-fees/120232024': (request) => {
        body = request.body;
        return ok({ message: 'Action was Successful!' });
      },
      'POST /api/course-fees/220232024/copy-previous': fail('No earlier period has course fees to copy.', 404),
    });
    renderApp('/admin/manage-course-fees');
    await expectPageHeading('Course Fees');
    expect(await screen.findByLabelText('Period')).toHaveValue('120232024');
    expect(await screen.findByText(`${formatNaira(500_000)} per credit hour`)).toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(7);

    const cell = screen.getByLabelText('Postgraduate Non-ECWA-Online: amount per credit hour (NGN)');
    await user.type(cell, '7000');
    await user.click(screen.getByRole('button', { name: 'Save Postgraduate Non-ECWA-Online' }));
    expect(await screen.findByText('Action was Successful!')).toBeInTheDocument();
    expect(body).toEqual({ prog_category: 'PG', band: 'Non-ECWA-Online', amount: '7000' });

    await user.selectOptions(screen.getByLabelText('Period'), '220232024');
    await waitFor(() => expect(screen.getAllByText('Not set')).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Copy from previous period' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No earlier period has course fees to copy.');
  });

  it('shows the auditor the amounts without Save', async () => {
    signIn('auditor', {
      'GET /api/periods': ok(PERIODS),
      'GET /api/course-fees/120232024': ok({ period_id: '120232024', items: [], affiliation_fee_kobo: 0 }),
    });
    renderApp('/admin/manage-course-fees');
    await waitFor(() => expect(screen.getAllByText('Not set')).toHaveLength(8));
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy from previous period' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Affiliation Fee' })).toBeInTheDocument();
    expect(screen.getByText(/₦0\.00 this semester/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Affiliation fee (NGN)')).not.toBeInTheDocument();
  });
});
