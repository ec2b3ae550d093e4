import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { likePattern } from './like.js';

/** Who a row is about, as every queue, log and list shows the student (users joined to students). */
export const studentColumns = {
  customId: users.customId,
  studentId: users.username,
  surname: users.surname,
  firstName: users.firstName,
  otherNames: users.otherNames,
} as const;

/** The student record's columns the registration queues and logs show beside the names. */
export const programmeColumns = {
  programme: students.programme,
  programmeCategory: students.programmeCategory,
  ledgerNumber: students.ledgerNumber,
} as const;

/** A student whose names, Student ID or ledger number match an ILIKE pattern (users joined to students). */
export function studentLike(pattern: string): SQL {
  return or(
    ilike(users.surname, pattern),
    ilike(users.firstName, pattern),
    ilike(users.otherNames, pattern),
    ilike(users.username, pattern),
    ilike(students.ledgerNumber, pattern),
  )!;
}

/** The queues' and lists' search box: a student matching the whole term; undefined when it is blank. */
export function studentMatching(q: string | undefined): SQL | undefined {
  const term = q?.trim() ?? '';
  return term ? studentLike(likePattern(term)) : undefined;
}

/**
 * A period's approval queue or log: its rows in the statuses asked for (every status when none
 * are), of a student matching the search box.
 */
export function queueWhere(
  columns: { period: PgColumn; status: PgColumn },
  args: { periodId: string; statuses?: readonly string[] | undefined; q?: string | undefined },
): SQL | undefined {
  return and(
    eq(columns.period, args.periodId),
    args.statuses && args.statuses.length > 0 ? inArray(columns.status, [...args.statuses]) : undefined,
    studentMatching(args.q),
  );
}

/**
 * Joins the student a row names by `studentId` (a `$dynamic()` select): the account, and the
 * student record, which a student has only after Complete Profile (`record: 'required'` drops
 * the rows without one, as the registry logs do).
 */
export function joinStudent<T extends PgSelect>(
  query: T,
  studentId: PgColumn,
  record: 'optional' | 'required' = 'optional',
) {
  const withAccount = query.innerJoin(users, eq(users.customId, studentId));
  const onRecord = eq(students.customId, studentId);
  return record === 'required' ? withAccount.innerJoin(students, onRecord) : withAccount.leftJoin(students, onRecord);
}
