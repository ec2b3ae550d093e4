import { formatNaira, splitKobo, type Kobo } from './money.js';
import { officeCan } from './permissions.js';
import type { ProgrammeCategory } from './reference/academics.js';
import {
  canAct,
  REGISTRATION_GROUPS,
  REGISTRATION_STATUSES,
  registrationGroupOf,
  type PrintOffice,
  type RegistrationGroup,
  type RegistrationStatus,
} from './registration.js';
import type { AdminPosition } from './roles.js';
import { ENTRY_KINDS, ENTRY_KIND_LABELS, type EntryKind, type WalletKind } from './wallets.js';

/**
 * The bursary and registry desks (issue 11): receipts, the registry logs, enrollment statistics
 * and the reconciliation report. Pure rules and shapes; no clock, no I/O (decision 0013).
 */

// ---- receipts ------------------------------------------------------------------------------

/** What a bursary receipt was for (admin-faculty-side §5), in the order the form offers them. */
export const RECEIPT_DESCRIPTIONS = [
  'tuition',
  'work scholarship',
  'other scholarship',
  'ledger transfer',
  'accommodation',
] as const;
export type ReceiptDescription = (typeof RECEIPT_DESCRIPTIONS)[number];

export const RECEIPT_DESCRIPTION_LABELS: Record<ReceiptDescription, string> = {
  tuition: 'Tuition',
  'work scholarship': 'Work Scholarship',
  'other scholarship': 'Other Scholarship',
  'ledger transfer': 'Ledger Transfer',
  accommodation: 'Accommodation',
};

/** Accommodation receipts credit the accommodation wallet; every other receipt the portal wallet. */
export function walletCreditedBy(description: ReceiptDescription): WalletKind {
  return description === 'accommodation' ? 'accommodation' : 'portal';
}

/** Registration statuses of the current period that allow a capture (admin-faculty-side §4). */
export const RECEIPT_CAPTURE_STATUSES = ['completed', 'incomplete'] as const satisfies readonly RegistrationStatus[];

/** Whether a receipt may be captured for a student whose current-period registration has this status. */
export function isReceiptCaptureAllowed(status: string | null | undefined): boolean {
  return status != null && (RECEIPT_CAPTURE_STATUSES as readonly string[]).includes(status);
}

/** The ledger lookup takes at least this many characters ('*Invalid' otherwise). */
export const LEDGER_NUMBER_MIN_LENGTH = 7;
export const RECEIPT_NUMBER_MAX_LENGTH = 40;
/** Letters and digits, with / - . _ and single spaces inside (never a leading sign or formula). */
export const RECEIPT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9/._-]| (?! ))*$/;
/** The largest single receipt (whole naira). */
export const MAX_RECEIPT_NAIRA = 100_000_000;

/** Receipt numbers are compared without regard to letter case or surrounding spaces. */
export function receiptNumberKey(receiptNumber: string): string {
  return receiptNumber.trim().toLowerCase();
}

/** The spec's receipts-desk texts, word for word (admin-faculty-side §8). */
export const RECEIPT_MESSAGES = {
  invalid: '*Invalid',
  required: '*Required',
  ledgerNotFound: 'Not Found - Inputed Ledger Number was not found.',
  duplicate: (receiptNumber: string) =>
    `Duplicate! ${receiptNumber} has been captured before now. Please confirm and try again.`,
  notFound: (receiptNumber: string) => `Not found! Receipt number: ${receiptNumber} was not found.`,
  /** The notice when the registration of the current period is not completed or incomplete. */
  ledgerBalanceNotEntered:
    'The ledger balance of this student has not been entered for the current semester, so no receipt can be captured yet.',
  noCurrentPeriod: 'There is no registration period yet, so no receipt can be captured.',
  captured: 'Action was carried out successfully!',
  notAllowed: 'Your office may view receipts but not capture them.',
} as const;

/** The reason on the ledger entry a receipt produces. */
export function receiptEntryReason(args: {
  receiptNumber: string;
  description: ReceiptDescription;
  officer: string;
}): string {
  return `Bursary receipt ${args.receiptNumber} (${RECEIPT_DESCRIPTION_LABELS[args.description]}), captured by ${args.officer}`;
}

/** The SMS a student receives when a receipt is captured (cut to 100 characters by the sender). */
export function receiptSmsText(args: { receiptNumber: string; amountKobo: Kobo; wallet: WalletKind }): string {
  const wallet = args.wallet === 'accommodation' ? 'accommodation' : 'portal';
  return `JETS: receipt ${args.receiptNumber} for ${formatNaira(args.amountKobo)} was credited to your ${wallet} wallet.`;
}

// ---- registry logs -------------------------------------------------------------------------

