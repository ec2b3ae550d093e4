import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatDateTime,
  formatNaira,
  QUERY_TRANSFER_TEXTS,
  RECEIPT_MESSAGES,
  type AdminPosition,
  type TransferFound,
} from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { CaptureReceiptResponse, LedgerLookupResponse, QueryReceiptResponse, ReceiptView } from '../api/receipts';

const LEDGER = 'JETS/L/2025/AB123';

const RECEIPT: ReceiptView = {
  id: 7,
  receipt_number: 'BR-0042',
  description: 'tuition',
  description_label: 'Tuition',
  wallet_kind: 'portal',
  amount_kobo: 2_500_000,
  period_id: '120252026',
  captured_at: '2025-10-02T09:30:00Z',
  captured_by: 'OKAFOR Grace (bursar)',
};

function lookup(overrides: Partial<LedgerLookupResponse> = {}): LedgerLookupResponse {
  return {
    student: {
      custom_id: 'C-ADA',
      student_id: 'AB123',
      full_name: 'OKAFOR Ada',
      programme: 'MA in Old Testament',
      ledger_number: LEDGER,
    },
    wallets: { portal_kobo: 1_000_000, accommodation_kobo: 350_000 },
    period: { period_id: '120252026', semester: '1st', session: '2025/2026' },
    registration_status: 'incomplete',
    registration_status_label: 'Incomplete Registration',
    can_capture: true,
    notice: null,
    recent_receipts: [],
    ...overrides,
  };
}

function signIn(office: AdminPosition, handlers: Record<string, MockHandler> = {}) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

async function openDesk() {
  renderApp('/admin/capture-query-receipt');
  await screen.findByRole('heading', { level: 1, name: 'Capture/Query Receipt' });
  return {
    capture: screen.getByRole('region', { name: 'Capture Receipt' }),
    query: screen.getByRole('region', { name: 'Query Receipt' }),
  };
}

async function search(card: HTMLElement, ledger = LEDGER) {
  const user = userEvent.setup();
  await user.type(within(card).getByLabelText('Ledger Number'), ledger);
  await user.click(within(card).getByRole('button', { name: 'Search' }));
  return user;
}

