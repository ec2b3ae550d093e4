import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { REGISTRATION_GROUPS } from '../registration.js';
import { countsPerKey, pageInfoShape, pageNumberSchema, pageResponseSchema, periodHeaderSchema } from './common.js';
import { registrationListRowSchema, registrationStatusSchema } from './registration.js';

/**
 * Requests and responses of the registry desk (issue 11): the registration, new students and
 * health insurance logs and enrollment statistics. The receipts desk is in `receipts.ts`, the
 * reconciliation report in `reconciliation.ts`. Declared once: the API validates and documents
 * them, the web infers its types from them.
 */

// ---- requests ------------------------------------------------------------------------------

export const registryPeriodParamsSchema = z.object({
  periodId: z
    .string()
    .trim()
    .regex(/^\d{5,9}$/, MESSAGES.invalid),
});

/** No control characters (PostgreSQL refuses a NUL in text): typed searches never hold them. */
export const isPrintable = (value: string) => ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
const search = z.string().trim().max(100).refine(isPrintable, MESSAGES.invalid).default('');

/** /admin/registration-log/{periodId}: filter by status, search by name, Student ID or ledger number. */
export const registrationLogQuerySchema = z.object({
  page: pageNumberSchema,
  q: search,
  status: registrationStatusSchema.optional(),
});
export type RegistrationLogQuery = z.input<typeof registrationLogQuerySchema>;
export const registrationLogCsvQuerySchema = registrationLogQuerySchema.omit({ page: true });

/** The new students and health insurance logs: a page and a search. */
export const registryLogQuerySchema = z.object({ page: pageNumberSchema, q: search });
export const registryLogCsvQuerySchema = z.object({ q: search });

// ---- responses -----------------------------------------------------------------------------

/** A row of the registration log: the approval-list columns plus prints, actions and the print path. */
export const registrationLogRowSchema = registrationListRowSchema.extend({
  /** "Printed by Bursar", … (text beside the colour). */
  printed_by_labels: z.array(z.string()),
  /** Row colour: green (bursar printed), light purple (registrar printed). */
  print_tone: z.enum(['green', 'light-purple']).nullable(),
  form_number: z.string().nullable(),
  /** The UT button (bursar, registrar; before completion; once). */
  can_grant_undertaking: z.boolean(),
  /** The Print button (completed rows). */
  can_print: z.boolean(),
  print_path: z.string(),
});
export type RegistrationLogRow = z.infer<typeof registrationLogRowSchema>;

export const registrationLogResponseSchema = z.object({
  period: periodHeaderSchema,
  status: registrationStatusSchema.nullable(),
  q: z.string(),
  /** The page's rows in the five groups (numbered within each group across pages). */
  groups: z.array(z.object({ group: z.enum(REGISTRATION_GROUPS), rows: z.array(registrationLogRowSchema) })),
  /** Rows matching the status and search, per group (all pages). */
  group_totals: z.array(z.object({ group: z.enum(REGISTRATION_GROUPS), total: z.number().int() })),
  /** Rows matching the search, per status (for the filter). */
  status_counts: z.array(z.object({ status: registrationStatusSchema, label: z.string(), count: z.number().int() })),
  ...pageInfoShape,
});
export type RegistrationLogResponse = z.infer<typeof registrationLogResponseSchema>;

/** The student columns both the new students and the health insurance logs start with. */
const registryStudentColumns = {
  number: z.number().int(),
  custom_id: z.string(),
  full_name: z.string(),
  programme: z.string().nullable(),
  student_id: z.string(),
  ledger_number: z.string().nullable(),
};

export const newStudentRowSchema = z.object({
  ...registryStudentColumns,
  /** Level with fresh/returning: "1-BA (Fresh)". */
  level: z.string(),
});
export const newStudentsLogResponseSchema = z.object({
  period: periodHeaderSchema,
  q: z.string(),
  ...pageResponseSchema(newStudentRowSchema).shape,
});
export type NewStudentsLogResponse = z.infer<typeof newStudentsLogResponseSchema>;

export const healthInsuranceRowSchema = z.object({
  ...registryStudentColumns,
  year: z.string(),
  form_number: z.string().nullable(),
  amount_kobo: z.number().int(),
  /** The Form link: the print view of the registration. */
  print_path: z.string(),
});
export const healthInsuranceLogResponseSchema = z.object({
  period: periodHeaderSchema,
  q: z.string(),
  items: z.array(healthInsuranceRowSchema),
  /** Over every matching row (all pages). */
  total_amount_kobo: z.number().int(),
  ...pageInfoShape,
});
export type HealthInsuranceLogResponse = z.infer<typeof healthInsuranceLogResponseSchema>;

const statusCounts = countsPerKey(registrationStatusSchema.options, z.number().int());
export const enrollmentStatisticsResponseSchema = z.object({
  period: periodHeaderSchema.extend({ heading: z.string() }),
  columns: z.array(z.object({ status: registrationStatusSchema, label: z.string() })),
  rows: z.array(
    z.object({ label: z.string(), category: z.string().nullable(), counts: statusCounts, total: z.number().int() }),
  ),
  column_totals: statusCounts,
  grand_total: z.number().int(),
  initiated: z.number().int(),
  completed: z.number().int(),
  note: z.string(),
});
export type EnrollmentStatisticsResponse = z.infer<typeof enrollmentStatisticsResponseSchema>;
