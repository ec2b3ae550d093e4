import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira, WALLET_MESSAGES, type AdminPosition } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { StaffWalletRow } from '../api/wallets';

const ADA: StaffWalletRow = {
  number: 1,
  custom_id: 'C-ADA',
  student_id: 'AB123',
  full_name: 'OKAFOR Ada Grace',
  ledger_number: 'LDG0001',
  balance_kobo: 1_500_000,
};
const BALA: StaffWalletRow = {
  number: 2,
  custom_id: 'C-BALA',
  student_id: 'CD456',
  full_name: 'MUSA Bala',
  ledger_number: null,
  balance_kobo: -250_000,
};

function listOf(items: StaffWalletRow[], total = items.length, page = 1) {
  return ok({ items, total, page, page_size: 20 });
}

function signIn(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

describe('Staff wallets', () => {
  it('lists the wallets with the instruction, and pages', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    signIn('bursar', {
      'GET /api/wallets/portal': ({ url }) => {
        searches.push(url.search);
        return url.searchParams.get('page') === '2' ? listOf([BALA], 21, 2) : listOf([ADA], 21, 1);
      },
    });
    const app = renderApp('/admin/all-portal-wallets');
    await screen.findByRole('heading', { level: 1, name: 'Portal Wallets' });
    expect(screen.getByText('Portal wallets only apply to registrations.')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Full Name', 'Ledger Number', 'Balance', 'New Balance', 'Statement']);
    expect(within(table).getByText(formatNaira(1_500_000))).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('MUSA Bala')).toBeInTheDocument();
    expect(screen.getByText(formatNaira(-250_000))).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(app.location().search).toBe('?page=2');
    expect(searches).toEqual(['?page=1&q=', '?page=2&q=']);
  });

  it("refuses an empty amount with 'Please fill out required field' and sends nothing", async () => {
    const user = userEvent.setup();
    const api = signIn('ict', { 'GET /api/wallets/portal': listOf([ADA]) });
    renderApp('/admin/all-portal-wallets');
    await user.click(await screen.findByRole('button', { name: 'Go: set the balance of OKAFOR Ada Grace' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_MESSAGES.fillRequired);
    expect(api.calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it("sets a balance with the balance shown and the reason, then shows 'Portal Wallet Changed'", async () => {
    const user = userEvent.setup();
    let balance = ADA.balance_kobo;
    let body: unknown;
    const api = signIn('bursar', {
      'GET /api/wallets/portal': () => listOf([{ ...ADA, balance_kobo: balance }]),
      'PUT /api/wallets/portal/C-ADA/balance': (request) => {
        body = request.body;
        balance = 2_000_000;
        return ok({ message: WALLET_MESSAGES.portalChanged, balance_kobo: balance });
      },
    });
    renderApp('/admin/all-portal-wallets');
    const input = await screen.findByLabelText('New Balance (NGN) for OKAFOR Ada Grace');
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveValue('Ledger balance update');
    await user.clear(reason);
    await user.type(reason, 'Bursary ledger 2025/2026');
    await user.type(input, '20000');
    await user.click(screen.getByRole('button', { name: 'Go: set the balance of OKAFOR Ada Grace' }));

    const dialog = await screen.findByRole('dialog', { name: 'Portal Wallet Changed' });
    expect(body).toEqual({ amount: '20000', expected_balance_kobo: 1_500_000, reason: 'Bursary ledger 2025/2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(formatNaira(2_000_000))).toBeInTheDocument();
    expect(api.calls().filter((c) => c === 'GET /api/wallets/portal').length).toBeGreaterThanOrEqual(2);
  });

  it("accepts a negative amount and shows 'Accommodation Wallet Changed' on the accommodation list", async () => {
    const user = userEvent.setup();
    let body: unknown;
    signIn('ict', {
      'GET /api/wallets/accommodation': listOf([ADA]),
      'PUT /api/wallets/accommodation/C-ADA/balance': (request) => {
        body = request.body;
        return ok({ message: WALLET_MESSAGES.accommodationChanged, balance_kobo: -500_000 });
      },
    });
    renderApp('/admin/all-accommodation-wallets');
    await screen.findByRole('heading', { level: 1, name: 'Accommodation Wallets' });
    expect(screen.getByText('Accommodation wallets only apply to hostel accommodation.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('New Balance (NGN) for OKAFOR Ada Grace'), '-5000');
    await user.click(screen.getByRole('button', { name: 'Go: set the balance of OKAFOR Ada Grace' }));
    // Since issue 15 §3 a balance below zero is confirmed first, with its reason.
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Negative Balance' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Damaged mattress, Block C');
    await user.click(within(confirm).getByRole('button', { name: 'Set Negative Balance' }));
    expect(await screen.findByRole('dialog', { name: 'Accommodation Wallet Changed' })).toBeInTheDocument();
    expect(body).toEqual({
      amount: '-5000',
      expected_balance_kobo: 1_500_000,
      reason: 'Damaged mattress, Block C',
      confirm_negative: true,
    });
  });

  it('asks before a negative balance: current, new and difference, a required reason; Cancel sends nothing (issue 15 §3)', async () => {
    const user = userEvent.setup();
    const api = signIn('bursar', { 'GET /api/wallets/portal': listOf([ADA]) });
    renderApp('/admin/all-portal-wallets');
    await user.type(await screen.findByLabelText('New Balance (NGN) for OKAFOR Ada Grace'), '-5');
    await user.click(screen.getByRole('button', { name: 'Go: set the balance of OKAFOR Ada Grace' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Negative Balance' });
    const value = (term: string) => within(confirm).getByText(term).nextSibling;
    expect(value('Current balance')).toHaveTextContent(formatNaira(1_500_000));
    expect(value('New balance')).toHaveTextContent(formatNaira(-500));
    expect(value('Difference')).toHaveTextContent(formatNaira(-1_500_500));
    const reason = within(confirm).getByLabelText('Reason');
    expect(reason).toHaveValue('');
    const setNegative = within(confirm).getByRole('button', { name: 'Set Negative Balance' });
    expect(setNegative).toBeDisabled();
    await user.click(reason);
    await user.tab();
    expect(await within(confirm).findByText('*Required')).toBeInTheDocument();
    expect(setNegative).toBeDisabled();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('shows a 409 and reloads the row with the balance as it is now', async () => {
    const user = userEvent.setup();
    let balance = ADA.balance_kobo;
    signIn('ict', {
      'GET /api/wallets/portal': () => listOf([{ ...ADA, balance_kobo: balance }]),
      'PUT /api/wallets/portal/C-ADA/balance': () => {
        balance = 1_800_000;
        return fail(WALLET_MESSAGES.balanceChanged, 409);
      },
    });
    renderApp('/admin/all-portal-wallets');
    await user.type(await screen.findByLabelText('New Balance (NGN) for OKAFOR Ada Grace'), '9000');
    await user.click(screen.getByRole('button', { name: 'Go: set the balance of OKAFOR Ada Grace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_MESSAGES.balanceChanged);
    expect(await screen.findByText(formatNaira(1_800_000))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(WALLET_MESSAGES.balanceChanged);
  });

  it('shows no Go controls to the auditor, who may still read a statement', async () => {
    const user = userEvent.setup();
    signIn('auditor', {
      'GET /api/wallets/portal': listOf([ADA, BALA]),
      'GET /api/wallets/portal/C-ADA/entries': ok({
        student_id: 'AB123',
        full_name: 'OKAFOR Ada Grace',
        balance_kobo: 1_500_000,
        entries: [
          {
            id: 9,
            kind: 'adjustment',
            amount_kobo: 500_000,
            balance_after_kobo: 1_500_000,
            reference: null,
            reason: 'Ledger balance update',
            by: 'bursar',
            created_at: '2025-10-03T08:00:00Z',
          },
        ],
      }),
    });
    renderApp('/admin/all-portal-wallets');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: /^Go/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument();
    expect(screen.getByText('Your office can view wallets but not change them.')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Statement of OKAFOR Ada Grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement: OKAFOR Ada Grace' });
    expect(await within(dialog).findByText('Balance adjustment')).toBeInTheDocument();
    expect(within(dialog).getByText('bursar')).toBeInTheDocument();
    expect(within(dialog).getByText(`+${formatNaira(500_000)}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches as the officer types (debounced) and sends q', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    signIn('ict', {
      'GET /api/wallets/portal': ({ url }) => {
        searches.push(url.search);
        return url.searchParams.get('q') === 'musa' ? listOf([BALA]) : listOf([ADA, BALA]);
      },
    });
    const app = renderApp('/admin/all-portal-wallets');
    await screen.findByText('OKAFOR Ada Grace');
    await user.type(screen.getByLabelText('Search by name, Student ID or ledger number'), 'musa');

    await waitFor(() => expect(screen.queryByText('OKAFOR Ada Grace')).not.toBeInTheDocument());
    expect(searches).toEqual(['?page=1&q=', '?page=1&q=musa']);
    expect(app.location().search).toBe('?q=musa');
  });

  it("shows 'No record found.' for an empty list", async () => {
    signIn('ict', { 'GET /api/wallets/portal': listOf([]) });
    renderApp('/admin/all-portal-wallets');
    expect(await screen.findByText('No record found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is refused to offices that do not see wallets', async () => {
    const api = signIn('registrar', {});
    renderApp('/admin/all-portal-wallets');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });
});
