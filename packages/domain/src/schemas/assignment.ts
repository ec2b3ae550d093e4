import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { nullableText } from './common.js';
import { periodIdParamsSchema, periodViewSchema } from './period.js';

// ---- requests ------------------------------------------------------------------------------

/** POST /api/assignments/:periodId: Assign Course, a course and a lecturer for the period in the URL. */
export const assignCourseSchema = z.object({
  course_code: z.string().trim().min(1, MESSAGES.required).max(12),
  faculty_id: z.string().trim().min(1, MESSAGES.required).max(40),
});
export type AssignCourseInput = z.input<typeof assignCourseSchema>;

/** DELETE /api/assignments/:periodId/:courseCode. */
export const assignmentParamsSchema = periodIdParamsSchema.extend({ courseCode: z.string().trim().min(1).max(20) });
export type AssignmentParams = z.infer<typeof assignmentParamsSchema>;

// ---- responses -----------------------------------------------------------------------------

/** An assigned course and its lecturer. */
export const assignmentViewSchema = z.object({
  course_code: z.string(),
  title: z.string(),
  hours: z.string(),
  faculty: z.object({
    custom_id: z.string(),
    title: nullableText,
    surname: z.string(),
    first_name: z.string(),
    other_names: nullableText,
  }),
});
export type AssignmentView = z.infer<typeof assignmentViewSchema>;

/**
 * GET /api/assignments/:periodId: the Assign Courses screen in one answer, the period, its
 * assigned courses and the available courses nobody teaches yet (the modal's choices).
 */
export const periodAssignmentsResponseSchema = z.object({
  period: periodViewSchema,
  items: z.array(assignmentViewSchema),
  unassigned_courses: z.array(z.object({ code: z.string(), title: z.string(), hours: z.string(), year: z.number() })),
});
export type PeriodAssignments = z.infer<typeof periodAssignmentsResponseSchema>;
