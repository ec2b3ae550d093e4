import { and, eq, type SQL } from 'drizzle-orm';
import { addDropChanges, addDrops } from '../schema/add-drops.js';
import { registrationCourses, registrations } from '../schema/registrations.js';

/*
 * Who took a course in a period, as the class lists count it (decision 0016): a registration
 * counts only when completed, an add/drop change only when its add/drop is completed. Every
 * query that asks uses these conditions, so the rule is written once.
 */

/** Completed registrations of a period that picked a course (registrations joined to registration_courses). */
export function completedRegistrationWithCourse(periodId: string, courseCode: string): SQL {
  return and(
    eq(registrations.periodId, periodId),
    eq(registrations.status, 'completed'),
    eq(registrationCourses.courseCode, courseCode),
  )!;
}

/** Changes of a course in a period's completed add/drops (add_drop_changes joined to add_drops and registrations). */
export function completedChangeOfCourse(periodId: string, courseCode: string): SQL {
  return and(
    eq(registrations.periodId, periodId),
    eq(addDrops.status, 'completed'),
    eq(addDropChanges.courseCode, courseCode),
  )!;
}
