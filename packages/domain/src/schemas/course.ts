import { z } from 'zod';
import { COURSE_AUDIENCES, COURSE_STATUSES } from '../courses.js';
import { MESSAGES } from '../messages.js';
import {
  formInteger,
  pageNumberSchema,
  pageResponseSchema,
  requiredCheck,
  searchTextSchema,
  wholeNumberWithin,
} from './common.js';

// ---- requests ------------------------------------------------------------------------------

/** GET /api/courses: 100 a page, searched by code or title, filtered by year. */
export const listCoursesQuerySchema = z.object({
  page: pageNumberSchema,
  q: searchTextSchema,
  year: wholeNumberWithin(1, 7).optional(),
});
export type ListCoursesQuery = z.infer<typeof listCoursesQuerySchema>;

/** GET /api/years/:year/courses?audience=. */
export const coursesOfYearParamsSchema = z.object({ year: wholeNumberWithin(1, 7) });
export const coursesOfYearQuerySchema = z.object({ audience: z.enum(['in_person', 'virtual']).optional() });

/** `/:code` of a course (normalised by the server: 'ots  611' is OTS 611). */
export const courseCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(20) });
export type CourseCodeParams = z.infer<typeof courseCodeParamsSchema>;

/** Input New Course (admin-faculty-side §5): code upper-cased, year 1 to 7, hours one character. */
export const createCourseSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.required).max(150, MESSAGES.invalid),
  hours: z
    .string()
    .trim()
    .min(1, requiredCheck)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^([1-9]|P|F|P\/F)$/, MESSAGES.invalid))
    .transform((v) => (v === 'P' || v === 'F' ? 'P/F' : v)),
  code: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(12, MESSAGES.invalid)
    .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2,5} ?\d{3,4}[A-Z]?$/, MESSAGES.invalid)),
  year: formInteger(1, 7),
  audience: z.enum(COURSE_AUDIENCES, { error: () => MESSAGES.required }).default('both'),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;

/** Change Status of a course: the state wanted, not a flip. */
export const setCourseStatusSchema = z.object({ status: z.enum(COURSE_STATUSES, { error: () => MESSAGES.required }) });
export type SetCourseStatusInput = z.input<typeof setCourseStatusSchema>;

const courseFields = createCourseSchema.shape;
/** Corrections to a course: any of title, credit hours, year, audience (the code is its identity). */
export const editCourseSchema = z
  .object({
    title: courseFields.title.optional(),
    hours: courseFields.hours.optional(),
    year: courseFields.year.optional(),
    audience: z.enum(COURSE_AUDIENCES).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: MESSAGES.required });
export type EditCourseInput = z.input<typeof editCourseSchema>;

// ---- responses -----------------------------------------------------------------------------

/** A course as every screen sees it. */
export const courseViewSchema = z.object({
  code: z.string(),
  year: z.number(),
  title: z.string(),
  hours: z.string(),
  status: z.enum(COURSE_STATUSES),
  audience: z.enum(COURSE_AUDIENCES),
});
export type CourseView = z.infer<typeof courseViewSchema>;

/** GET /api/courses: a page of the catalogue, each row numbered. */
export const courseListResponseSchema = pageResponseSchema(courseViewSchema.extend({ number: z.number() }));
export type CourseList = z.infer<typeof courseListResponseSchema>;
export type CourseListItem = CourseList['items'][number];

/** GET /api/years/:year/courses. */
export const coursesOfYearResponseSchema = z.array(courseViewSchema);

/** POST /api/courses, PATCH /api/courses/:code and …/status: the text and the course as it now is. */
export const courseChangeResponseSchema = z.object({ message: z.string(), course: courseViewSchema });
export type CourseChangeResponse = z.infer<typeof courseChangeResponseSchema>;
