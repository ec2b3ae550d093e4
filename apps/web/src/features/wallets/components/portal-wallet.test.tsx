import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira, WALLET_MESSAGES } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import { stubLocationAssign } from '../../../test/stub-location';
import type { MyWallets, WalletEntry } from '../api/wallets';

const ENTRIES: WalletEntry[] = [
  {
    id: 3,
    kind: 'registration',
    amount_kobo: -1_250_050,
    balance_after_kobo: 1_249_950,
    reference: null,
    reason: '1st semester 2025/2026',
    by: 'Okafor',
    created_at: '2025-10-02T09:30:00Z',
  },
  {
    id: 2,
    kind: 'top-up',
    amount_kobo: 2_000_000,
    balance_after_kobo: 2_500_000,
    reference: 'PTL-ABC123',
    reason: 'Online top-up',
    by: 'Paystack',
    created_at: '2025-10-01T12:00:00Z',
  },
];

function wallets(overrides: Partial<MyWallets> = {}): MyWallets {
  return {
    portal: { balance_kobo: 1_249_950, entries: ENTRIES },
    accommodation: { balance_kobo: 4_500_000, entries: [] },
    top_ups: [],
    provider: 'sandbox',
    bank_accounts: [
      { label: 'Undergraduate', details: 'First Bank 3012345678 ECWA Theological Seminary UG', example: false },
      { label: 'Postgraduate', details: 'Access Bank 0712345678 ECWA Theological Seminary PG', example: false },
    ],
    ...overrides,
  };
}

function openWallet(path: string, handlers: Record<string, MockHandler> = {}) {
  const session = storeTestSession({ role: 'student' });
  const api = mockApi({
    'GET /api/auth/me': ok(currentUser(session)),
    'GET /api/students/me/wallets': ok(wallets()),
    ...handlers,
  });
  const app = renderApp(path);
  return { api, app };
}

const walletCalls = (calls: string[]) => calls.filter((c) => c === 'GET /api/students/me/wallets');

afterEach(() => {
  vi.useRealTimers();
});