describe('Capture Receipt', () => {
  it("needs at least 7 characters of ledger number ('*Invalid')", async () => {
    const user = userEvent.setup();
    const api = signIn('bursar');
    const { capture } = await openDesk();
    const field = within(capture).getByLabelText('Ledger Number');
    const button = within(capture).getByRole('button', { name: 'Search' });
    await user.type(field, 'JETS/1');
    expect(await within(capture).findByText('*Invalid')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeDisabled();
    await user.type(field, '2');
    await waitFor(() => expect(within(capture).queryByText('*Invalid')).not.toBeInTheDocument());
    expect(button).toBeEnabled();
    expect(api.calls()).not.toContain('GET /api/receipts/ledger');
  });

  it('says when the ledger number was not found', async () => {
    signIn('bursar', { 'GET /api/receipts/ledger': fail(RECEIPT_MESSAGES.ledgerNotFound, 404) });
    const { capture } = await openDesk();
    await search(capture, 'JETS/L/9999');
    expect(await within(capture).findByRole('alert')).toHaveTextContent(
      'Not Found - Inputed Ledger Number was not found.',
    );
  });

  it('shows the student and both wallets, validates the form and captures the receipt', async () => {
    let asked: URLSearchParams | undefined;
    let body: unknown;
    let captured = false;
    const answer: CaptureReceiptResponse = {
      message: RECEIPT_MESSAGES.captured,
      receipt: { ...RECEIPT, receipt_number: 'br-0050', amount_kobo: 2_500_000 },
      balance_after_kobo: 3_500_000,
    };
    const api = signIn('assistant bursar', {
      'GET /api/receipts/ledger': ({ url }) => {
        asked = url.searchParams;
        return ok(
          captured
            ? lookup({
                wallets: { portal_kobo: 3_500_000, accommodation_kobo: 350_000 },
                recent_receipts: [answer.receipt],
              })
            : lookup(),
        );
      },
      'POST /api/receipts': (request) => {
        body = request.body;
        captured = true;
        return ok(answer);
      },
    });
    const { capture } = await openDesk();
    const user = await search(capture, ` ${LEDGER} `);
    const details = await within(capture).findByLabelText('Student');
    expect(asked?.get('ledger_number')).toBe(LEDGER);
    const terms = within(details)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Full Name',
      'Student ID',
      'Programme',
      'Ledger Number',
      'Portal Wallet',
      'Accommodation Wallet',
      'Registration (1st Semester, 2025/2026)',
    ]);
    expect(within(details).getByText('OKAFOR Ada')).toBeInTheDocument();
    expect(within(details).getByText(formatNaira(1_000_000))).toBeInTheDocument();
    expect(within(details).getByText(formatNaira(350_000))).toBeInTheDocument();
    expect(within(details).getByText('Incomplete Registration')).toBeInTheDocument();

    // Validation texts: every field required, the amount a whole number of naira, the number well formed.
    await user.click(within(capture).getByRole('button', { name: 'Capture Receipt' }));
    expect(await within(capture).findAllByText('*Required')).toHaveLength(3);
    expect(api.calls()).not.toContain('POST /api/receipts');
    const description = within(capture).getByLabelText('Description');
    expect(
      within(description)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Tuition', 'Work Scholarship', 'Other Scholarship', 'Ledger Transfer', 'Accommodation']);
    await user.selectOptions(description, 'tuition');
    await user.type(within(capture).getByLabelText('Amount'), '25000.50');
    await user.type(within(capture).getByLabelText('Receipt Number'), '=SUM(A1)');
    await user.click(within(capture).getByRole('button', { name: 'Capture Receipt' }));
    expect(await within(capture).findAllByText('*Invalid')).toHaveLength(2);
    expect(api.calls()).not.toContain('POST /api/receipts');

    await user.clear(within(capture).getByLabelText('Amount'));
    await user.type(within(capture).getByLabelText('Amount'), '25,000');
    await user.clear(within(capture).getByLabelText('Receipt Number'));
    await user.type(within(capture).getByLabelText('Receipt Number'), 'br-0050');
    await user.click(within(capture).getByRole('button', { name: 'Capture Receipt' }));

    const dialog = await screen.findByRole('dialog', { name: 'Receipt Captured' });
    expect(within(dialog).getByText(RECEIPT_MESSAGES.captured)).toBeInTheDocument();
    expect(within(dialog).getByText('br-0050')).toBeInTheDocument();
    expect(within(dialog).getByText(formatNaira(3_500_000))).toBeInTheDocument();
    expect(body).toEqual({ ledger_number: LEDGER, description: 'tuition', amount: 25000, receipt_number: 'br-0050' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    // The lookup is read again: the new balance and the receipt among the recent ones.
    await waitFor(() => expect(within(capture).getByText(formatNaira(3_500_000))).toBeInTheDocument());
    const recent = within(capture).getByRole('table', { name: 'Recent receipts of OKAFOR Ada' });
    expect(within(recent).getByText('br-0050')).toBeInTheDocument();
    expect(within(capture).getByLabelText('Receipt Number')).toHaveValue('');
    // The emptied form does not greet the officer with errors, even as focus moves through it.
    await user.click(within(capture).getByLabelText('Receipt Number'));
    await user.tab();
    expect(within(capture).queryByText('*Required')).not.toBeInTheDocument();
  });

  it('shows the duplicate answer word for word', async () => {
    const duplicate = RECEIPT_MESSAGES.duplicate('BR-0042');
    signIn('bursar', {
      'GET /api/receipts/ledger': ok(lookup({ recent_receipts: [RECEIPT] })),
      'POST /api/receipts': fail(duplicate, 409),
    });
    const { capture } = await openDesk();
    const user = await search(capture);
    await user.selectOptions(await within(capture).findByLabelText('Description'), 'accommodation');
    await user.type(within(capture).getByLabelText('Amount'), '5000');
    await user.type(within(capture).getByLabelText('Receipt Number'), 'br-0042');
    await user.click(within(capture).getByRole('button', { name: 'Capture Receipt' }));
    expect(await within(capture).findByRole('alert')).toHaveTextContent(
      'Duplicate! BR-0042 has been captured before now. Please confirm and try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the notice and no form when the ledger balance has not been entered', async () => {
    signIn('ict', {
      'GET /api/receipts/ledger': ok(
        lookup({
          registration_status: 'awaiting dean',
          registration_status_label: "Awaiting DPAA's Office",
          can_capture: false,
          notice: RECEIPT_MESSAGES.ledgerBalanceNotEntered,
        }),
      ),
    });
    const { capture } = await openDesk();
    await search(capture);
    expect(await within(capture).findByText(RECEIPT_MESSAGES.ledgerBalanceNotEntered)).toBeInTheDocument();
    expect(within(capture).queryByLabelText('Description')).not.toBeInTheDocument();
    expect(within(capture).queryByRole('button', { name: 'Capture Receipt' })).not.toBeInTheDocument();
  });

  it('lets the auditor look a student up but not capture', async () => {
    signIn('auditor', {
      'GET /api/receipts/ledger': ok(lookup({ can_capture: false, recent_receipts: [RECEIPT] })),
    });
    const { capture } = await openDesk();
    await search(capture);
    expect(await within(capture).findByText('Your office may view receipts but not capture them.')).toBeInTheDocument();
    expect(within(capture).queryByRole('button', { name: 'Capture Receipt' })).not.toBeInTheDocument();
    const recent = within(capture).getByRole('table', { name: 'Recent receipts of OKAFOR Ada' });
    expect(
      within(recent)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Receipt Number', 'Description', 'Amount', 'Date', 'Captured By']);
    expect(within(recent).getByText('BR-0042')).toBeInTheDocument();
  });
});

describe('Query Receipt', () => {
  const FOUND: QueryReceiptResponse = {
    receipt: RECEIPT,
    student: {
      custom_id: 'C-ADA',
      student_id: 'AB123',
      full_name: 'OKAFOR Ada',
      programme: 'MA in Old Testament',
      ledger_number: LEDGER,
    },
    officer: { name: 'OKAFOR Grace', position: 'bursar' },
    entry: {
      id: 901,
      kind: 'receipt',
      wallet_kind: 'portal',
      amount_kobo: 2_500_000,
      balance_after_kobo: 3_500_000,
      reference: 'BR-0042',
      reason: 'Bursary receipt BR-0042 (Tuition), captured by OKAFOR Grace (bursar)',
      created_at: '2025-10-02T09:30:00Z',
    },
  };

  it('says when a receipt number was not found', async () => {
    const user = userEvent.setup();
    signIn('auditor', { 'GET /api/receipts/query': fail(RECEIPT_MESSAGES.notFound('XYZ-1'), 404) });
    const { query } = await openDesk();
    await user.type(within(query).getByLabelText('Receipt Number'), 'XYZ-1');
    await user.click(within(query).getByRole('button', { name: 'Query' }));
    expect(await within(query).findByRole('alert')).toHaveTextContent(
      'Not found! Receipt number: XYZ-1 was not found.',
    );
  });

  it('shows the receipt, its student, the officer and its ledger entry', async () => {
    const user = userEvent.setup();
    let asked: string | null = null;
    signIn('bursar', {
      'GET /api/receipts/query': ({ url }) => {
        asked = url.searchParams.get('receipt_number');
        return ok(FOUND);
      },
    });
    const { query } = await openDesk();
    await user.type(within(query).getByLabelText('Receipt Number'), 'br-0042');
    await user.click(within(query).getByRole('button', { name: 'Query' }));
    const receipt = await within(query).findByLabelText('Receipt');
    expect(asked).toBe('br-0042');
    expect(
      within(receipt)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Receipt Number', 'Description', 'Amount', 'Wallet', 'Student', 'Captured By', 'Date']);
    expect(within(receipt).getByText('BR-0042')).toBeInTheDocument();
    expect(within(receipt).getByText('Portal')).toBeInTheDocument();
    expect(within(receipt).getByText(`OKAFOR Ada (AB123, ${LEDGER})`)).toBeInTheDocument();
    expect(within(receipt).getByText('OKAFOR Grace (bursar)')).toBeInTheDocument();
    const entry = within(query).getByLabelText('Ledger Entry');
    expect(within(entry).getByText('#901')).toBeInTheDocument();
    expect(within(entry).getByText(formatNaira(3_500_000))).toBeInTheDocument();
    expect(within(entry).getByText(FOUND.entry.reason)).toBeInTheDocument();
  });

  describe('a bank transfer by its reference (issue 29 §3)', () => {
    const TRANSFER: TransferFound = {
      bank_transfer: {
        reference: 'SBX-TRF-DEMO00000001',
        status: 'credited',
        status_label: 'Credited',
        student: { custom_id: 'C-ADA', student_id: 'AB123', full_name: 'OKAFOR Ada', ledger_number: LEDGER },
        amount_kobo: 3_500_000,
        fee_kobo: 35_000,
        sender_name: 'ADAMU J.',
        sender_bank: 'GTBank',
        narration: 'NIP/ADAMU J./school fees',
        account_number: '9912345678',
        received_at: '2025-10-02T09:30:00Z',
        exception_reason: null,
        assigned_by: null,
      },
    };

    async function search(answer: TransferFound, typed: string) {
      const user = userEvent.setup();
      let asked: string | null = null;
      signIn('auditor', {
        'GET /api/receipts/query': ({ url }) => {
          asked = url.searchParams.get('receipt_number');
          return ok(answer);
        },
      });
      const { query } = await openDesk();
      expect(within(query).getByLabelText('Receipt Number')).toHaveAccessibleDescription(QUERY_TRANSFER_TEXTS.hint);
      await user.type(within(query).getByLabelText('Receipt Number'), typed);
      await user.click(within(query).getByRole('button', { name: 'Query' }));
      const found = await within(query).findByLabelText('Bank Transfer');
      expect(asked).toBe(typed);
      return found;
    }

    it('shows the student, amount, fee, sender, date and status of a credited transfer', async () => {
      const found = await search(TRANSFER, 'sbx-trf-demo00000001');
      expect(
        within(found)
          .getAllByRole('term')
          .map((t) => t.textContent),
      ).toEqual([
        'Reference',
        'Status',
        'Student',
        'Amount',
        "Provider's Fee",
        'Sender',
        'Narration',
        'Sent To Account',
        'Date Received',
      ]);
      expect(within(found).getByText('Credited')).toBeInTheDocument();
      expect(within(found).getByText(`OKAFOR Ada (AB123, ${LEDGER})`)).toBeInTheDocument();
      expect(within(found).getByText(formatNaira(3_500_000))).toBeInTheDocument();
      expect(within(found).getByText(formatNaira(35_000))).toBeInTheDocument();
      expect(within(found).getByText('ADAMU J., GTBank')).toBeInTheDocument();
      expect(within(found).getByText(formatDateTime('2025-10-02T09:30:00Z'))).toBeInTheDocument();
      expect(screen.queryByLabelText('Ledger Entry')).toBeNull();
    });

    it('says "Unassigned exception" for a transfer no student holds yet, with why', async () => {
      const found = await search(
        {
          bank_transfer: {
            ...TRANSFER.bank_transfer,
            reference: 'SBX-TRF-DEMO00000003',
            status: 'exception',
            status_label: 'Exception: not yet assigned',
            student: null,
            amount_kobo: null,
            exception_reason: 'The account it was sent to belongs to no student.',
          },
        },
        'SBX-TRF-DEMO00000003',
      );
      expect(within(found).getByText(QUERY_TRANSFER_TEXTS.unassigned)).toBeInTheDocument();
      expect(within(found).getByText('Exception: not yet assigned')).toBeInTheDocument();
      expect(within(found).getByText(QUERY_TRANSFER_TEXTS.unreadableAmount)).toBeInTheDocument();
      expect(within(found).getByText('The account it was sent to belongs to no student.')).toBeInTheDocument();
    });
  });
});
