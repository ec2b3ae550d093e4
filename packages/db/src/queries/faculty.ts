import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courseAssignments, courses, periods } from '../schema/academics.js';
import { users, type UserRow } from '../schema/users.js';
import { likePattern } from './like.js';
import { firstRow, pageOf } from './rows.js';

const facultyColumns = {
  customId: users.customId,
  title: users.title,
  surname: users.surname,
  firstName: users.firstName,
  otherNames: users.otherNames,
  username: users.username,
  phoneNumber: users.phoneNumber,
  gender: users.gender,
  status: users.status,
  passportKey: users.passportKey,
};

/** One page of lecturer accounts by surname, searchable by name, e-mail or phone. */
export async function listFacultyPage(
  db: Executor,
  args: { q: string; limit: number; offset: number; status?: 'active' | 'inactive' | undefined },
) {
  const term = args.q.trim();
  const like = likePattern(term);
  const where = and(
    eq(users.role, 'faculty'),
    args.status ? eq(users.status, args.status) : undefined,
    term
      ? or(
          ilike(users.surname, like),
          ilike(users.firstName, like),
          ilike(users.otherNames, like),
          ilike(users.username, like),
          ilike(users.phoneNumber, like),
        )
      : undefined,
  );
  return pageOf(
    db
      .select(facultyColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.surname), asc(users.firstName), asc(users.customId))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ n: count() }).from(users).where(where),
  );
}

/** A lecturer's account, or undefined when the id is not a lecturer's. */
export async function findFaculty(db: Executor, customId: string) {
  return firstRow(
    db
      .select(facultyColumns)
      .from(users)
      .where(and(eq(users.customId, customId), eq(users.role, 'faculty')))
      .limit(1),
  );
}

/** Every course assigned to a lecturer, with its period (unordered: the caller orders periods). */
export async function listAssignmentsOfFaculty(db: Executor, facultyId: string, periodId?: string) {
  return db
    .select({
      periodId: periods.periodId,
      semester: periods.semester,
      session: periods.session,
      courseCode: courses.code,
      title: courses.title,
      hours: courses.hours,
    })
    .from(courseAssignments)
    .innerJoin(periods, eq(periods.periodId, courseAssignments.periodId))
    .innerJoin(courses, eq(courses.code, courseAssignments.courseCode))
    .where(
      and(eq(courseAssignments.facultyId, facultyId), periodId ? eq(courseAssignments.periodId, periodId) : undefined),
    )
    .orderBy(asc(courses.code));
}

export async function updateUserName(
  db: Executor,
  customId: string,
  // The lecturer edits the name; Manage Faculty's Edit also the gender and phone number.
  name: Pick<UserRow, 'title' | 'surname' | 'firstName' | 'otherNames'> &
    Partial<Pick<UserRow, 'gender' | 'phoneNumber'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...name, updatedAt: sql`now()` })
    .where(eq(users.customId, customId));
}
