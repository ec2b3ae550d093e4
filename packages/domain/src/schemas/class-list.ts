import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { SEMESTERS } from '../periods.js';
import { nullableText } from './common.js';

/**
 * Requests and responses of class lists and grade sheets (issue 14), declared once: the API
 * validates and documents them, the web infers its types from them. Who sees what is decided by
 * the server (docs/decisions/0016-class-lists.md); the answer says which view it is.
 */

// ---- requests ------------------------------------------------------------------------------

/** GET /api/class-lists/:periodId/:courseCode (and its print and CSV variants). */
export const classListParamsSchema = z.object({
  periodId: z
    .string()
    .trim()
    .regex(/^\d{5,9}$/, MESSAGES.invalid),
  courseCode: z.string().trim().min(1).max(20),
});
export type ClassListParams = z.infer<typeof classListParamsSchema>;

// ---- responses -----------------------------------------------------------------------------

const classListCourseSchema = z.object({ code: z.string(), title: z.string(), hours: z.string() });
const classListPeriodSchema = z.object({ period_id: z.string(), semester: z.enum(SEMESTERS), session: z.string() });

/** A classmate as a student sees them: the name only. */
export const classmateViewSchema = z.object({
  surname: z.string(),
  first_name: z.string(),
  other_names: nullableText,
});
export type ClassmateView = z.infer<typeof classmateViewSchema>;

/** A student of the list as staff and the course's lecturer see them. */
export const classListStudentViewSchema = classmateViewSchema.extend({
  custom_id: z.string(),
  /** The Student ID (the grade sheet's ID No). */
  student_id: z.string(),
  gender: nullableText,
  matriculation_number: nullableText,
  /** Null when the student has no e-mail on record (shown as '*Contact ICT department'). */
  email: nullableText,
  phone_number: nullableText,
  passport_url: nullableText,
});
export type ClassListStudentView = z.infer<typeof classListStudentViewSchema>;

/** A student who dropped the course, with W or WF (null: a free drop). */
export const droppedStudentViewSchema = classListStudentViewSchema.extend({ mark: z.enum(['W', 'WF']).nullable() });
export type DroppedStudentView = z.infer<typeof droppedStudentViewSchema>;

/** The lecturer block (students and staff). */
export const classListLecturerViewSchema = z.object({
  title: nullableText,
  surname: z.string(),
  first_name: z.string(),
  other_names: nullableText,
  username: z.string(),
  passport_url: nullableText,
});
export type ClassListLecturerView = z.infer<typeof classListLecturerViewSchema>;

const fullTables = {
  course: classListCourseSchema,
  period: classListPeriodSchema,
  registered: z.array(classListStudentViewSchema),
  added: z.array(classListStudentViewSchema),
  dropped: z.array(droppedStudentViewSchema),
};

/**
 * GET /api/class-lists/:periodId/:courseCode: the whole Class List screen in one answer. Staff
 * see every column and the lecturer block; the course's lecturer every column; a student of the
 * course the names only, and the lecturer block. `null` lecturer: 'No lecturer assigned yet.'
 */
export const classListResponseSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('staff'), ...fullTables, lecturer: classListLecturerViewSchema.nullable() }),
  z.object({ view: z.literal('lecturer'), ...fullTables }),
  z.object({
    view: z.literal('student'),
    course: classListCourseSchema,
    period: classListPeriodSchema,
    registered: z.array(classmateViewSchema),
    added: z.array(classmateViewSchema),
    dropped: z.array(classmateViewSchema),
    lecturer: classListLecturerViewSchema.nullable(),
  }),
]);
export type ClassListResponse = z.infer<typeof classListResponseSchema>;

/** A student on a print sheet: no photo. */
export const classListPrintStudentSchema = classListStudentViewSchema.omit({ passport_url: true, custom_id: true });
export type ClassListPrintStudent = z.infer<typeof classListPrintStudentSchema>;

/**
 * GET /api/class-lists/:periodId/:courseCode/print: the print sheets (class list and grade
 * sheet) for staff and the course's lecturer; never public, never students.
 */
export const classListPrintResponseSchema = z.object({
  course: classListCourseSchema,
  period: classListPeriodSchema,
  registered: z.array(classListPrintStudentSchema),
  added: z.array(classListPrintStudentSchema),
  dropped: z.array(classListPrintStudentSchema.extend({ mark: z.enum(['W', 'WF']).nullable() })),
  lecturer: classListLecturerViewSchema.omit({ passport_url: true }).nullable(),
});
export type ClassListPrintResponse = z.infer<typeof classListPrintResponseSchema>;

// ---- the staff's list of a period's class lists ------------------------------------------

/** GET /api/class-lists/:periodId: the courses of a period that have a class list. */
export const classListCoursesParamsSchema = classListParamsSchema.pick({ periodId: true });
export type ClassListCoursesParams = z.infer<typeof classListCoursesParamsSchema>;

/** A course of the period: its counts and its lecturer (title and name, null when none). */
export const classListCourseSummarySchema = classListCourseSchema.extend({
  registered: z.number().int(),
  added: z.number().int(),
  dropped: z.number().int(),
  lecturer: nullableText,
});
export type ClassListCourseSummary = z.infer<typeof classListCourseSummarySchema>;

/**
 * The Class Lists screen of staff with the class-list power (not in the spec; decision 0016):
 * the courses with a registered or added student, or a lecturer, in the period.
 */
export const classListCoursesResponseSchema = z.object({
  period: classListPeriodSchema,
  items: z.array(classListCourseSummarySchema),
});
export type ClassListCoursesResponse = z.infer<typeof classListCoursesResponseSchema>;
