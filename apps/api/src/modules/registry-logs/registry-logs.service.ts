import {
  countEnrollment,
  countNewStudents,
  countRegistrationLog,
  findPeriod,
  listHealthInsurancePage,
  listNewStudentsPage,
  listRegistrationLogPage,
  totalHealthInsurance,
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
import type { ServiceDeps } from '../../lib/service-deps.js';
import { fullNameOf } from '../registrations/index.js';

/**
 * The registry logs (issue 11): registration log, new students log, health insurance log and
 * enrollment statistics. Each screen is one request: a page in one query, its totals in one
 * aggregate. CSV exports carry every matching row.
 */

type ReadDeps = Pick<ServiceDeps, 'db'>;

/** Rows per page of every log (the first page of any list is at most 100 rows). */
export const REGISTRY_LOG_PAGE_SIZE = 50;

async function requirePeriod(deps: ReadDeps, periodId: string): Promise<PeriodRow> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  return period;
}

const periodHeader = (p: PeriodRow) => ({ period_id: p.periodId, semester: p.semester, session: p.session });

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
    custom_id: r.customId,
    student_id: r.studentId,
    full_name: fullNameOf(r),
    programme: r.programme,
    ledger_number: r.ledgerNumber,
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
  deps: ReadDeps,
  officer: UserRow,
  periodId: string,
  query: LogQuery & { page: number },
): Promise<RegistrationLogResponse> {
  const period = await requirePeriod(deps, periodId);
  const offset = (query.page - 1) * REGISTRY_LOG_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    listRegistrationLogPage(deps.db, {
      periodId,
      status: query.status,
      q: query.q,
      limit: REGISTRY_LOG_PAGE_SIZE,
      offset,
    }),
    countRegistrationLog(deps.db, { periodId, q: query.q }),
  ]);
  const matching = counts.filter((c) => !query.status || c.status === query.status);
  const groupTotals = REGISTRATION_GROUPS.map((group) => ({
    group,
    total: matching.filter((c) => registrationGroupOf(c.category) === group).reduce((s, c) => s + c.count, 0),
  }));
  const views = rows.map((r) => ({ category: r.programmeCategory, view: logRow(r, periodId, officer) }));
  return {
    period: periodHeader(period),
    status: query.status ?? null,
    q: query.q,
    groups: inRegistrationGroups(views, (v) => v.category).map(({ group, rows: inGroup }) => ({
      group,
      rows: inGroup.map((v) => v.view),
    })),
    group_totals: groupTotals,
    status_counts: REGISTRATION_STATUSES.map((status) => ({
      status,
      label: REGISTRATION_STATUS_LABELS[status],
      count: counts.filter((c) => c.status === status).reduce((s, c) => s + c.count, 0),
    })),
    total: groupTotals.reduce((s, g) => s + g.total, 0),
    page: query.page,
    page_size: REGISTRY_LOG_PAGE_SIZE,
  };
}

/** The registration log as CSV: every matching row, in the five groups. */
export async function registrationLogCsvRows(
  deps: ReadDeps,
  officer: UserRow,
  periodId: string,
  query: LogQuery,
): Promise<CsvRows> {
  await requirePeriod(deps, periodId);
  const rows = await listRegistrationLogPage(deps.db, { periodId, status: query.status, q: query.q });
  const views = rows.map((r) => ({ category: r.programmeCategory, view: logRow(r, periodId, officer) }));
  return registrationLogCsv(
    inRegistrationGroups(views, (v) => v.category).map(({ group, rows: inGroup }) => ({
      group,
      rows: inGroup.map((v) => v.view),
    })),
  );
}

type PersonRecord = Awaited<ReturnType<typeof listNewStudentsPage>>[number];

function newStudentRow(r: PersonRecord, number: number) {
  return {
    number,
    custom_id: r.customId,
    full_name: fullNameOf(r),
    programme: r.programme,
    student_id: r.studentId,
    ledger_number: r.ledgerNumber,
    level: yearLabel(r.currentLevel, r.freshReturning),
  };
}

/** /admin/new-students-log/{periodId}/…: completed registrations of fresh students, a page. */
export async function newStudentsLog(
  deps: ReadDeps,
  periodId: string,
  query: { q: string; page: number },
): Promise<NewStudentsLogResponse> {
  const period = await requirePeriod(deps, periodId);
  const offset = (query.page - 1) * REGISTRY_LOG_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listNewStudentsPage(deps.db, { periodId, q: query.q, limit: REGISTRY_LOG_PAGE_SIZE, offset }),
    countNewStudents(deps.db, { periodId, q: query.q }),
  ]);
  return {
    period: periodHeader(period),
    q: query.q,
    items: rows.map((r, i) => newStudentRow(r, offset + i + 1)),
    total,
    page: query.page,
    page_size: REGISTRY_LOG_PAGE_SIZE,
  };
}

export async function newStudentsCsvRows(deps: ReadDeps, periodId: string, query: { q: string }): Promise<CsvRows> {
  await requirePeriod(deps, periodId);
  const rows = await listNewStudentsPage(deps.db, { periodId, q: query.q });
  return newStudentsCsv(rows.map((r, i) => newStudentRow(r, i + 1)));
}

type InsuredRecord = Awaited<ReturnType<typeof listHealthInsurancePage>>[number];

function healthInsuranceRow(r: InsuredRecord, number: number, periodId: string) {
  return {
    number,
    custom_id: r.customId,
    full_name: fullNameOf(r),
    programme: r.programme,
    student_id: r.studentId,
    ledger_number: r.ledgerNumber,
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
  deps: ReadDeps,
  periodId: string,
  query: { q: string; page: number },
): Promise<HealthInsuranceLogResponse> {
  const period = await requirePeriod(deps, periodId);
  const offset = (query.page - 1) * REGISTRY_LOG_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    listHealthInsurancePage(deps.db, { periodId, q: query.q, limit: REGISTRY_LOG_PAGE_SIZE, offset }),
    totalHealthInsurance(deps.db, { periodId, q: query.q }),
  ]);
  return {
    period: periodHeader(period),
    q: query.q,
    items: rows.map((r, i) => healthInsuranceRow(r, offset + i + 1, periodId)),
    total_amount_kobo: totals.amountKobo,
    total: totals.count,
    page: query.page,
    page_size: REGISTRY_LOG_PAGE_SIZE,
  };
}

export async function healthInsuranceCsvRows(deps: ReadDeps, periodId: string, query: { q: string }): Promise<CsvRows> {
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
export async function enrollmentStatisticsOf(deps: ReadDeps, periodId: string): Promise<EnrollmentStatisticsResponse> {
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

export async function enrollmentStatisticsCsvRows(deps: ReadDeps, periodId: string): Promise<CsvRows> {
  const period = await requirePeriod(deps, periodId);
  const stats = enrollmentStatistics(await countEnrollment(deps.db, periodId));
  return enrollmentStatisticsCsv(stats, `Enrollment Statistics: ${periodTitle(period)}`);
}
