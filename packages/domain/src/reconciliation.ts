import type { BankTransferStatus } from './bank-transfers.js';
import type { CsvRows } from './csv.js';
import { watDayEnd, watDayStart } from './dates.js';
import { formatNaira, type Kobo } from './money.js';
import { QUERY_TRANSFER_STATUS_LABELS, RECEIPT_DESCRIPTION_LABELS, type ReceiptDescription } from './receipts.js';
import { ENTRY_KINDS, ENTRY_KIND_LABELS, type EntryKind, type WalletKind } from './wallets.js';

/**
 * The reconciliation report (issue 11): its window of West Africa Time days, the assembly of the
 * aggregates into per-wallet totals and exceptions, and its CSV download. Pure rules and shapes;
 * the figures are read by the API (decision 0013).
 */

/**
 * The report's window: from the start of `from` to the end of `to` (both included), days in
 * West Africa Time. `start` is included, `end` excluded.
 */
export function reconciliationWindow(from: string, to: string): { start: Date; end: Date } {
  const start = watDayStart(from);
  const end = watDayEnd(to);
  if (end.getTime() <= start.getTime()) throw new RangeError('the range ends before it starts');
  return { start, end };
}

/** The kinds of exception the report lists, in the order it lists them, with their labels. */
export const RECONCILIATION_EXCEPTION_LABELS = {
  'wallet-balances-disagree': 'Closing total disagrees with the sum of wallet balances',
  'bank-transfers-disagree': 'Bank transfers received disagree with what was credited and what waits',
  'payment-success-not-credited': 'Paid at the provider but not credited',
  'payment-credited-without-entry': 'Marked credited but no ledger entry',
  'bank-transfer-credit-differs': 'Bank transfer credited without its ledger entry, or of another amount',
  'bank-transfer-unassigned': 'Bank transfer waiting to be assigned to a student',
  'receipt-entry-without-receipt': 'Receipt credit without a captured receipt',
  'registration-debit-without-registration': 'Registration debit without a registration',
  'completed-registration-without-debit': 'Completed registration without its debit',
  'payment-reversed': 'Refunded or reversed at the provider after it was credited',
} as const;
export type ReconciliationExceptionKind = keyof typeof RECONCILIATION_EXCEPTION_LABELS;
/** The kinds, in the labels' order (each written once, there). */
export const RECONCILIATION_EXCEPTION_KINDS = Object.keys(RECONCILIATION_EXCEPTION_LABELS) as [
  ReconciliationExceptionKind,
  ...ReconciliationExceptionKind[],
];

export interface ReconciliationException {
  kind: ReconciliationExceptionKind;
  reference: string | null;
  studentId: string | null;
  fullName: string | null;
  amountKobo: Kobo;
  at: Date | null;
  detail: string;
}

/** What the report's few aggregate queries return (every amount in kobo). */
export interface ReconciliationInput {
  window: { start: Date; end: Date };
  /** The database's clock when the figures were read (one snapshot). */
  readAt: Date;
  payments: Array<{ status: 'pending' | 'credited' | 'failed'; count: number; amountKobo: Kobo }>;
  topUps: { viaPayment: { count: number; amountKobo: Kobo }; viaDesk: { count: number; amountKobo: Kobo } };
  receipts: Array<{
    officerId: string;
    officer: string;
    description: ReceiptDescription;
    count: number;
    amountKobo: Kobo;
  }>;
  registrationDebits: Array<{ periodId: string | null; period: string | null; count: number; amountKobo: Kobo }>;
  adjustments: Array<{
    officerId: string | null;
    officer: string;
    reason: string;
    count: number;
    creditsKobo: Kobo;
    debitsKobo: Kobo;
  }>;
  /** Sums of entries per wallet kind and entry kind: before the window, inside it. */
  movements: Array<{ walletKind: WalletKind; entryKind: EntryKind; beforeKobo: Kobo; duringKobo: Kobo; count: number }>;
  balances: Array<{ walletKind: WalletKind; wallets: number; balanceKobo: Kobo }>;
  /** Bank transfers received in the window, by what became of them (issue 29). */
  transfers: TransferFigures[];
  exceptions: ReconciliationException[];
}

/** The transfers of one status received in the window, as the database sums them. */
export interface TransferFigures {
  status: BankTransferStatus;
  count: number;
  /** What the provider reported (or the bursar gave for an unreadable one); unreadable counts 0. */
  amountKobo: Kobo;
  feeKobo: Kobo;
  /** How many had an amount that did not parse (still unreadable). */
  unreadable: number;
  /** What the ledger credited for them: the sum of their linked credit entries. */
  creditedKobo: Kobo;
  /** What reversing entries took back from those credits (a positive amount). */
  takenBackKobo: Kobo;
}

