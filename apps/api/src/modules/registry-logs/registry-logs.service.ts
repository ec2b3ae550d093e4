import {
  countEnrollment,
  countNewStudents,
  countRegistrationLog,
  findPeriod,
  listHealthInsurancePage,
  listNewStudentsPage,
  listRegistrationLogPage,
  totalHealthInsurance,
  type Executor,
  type PeriodRow,
  type RegistrationLogRecord,
  type UserRow,
} from '@portal/db';
import {
  enrollmentStatistics,
  enrollmentStatisticsCsv,
  healthInsuranceCsv,
  inRegistrationGroups,
  newStudentsCsv,
  PRINTED_BY_LABELS,
  printRegistrationPath,
  printTone,
  REGISTRATION_GROUPS,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  registrationGroupOf,
  registrationLogActions,
  registrationLogCsv,
  sumKobo,
  yearLabel,
  type CsvRows,
  type EnrollmentStatisticsResponse,
  type HealthInsuranceLogResponse,
  type NewStudentsLogResponse,
  type PrintOffice,
  type RegistrationLogResponse,
  type RegistrationLogRow,
  type RegistrationStatus,
  periodTitle,
} from '@portal/domain';
import { notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { fullNameOf } from '../registrations/index.js';

/**
 * The registry logs (issue 11): registration log, new students log, health insurance log and
 * enrollment statistics. Each screen is one request: a page in one query, its totals in one
 * aggregate. CSV exports carry every matching row.
 */

/** Rows per page of every log (the first page of any list is at most 100 rows). */
export const REGISTRY_LOG_PAGE_SIZE = 50;

async function requirePeriod(deps: DbDeps, periodId: string): Promise<PeriodRow> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  return period;
}

const periodHeader = (p: PeriodRow) => ({ period_id: p.periodId, semester: p.semester, session: p.session });

type LogWindow = { periodId: string; q: string };
/** The search and page every log screen asks for. */
type PageQuery = { q: string; page: number };

/**
 * One page of a log: its rows and its count or totals read side by side, with the parts every
 * log page answers (the period, the search, the page). Rows are numbered on from `offset`.
 */
async function readLogPage<Row, Totals>(
  deps: DbDeps,
  periodId: string,
  query: PageQuery,
  list: (db: Executor, window: LogWindow & { limit: number; offset: number }) => Promise<Row[]>,
  totals: (db: Executor, window: LogWindow) => Promise<Totals>,
) {
  const period = await requirePeriod(deps, periodId);
  const offset = (query.page - 1) * REGISTRY_LOG_PAGE_SIZE;
  const window = { periodId, q: query.q };
  const [rows, sums] = await Promise.all([
    list(deps.db, { ...window, limit: REGISTRY_LOG_PAGE_SIZE, offset }),
    totals(deps.db, window),
  ]);
  const frame = { period: periodHeader(period), q: query.q, page: query.page, page_size: REGISTRY_LOG_PAGE_SIZE };
  return { rows, totals: sums, offset, frame };
}

type NewStudentRecord = Awaited<ReturnType<typeof listNewStudentsPage>>[number];
type PersonRecord = Pick<NewStudentRecord, 'customId' | 'studentId' | 'programme' | 'ledgerNumber'> &
  Parameters<typeof fullNameOf>[0];

/** The student columns every log shows. */
function studentCells(r: PersonRecord) {
  return {
    custom_id: r.customId,
    student_id: r.studentId,
    full_name: fullNameOf(r),
    programme: r.programme,
    ledger_number: r.ledgerNumber,
  };
}

function printedBy(r: RegistrationLogRecord): PrintOffice[] {
  const offices: PrintOffice[] = [];
  if (r.printedByBursarAt) offices.push('bursar');
  if (r.printedByRegistrarAt) offices.push('registrar');
  if (r.printedByDeanAt) offices.push('dean');
  return offices;
}

function logRow(r: RegistrationLogRecord, periodId: string, officer: UserRow): RegistrationLogRow {
  const offices = printedBy(r);
  const actions = registrationLogActions(officer.adminPosition, r);
  return {
    number: r.groupNumber,
    ...studentCells(r),
    year: yearLabel(r.currentLevel, r.freshReturning),
    status: r.status,
    status_label: REGISTRATION_STATUS_LABELS[r.status],
    undertaking: r.undertaking,
    printed_by: offices,
    printed_by_labels: offices.map((o) => PRINTED_BY_LABELS[o]),
    print_tone: printTone(offices),
    form_number: r.formNumber,
    can_grant_undertaking: actions.canGrantUndertaking,
    can_print: actions.canPrint,
    print_path: printRegistrationPath(periodId, r.customId),
  };
}

/** The log's rows in the five registration groups, in their order. */
function logGroups(rows: RegistrationLogRecord[], periodId: string, officer: UserRow) {
  const views = rows.map((r) => ({ category: r.programmeCategory, view: logRow(r, periodId, officer) }));
  return inRegistrationGroups(views, (v) => v.category).map(({ group, rows: inGroup }) => ({
    group,
    rows: inGroup.map((v) => v.view),
  }));
}

/**
 * The groups a page of the log shows: a group appears on a page only where it has rows on that
 * page (its heading carries its total over all pages, issue 27 §5); a group with no row at all
 * appears on page 1 alone, where the spec's 'No record(s) found.' says so once.
 */
function groupsOnPage<G extends { group: string; rows: readonly unknown[] }>(
  groups: G[],
  page: number,
  totals: readonly { group: string; total: number }[],
): G[] {
  const isEmpty = (group: string) => !totals.some((t) => t.group === group && t.total > 0);
  return groups.filter((g) => g.rows.length > 0 || (page === 1 && isEmpty(g.group)));
}