/** The label of each office's print, so a row does not rely on colour alone. */
export const PRINTED_BY_LABELS: Record<PrintOffice, string> = {
  bursar: 'Printed by Bursar',
  registrar: 'Printed by Registrar',
  dean: 'Printed by Dean',
};

/**
 * The row colour of the registration log: green when the bursar printed, light purple when the
 * registrar printed (the bursar's colour wins when both did); null otherwise.
 */
export function printTone(printedBy: readonly PrintOffice[]): 'green' | 'light-purple' | null {
  if (printedBy.includes('bursar')) return 'green';
  if (printedBy.includes('registrar')) return 'light-purple';
  return null;
}

/** The actions a registration-log row offers the viewing office. */
export function registrationLogActions(
  position: AdminPosition | null | undefined,
  row: { status: RegistrationStatus; undertaking: boolean },
): { canGrantUndertaking: boolean; canPrint: boolean } {
  return {
    canGrantUndertaking:
      officeCan(position, 'grantUndertaking') && canAct('grant-undertaking', row.status) && !row.undertaking,
    canPrint: canAct('print', row.status),
  };
}

/** The print view of a registration (the Print action and the health insurance log's Form link). */
export function printRegistrationPath(periodId: string, customId: string): string {
  return `/admin/print-registration-form/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}`;
}

/** The programme categories of the five groups, in group order. */
export const GROUP_CATEGORIES: Record<RegistrationGroup, ProgrammeCategory> = {
  'Master of Divinity': 'Master of Divinity Programme',
  Masters: 'Masters Programme',
  PGDT: 'PGDT Programme',
  BA: 'Bachelor of Arts Programme',
  Diploma: 'Diploma Programme',
};

/** Splits rows (already in group order) into the five groups, every group present. */
export function inRegistrationGroups<T>(
  rows: readonly T[],
  categoryOf: (row: T) => string | null,
): Array<{ group: RegistrationGroup; rows: T[] }> {
  return REGISTRATION_GROUPS.map((group) => ({
    group,
    rows: rows.filter((r) => registrationGroupOf(categoryOf(r) ?? '') === group),
  }));
}

/** The seminary-charge item the health insurance log looks for, by name in the charge snapshot. */
export const HEALTH_INSURANCE_ITEM = 'Health Insurance';

// ---- enrollment statistics -----------------------------------------------------------------

/** The rows of the statistics table, in the spec's order. */
export const ENROLLMENT_CATEGORIES: ReadonlyArray<{ label: string; category: ProgrammeCategory }> = [
  { label: 'Diploma', category: 'Diploma Programme' },
  { label: 'Bachelor of Arts', category: 'Bachelor of Arts Programme' },
  { label: 'PGDT', category: 'PGDT Programme' },
  { label: 'Masters', category: 'Masters Programme' },
  { label: 'Master of Divinity', category: 'Master of Divinity Programme' },
];

/** The columns of the statistics table (admin-faculty-side "Enrollment statistics"). */
export const ENROLLMENT_STATUS_LABELS: Record<RegistrationStatus, string> = {
  started: 'Started / Yet to Forward for Approval',
  'awaiting dean': 'Awaiting Dean',
  disapproved: 'Disapproved',
  'awaiting bursar': 'Awaiting Bursar',
  incomplete: 'Incomplete / Yet to Submit',
  completed: 'Completed',
};

/** The row for registrations of students outside the five categories (shown only when there are some). */
export const OTHER_CATEGORY_LABEL = 'Other';

export interface EnrollmentCount {
  category: string | null;
  status: string;
  count: number;
}

export interface EnrollmentRow {
  label: string;
  category: string | null;
  counts: Record<RegistrationStatus, number>;
  total: number;
}

export interface EnrollmentStatistics {
  columns: Array<{ status: RegistrationStatus; label: string }>;
  rows: EnrollmentRow[];
  columnTotals: Record<RegistrationStatus, number>;
  grandTotal: number;
  initiated: number;
  completed: number;
  note: string;
}

const zeroCounts = (): Record<RegistrationStatus, number> =>
  Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, 0])) as Record<RegistrationStatus, number>;

/** "58 registrations initiated; 22 completed (38%)." */
export function enrollmentNote(initiated: number, completed: number): string {
  const percent = initiated === 0 ? 0 : Math.round((completed * 100) / initiated);
  const noun = initiated === 1 ? 'registration' : 'registrations';
  return `${initiated} ${noun} initiated; ${completed} completed (${percent}%).`;
}

/**
 * The statistics table from counts per (programme category, status): a row per category in the
 * spec's order, row totals, column totals and a grand total that add up. Registrations of
 * students outside the five categories form an "Other" row, present only when there are some.
 */
