import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GROUP_CATEGORIES, HEALTH_INSURANCE_ITEM, REGISTRATION_GROUPS } from '@portal/domain';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';
import { registrations, type RegistrationRow } from '../schema/registrations.js';
import { registrationRowColumns } from './registrations.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { likePattern } from './like.js';
import { joinStudent, programmeColumns, studentColumns, studentLike } from './student-columns.js';
import { countOf, pageIfAsked } from './rows.js';

/**
 * The registry logs and enrollment statistics (issue 11): each screen's page in one query and
 * its totals in one aggregate, whatever the number of registrations.
 */

type Status = RegistrationRow['status'];

/** The programme categories of the five groups, in group order. */
const GROUP_CATEGORY_LIST = REGISTRATION_GROUPS.map((g) => GROUP_CATEGORIES[g]);

/** 1 to 5: the position of a registration's group (Master of Divinity first, Diploma last). */
const groupRank = sql<number>`(case ${students.programmeCategory} ${sql.join(
  GROUP_CATEGORY_LIST.map((c, i) => sql`when ${c} then ${i + 1}`),
  sql` `,
)} else 6 end)`;

/**
 * A search of up to five words: every word must be found in the surname, first name, other
 * names, Student ID or ledger number ("ruth adamu" and "ADAMU Ruth" both find Ruth ADAMU).
 */
export function studentSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      return studentLike(likePattern(word));
    }),
  );
}

/** Joins a registration's student, account and record (the logs list only students who have one). */
function withStudent<T extends PgSelect>(registrationsQuery: T) {
  return joinStudent(registrationsQuery, registrations.studentId, 'required');
}

const logColumns = { ...studentColumns, ...programmeColumns, ...registrationRowColumns } as const;

interface LogFilter {
  periodId: string;
  status?: Status | undefined;
  q?: string | undefined;
}

function logWhere(args: LogFilter) {
  return and(
    eq(registrations.periodId, args.periodId),
    inArray(students.programmeCategory, GROUP_CATEGORY_LIST),
    args.status ? eq(registrations.status, args.status) : undefined,
    studentSearch(args.q),
  );
}

/**
 * One page of the registration log in group order (then surname, first name, Student ID), each
 * row numbered within its group over the whole filtered list (so page 2 goes on counting).
 */
export async function listRegistrationLogPage(
  db: Executor,
  args: LogFilter & { limit?: number | undefined; offset?: number | undefined },
) {
  const query = withStudent(
    db
      .select({
        ...logColumns,
        groupNumber: sql<number>`(row_number() over (partition by ${groupRank} order by ${users.surname}, ${users.firstName}, ${users.username}))::int`,
      })
      .from(registrations)
      .$dynamic(),
  )
    .where(logWhere(args))
    .orderBy(groupRank, asc(users.surname), asc(users.firstName), asc(users.username));
  return pageIfAsked(query, args);
}
export type RegistrationLogRecord = Awaited<ReturnType<typeof listRegistrationLogPage>>[number];

/** Registrations of the period matching a search, counted per programme category and status. */
export async function countRegistrationLog(db: Executor, args: { periodId: string; q?: string | undefined }) {
  return withStudent(
    db
      .select({
        category: students.programmeCategory,
        status: registrations.status,
        count: sql<number>`count(*)::int`,
      })
      .from(registrations)
      .$dynamic(),
  )
    .where(logWhere(args))
    .groupBy(students.programmeCategory, registrations.status);
}

// ---- new students log --------------------------------------------------------------------

function newStudentsWhere(args: { periodId: string; q?: string | undefined }) {
  return and(
    eq(registrations.periodId, args.periodId),
    eq(registrations.status, 'completed'),
    eq(registrations.freshReturning, 'new'),
    studentSearch(args.q),
  );
}

const personColumns = {
  ...studentColumns,
  programme: students.programme,
  ledgerNumber: students.ledgerNumber,
  currentLevel: registrations.currentLevel,
  freshReturning: registrations.freshReturning,
  formNumber: registrations.formNumber,
} as const;

/** Completed registrations of fresh students, by surname (a page, or all for the CSV). */
export async function listNewStudentsPage(
  db: Executor,
  args: { periodId: string; q?: string | undefined; limit?: number | undefined; offset?: number | undefined },
) {
  const query = withStudent(db.select(personColumns).from(registrations).$dynamic())
    .where(newStudentsWhere(args))
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.username));
  return pageIfAsked(query, args);
}

export async function countNewStudents(db: Executor, args: { periodId: string; q?: string | undefined }) {
  return countOf(withStudent(db.select({ n: count() }).from(registrations).$dynamic()).where(newStudentsWhere(args)));
}

// ---- health insurance log ----------------------------------------------------------------

/**
 * The health insurance amount of a registration: the line of its charge snapshot whose item is
 * Health Insurance (by name, whatever its position or amount), 0 when it has none.
 */
const healthInsuranceKobo = sql<number>`(select coalesce(sum((line->>'amountKobo')::bigint), 0)
    from jsonb_array_elements(${registrations.charges}) as line
   where lower(btrim(line->>'item')) = ${HEALTH_INSURANCE_ITEM.toLowerCase()})`;

function healthInsuranceWhere(args: { periodId: string; q?: string | undefined }) {
  return and(
    eq(registrations.periodId, args.periodId),
    eq(registrations.status, 'completed'),
    sql`${healthInsuranceKobo} > 0`,
    studentSearch(args.q),
  );
}

/** Completed registrations charged the Health Insurance item, with its amount, by surname. */
export async function listHealthInsurancePage(
  db: Executor,
  args: { periodId: string; q?: string | undefined; limit?: number | undefined; offset?: number | undefined },
) {
  const query = withStudent(
    db
      .select({
        ...personColumns,
        amountKobo: sql<number>`${healthInsuranceKobo}`.mapWith(Number),
      })
      .from(registrations)
      .$dynamic(),
  )
    .where(healthInsuranceWhere(args))
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.username));
  return pageIfAsked(query, args);
}

/** How many rows the health insurance log has and their total, over all pages. */
export async function totalHealthInsurance(db: Executor, args: { periodId: string; q?: string | undefined }) {
  const rows = await withStudent(
    db
      .select({
        count: sql<number>`count(*)::int`,
        amountKobo: sql<number>`coalesce(sum(${healthInsuranceKobo}), 0)`.mapWith(Number),
      })
      .from(registrations)
      .$dynamic(),
  ).where(healthInsuranceWhere(args));
  return { count: rows[0]?.count ?? 0, amountKobo: rows[0]?.amountKobo ?? 0 };
}

// ---- enrollment statistics ---------------------------------------------------------------

/**
 * The enrollment statistics of a period in one query: registrations counted per programme
 * category and status (a registration without a student record counts under a null category).
 */
export async function countEnrollment(db: Executor, periodId: string) {
  return db
    .select({ category: students.programmeCategory, status: registrations.status, count: sql<number>`count(*)::int` })
    .from(registrations)
    .leftJoin(students, eq(students.customId, registrations.studentId))
    .where(eq(registrations.periodId, periodId))
    .groupBy(students.programmeCategory, registrations.status);
}
