import type { CsvRows } from './csv.js';
import type { ProgrammeCategory } from './reference/academics.js';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './registration.js';

/**
 * Enrollment statistics (issue 11): registrations per programme category and status, with the
 * totals and the note, and its CSV download. Pure rules and shapes (decision 0013).
 */

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

export function enrollmentStatisticsCsv(stats: EnrollmentStatistics, heading: string): CsvRows {
  return [
    [heading],
    ['Programme', ...stats.columns.map((c) => c.label), 'Total'],
    ...stats.rows.map((r) => [r.label, ...REGISTRATION_STATUSES.map((s) => r.counts[s]), r.total]),
    ['Total', ...REGISTRATION_STATUSES.map((s) => stats.columnTotals[s]), stats.grandTotal],
    [stats.note],
  ];
}
