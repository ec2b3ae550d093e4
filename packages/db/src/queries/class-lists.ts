import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courseAssignments, courses } from '../schema/academics.js';
import { addDropChanges, addDrops } from '../schema/add-drops.js';
import { registrationCourses, registrations } from '../schema/registrations.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { firstRow } from './rows.js';
import { studentColumns } from './student-columns.js';
import { completedRegistrationWithCourse, completedChangeOfCourse } from './course-takers.js';

/*
 * Class lists (issue 14, docs/decisions/0016-class-lists.md). A class list counts a registration
 * only when it is completed, and an add/drop change only when its add/drop is completed
 * (admin-faculty-side §4). A student who dropped the course stays in the registered table.
 */

/** The columns of a student on a class list (the screen, the print sheets and the CSV). */
const classListColumns = {
  ...studentColumns,
  gender: users.gender,
  phoneNumber: users.phoneNumber,
  passportKey: users.passportKey,
  email: students.email,
  matriculationNumber: students.matriculationNumber,
} as const;

const byName = [asc(users.surname), asc(users.firstName), asc(users.otherNames), asc(users.username)] as const;

/** Students whose completed registration of the period picked the course (the "registered" table). */
export async function listRegisteredStudentsOfCourse(db: Executor, periodId: string, courseCode: string) {
  return db
    .select(classListColumns)
    .from(registrationCourses)
    .innerJoin(registrations, eq(registrations.id, registrationCourses.registrationId))
    .innerJoin(users, eq(users.customId, registrations.studentId))
    .leftJoin(students, eq(students.customId, users.customId))
    .where(completedRegistrationWithCourse(periodId, courseCode))
    .orderBy(...byName);
}

/**
 * Students who added or dropped the course in a completed add/drop of the period (the "added"
 * and "dropped" tables), with the W/WF mark of a drop.
 */
export async function listChangedStudentsOfCourse(db: Executor, periodId: string, courseCode: string) {
  return db
    .select({ ...classListColumns, action: addDropChanges.action, mark: addDropChanges.mark })
    .from(addDropChanges)
    .innerJoin(addDrops, eq(addDrops.registrationId, addDropChanges.registrationId))
    .innerJoin(registrations, eq(registrations.id, addDropChanges.registrationId))
    .innerJoin(users, eq(users.customId, registrations.studentId))
    .leftJoin(students, eq(students.customId, users.customId))
    .where(completedChangeOfCourse(periodId, courseCode))
    .orderBy(...byName);
}

/** The lecturer of a course in a period (the lecturer block), if one is assigned. */
export async function findCourseLecturer(db: Executor, periodId: string, courseCode: string) {
  return firstRow(
    db
      .select({
        customId: users.customId,
        title: users.title,
        surname: users.surname,
        firstName: users.firstName,
        otherNames: users.otherNames,
        username: users.username,
        passportKey: users.passportKey,
      })
      .from(courseAssignments)
      .innerJoin(users, eq(users.customId, courseAssignments.facultyId))
      .where(and(eq(courseAssignments.periodId, periodId), eq(courseAssignments.courseCode, courseCode)))
      .limit(1),
  );
}

/**
 * Whether a student is on a class list of a lecturer: registered (completed registration), or
 * added or dropped (completed add/drop), in a course assigned to the lecturer in that period.
 * Decides whether the lecturer may see the student's passport photo.
 */
export async function isStudentOfLecturer(db: Executor, lecturerId: string, studentId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(courseAssignments)
    .where(
      and(
        eq(courseAssignments.facultyId, lecturerId),
        sql`(exists (
          select 1 from ${registrations} r
          join ${registrationCourses} rc on rc.registration_id = r.id
          where r.student_id = ${studentId} and r.period_id = ${courseAssignments.periodId}
            and r.status = 'completed' and rc.course_code = ${courseAssignments.courseCode}
        ) or exists (
          select 1 from ${registrations} r
          join ${addDrops} a on a.registration_id = r.id
          join ${addDropChanges} c on c.registration_id = r.id
          where r.student_id = ${studentId} and r.period_id = ${courseAssignments.periodId}
            and a.status = 'completed' and c.course_code = ${courseAssignments.courseCode}
        ))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The courses of a period that have a class list: a student registered (completed registration)
 * or added (completed add/drop), or a lecturer assigned; with the three counts and the lecturer,
 * in catalogue order (year, code). One query for the staff's Class Lists screen.
 */
export async function listClassListCourses(db: Executor, periodId: string) {
  const registered = sql<number>`(
    select count(*)::int from ${registrationCourses} rc
    join ${registrations} r on r.id = rc.registration_id
    where r.period_id = ${periodId} and r.status = 'completed' and rc.course_code = ${courses.code}
  )`;
  const changed = (action: 'add' | 'drop') => sql<number>`(
    select count(*)::int from ${addDropChanges} c
    join ${addDrops} a on a.registration_id = c.registration_id
    join ${registrations} r on r.id = c.registration_id
    where r.period_id = ${periodId} and a.status = 'completed' and c.action = ${action}
      and c.course_code = ${courses.code}
  )`;
  const rows = await db
    .select({
      code: courses.code,
      title: courses.title,
      hours: courses.hours,
      registered,
      added: changed('add'),
      dropped: changed('drop'),
      lecturerTitle: users.title,
      lecturerSurname: users.surname,
      lecturerFirstName: users.firstName,
      lecturerOtherNames: users.otherNames,
    })
    .from(courses)
    .leftJoin(
      courseAssignments,
      and(eq(courseAssignments.courseCode, courses.code), eq(courseAssignments.periodId, periodId)),
    )
    .leftJoin(users, eq(users.customId, courseAssignments.facultyId))
    .orderBy(asc(courses.year), asc(courses.code));
  return rows.filter((r) => r.registered > 0 || r.added > 0 || r.lecturerSurname !== null);
}
