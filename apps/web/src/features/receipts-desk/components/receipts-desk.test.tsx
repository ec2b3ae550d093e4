import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira, WALLET_MESSAGES, type AdminPosition } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { PaymentLookup } from '../api/payments';

const PAID: PaymentLookup = {
  status: 'success',
  message: 'Successfully processed',
  amount_kobo: 500_000,
  currency: 'NGN',
  customer_name: 'Ada Okafor',
  phone: '08031234567',
  reference: 'PTL-DESK1',
  student_id: 'AB123',
  transaction_date: '2025-10-01T12:00:00Z',
  credited: false,
};

function signIn(office: AdminPosition, handlers: Record<string, MockHandler> = {}) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

async function openDesk() {
  renderApp('/admin/capture-query-receipt');
  await screen.findByRole('heading', { level: 1, name: 'Capture/Query Receipt' });
  return {
    verify: screen.getByRole('region', { name: 'Verify Online Payment' }),
    update: screen.getByRole('region', { name: 'Update Student Wallet' }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Bank Transfer Exceptions (issue 29)', () => {
  it('lists a transfer with what Paystack sent and assigns it to a student', async () => {
    const user = userEvent.setup();
    let assigned: unknown;
    let items = [
      {
        id: 7,
        reference: 'SBX-TRF-DEMO00000003',
        amount_kobo: 1_500_000,
        fee_kobo: 0,
        sender_name: 'MUSA K.',
        sender_bank: 'Access Bank',
        narration: 'NIP/MUSA K./school fees',
        account_number: '9900000000',
        status: 'exception',
        reason: 'The account it was sent to belongs to no student.',
        received_at: '2026-11-27T09:00:00Z',
        raw_event: { channel: 'dedicated_nuban' },
      },
    ];
    signIn('bursar', {
      'GET /api/bank-transfers/exceptions': () => ok({ items }),
      'POST /api/bank-transfers/7/assign': (request) => {
        assigned = request.body;
        items = [];
        return ok({ amount_kobo: 1_500_000, balance_kobo: 1_500_000 });
      },
    });
    await openDesk();
    const card = screen.getByRole('region', { name: 'Bank Transfer Exceptions' });
    expect(await within(card).findByText('SBX-TRF-DEMO00000003')).toBeVisible();
    expect(within(card).getByText(formatNaira(1_500_000))).toBeVisible();
    expect(within(card).getByText('MUSA K., Access Bank')).toBeVisible();
    await user.type(within(card).getByLabelText('Student ID'), '64004');
    await user.click(within(card).getByRole('button', { name: 'Assign to student' }));
    expect(await within(card).findByText('No bank transfer is waiting.')).toBeVisible();
    expect(assigned).toEqual({ student_id: '64004' });
    expect(within(card).queryByLabelText('Amount (₦)')).toBeNull();
  });

  it('asks the amount, checked by the money parser, only for a transfer whose amount could not be read', async () => {
    const user = userEvent.setup();
    let assigned: unknown;
    const unreadable = {
      id: 8,
      reference: 'SBX-TRF-DEMO00000004',
      amount_kobo: null,
      fee_kobo: 0,
      sender_name: 'GRACE P.',
      sender_bank: 'Zenith Bank',
      narration: 'NIP/GRACE P./fees',
      account_number: '9911111111',
      status: 'exception',
      reason: 'Its amount could not be read.',
      received_at: '2026-11-27T09:30:00Z',
      raw_event: { amount: '25000.5.0' },
    };
    let items = [unreadable];
    signIn('bursar', {
      'GET /api/bank-transfers/exceptions': () => ok({ items }),
      'POST /api/bank-transfers/8/assign': (request) => {
        assigned = request.body;
        items = [];
        return ok({ amount_kobo: 2_500_000, balance_kobo: 2_500_000 });
      },
    });
    await openDesk();
    const card = screen.getByRole('region', { name: 'Bank Transfer Exceptions' });
    expect(await within(card).findByText('Unreadable: check the bank statement')).toBeVisible();
    const button = within(card).getByRole('button', { name: 'Assign to student' });
    await user.type(within(card).getByLabelText('Student ID'), '64004');
    expect(button).toBeDisabled();
    const amount = within(card).getByLabelText('Amount (₦)');
    await user.type(amount, '25,00');
    expect(await within(card).findByText('*Invalid')).toBeVisible();
    expect(button).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '25,000');
    await user.click(button);
    expect(await within(card).findByText('No bank transfer is waiting.')).toBeVisible();
    expect(assigned).toEqual({ student_id: '64004', amount_naira: 25_000 });
  });
});