export function enrollmentStatistics(counts: readonly EnrollmentCount[]): EnrollmentStatistics {
  const rows: EnrollmentRow[] = ENROLLMENT_CATEGORIES.map(({ label, category }) => ({
    label,
    category,
    counts: zeroCounts(),
    total: 0,
  }));
  const other: EnrollmentRow = { label: OTHER_CATEGORY_LABEL, category: null, counts: zeroCounts(), total: 0 };
  for (const c of counts) {
    if (!(REGISTRATION_STATUSES as readonly string[]).includes(c.status)) continue;
    const status = c.status as RegistrationStatus;
    const row = rows.find((r) => r.category === c.category) ?? other;
    row.counts[status] += c.count;
    row.total += c.count;
  }
  if (other.total > 0) rows.push(other);
  const columnTotals = zeroCounts();
  for (const row of rows) for (const s of REGISTRATION_STATUSES) columnTotals[s] += row.counts[s];
  const grandTotal = rows.reduce((sum, r) => sum + r.total, 0);
  return {
    columns: REGISTRATION_STATUSES.map((status) => ({ status, label: ENROLLMENT_STATUS_LABELS[status] })),
    rows,
    columnTotals,
    grandTotal,
    initiated: grandTotal,
    completed: columnTotals.completed,
    note: enrollmentNote(grandTotal, columnTotals.completed),
  };
}

// ---- reconciliation ------------------------------------------------------------------------

/** West Africa Time: UTC+01:00 all year (no daylight saving). */
export const WAT_OFFSET_MINUTES = 60;
const DAY_MS = 86_400_000;

function parseDay(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a date: ${day}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`not a date: ${day}`);
  return ms;
}

/** Whether a text is a calendar date YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  try {
    parseDay(day);
    return true;
  } catch {
    return false;
  }
}

/**
 * The report's window: from the start of `from` to the end of `to` (both included), days in
 * West Africa Time. `start` is included, `end` excluded.
 */
export function reconciliationWindow(from: string, to: string): { start: Date; end: Date } {
  const offset = WAT_OFFSET_MINUTES * 60_000;
  const start = parseDay(from) - offset;
  const end = parseDay(to) + DAY_MS - offset;
  if (end <= start) throw new RangeError('the range ends before it starts');
  return { start: new Date(start), end: new Date(end) };
}

/** Today's date in West Africa Time (YYYY-MM-DD). */
export function watDay(at: Date): string {
  return new Date(at.getTime() + WAT_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export const RECONCILIATION_EXCEPTION_KINDS = [
  'wallet-balances-disagree',
  'payment-success-not-credited',
  'payment-credited-without-entry',
  'receipt-entry-without-receipt',
  'registration-debit-without-registration',
  'completed-registration-without-debit',
  'payment-reversed',
] as const;
export type ReconciliationExceptionKind = (typeof RECONCILIATION_EXCEPTION_KINDS)[number];

export const RECONCILIATION_EXCEPTION_LABELS: Record<ReconciliationExceptionKind, string> = {
  'wallet-balances-disagree': 'Closing total disagrees with the sum of wallet balances',
  'payment-success-not-credited': 'Paid at the provider but not credited',
  'payment-credited-without-entry': 'Marked credited but no ledger entry',
  'receipt-entry-without-receipt': 'Receipt credit without a captured receipt',
  'registration-debit-without-registration': 'Registration debit without a registration',
  'completed-registration-without-debit': 'Completed registration without its debit',
  'payment-reversed': 'Refunded or reversed at the provider after it was credited',
};

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
  exceptions: ReconciliationException[];
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
  wallets: WalletReconciliation[];
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
  const order = (k: ReconciliationExceptionKind) => RECONCILIATION_EXCEPTION_KINDS.indexOf(k);
  const exceptions = [...balanceExceptions, ...input.exceptions].sort(
    (a, b) => order(a.kind) - order(b.kind) || (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0),
  );
  const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    window: input.window,
    readAt: input.readAt,
    reachesNow,
    exceptions,
    payments: {
      byStatus: PAYMENT_STATUS_ORDER.map((status) => {
        const rows = input.payments.filter((p) => p.status === status);
        return { status, count: sum(rows, (r) => r.count), amountKobo: sum(rows, (r) => r.amountKobo) };
      }),
      topUps: input.topUps,
    },
    receipts: {
      rows: input.receipts,
      count: sum(input.receipts, (r) => r.count),
      totalKobo: sum(input.receipts, (r) => r.amountKobo),
    },
    registrationDebits: {
      rows: input.registrationDebits,
      count: sum(input.registrationDebits, (r) => r.count),
      totalKobo: sum(input.registrationDebits, (r) => r.amountKobo),
    },
    adjustments: {
      rows: input.adjustments,
      count: sum(input.adjustments, (r) => r.count),
      netKobo: sum(input.adjustments, (r) => r.creditsKobo + r.debitsKobo),
    },
    wallets,
  };
}