type AmountCount = { count: number; amountKobo: Kobo };

/**
 * The report's bank-transfer section (issue 29 §3). Every transfer received in the window is in
 * exactly one of: credited by itself, credited after the Bursary assigned it, credited and then
 * reversed, an exception not yet assigned, or refunded to the sender while still an exception
 * (never credited). The credited amounts are the ledger's (not the transfer's own figure), so the
 * section balances only when the ledger credited exactly what was received:
 * received = credited + assigned + reversed + exceptions + returned.
 */
export interface TransferReconciliation {
  received: AmountCount;
  /** The provider's fees: the seminary's cost, never taken from the students. */
  feesKobo: Kobo;
  credited: AmountCount;
  assigned: AmountCount;
  /** Credited, then reversed: the amount credited, and what the reversals took back. */
  reversed: AmountCount & { takenBackKobo: Kobo };
  exceptions: AmountCount & { unreadable: number };
  /** Refunded to the sender before it was credited: the transfers' own amount (nothing in the ledger). */
  returned: AmountCount;
  /** Received minus (credited + assigned + reversed + exceptions + returned): 0 when the section balances. */
  differenceKobo: Kobo;
  balances: boolean;
}

export interface WalletReconciliation {
  walletKind: WalletKind;
  openingKobo: Kobo;
  movements: Array<{ entryKind: EntryKind; label: string; count: number; amountKobo: Kobo }>;
  closingKobo: Kobo;
  wallets: number;
  balancesKobo: Kobo;
  /** Null when the window ends before the figures were read (balances then moved since). */
  agreesWithBalances: boolean | null;
}

export interface Reconciliation {
  window: { start: Date; end: Date };
  readAt: Date;
  reachesNow: boolean;
  exceptions: ReconciliationException[];
  payments: {
    byStatus: Array<{ status: 'credited' | 'pending' | 'failed'; count: number; amountKobo: Kobo }>;
    topUps: ReconciliationInput['topUps'];
  };
  receipts: { rows: ReconciliationInput['receipts']; count: number; totalKobo: Kobo };
  registrationDebits: { rows: ReconciliationInput['registrationDebits']; count: number; totalKobo: Kobo };
  adjustments: { rows: ReconciliationInput['adjustments']; count: number; netKobo: Kobo };
  bankTransfers: TransferReconciliation;
  wallets: WalletReconciliation[];
}

const total = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

/** Sums the transfer figures into the section's totals and checks that they balance. */
export function reconcileTransfers(figures: readonly TransferFigures[]): TransferReconciliation {
  // The count and one amount of the figures of some statuses (all of them when none is named).
  const sum = (amount: (r: TransferFigures) => Kobo, ...statuses: BankTransferStatus[]): AmountCount => {
    const rows = statuses.length ? figures.filter((f) => statuses.includes(f.status)) : figures;
    return { count: total(rows, (r) => r.count), amountKobo: total(rows, amount) };
  };
  const reported = (r: TransferFigures) => r.amountKobo;
  const ledger = (r: TransferFigures) => r.creditedKobo;
  const received = sum(reported);
  const credited = sum(ledger, 'credited');
  const assigned = sum(ledger, 'assigned');
  const reversed = { ...sum(ledger, 'reversed'), takenBackKobo: sum((r) => r.takenBackKobo, 'reversed').amountKobo };
  const exceptions = { ...sum(reported, 'exception'), unreadable: sum((r) => r.unreadable, 'exception').amountKobo };
  // Never credited: what the provider reported is what went back to the sender.
  const returned = sum(reported, 'returned');
  const parts = [credited, assigned, reversed, exceptions, returned];
  const differenceKobo = received.amountKobo - total(parts, (p) => p.amountKobo);
  return {
    received,
    feesKobo: sum((r) => r.feeKobo).amountKobo,
    credited,
    assigned,
    reversed,
    exceptions,
    returned,
    differenceKobo,
    balances: differenceKobo === 0 && received.count === total(parts, (p) => p.count),
  };
}

/** The words of the report's bank-transfer lines, once (the page and the CSV). */
export const TRANSFER_REPORT_LABELS = {
  received: 'Transfers received',
  fees: "Provider fees (the seminary's cost)",
  credited: 'Credited to wallets by themselves',
  assigned: 'Credited after the Bursary assigned them',
  reversed: 'Credited, then reversed',
  exceptions: 'Exceptions not yet assigned',
  returned: QUERY_TRANSFER_STATUS_LABELS.returned,
  balance: 'Received = credited + assigned + reversed + exceptions + refunded to the sender',
  agrees: 'Agrees',
  disagrees: 'DISAGREES',
  note: "Transfers are counted on the day they were received; the wallets' Bank transfer line counts credits on the day they were made (an exception assigned on a later day is credited then).",
} as const;

