import { describe, expect, it } from 'vitest';
import {
  assembleReconciliation,
  enrollmentNote,
  enrollmentStatistics,
  inRegistrationGroups,
  isReceiptCaptureAllowed,
  nairaDecimal,
  printRegistrationPath,
  printTone,
  RECEIPT_DESCRIPTIONS,
  RECEIPT_MESSAGES,
  receiptNumberKey,
  reconciliationCsv,
  reconciliationWindow,
  registrationLogActions,
  registrationLogCsv,
  walletCreditedBy,
  watDay,
  type ReconciliationInput,
} from './bursary-desk.js';
import {
  captureReceiptSchema,
  ledgerLookupQuerySchema,
  queryReceiptSchema,
  reconciliationQuerySchema,
} from './schemas/bursary-desk.js';

describe('receipts', () => {
  it('credits the accommodation wallet for accommodation and the portal wallet for everything else', () => {
    expect(RECEIPT_DESCRIPTIONS.map((d) => [d, walletCreditedBy(d)])).toEqual([
      ['tuition', 'portal'],
      ['work scholarship', 'portal'],
      ['other scholarship', 'portal'],
      ['ledger transfer', 'portal'],
      ['accommodation', 'accommodation'],
    ]);
  });

  it('allows a capture only when the current registration is completed or incomplete', () => {
    expect(isReceiptCaptureAllowed('completed')).toBe(true);
    expect(isReceiptCaptureAllowed('incomplete')).toBe(true);
    for (const status of ['started', 'awaiting dean', 'disapproved', 'awaiting bursar', null, undefined]) {
      expect(isReceiptCaptureAllowed(status)).toBe(false);
    }
  });

  it('speaks the spec’s words', () => {
    expect(RECEIPT_MESSAGES.ledgerNotFound).toBe('Not Found - Inputed Ledger Number was not found.');
    expect(RECEIPT_MESSAGES.duplicate('BR/0042')).toBe(
      'Duplicate! BR/0042 has been captured before now. Please confirm and try again.',
    );
    expect(RECEIPT_MESSAGES.notFound('x9')).toBe('Not found! Receipt number: x9 was not found.');
  });

  it('compares receipt numbers without regard to letter case or spaces around them', () => {
    expect(receiptNumberKey('  BR/0042a ')).toBe(receiptNumberKey('br/0042A'));
  });

  it('validates the capture form', () => {
    const ok = captureReceiptSchema.parse({
      ledger_number: ' JETS/L/2025/0101 ',
      description: 'tuition',
      amount: '150,000',
      receipt_number: ' BR/2026/0042 ',
    });
    expect(ok).toEqual({
      ledger_number: 'JETS/L/2025/0101',
      description: 'tuition',
      amount: 150_000,
      receipt_number: 'BR/2026/0042',
    });
    const bad = (patch: Record<string, unknown>) =>
      captureReceiptSchema.safeParse({
        ledger_number: 'JETS/L/2025/0101',
        description: 'tuition',
        amount: '100',
        receipt_number: 'R1',
        ...patch,
      }).error?.issues[0]?.message;
    expect(bad({ amount: '0' })).toBe('*Invalid');
    expect(bad({ amount: '12.50' })).toBe('*Invalid');
    expect(bad({ amount: '-5' })).toBe('*Invalid');
    expect(bad({ amount: '' })).toBe('*Required');
    expect(bad({ description: 'gift' })).toBe('*Required');
    expect(bad({ receipt_number: '' })).toBe('*Required');
    expect(bad({ receipt_number: '=1+1' })).toBe('*Invalid');
    expect(bad({ receipt_number: '-5' })).toBe('*Invalid');
    expect(bad({ receipt_number: 'A  B' })).toBe('*Invalid');
    expect(bad({ ledger_number: 'JETS/1' })).toBe('*Invalid');
    expect(ledgerLookupQuerySchema.safeParse({ ledger_number: '123456' }).error?.issues[0]?.message).toBe('*Invalid');
    expect(ledgerLookupQuerySchema.parse({ ledger_number: '1234567' })).toEqual({ ledger_number: '1234567' });
    expect(queryReceiptSchema.parse({ receipt_number: 'br 42' })).toEqual({ receipt_number: 'br 42' });
  });
});

