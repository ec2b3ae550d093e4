import { z } from 'zod';
import { FACULTY_TITLES } from '../faculty.js';
import { MESSAGES } from '../messages.js';
import { SEMESTERS } from '../periods.js';
import { ACCOUNT_STATUSES, GENDERS } from '../roles.js';
import { nullableText, pageNumberSchema, pageResponseSchema, requiredCheck, searchTextSchema } from './common.js';

// ---- requests ------------------------------------------------------------------------------

/** GET /api/faculty: 100 a page, searched by name, e-mail or phone; `active` for pickers. */
export const listFacultyQuerySchema = z.object({
  page: pageNumberSchema,
  q: searchTextSchema,
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type ListFacultyQuery = z.infer<typeof listFacultyQuerySchema>;

/** `/:customId` of a lecturer. */
export const facultyIdParamsSchema = z.object({ customId: z.string().trim().min(1).max(40) });
export type FacultyIdParams = z.infer<typeof facultyIdParamsSchema>;

/** POST /api/faculty: Create Faculty Account (admin-faculty-side §5). */
export const createFacultySchema = z.object({
  title: z.enum(FACULTY_TITLES, { error: () => MESSAGES.required }),
  surname: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(60, MESSAGES.invalid)
    .transform((v) => v.toUpperCase()),
  first_name: z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.invalid),
  other_names: z.string().trim().max(100, MESSAGES.invalid).optional().default(''),
  gender: z.enum(GENDERS, { error: () => MESSAGES.required }),
  phone_number: z
    .string()
    .trim()
    .min(1, requiredCheck)
    .regex(/^\d{11}$/, MESSAGES.invalid),
});
export type CreateFacultyInput = z.input<typeof createFacultySchema>;

/**
 * PATCH /api/faculty/:customId: Edit on Manage Faculty (admin-faculty-side §5), the create form's
 * fields. The username stays: it is the lecturer's sign-in, and was made from the names once.
 */
export const editFacultySchema = createFacultySchema;
export type EditFacultyInput = z.input<typeof editFacultySchema>;

/** PATCH /api/faculty/:customId/status: activate or deactivate (deactivation ends their sessions). */
export const setFacultyStatusSchema = z.object({ status: z.enum(ACCOUNT_STATUSES) });
export type SetFacultyStatusInput = z.input<typeof setFacultyStatusSchema>;

/** PATCH /api/faculty/me/name: a lecturer edits their own name (Edit Name on the faculty profile). */
export const editFacultyNameSchema = createFacultySchema.pick({
  title: true,
  surname: true,
  first_name: true,
  other_names: true,
});
export type EditFacultyNameInput = z.input<typeof editFacultyNameSchema>;

// ---- responses -----------------------------------------------------------------------------

/** A lecturer account as lists show it (username is the lecturer's e-mail). */
export const facultyViewSchema = z.object({
  custom_id: z.string(),
  title: nullableText,
  surname: z.string(),
  first_name: z.string(),
  other_names: nullableText,
  username: z.string(),
  phone_number: nullableText,
  gender: nullableText,
  status: z.enum(ACCOUNT_STATUSES),
});
export type FacultyView = z.infer<typeof facultyViewSchema>;

/** GET /api/faculty: a page of lecturers, each row numbered. */
export const facultyListResponseSchema = pageResponseSchema(facultyViewSchema.extend({ number: z.number() }));
export type FacultyList = z.infer<typeof facultyListResponseSchema>;

/** A course assigned to a lecturer. */
export const facultyCourseViewSchema = z.object({ course_code: z.string(), title: z.string(), hours: z.string() });
export type FacultyCourseView = z.infer<typeof facultyCourseViewSchema>;

/** GET /api/faculty/me/courses/:periodId. */
export const facultyCoursesResponseSchema = z.array(facultyCourseViewSchema);

/** GET /api/faculty/me and /api/faculty/:customId: the account, photo and assigned courses, newest period first. */
export const facultyProfileSchema = facultyViewSchema.extend({
  passport_url: nullableText,
  assigned: z.array(
    facultyCourseViewSchema.extend({ period_id: z.string(), semester: z.enum(SEMESTERS), session: z.string() }),
  ),
});
export type FacultyProfile = z.infer<typeof facultyProfileSchema>;

/** POST /api/faculty: the username and the one-time password (shown once). */
export const createdFacultySchema = z.object({
  message: z.string(),
  custom_id: z.string(),
  username: z.string(),
  /** Why the username carries a digit (a lecturer of the same name exists), else null. */
  username_note: z.string().nullable(),
  one_time_password: z.string(),
});
export type CreatedFaculty = z.infer<typeof createdFacultySchema>;

/** PATCH /api/faculty/:customId/status. */
export const setFacultyStatusResponseSchema = z.object({ message: z.string(), status: z.enum(ACCOUNT_STATUSES) });
export type SetFacultyStatusResponse = z.infer<typeof setFacultyStatusResponseSchema>;