describe('Receipts desk', () => {
  // Issue 29 adds a fifth card: the bank transfers the portal could not credit by itself.
  it('shows five cards: Capture Receipt, Query Receipt, Verify Online Payment, Update Student Wallet, Bank Transfer Exceptions', async () => {
    signIn('assistant bursar');
    await openDesk();
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards).toEqual([
      'Capture Receipt',
      'Query Receipt',
      'Verify Online Payment',
      'Update Student Wallet',
      'Bank Transfer Exceptions',
    ]);
    const capture = screen.getByRole('region', { name: 'Capture Receipt' });
    expect(within(capture).getByLabelText('Ledger Number')).toBeInTheDocument();
    expect(within(capture).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const query = screen.getByRole('region', { name: 'Query Receipt' });
    expect(within(query).getByLabelText('Receipt Number')).toBeInTheDocument();
    expect(within(query).getByRole('button', { name: 'Query' })).toBeInTheDocument();
    expect(screen.queryByText('This card is not available yet.')).not.toBeInTheDocument();
  });

  it("verifies an online payment and shows the provider's fields", async () => {
    const user = userEvent.setup();
    let body: unknown;
    signIn('auditor', {
      'POST /api/payments/lookup': (request) => {
        body = request.body;
        return ok({ ...PAID, credited: true });
      },
    });
    const { verify } = await openDesk();
    await user.type(within(verify).getByLabelText('Transaction Id'), 'PTL-DESK1');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));

    expect(await within(verify).findByText('Successfully processed')).toBeInTheDocument();
    const terms = within(verify)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Status',
      'Message',
      'Amount',
      'Customer Name',
      'Phone',
      'Reference',
      'Student ID',
      'Transaction Date',
    ]);
    expect(within(verify).getByText(formatNaira(500_000))).toBeInTheDocument();
    expect(within(verify).getByText('Ada Okafor')).toBeInTheDocument();
    expect(within(verify).getByText('08031234567')).toBeInTheDocument();
    expect(within(verify).getByText('AB123')).toBeInTheDocument();
    expect(within(verify).getByText('Already credited')).toBeInTheDocument();
    expect(body).toEqual({ reference: 'PTL-DESK1' });
  });

  it('shows the not-found text of an unknown transaction id', async () => {
    const user = userEvent.setup();
    signIn('bursar', { 'POST /api/payments/lookup': fail(WALLET_MESSAGES.staffNotFound('NOPE1'), 404) });
    const { verify } = await openDesk();
    await user.type(within(verify).getByLabelText('Transaction Id'), 'NOPE1');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent('Transaction Id NOPE1 was not found');
  });

  it('updates a student wallet; the result dialog closes by itself after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let body: unknown;
    signIn('assistant bursar', {
      'POST /api/payments/credit': (request) => {
        body = request.body;
        return ok({ message: 'Action was Successful!', balance_kobo: 1_700_000 });
      },
    });
    const { update } = await openDesk();
    const button = within(update).getByRole('button', { name: 'Update Wallet' });
    await user.type(within(update).getByLabelText('Transaction Id'), 'PTL-DESK1');
    await user.type(within(update).getByLabelText('Student Id, Amount'), '5000');
    expect(await within(update).findByText('*Invalid')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(within(update).getByLabelText('Student Id, Amount'));
    await user.type(within(update).getByLabelText('Student Id, Amount'), '64004, 5000');
    await user.click(button);

    const dialog = await screen.findByRole('alertdialog', { name: 'Update Student Wallet' });
    expect(within(dialog).getByText('Action was Successful!')).toBeInTheDocument();
    expect(within(dialog).getByText(`New balance: ${formatNaira(1_700_000)}`)).toBeInTheDocument();
    expect(body).toEqual({ reference: 'PTL-DESK1', student_amount: '64004, 5000' });

    act(() => vi.advanceTimersByTime(9900));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, which closes with Ok", async () => {
    const user = userEvent.setup();
    const refusal = WALLET_MESSAGES.staffVerifyFirst('PTL-GONE');
    signIn('ict', { 'POST /api/payments/credit': fail(refusal, 404) });
    const { update } = await openDesk();
    await user.type(within(update).getByLabelText('Transaction Id'), 'PTL-GONE');
    await user.type(within(update).getByLabelText('Student Id, Amount'), 'ab123, 2000');
    await user.click(within(update).getByRole('button', { name: 'Update Wallet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Update Student Wallet' });
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not let the auditor update a wallet', async () => {
    signIn('auditor');
    const { update } = await openDesk();
    expect(within(update).getByRole('button', { name: 'Update Wallet' })).toBeDisabled();
    expect(within(update).getByLabelText('Student Id, Amount')).toBeDisabled();
    expect(within(update).getByText(/your office can verify them/)).toBeInTheDocument();
  });
});