describe('Portal Wallet', () => {
  it('shows the balance and the statement in naira, with one request for the page', async () => {
    const { api } = openWallet('/student/portal-wallet');
    await screen.findByRole('heading', { level: 1, name: 'Portal Wallet' });
    expect(await screen.findByText(formatNaira(1_249_950), { selector: 'strong' })).toBeInTheDocument();

    const statement = screen.getByRole('region', { name: 'Statement' });
    const table = within(statement).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Description', 'By', 'Amount', 'Balance']);
    const [debit, credit] = within(table).getAllByRole('row').slice(1);
    expect(within(debit!).getByText('Semester registration')).toBeInTheDocument();
    expect(within(debit!).getByText('1st semester 2025/2026')).toBeInTheDocument();
    expect(within(debit!).getByText(`\u2212${formatNaira(1_250_050)}`)).toHaveClass('statement__amount--debit');
    expect(within(credit!).getByText('Online top-up')).toBeInTheDocument();
    expect(within(credit!).getByText(`+${formatNaira(2_000_000)}`)).toHaveClass('statement__amount--credit');
    expect(within(credit!).getByText(formatNaira(2_500_000))).toBeInTheDocument();
    expect(within(credit!).getByText('Paystack')).toBeInTheDocument();
    expect(walletCalls(api.calls())).toHaveLength(1);
  });

  it("shows 'No record found.' for an empty statement and lists both bank accounts", async () => {
    openWallet('/student/portal-wallet', {
      'GET /api/students/me/wallets': ok(wallets({ portal: { balance_kobo: 0, entries: [] } })),
    });
    const statement = await screen.findByRole('region', { name: 'Statement' });
    expect(within(statement).getByText('No record found.')).toBeInTheDocument();

    const bank = screen.getByRole('region', { name: 'Pay by Bank Transfer' });
    const items = within(bank).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'UndergraduateFirst Bank 3012345678 ECWA Theological Seminary UG',
      'PostgraduateAccess Bank 0712345678 ECWA Theological Seminary PG',
    ]);
    expect(within(bank).getByText(/proceed to the Bursary/)).toBeInTheDocument();
  });

  it('shows no bank-account block at all when the server lists none (a real deployment without the settings)', async () => {
    openWallet('/student/portal-wallet', { 'GET /api/students/me/wallets': ok(wallets({ bank_accounts: [] })) });
    await screen.findByRole('region', { name: 'Statement' });
    expect(screen.queryByRole('region', { name: 'Pay by Bank Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/BANK_ACCOUNT/)).not.toBeInTheDocument();
    expect(screen.queryByText(/proceed to the Bursary/)).not.toBeInTheDocument();
  });

  it('marks example accounts (the demo) as examples', async () => {
    openWallet('/student/portal-wallet', {
      'GET /api/students/me/wallets': ok(
        wallets({
          bank_accounts: [
            {
              label: 'Undergraduate',
              details: 'First Bank of Nigeria, ECWA Theological Seminary Undergraduate, 3012345678',
              example: true,
            },
          ],
        }),
      ),
    });
    const bank = await screen.findByRole('region', { name: 'Pay by Bank Transfer' });
    expect(within(bank).getByText('Example accounts for this demonstration: do not pay into them.')).toBeVisible();
    expect(within(bank).getByRole('listitem')).toHaveTextContent(
      'Undergraduate ExampleFirst Bank of Nigeria, ECWA Theological Seminary Undergraduate, 3012345678',
    );
  });

  it("refuses '5,000' and starts a top-up with the digits, then goes to the provider", async () => {
    const user = userEvent.setup();
    const assign = stubLocationAssign();
    let body: unknown;
    const { api } = openWallet('/student/portal-wallet', {
      'POST /api/students/me/top-ups': (request) => {
        body = request.body;
        return ok({ reference: 'PTL-NEW1', authorization_url: '/sandbox-gateway/checkout/PTL-NEW1' });
      },
    });
    const topUp = await screen.findByRole('region', { name: 'Top Up' });
    const amount = within(topUp).getByLabelText('Amount (NGN)');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    const pay = within(topUp).getByRole('button', { name: 'Pay with Card or Bank' });

    await user.type(amount, '5,000');
    expect(await within(topUp).findByText('*Invalid')).toBeInTheDocument();
    expect(pay).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '5000');
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/checkout/PTL-NEW1'));
    expect(body).toEqual({ amount: '5000' });
    expect(within(topUp).getByRole('button', { name: 'Processing..' })).toBeDisabled();
    expect(api.calls()).toContain('POST /api/students/me/top-ups');
  });

  it('sends the payer to an external https checkout but never to another scheme', async () => {
    const user = userEvent.setup();
    const assign = stubLocationAssign();
    const url = 'https://checkout.paystack.com/abc123';
    openWallet('/student/portal-wallet', {
      'POST /api/students/me/top-ups': () => ok({ reference: 'PTL-X', authorization_url: url }),
    });
    const topUp = await screen.findByRole('region', { name: 'Top Up' });
    await user.type(within(topUp).getByLabelText('Amount (NGN)'), '2500');
    await user.click(within(topUp).getByRole('button', { name: 'Pay with Card or Bank' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc123'));
  });

  it('verifies a returning payment once, shows the answer, refetches and turns off the top-up', async () => {
    const verified: unknown[] = [];
    let balance = 1_249_950;
    const { api, app } = openWallet('/student/portal-wallet?reference=PTL-RET1&trxref=PTL-RET1', {
      'GET /api/students/me/wallets': () => ok(wallets({ portal: { balance_kobo: balance, entries: ENTRIES } })),
      'POST /api/students/me/top-ups/verify': (request) => {
        verified.push(request.body);
        balance = 1_749_950;
        return ok({ message: WALLET_MESSAGES.credited, balance_kobo: balance });
      },
    });

    const message = await screen.findByText(WALLET_MESSAGES.credited);
    expect(message).toHaveClass('feedback--success');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText(formatNaira(1_749_950), { selector: 'strong' })).toBeInTheDocument();
    expect(verified).toEqual([{ reference: 'PTL-RET1' }]);
    expect(app.location().search).toBe('');
    expect(app.router.state.historyAction).toBe('REPLACE');

    const topUp = screen.getByRole('region', { name: 'Top Up' });
    expect(within(topUp).getByRole('button', { name: 'Pay with Card or Bank' })).toBeDisabled();
    expect(within(topUp).getByLabelText('Amount (NGN)')).toBeDisabled();
    await waitFor(() => expect(walletCalls(api.calls())).toHaveLength(2));
    expect(api.calls().filter((c) => c === 'POST /api/students/me/top-ups/verify')).toHaveLength(1);
  });

  it("shows 'Verifying..' while a returning payment is checked", async () => {
    let release: () => void = () => {};
    openWallet('/student/portal-wallet?reference=PTL-SLOW', {
      'POST /api/students/me/top-ups/verify': () =>
        new Promise((resolve) => {
          release = () => resolve(fail(WALLET_MESSAGES.failed));
        }),
    });
    expect(await screen.findByText('Verifying..', { selector: 'p' })).toBeInTheDocument();
    release();
    expect(await screen.findByText(WALLET_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.queryByText('Verifying..', { selector: 'p' })).not.toBeInTheDocument();
  });

  it.each([
    [WALLET_MESSAGES.alreadyProcessed, 409],
    [WALLET_MESSAGES.referenceUsed, 409],
    [WALLET_MESSAGES.notYours, 403],
    [WALLET_MESSAGES.notFound, 404],
    [WALLET_MESSAGES.failed, 400],
    [WALLET_MESSAGES.networkError, 502],
  ])("shows '%s' in red for 5 seconds", async (text, status) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openWallet('/student/portal-wallet?reference=PTL-ERR', {
      'POST /api/students/me/top-ups/verify': fail(text, status),
    });
    const message = await screen.findByText(text);
    expect(message).toHaveClass('feedback--error', 'feedback--red');
    // Still enabled: only a success turns the top-up off.
    expect(screen.getByLabelText('Amount (NGN)')).toBeEnabled();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it("shows 'Network error during verification' when the request cannot be sent", async () => {
    const user = userEvent.setup();
    openWallet('/student/portal-wallet', {
      'POST /api/students/me/top-ups/verify': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const form = await screen.findByRole('region', { name: 'Verify a Transaction Reference' });
    await user.type(within(form).getByLabelText('Transaction Reference'), 'PTL-OFFLINE');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(WALLET_MESSAGES.networkError)).toHaveClass('feedback--error', 'feedback--red');
  });

  it('verifies a typed reference and clears the success after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let body: unknown;
    const { api } = openWallet('/student/portal-wallet', {
      'POST /api/students/me/top-ups/verify': (request) => {
        body = request.body;
        return ok({ message: WALLET_MESSAGES.credited, balance_kobo: 1_349_950 });
      },
    });
    const form = await screen.findByRole('region', { name: 'Verify a Transaction Reference' });
    const verify = within(form).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(within(form).getByLabelText('Transaction Reference'), '  PTL-LATE9 ');
    await user.click(verify);

    expect(await screen.findByText(WALLET_MESSAGES.credited)).toHaveClass('feedback--success');
    expect(body).toEqual({ reference: 'PTL-LATE9' });
    expect(within(form).getByLabelText('Transaction Reference')).toHaveValue('');
    await waitFor(() => expect(walletCalls(api.calls())).toHaveLength(2));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText(WALLET_MESSAGES.credited)).not.toBeInTheDocument();
  });
});

describe('Accommodation Wallet', () => {
  it('shows the balance, the note and the statement, with no top-up', async () => {
    openWallet('/student/accommodation-wallet');
    await screen.findByRole('heading', { level: 1, name: 'Accommodation Wallet' });
    expect(await screen.findByText(formatNaira(4_500_000), { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Accommodation wallets apply only to hostel accommodation.')).toBeInTheDocument();
    const statement = screen.getByRole('region', { name: 'Statement' });
    expect(within(statement).getByText('No record found.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (NGN)')).not.toBeInTheDocument();
  });
});

describe('top-ups and their states (issue 9 §4)', () => {
  it('lists each top-up with its state, what it means and the fees the payer bore', async () => {
    const session = storeTestSession({ role: 'student' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/students/me/wallets': ok(
        wallets({
          top_ups: [
            {
              reference: 'JETS-1-AAA',
              amount_kobo: 500_000,
              charged_kobo: 507_600,
              state: 'credited',
              label: 'Credited',
              note: 'Added to your portal wallet.',
              created_at: '2025-10-03T10:00:00Z',
            },
            {
              reference: 'JETS-1-BBB',
              amount_kobo: 100_000,
              charged_kobo: null,
              state: 'processing',
              label: 'Processing',
              note: 'Still being processed; checked again automatically.',
              created_at: '2025-10-03T09:00:00Z',
            },
            {
              reference: 'JETS-1-CCC',
              amount_kobo: 200_000,
              charged_kobo: null,
              state: 'refunded',
              label: 'Refunded',
              note: 'Refunded after it was credited; the amount was taken back from your wallet.',
              created_at: '2025-10-02T09:00:00Z',
            },
          ],
        }),
      ),
    });
    renderApp('/student/portal-wallet');
    const section = await screen.findByRole('region', { name: 'Top-ups' });
    const table = within(section).getByRole('table', { name: 'Card and bank top-ups, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('JETS-1-AAA')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(`Charged ${formatNaira(507_600)} with fees`)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Credited')).toHaveClass('badge');
    expect(within(rows[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Still being processed; checked again automatically.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Refunded')).toHaveClass('badge--danger');
  });

  it("shows 'No record found.' when the student has started no top-up", async () => {
    openWallet('/student/portal-wallet');
    const section = await screen.findByRole('region', { name: 'Top-ups' });
    expect(within(section).getByText('No record found.')).toBeInTheDocument();
  });

  it('shows the portal’s own Verification Failed text when the provider refused the portal’s key (502)', async () => {
    openWallet('/student/portal-wallet?reference=PTL-KEY', {
      'POST /api/students/me/top-ups/verify': fail(WALLET_MESSAGES.failed, 502),
    });
    expect(await screen.findByText(WALLET_MESSAGES.failed)).toHaveClass('feedback--error');
    expect(screen.queryByText(WALLET_MESSAGES.networkError)).not.toBeInTheDocument();
  });
});