describe('registry logs', () => {
  it('colours a row green for the bursar’s print, light purple for the registrar’s, with the bursar first', () => {
    expect(printTone([])).toBeNull();
    expect(printTone(['dean'])).toBeNull();
    expect(printTone(['registrar'])).toBe('light-purple');
    expect(printTone(['bursar', 'registrar'])).toBe('green');
  });

  it('offers UT to the bursar and registrar before completion and only once; Print on completed rows', () => {
    expect(registrationLogActions('bursar', { status: 'incomplete', undertaking: false })).toEqual({
      canGrantUndertaking: true,
      canPrint: false,
    });
    expect(registrationLogActions('registrar', { status: 'started', undertaking: false }).canGrantUndertaking).toBe(
      true,
    );
    expect(registrationLogActions('bursar', { status: 'incomplete', undertaking: true }).canGrantUndertaking).toBe(
      false,
    );
    expect(registrationLogActions('ict', { status: 'incomplete', undertaking: false }).canGrantUndertaking).toBe(false);
    expect(registrationLogActions('bursar', { status: 'completed', undertaking: false })).toEqual({
      canGrantUndertaking: false,
      canPrint: true,
    });
    expect(printRegistrationPath('120252026', 'abc')).toBe('/admin/print-registration-form/120252026/abc');
  });

  it('splits rows into the five groups in their order, every group present', () => {
    const groups = inRegistrationGroups(
      [
        { n: 1, c: 'Diploma Programme' },
        { n: 2, c: 'Master of Divinity Programme' },
        { n: 3, c: 'Diploma Programme' },
      ],
      (r) => r.c,
    );
    expect(groups.map((g) => [g.group, g.rows.map((r) => r.n)])).toEqual([
      ['Master of Divinity', [2]],
      ['Masters', []],
      ['PGDT', []],
      ['BA', []],
      ['Diploma', [1, 3]],
    ]);
  });

  it('writes the registration log as CSV with the T marker and the print labels', () => {
    const rows = registrationLogCsv([
      {
        group: 'Masters',
        rows: [
          {
            number: 1,
            full_name: 'ADAMU Ruth',
            programme: 'MA in Old Testament',
            student_id: '65001',
            ledger_number: 'JETS/L/1',
            year: '6 (Returning)',
            status_label: 'Completed',
            undertaking: true,
            printed_by: ['bursar', 'registrar'],
            form_number: 'RA6500125',
          },
        ],
      },
    ]);
    expect(rows[1]).toEqual([
      'Masters',
      1,
      'ADAMU Ruth',
      'MA in Old Testament',
      '65001',
      'JETS/L/1',
      '6 (Returning)',
      'Completed',
      'T',
      'Printed by Bursar; Printed by Registrar',
      'RA6500125',
    ]);
  });
});

describe('enrollment statistics', () => {
  it('adds up rows, columns and the grand total (worked numbers)', () => {
    const stats = enrollmentStatistics([
      { category: 'Diploma Programme', status: 'started', count: 2 },
      { category: 'Diploma Programme', status: 'completed', count: 3 },
      { category: 'Masters Programme', status: 'awaiting dean', count: 4 },
      { category: 'Masters Programme', status: 'completed', count: 1 },
      { category: 'Master of Divinity Programme', status: 'incomplete', count: 5 },
    ]);
    expect(stats.rows.map((r) => r.label)).toEqual([
      'Diploma',
      'Bachelor of Arts',
      'PGDT',
      'Masters',
      'Master of Divinity',
    ]);
    expect(stats.columns.map((c) => c.label)).toEqual([
      'Started / Yet to Forward for Approval',
      'Awaiting Dean',
      'Disapproved',
      'Awaiting Bursar',
      'Incomplete / Yet to Submit',
      'Completed',
    ]);
    expect(stats.rows.map((r) => r.total)).toEqual([5, 0, 0, 5, 5]);
    expect(stats.columnTotals).toEqual({
      started: 2,
      'awaiting dean': 4,
      disapproved: 0,
      'awaiting bursar': 0,
      incomplete: 5,
      completed: 4,
    });
    expect(stats.grandTotal).toBe(15);
    expect(stats.initiated).toBe(15);
    expect(stats.completed).toBe(4);
    expect(stats.note).toBe('15 registrations initiated; 4 completed (27%).');
  });

  it('shows an Other row only for registrations outside the five categories', () => {
    const stats = enrollmentStatistics([
      { category: null, status: 'completed', count: 1 },
      { category: 'PGDT Programme', status: 'completed', count: 1 },
    ]);
    expect(stats.rows.at(-1)).toMatchObject({ label: 'Other', total: 1 });
    expect(stats.grandTotal).toBe(2);
    expect(stats.columnTotals.completed).toBe(2);
    expect(enrollmentStatistics([]).rows).toHaveLength(5);
    expect(enrollmentNote(0, 0)).toBe('0 registrations initiated; 0 completed (0%).');
    expect(enrollmentNote(1, 1)).toBe('1 registration initiated; 1 completed (100%).');
  });
});