export interface TransferReportLine {
  key: keyof typeof TRANSFER_REPORT_LABELS;
  label: string;
  count: number | null;
  amountKobo: Kobo;
  detail: string | null;
}

/** The section as lines (item, detail, count, amount), the balance check last. */
export function transferReportLines(t: TransferReconciliation): TransferReportLine[] {
  const L = TRANSFER_REPORT_LABELS;
  const line = (key: TransferReportLine['key'], count: number | null, amountKobo: Kobo, detail: string | null) => ({
    key,
    label: L[key],
    count,
    amountKobo,
    detail,
  });
  return [
    line('received', t.received.count, t.received.amountKobo, null),
    line('fees', null, t.feesKobo, null),
    line('credited', t.credited.count, t.credited.amountKobo, null),
    line('assigned', t.assigned.count, t.assigned.amountKobo, null),
    line(
      'reversed',
      t.reversed.count,
      t.reversed.amountKobo,
      t.reversed.count > 0 ? `${formatNaira(t.reversed.takenBackKobo)} taken back` : null,
    ),
    line(
      'exceptions',
      t.exceptions.count,
      t.exceptions.amountKobo,
      t.exceptions.unreadable > 0 ? `${t.exceptions.unreadable} with an unreadable amount` : null,
    ),
    line('returned', t.returned.count, t.returned.amountKobo, null),
    line(
      'balance',
      null,
      t.differenceKobo,
      t.balances ? L.agrees : `${L.disagrees} by ${formatNaira(t.differenceKobo)}`,
    ),
  ];
}

const WALLET_KIND_ORDER: readonly WalletKind[] = ['portal', 'accommodation'];
const PAYMENT_STATUS_ORDER = ['credited', 'pending', 'failed'] as const;

/**
 * Assembles the report from the aggregates: per wallet kind the opening total (entries before
 * the window), the movements by entry kind inside it and the closing total (opening plus
 * movements); when the window reaches the moment the figures were read, the closing total must
 * equal the sum of the wallets' balances, and a disagreement is an exception. Exceptions come
 * first, in the order of their kinds, then by time.
 */
export function assembleReconciliation(input: ReconciliationInput): Reconciliation {
  const reachesNow = input.window.end.getTime() > input.readAt.getTime();
  const wallets: WalletReconciliation[] = WALLET_KIND_ORDER.map((walletKind) => {
    const rows = input.movements.filter((m) => m.walletKind === walletKind);
    const openingKobo = rows.reduce((s, m) => s + m.beforeKobo, 0);
    const movements = ENTRY_KINDS.map((entryKind) => {
      const m = rows.filter((r) => r.entryKind === entryKind);
      return {
        entryKind,
        label: ENTRY_KIND_LABELS[entryKind],
        count: m.reduce((s, r) => s + r.count, 0),
        amountKobo: m.reduce((s, r) => s + r.duringKobo, 0),
      };
    });
    const closingKobo = openingKobo + movements.reduce((s, m) => s + m.amountKobo, 0);
    const balance = input.balances.find((b) => b.walletKind === walletKind);
    const balancesKobo = balance?.balanceKobo ?? 0;
    return {
      walletKind,
      openingKobo,
      movements,
      closingKobo,
      wallets: balance?.wallets ?? 0,
      balancesKobo,
      agreesWithBalances: reachesNow ? closingKobo === balancesKobo : null,
    };
  });
  const balanceExceptions: ReconciliationException[] = wallets
    .filter((w) => w.agreesWithBalances === false)
    .map((w) => ({
      kind: 'wallet-balances-disagree',
      reference: `${w.walletKind} wallets`,
      studentId: null,
      fullName: null,
      amountKobo: w.closingKobo - w.balancesKobo,
      at: input.readAt,
      detail: `Closing total ${formatNaira(w.closingKobo)}, sum of balances ${formatNaira(w.balancesKobo)}`,
    }));
  const bankTransfers = reconcileTransfers(input.transfers);
  if (!bankTransfers.balances) {
    balanceExceptions.push({
      kind: 'bank-transfers-disagree',
      reference: 'bank transfers',
      studentId: null,
      fullName: null,
      amountKobo: bankTransfers.differenceKobo,
      at: input.readAt,
      detail: `Received ${formatNaira(bankTransfers.received.amountKobo)}; credited, assigned, reversed, waiting and refunded to the sender ${formatNaira(bankTransfers.received.amountKobo - bankTransfers.differenceKobo)}`,
    });
  }
  const order = (k: ReconciliationExceptionKind) => RECONCILIATION_EXCEPTION_KINDS.indexOf(k);
  const exceptions = [...balanceExceptions, ...input.exceptions].sort(
    (a, b) => order(a.kind) - order(b.kind) || (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0),
  );
  return {
    window: input.window,
    readAt: input.readAt,
    reachesNow,
    exceptions,
    payments: {
      byStatus: PAYMENT_STATUS_ORDER.map((status) => {
        const rows = input.payments.filter((p) => p.status === status);
        return { status, count: total(rows, (r) => r.count), amountKobo: total(rows, (r) => r.amountKobo) };
      }),
      topUps: input.topUps,
    },
    receipts: {
      rows: input.receipts,
      count: total(input.receipts, (r) => r.count),
      totalKobo: total(input.receipts, (r) => r.amountKobo),
    },
    registrationDebits: {
      rows: input.registrationDebits,
      count: total(input.registrationDebits, (r) => r.count),
      totalKobo: total(input.registrationDebits, (r) => r.amountKobo),
    },
    adjustments: {
      rows: input.adjustments,
      count: total(input.adjustments, (r) => r.count),
      netKobo: total(input.adjustments, (r) => r.creditsKobo + r.debitsKobo),
    },
    bankTransfers,
    wallets,
  };
}

