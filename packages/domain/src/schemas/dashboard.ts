import { z } from 'zod';
import { ACTIVE_STUDENT_FILTERS, DASHBOARD_COUNTS } from '../dashboard.js';
import {
  countsPerKey,
  nullableText,
  pageNumberSchema,
  pageResponseSchema,
  searchTextSchema,
  studentNameShape,
} from './common.js';

// ---- requests ------------------------------------------------------------------------------

/** GET /api/active-students.csv?q=&filter=: every matching active student. */
export const activeStudentsFilterQuerySchema = z.object({
  q: searchTextSchema,
  filter: z.enum(ACTIVE_STUDENT_FILTERS).optional(),
});
export type ActiveStudentsFilterQuery = z.infer<typeof activeStudentsFilterQuerySchema>;

/** GET /api/active-students?page=&q=&filter=: 50 a page, filtered by a dashboard figure. */
export const listActiveStudentsQuerySchema = activeStudentsFilterQuerySchema.extend({ page: pageNumberSchema });
export type ListActiveStudentsQuery = z.infer<typeof listActiveStudentsQuerySchema>;

// ---- responses -----------------------------------------------------------------------------

/** GET /api/dashboard: every figure. */
export const dashboardCountsResponseSchema = z.object({ counts: countsPerKey(DASHBOARD_COUNTS, z.number()) });
export type DashboardCountsResponse = z.infer<typeof dashboardCountsResponseSchema>;

/** A row of the active students list. */
export const activeStudentViewSchema = z.object({
  number: z.number(),
  ...studentNameShape,
  gender: nullableText,
  programme: nullableText,
  programme_category: nullableText,
  ledger_number: nullableText,
  matriculation_number: nullableText,
  phone_number: nullableText,
  email: nullableText,
});
export type ActiveStudentView = z.infer<typeof activeStudentViewSchema>;

/** GET /api/active-students. */
export const activeStudentPageSchema = pageResponseSchema(activeStudentViewSchema);
export type ActiveStudentPage = z.infer<typeof activeStudentPageSchema>;
