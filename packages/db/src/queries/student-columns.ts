import { ilike, or, type SQL } from 'drizzle-orm';
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