const PAYMENT_STATUS_LABELS = { credited: 'Credited', pending: 'Pending', failed: 'Failed' } as const;

/** The report as one sheet: Section, Item, Detail, Count, Amount (NGN); exceptions first. */
export function reconciliationCsv(report: Reconciliation, heading: string): CsvRows {
  const rows: CsvRows = [[heading], ['Section', 'Item', 'Detail', 'Count', 'Amount (NGN)']];
  if (report.exceptions.length === 0) rows.push(['Exceptions', 'None', null, 0, null]);
  for (const e of report.exceptions) {
    const who = [e.studentId, e.fullName].filter(Boolean).join(' ');
    rows.push([
      'Exceptions',
      RECONCILIATION_EXCEPTION_LABELS[e.kind],
      [e.reference, who, e.detail].filter(Boolean).join(' | '),
      1,
      { kobo: e.amountKobo },
    ]);
  }
  for (const p of report.payments.byStatus) {
    rows.push([
      'Provider payments',
      PAYMENT_STATUS_LABELS[p.status],
      'started in the range',
      p.count,
      { kobo: p.amountKobo },
    ]);
  }
  const { viaPayment, viaDesk } = report.payments.topUps;
  for (const [detail, topUps] of [
    ['payments started in the portal', viaPayment],
    ['payments started outside the portal (receipts desk)', viaDesk],
  ] as const) {
    rows.push(['Provider payments', 'Top-ups credited', detail, topUps.count, { kobo: topUps.amountKobo }]);
  }
  for (const r of report.receipts.rows) {
    rows.push(['Receipts', r.officer, RECEIPT_DESCRIPTION_LABELS[r.description], r.count, { kobo: r.amountKobo }]);
  }
  rows.push(['Receipts', 'Total', null, report.receipts.count, { kobo: report.receipts.totalKobo }]);
  for (const r of report.registrationDebits.rows) {
    rows.push(['Registration debits', r.period ?? 'No registration', null, r.count, { kobo: r.amountKobo }]);
  }
  rows.push([
    'Registration debits',
    'Total',
    null,
    report.registrationDebits.count,
    { kobo: report.registrationDebits.totalKobo },
  ]);
  for (const a of report.adjustments.rows) {
    rows.push(['Adjustments', a.officer, a.reason, a.count, { kobo: a.creditsKobo + a.debitsKobo }]);
  }
  rows.push(['Adjustments', 'Net', null, report.adjustments.count, { kobo: report.adjustments.netKobo }]);
  for (const l of transferReportLines(report.bankTransfers)) {
    rows.push(['Bank transfers', l.label, l.detail, l.count, { kobo: l.amountKobo }]);
  }
  for (const w of report.wallets) {
    const section = w.walletKind === 'portal' ? 'Portal wallets' : 'Accommodation wallets';
    rows.push([section, 'Opening total', null, null, { kobo: w.openingKobo }]);
    for (const m of w.movements) rows.push([section, m.label, null, m.count, { kobo: m.amountKobo }]);
    rows.push([section, 'Closing total', null, null, { kobo: w.closingKobo }]);
    rows.push([
      section,
      'Sum of balances now',
      w.agreesWithBalances === null ? 'the range ends in the past' : w.agreesWithBalances ? 'agrees' : 'DISAGREES',
      w.wallets,
      { kobo: w.balancesKobo },
    ]);
  }
  return rows;
}