describe('reconciliation', () => {
  it('takes whole days in West Africa Time (UTC+1), both included', () => {
    const w = reconciliationWindow('2026-01-05', '2026-01-06');
    expect(w.start.toISOString()).toBe('2026-01-04T23:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-01-06T23:00:00.000Z');
    expect(() => reconciliationWindow('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => reconciliationWindow('2026-01-06', '2026-01-05')).toThrow(RangeError);
    expect(watDay(new Date('2026-01-05T23:30:00Z'))).toBe('2026-01-06');
    expect(reconciliationQuerySchema.safeParse({ from: '2026-01-06', to: '2026-01-05' }).success).toBe(false);
    expect(reconciliationQuerySchema.safeParse({ from: '2026-1-6', to: '2026-01-07' }).success).toBe(false);
  });

  const window = reconciliationWindow('2026-01-05', '2026-01-05');
  const base: ReconciliationInput = {
    window,
    readAt: new Date('2026-01-05T12:00:00Z'),
    payments: [
      { status: 'credited', count: 2, amountKobo: 1_000_000 },
      { status: 'failed', count: 1, amountKobo: 50_000 },
    ],
    topUps: { viaPayment: { count: 2, amountKobo: 1_000_000 }, viaDesk: { count: 0, amountKobo: 0 } },
    receipts: [
      { officerId: 'b', officer: 'Ruth ADAMU (bursar)', description: 'tuition', count: 1, amountKobo: 700_000 },
    ],
    registrationDebits: [{ periodId: '120252026', period: '1st Semester, 2025/2026', count: 1, amountKobo: -900_000 }],
    adjustments: [
      {
        officerId: 'b',
        officer: 'Ruth ADAMU (bursar)',
        reason: 'x',
        count: 2,
        creditsKobo: 30_000,
        debitsKobo: -10_000,
      },
    ],
    movements: [
      // Before: 5,000 naira in portal wallets; during: top-ups 10,000, receipt 7,000, debit 9,000, adjustments +200.
      { walletKind: 'portal', entryKind: 'adjustment', beforeKobo: 500_000, duringKobo: 20_000, count: 2 },
      { walletKind: 'portal', entryKind: 'top-up', beforeKobo: 0, duringKobo: 1_000_000, count: 2 },
      { walletKind: 'portal', entryKind: 'receipt', beforeKobo: 0, duringKobo: 700_000, count: 1 },
      { walletKind: 'portal', entryKind: 'registration', beforeKobo: 0, duringKobo: -900_000, count: 1 },
    ],
    balances: [
      { walletKind: 'portal', wallets: 3, balanceKobo: 1_320_000 },
      { walletKind: 'accommodation', wallets: 3, balanceKobo: 0 },
    ],
    exceptions: [],
  };

  it('computes opening, movements by kind and closing per wallet kind, agreeing with the balances', () => {
    const r = assembleReconciliation(base);
    expect(r.reachesNow).toBe(true);
    const portal = r.wallets[0]!;
    expect(portal.walletKind).toBe('portal');
    expect(portal.openingKobo).toBe(500_000);
    expect(portal.movements.map((m) => [m.entryKind, m.amountKobo])).toEqual([
      ['top-up', 1_000_000],
      ['receipt', 700_000],
      ['registration', -900_000],
      ['add/drop', 0],
      ['hostel', 0],
      ['adjustment', 20_000],
      ['reversal', 0],
    ]);
    expect(portal.closingKobo).toBe(1_320_000);
    expect(portal.agreesWithBalances).toBe(true);
    expect(r.wallets[1]).toMatchObject({ walletKind: 'accommodation', openingKobo: 0, closingKobo: 0 });
    expect(r.payments.byStatus).toEqual([
      { status: 'credited', count: 2, amountKobo: 1_000_000 },
      { status: 'pending', count: 0, amountKobo: 0 },
      { status: 'failed', count: 1, amountKobo: 50_000 },
    ]);
    expect(r.receipts).toMatchObject({ count: 1, totalKobo: 700_000 });
    expect(r.registrationDebits).toMatchObject({ count: 1, totalKobo: -900_000 });
    expect(r.adjustments).toMatchObject({ count: 2, netKobo: 20_000 });
    expect(r.exceptions).toEqual([]);
  });

  it('lists a disagreement with the balances first, and does not compare a range in the past', () => {
    const r = assembleReconciliation({
      ...base,
      balances: [{ walletKind: 'portal', wallets: 3, balanceKobo: 1_320_100 }],
      exceptions: [
        {
          kind: 'receipt-entry-without-receipt',
          reference: 'X',
          studentId: '65001',
          fullName: 'A B',
          amountKobo: 5,
          at: new Date('2026-01-05T09:00:00Z'),
          detail: '',
        },
      ],
    });
    expect(r.exceptions.map((e) => [e.kind, e.amountKobo])).toEqual([
      ['wallet-balances-disagree', -100],
      ['receipt-entry-without-receipt', 5],
    ]);
    const past = assembleReconciliation({ ...base, readAt: new Date('2026-02-01T00:00:00Z') });
    expect(past.reachesNow).toBe(false);
    expect(past.wallets[0]!.agreesWithBalances).toBeNull();
    expect(past.exceptions).toEqual([]);
  });

  it('writes the report as CSV with the exceptions first and exact naira amounts', () => {
    const rows = reconciliationCsv(assembleReconciliation(base), 'Reconciliation: 2026-01-05');
    expect(rows[0]).toEqual(['Reconciliation: 2026-01-05']);
    expect(rows[1]).toEqual(['Section', 'Item', 'Detail', 'Count', 'Amount (NGN)']);
    expect(rows[2]).toEqual(['Exceptions', 'None', null, 0, null]);
    expect(rows).toContainEqual(['Registration debits', 'Total', null, 1, { kobo: -900_000 }]);
    expect(rows).toContainEqual(['Portal wallets', 'Closing total', null, null, { kobo: 1_320_000 }]);
  });

  it('writes kobo as plain naira with two decimals', () => {
    expect(nairaDecimal(0)).toBe('0.00');
    expect(nairaDecimal(7)).toBe('0.07');
    expect(nairaDecimal(-123_450)).toBe('-1234.50');
    expect(nairaDecimal(900_719_925_474_099)).toBe('9007199254740.99');
  });
});

describe('office capabilities of the desks', () => {
  it('lets the auditor view the receipts desk but not capture; the reconciliation is for bursar, auditor and ict', async () => {
    const { OFFICE_CAPABILITIES, officeCan } = await import('./permissions.js');
    expect(OFFICE_CAPABILITIES.captureReceipts).toEqual(['ict', 'bursar', 'assistant bursar']);
    expect(officeCan('auditor', 'receiptsDesk')).toBe(true);
    expect(officeCan('auditor', 'captureReceipts')).toBe(false);
    expect([...OFFICE_CAPABILITIES.viewReconciliation].sort()).toEqual(['auditor', 'bursar', 'ict']);
  });
});
