import { describe, expect, it } from 'vitest';
import { nairaDecimal } from './csv.js';
import { watDay } from './dates.js';
import {
  assembleReconciliation,
  reconciliationCsv,
  type ReconciliationInput,
  reconciliationWindow,
  reconcileTransfers,
  transferReportLines,
} from './reconciliation.js';
import { reconciliationQuerySchema } from './schemas/reconciliation.js';

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
    transfers: [],
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
      // Issue 29: bank transfers to students' own accounts are their own line.
      ['bank-transfer', 0],
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

  describe('bank transfers (issue 29)', () => {
    // Received in the window: two credited by themselves (50,000 and 20,000, fees 100 and 50),
    // one assigned by the bursar (15,000), one credited then reversed in part (8,000, 3,000
    // taken back), two exceptions waiting (12,000 and one whose amount did not parse).
    const transfers: ReconciliationInput['transfers'] = [
      {
        status: 'credited',
        count: 2,
        amountKobo: 7_000_000,
        feeKobo: 15_000,
        unreadable: 0,
        creditedKobo: 7_000_000,
        takenBackKobo: 0,
      },
      {
        status: 'assigned',
        count: 1,
        amountKobo: 1_500_000,
        feeKobo: 0,
        unreadable: 0,
        creditedKobo: 1_500_000,
        takenBackKobo: 0,
      },
      {
        status: 'reversed',
        count: 1,
        amountKobo: 800_000,
        feeKobo: 0,
        unreadable: 0,
        creditedKobo: 800_000,
        takenBackKobo: 300_000,
      },
      {
        status: 'exception',
        count: 2,
        amountKobo: 1_200_000,
        feeKobo: 0,
        unreadable: 1,
        creditedKobo: 0,
        takenBackKobo: 0,
      },
    ];

    it('balances: received = credited + assigned + reversed + exceptions, counts and amounts', () => {
      const t = reconcileTransfers(transfers);
      expect(t).toEqual({
        received: { count: 6, amountKobo: 10_500_000 },
        feesKobo: 15_000,
        credited: { count: 2, amountKobo: 7_000_000 },
        assigned: { count: 1, amountKobo: 1_500_000 },
        reversed: { count: 1, amountKobo: 800_000, takenBackKobo: 300_000 },
        exceptions: { count: 2, amountKobo: 1_200_000, unreadable: 1 },
        returned: { count: 0, amountKobo: 0 },
        differenceKobo: 0,
        balances: true,
      });
      expect(reconcileTransfers([])).toMatchObject({ received: { count: 0, amountKobo: 0 }, balances: true });
      const r = assembleReconciliation({ ...base, transfers });
      expect(r.bankTransfers.balances).toBe(true);
      expect(r.exceptions).toEqual([]);
    });

    it('an exception refunded to the sender before it was credited is its own part, and the section balances', () => {
      // Two transfers refunded while still exceptions (one of 6,000, one whose amount never parsed).
      const returned = {
        status: 'returned' as const,
        count: 2,
        amountKobo: 600_000,
        feeKobo: 1_000,
        unreadable: 1,
        creditedKobo: 0,
        takenBackKobo: 0,
      };
      const t = reconcileTransfers([...transfers, returned]);
      expect(t).toMatchObject({
        received: { count: 8, amountKobo: 11_100_000 },
        feesKobo: 16_000,
        exceptions: { count: 2, amountKobo: 1_200_000, unreadable: 1 },
        returned: { count: 2, amountKobo: 600_000 },
        differenceKobo: 0,
        balances: true,
      });
      expect(transferReportLines(t).find((l) => l.key === 'returned')).toMatchObject({
        label: 'Refunded to the sender before it was credited',
        count: 2,
        amountKobo: 600_000,
      });
      const r = assembleReconciliation({ ...base, transfers: [...transfers, returned] });
      expect(r.exceptions).toEqual([]);
      expect(reconciliationCsv(r, 'R')).toContainEqual([
        'Bank transfers',
        'Refunded to the sender before it was credited',
        null,
        2,
        { kobo: 600_000 },
      ]);
    });

    it('does not balance when the ledger credited another amount than was received, and says so first', () => {
      // One credited transfer of 20,000 whose ledger entry says 2,000.
      const short = transfers.map((f) => (f.status === 'credited' ? { ...f, creditedKobo: 5_200_000 } : f));
      const r = assembleReconciliation({ ...base, transfers: short });
      expect(r.bankTransfers).toMatchObject({ differenceKobo: 1_800_000, balances: false });
      expect(r.exceptions.map((e) => [e.kind, e.amountKobo])).toEqual([['bank-transfers-disagree', 1_800_000]]);
      expect(r.exceptions[0]!.detail).toBe(
        'Received ₦105,000.00; credited, assigned, reversed, waiting and refunded to the sender ₦87,000.00',
      );
      // A credited count that does not add up (a status the section does not know) fails too.
      const unknown = [...transfers, { ...transfers[0]!, status: 'pending' as never, amountKobo: 0, creditedKobo: 0 }];
      expect(reconcileTransfers(unknown).balances).toBe(false);
    });

    it('shows the section as lines, in the CSV too', () => {
      const t = reconcileTransfers(transfers);
      expect(transferReportLines(t).map((l) => [l.label, l.count, l.amountKobo, l.detail])).toEqual([
        ['Transfers received', 6, 10_500_000, null],
        ["Provider fees (the seminary's cost)", null, 15_000, null],
        ['Credited to wallets by themselves', 2, 7_000_000, null],
        ['Credited after the Bursary assigned them', 1, 1_500_000, null],
        ['Credited, then reversed', 1, 800_000, '₦3,000.00 taken back'],
        ['Exceptions not yet assigned', 2, 1_200_000, '1 with an unreadable amount'],
        ['Refunded to the sender before it was credited', 0, 0, null],
        ['Received = credited + assigned + reversed + exceptions + refunded to the sender', null, 0, 'Agrees'],
      ]);
      const rows = reconciliationCsv(assembleReconciliation({ ...base, transfers }), 'R');
      expect(rows).toContainEqual(['Bank transfers', 'Transfers received', null, 6, { kobo: 10_500_000 }]);
      expect(rows).toContainEqual([
        'Bank transfers',
        'Received = credited + assigned + reversed + exceptions + refunded to the sender',
        'Agrees',
        null,
        { kobo: 0 },
      ]);
      const off = reconcileTransfers(transfers.map((f) => ({ ...f, creditedKobo: 0 })));
      expect(transferReportLines(off).at(-1)!.detail).toBe('DISAGREES by ₦93,000.00');
    });
  });

  it('writes kobo as plain naira with two decimals', () => {
    expect(nairaDecimal(0)).toBe('0.00');
    expect(nairaDecimal(7)).toBe('0.07');
    expect(nairaDecimal(-123_450)).toBe('-1234.50');
    expect(nairaDecimal(900_719_925_474_099)).toBe('9007199254740.99');
  });
});