// ---- CSV -----------------------------------------------------------------------------------

/**
 * A CSV cell: text (guarded against formulas when written), a count, or an amount of money
 * (written as naira with two decimals, e.g. -1234.50).
 */
export type CsvCell = string | number | null | { kobo: Kobo };
export type CsvRows = CsvCell[][];

/** Kobo as a plain decimal amount of naira ("-1234.50"), exact, for spreadsheets. */
export function nairaDecimal(kobo: Kobo): string {
  const p = splitKobo(kobo);
  return `${p.negative ? '-' : ''}${p.naira}.${String(p.kobo).padStart(2, '0')}`;
}

export const REGISTRATION_LOG_CSV_HEADER = [
  'Group',
  'Number',
  'Full Name',
  'Programme',
  'Student ID',
  'Ledger Number',
  'Year',
  'Status',
  'Undertaking',
  'Printed By',
  'Form Number',
];

export function registrationLogCsv(
  groups: ReadonlyArray<{
    group: string;
    rows: ReadonlyArray<{
      number: number;
      full_name: string;
      programme: string | null;
      student_id: string;
      ledger_number: string | null;
      year: string;
      status_label: string;
      undertaking: boolean;
      printed_by: readonly PrintOffice[];
      form_number: string | null;
    }>;
  }>,
): CsvRows {
  return [
    REGISTRATION_LOG_CSV_HEADER,
    ...groups.flatMap((g) =>
      g.rows.map((r) => [
        g.group,
        r.number,
        r.full_name,
        r.programme,
        r.student_id,
        r.ledger_number,
        r.year,
        r.status_label,
        r.undertaking ? 'T' : '',
        r.printed_by.map((o) => PRINTED_BY_LABELS[o]).join('; '),
        r.form_number,
      ]),
    ),
  ];
}

export const NEW_STUDENTS_CSV_HEADER = ['Number', 'Full Name', 'Programme', 'Student ID', 'Ledger Number', 'Level'];

export function newStudentsCsv(
  rows: ReadonlyArray<{
    number: number;
    full_name: string;
    programme: string | null;
    student_id: string;
    ledger_number: string | null;
    level: string;
  }>,
): CsvRows {
  return [
    NEW_STUDENTS_CSV_HEADER,
    ...rows.map((r) => [r.number, r.full_name, r.programme, r.student_id, r.ledger_number, r.level]),
  ];
}

export const HEALTH_INSURANCE_CSV_HEADER = [
  'Number',
  'Full Name',
  'Programme',
  'Student ID',
  'Ledger Number',
  'Year',
  'Form Number',
  'Health Insurance (NGN)',
];

export function healthInsuranceCsv(
  rows: ReadonlyArray<{
    number: number;
    full_name: string;
    programme: string | null;
    student_id: string;
    ledger_number: string | null;
    year: string;
    form_number: string | null;
    amount_kobo: Kobo;
  }>,
  total: { count: number; amount_kobo: Kobo },
): CsvRows {
  return [
    HEALTH_INSURANCE_CSV_HEADER,
    ...rows.map((r) => [
      r.number,
      r.full_name,
      r.programme,
      r.student_id,
      r.ledger_number,
      r.year,
      r.form_number,
      { kobo: r.amount_kobo },
    ]),
    ['Total', total.count, null, null, null, null, null, { kobo: total.amount_kobo }],
  ];
}

export function enrollmentStatisticsCsv(stats: EnrollmentStatistics, heading: string): CsvRows {
  return [
    [heading],
    ['Programme', ...stats.columns.map((c) => c.label), 'Total'],
    ...stats.rows.map((r) => [r.label, ...REGISTRATION_STATUSES.map((s) => r.counts[s]), r.total]),
    ['Total', ...REGISTRATION_STATUSES.map((s) => stats.columnTotals[s]), stats.grandTotal],
    [stats.note],
  ];
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
  rows.push([
    'Provider payments',
    'Top-ups credited',
    'payments started in the portal',
    report.payments.topUps.viaPayment.count,
    { kobo: report.payments.topUps.viaPayment.amountKobo },
  ]);
  rows.push([
    'Provider payments',
    'Top-ups credited',
    'payments started outside the portal (receipts desk)',
    report.payments.topUps.viaDesk.count,
    { kobo: report.payments.topUps.viaDesk.amountKobo },
  ]);
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

export type { RegistrationGroup };
