import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courseAssignments, courses } from '../schema/academics.js';
import { users } from '../schema/users.js';
import { findRow, firstRow, insertRow } from './rows.js';

export type CourseAssignmentRow = typeof courseAssignments.$inferSelect;
export type NewCourseAssignmentRow = typeof courseAssignments.$inferInsert;

/** The courses assigned in a period with their lecturers, by course code. */
export async function listAssignmentsOfPeriod(db: Executor, periodId: string) {
  return db
    .select({
      courseCode: courses.code,
      title: courses.title,
      hours: courses.hours,
      facultyId: users.customId,
      facultyTitle: users.title,
      facultySurname: users.surname,
      facultyFirstName: users.firstName,
      facultyOtherNames: users.otherNames,
    })
    .from(courseAssignments)
    .innerJoin(courses, eq(courses.code, courseAssignments.courseCode))
    .innerJoin(users, eq(users.customId, courseAssignments.facultyId))
    .where(eq(courseAssignments.periodId, periodId))
    .orderBy(asc(courses.code));
}

/** Available courses that nobody teaches yet in the period (the Assign Course choices). */
export async function listUnassignedCourses(db: Executor, periodId: string) {
  return db
    .select({ code: courses.code, title: courses.title, hours: courses.hours, year: courses.year })
    .from(courses)
    .where(
      and(
        eq(courses.status, 'available'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(courseAssignments)
            .where(and(eq(courseAssignments.periodId, periodId), eq(courseAssignments.courseCode, courses.code))),
        ),
      ),
    )
    .orderBy(asc(courses.code));
}

export const findAssignment = (db: Executor, periodId: string, courseCode: string) =>
  findRow(
    db,
    courseAssignments,
    and(eq(courseAssignments.periodId, periodId), eq(courseAssignments.courseCode, courseCode)),
  );

/** Inserts an assignment; the unique (period, course) constraint refuses a second lecturer. */
export const insertAssignment = (db: Executor, row: NewCourseAssignmentRow) => insertRow(db, courseAssignments, row);

export async function insertAssignmentIfAbsent(db: Executor, row: NewCourseAssignmentRow): Promise<boolean> {
  const rows = await db
    .insert(courseAssignments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: courseAssignments.id });
  return rows.length > 0;
}

/** Removes the assignment of a course in a period; answers the removed row, if any. */
export async function deleteAssignment(
  db: Executor,
  periodId: string,
  courseCode: string,
): Promise<CourseAssignmentRow | undefined> {
  return firstRow(
    db
      .delete(courseAssignments)
      .where(and(eq(courseAssignments.periodId, periodId), eq(courseAssignments.courseCode, courseCode)))
      .returning(),
  );
}
