import { count, eq, ilike, or, asc } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courses } from '../schema/academics.js';
import { specialCourseRates } from '../schema/registrations.js';
import { users } from '../schema/users.js';
import { likePattern } from './like.js';
import { firstRow, insertRowIfAbsent, pageOf } from './rows.js';

/** The agreed rates of a student (all courses). */
export async function listSpecialRatesOf(db: Executor, studentId: string) {
  return db
    .select({
      courseCode: specialCourseRates.courseCode,
      ratePerHourKobo: specialCourseRates.ratePerHourKobo,
      hours: specialCourseRates.hours,
      note: specialCourseRates.note,
    })
    .from(specialCourseRates)
    .where(eq(specialCourseRates.studentId, studentId));
}

/** Special course rates, one page, with the student and course (the rates screen). */
export async function listSpecialRatesPage(db: Executor, args: { q: string; limit: number; offset: number }) {
  const term = args.q.trim();
  const like = likePattern(term);
  const where = term
    ? or(
        ilike(users.username, like),
        ilike(users.surname, like),
        ilike(users.firstName, like),
        ilike(specialCourseRates.courseCode, like),
      )
    : undefined;
  return pageOf(
    db
      .select({
        id: specialCourseRates.id,
        studentId: users.username,
        surname: users.surname,
        firstName: users.firstName,
        otherNames: users.otherNames,
        courseCode: specialCourseRates.courseCode,
        courseTitle: courses.title,
        ratePerHourKobo: specialCourseRates.ratePerHourKobo,
        hours: specialCourseRates.hours,
        note: specialCourseRates.note,
        createdAt: specialCourseRates.createdAt,
      })
      .from(specialCourseRates)
      .innerJoin(users, eq(users.customId, specialCourseRates.studentId))
      .innerJoin(courses, eq(courses.code, specialCourseRates.courseCode))
      .where(where)
      .orderBy(asc(users.username), asc(specialCourseRates.courseCode))
      .limit(args.limit)
      .offset(args.offset),
    db
      .select({ n: count() })
      .from(specialCourseRates)
      .innerJoin(users, eq(users.customId, specialCourseRates.studentId))
      .where(where),
  );
}

export const insertSpecialRate = (db: Executor, row: typeof specialCourseRates.$inferInsert) =>
  insertRowIfAbsent(db, specialCourseRates, row);

export async function deleteSpecialRate(db: Executor, id: number) {
  return firstRow(db.delete(specialCourseRates).where(eq(specialCourseRates.id, id)).returning());
}