interface LogQuery {
  q: string;
  status?: RegistrationStatus | undefined;
}

/**
 * /admin/registration-log/{periodId}: one page of every registration of the period in the five
 * groups, with the status, the T marker, who printed and the office's UT and Print actions;
 * totals per group and counts per status (for the filter) from one aggregate.
 */
export async function registrationLog(
  deps: DbDeps,
  officer: UserRow,
  periodId: string,
  query: LogQuery & { page: number },
): Promise<RegistrationLogResponse> {
  const page = await readLogPage(
    deps,
    periodId,
    query,
    (db, window) => listRegistrationLogPage(db, { ...window, status: query.status }),
    countRegistrationLog,
  );
  const counts = page.totals;
  const matching = counts.filter((c) => !query.status || c.status === query.status);
  const groupTotals = REGISTRATION_GROUPS.map((group) => ({
    group,
    total: matching.filter((c) => registrationGroupOf(c.category) === group).reduce((s, c) => s + c.count, 0),
  }));
  return {
    ...page.frame,
    status: query.status ?? null,
    groups: groupsOnPage(logGroups(page.rows, periodId, officer), query.page, groupTotals),
    group_totals: groupTotals,
    status_counts: REGISTRATION_STATUSES.map((status) => ({
      status,
      label: REGISTRATION_STATUS_LABELS[status],
      count: counts.filter((c) => c.status === status).reduce((s, c) => s + c.count, 0),
    })),
    total: groupTotals.reduce((s, g) => s + g.total, 0),
  };
}

/** The registration log as CSV: every matching row, in the five groups. */
export async function registrationLogCsvRows(
  deps: DbDeps,
  officer: UserRow,
  periodId: string,
  query: LogQuery,
): Promise<CsvRows> {
  await requirePeriod(deps, periodId);
  const rows = await listRegistrationLogPage(deps.db, { periodId, status: query.status, q: query.q });
  return registrationLogCsv(logGroups(rows, periodId, officer));
}

function newStudentRow(r: NewStudentRecord, number: number) {
  return {
    number,
    ...studentCells(r),
    level: yearLabel(r.currentLevel, r.freshReturning),
  };
}

/** /admin/new-students-log/{periodId}/…: completed registrations of fresh students, a page. */
export async function newStudentsLog(
  deps: DbDeps,
  periodId: string,
  query: PageQuery,
): Promise<NewStudentsLogResponse> {
  const page = await readLogPage(deps, periodId, query, listNewStudentsPage, countNewStudents);
  return { ...page.frame, items: page.rows.map((r, i) => newStudentRow(r, page.offset + i + 1)), total: page.totals };
}

export async function newStudentsCsvRows(deps: DbDeps, periodId: string, query: { q: string }): Promise<CsvRows> {
  await requirePeriod(deps, periodId);
  const rows = await listNewStudentsPage(deps.db, { periodId, q: query.q });
  return newStudentsCsv(rows.map((r, i) => newStudentRow(r, i + 1)));
}

type InsuredRecord = Awaited<ReturnType<typeof listHealthInsurancePage>>[number];

function healthInsuranceRow(r: InsuredRecord, number: number, periodId: string) {
  return {
    number,
    ...studentCells(r),
    year: yearLabel(r.currentLevel, r.freshReturning),
    form_number: r.formNumber,
    amount_kobo: r.amountKobo,
    print_path: printRegistrationPath(periodId, r.customId),
  };
}

/**
 * /admin/health-insurance-log/{periodId}: completed registrations charged the Health Insurance
 * item (found by name in the charge snapshot), its amount, a Form link, and the total.
 */
export async function healthInsuranceLog(
  deps: DbDeps,
  periodId: string,
  query: PageQuery,
): Promise<HealthInsuranceLogResponse> {
  const page = await readLogPage(deps, periodId, query, listHealthInsurancePage, totalHealthInsurance);
  return {
    ...page.frame,
    items: page.rows.map((r, i) => healthInsuranceRow(r, page.offset + i + 1, periodId)),
    total_amount_kobo: page.totals.amountKobo,
    total: page.totals.count,
  };
}

export async function healthInsuranceCsvRows(deps: DbDeps, periodId: string, query: { q: string }): Promise<CsvRows> {
  await requirePeriod(deps, periodId);
  const rows = await listHealthInsurancePage(deps.db, { periodId, q: query.q });
  const views = rows.map((r, i) => healthInsuranceRow(r, i + 1, periodId));
  return healthInsuranceCsv(views, {
    count: views.length,
    amount_kobo: sumKobo(views.map((v) => v.amount_kobo)),
  });
}

/**
 * /admin/enrollment-statistics/{periodId}: registrations per programme category and status in
 * one query, with row and column totals, the grand total and initiated versus completed.
 */
export async function enrollmentStatisticsOf(deps: DbDeps, periodId: string): Promise<EnrollmentStatisticsResponse> {
  const period = await requirePeriod(deps, periodId);
  const stats = enrollmentStatistics(await countEnrollment(deps.db, periodId));
  return {
    period: { ...periodHeader(period), heading: periodTitle(period) },
    columns: stats.columns,
    rows: stats.rows,
    column_totals: stats.columnTotals,
    grand_total: stats.grandTotal,
    initiated: stats.initiated,
    completed: stats.completed,
    note: stats.note,
  };
}

export async function enrollmentStatisticsCsvRows(deps: DbDeps, periodId: string): Promise<CsvRows> {
  const period = await requirePeriod(deps, periodId);
  const stats = enrollmentStatistics(await countEnrollment(deps.db, periodId));
  return enrollmentStatisticsCsv(stats, `Enrollment Statistics: ${periodTitle(period)}`);
}
