import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { likePattern } from './like.js';
import { programmeColumns, studentColumns } from './student-columns.js';
import { countOf } from './rows.js';

/** Which active students a count or a list covers. */
export type ActiveStudentFilter =
  | { kind: 'all' }
  | { kind: 'gender'; gender: 'Female' | 'Male' }
  | { kind: 'international' }
  | { kind: 'denomination'; denomination: 'ECWA' | 'Non-ECWA' }
  | { kind: 'programme-category'; category: string };

/** An active student: a student account whose onboarding is complete. */
const isActiveStudent = sql`(${users.role} = 'student' and ${users.status} = 'complete')`;

function conditionOf(filter: ActiveStudentFilter): SQL {
  switch (filter.kind) {
    case 'all':
      return isActiveStudent;
    case 'gender':
      return sql`(${isActiveStudent} and ${users.gender} = ${filter.gender})`;
    case 'international':
      return sql`(${isActiveStudent} and ${students.countryOfOrigin} <> 'Nigeria')`;
    case 'denomination':
      return sql`(${isActiveStudent} and ${students.denomination} = ${filter.denomination})`;
    case 'programme-category':
      return sql`(${isActiveStudent} and ${students.programmeCategory} = ${filter.category})`;
  }
}

/**
 * The dashboard figures in one query: one `count(*) filter (where …)` per named filter, plus
 * active lecturers.
 */
export async function countDashboard<K extends string>(
  db: Executor,
  filters: Record<K, ActiveStudentFilter>,
): Promise<{ students: Record<K, number>; faculty: number }> {
  const names = Object.keys(filters) as K[];
  const columns: Record<string, SQL<number>> = {
    faculty: sql<number>`(count(*) filter (where ${users.role} = 'faculty' and ${users.status} = 'active'))::int`,
  };
  names.forEach((name, i) => {
    columns[`c${i}`] = sql<number>`(count(*) filter (where ${conditionOf(filters[name])}))::int`;
  });
  const rows = await db.select(columns).from(users).leftJoin(students, eq(students.customId, users.customId));
  const row = rows[0] ?? {};
  const counts = {} as Record<K, number>;
  names.forEach((name, i) => {
    counts[name] = Number(row[`c${i}`] ?? 0);
  });
  return { students: counts, faculty: Number(row.faculty ?? 0) };
}

const activeStudentColumns = {
  ...studentColumns,
  gender: users.gender,
  phoneNumber: users.phoneNumber,
  ...programmeColumns,
  matriculationNumber: students.matriculationNumber,
  email: students.email,
};

function activeStudentsWhere(args: { filter: ActiveStudentFilter; q: string }) {
  const term = args.q.trim();
  const like = likePattern(term);
  return and(
    conditionOf(args.filter),
    term
      ? or(
          ilike(users.surname, like),
          ilike(users.firstName, like),
          ilike(users.otherNames, like),
          ilike(sql`${users.surname} || ' ' || ${users.firstName}`, like),
          ilike(sql`${users.firstName} || ' ' || ${users.surname}`, like),
          ilike(users.username, like),
          ilike(students.ledgerNumber, like),
          ilike(students.matriculationNumber, like),
        )
      : undefined,
  );
}

/**
 * Active students by surname, first name and Student ID, filtered and searchable by name,
 * Student ID, ledger or matriculation number. Without `limit`, every matching row.
 */
export async function listActiveStudents(
  db: Executor,
  args: { filter: ActiveStudentFilter; q: string; limit?: number; offset?: number },
) {
  const where = activeStudentsWhere(args);
  const query = db
    .select(activeStudentColumns)
    .from(users)
    .leftJoin(students, eq(students.customId, users.customId))
    .where(where)
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.username))
    .$dynamic();
  if (args.limit !== undefined) query.limit(args.limit).offset(args.offset ?? 0);
  return query;
}

export async function countActiveStudents(db: Executor, args: { filter: ActiveStudentFilter; q: string }) {
  return countOf(
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(students, eq(students.customId, users.customId))
      .where(activeStudentsWhere(args)),
  );
}
