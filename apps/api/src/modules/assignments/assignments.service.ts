import type { z } from 'zod';
import {
  deleteAssignment,
  findAssignment,
  findCourse,
  lockCourse,
  lockUserById,
  findFaculty,
  insertAssignment,
  listAssignmentsOfPeriod,
  listUnassignedCourses,
  recordAudit,
  type Executor,
  type UserRow,
} from '@portal/db';
import {
  ASSIGNMENT_MESSAGES,
  normalizeCourseCode,
  type assignCourseSchema,
  type MessageResponse,
  type PeriodAssignments,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { requirePeriod, toPeriodView } from '../periods/index.js';

/** The Assign Courses screen in one request: the period, assigned courses, and the modal's choices. */
export async function assignmentsOfPeriod(db: Executor, periodId: string): Promise<PeriodAssignments> {
  const period = await requirePeriod(db, periodId);
  const [assigned, unassigned] = await Promise.all([
    listAssignmentsOfPeriod(db, periodId),
    listUnassignedCourses(db, periodId),
  ]);
  return {
    period: toPeriodView(period),
    items: assigned.map((a) => ({
      course_code: a.courseCode,
      title: a.title,
      hours: a.hours,
      faculty: {
        custom_id: a.facultyId,
        title: a.facultyTitle,
        surname: a.facultySurname,
        first_name: a.facultyFirstName,
        other_names: a.facultyOtherNames,
      },
    })),
    unassigned_courses: unassigned.map((c) => ({ code: c.code, title: c.title, hours: c.hours, year: c.year })),
  };
}

/**
 * Assigns a course of a period to a lecturer. A course has at most one lecturer per period:
 * the unique (period, course) constraint decides between two officers assigning at once.
 */
export async function assignCourse(
  deps: DbDeps,
  actor: UserRow,
  periodId: string,
  input: z.output<typeof assignCourseSchema>,
): Promise<MessageResponse> {
  const code = normalizeCourseCode(input.course_code);
  await requirePeriod(deps.db, periodId);
  const [course, lecturer, existing] = await Promise.all([
    findCourse(deps.db, code),
    findFaculty(deps.db, input.faculty_id),
    findAssignment(deps.db, periodId, code),
  ]);
  if (!course) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.courseMissing(code));
  if (course.status !== 'available') throw new AppError('VALIDATION', ASSIGNMENT_MESSAGES.courseUnavailable(code));
  if (!lecturer || lecturer.status !== 'active') throw new AppError('VALIDATION', ASSIGNMENT_MESSAGES.lecturerMissing);
  if (existing) throw new AppError('CONFLICT', ASSIGNMENT_MESSAGES.duplicate);
  try {
    await deps.db.transaction(async (tx) => {
      // Checked again on locked rows: a lecturer deactivated or a course withdrawn meanwhile.
      const [lockedCourse, lockedLecturer] = await Promise.all([
        lockCourse(tx, code),
        lockUserById(tx, lecturer.customId),
      ]);
      if (lockedCourse?.status !== 'available')
        throw new AppError('VALIDATION', ASSIGNMENT_MESSAGES.courseUnavailable(code));
      if (lockedLecturer?.role !== 'faculty' || lockedLecturer.status !== 'active') {
        throw new AppError('VALIDATION', ASSIGNMENT_MESSAGES.lecturerMissing);
      }
      const row = await insertAssignment(tx, {
        periodId,
        courseCode: code,
        facultyId: lecturer.customId,
        assignedBy: actor.customId,
      });
      await recordAudit(tx, {
        actorId: actor.customId,
        action: 'course.assign',
        entity: 'course_assignment',
        entityId: String(row.id),
        details: { periodId, courseCode: code, facultyId: lecturer.customId },
      });
    });
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw new AppError('CONFLICT', ASSIGNMENT_MESSAGES.duplicate);
    throw err;
  }
  return { message: ASSIGNMENT_MESSAGES.assigned };
}

export async function unassignCourse(
  deps: DbDeps,
  actor: UserRow,
  periodId: string,
  rawCode: string,
): Promise<MessageResponse> {
  const code = normalizeCourseCode(rawCode);
  await deps.db.transaction(async (tx) => {
    const removed = await deleteAssignment(tx, periodId, code);
    if (!removed) throw notFound(ASSIGNMENT_MESSAGES.notAssigned(code));
    await recordAudit(tx, {
      actorId: actor.customId,
      action: 'course.unassign',
      entity: 'course_assignment',
      entityId: String(removed.id),
      details: { periodId, courseCode: code, facultyId: removed.facultyId },
    });
  });
  return { message: ASSIGNMENT_MESSAGES.unassigned };
}
