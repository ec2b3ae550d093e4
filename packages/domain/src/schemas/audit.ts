import { z } from 'zod';
import { isCalendarDay } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { ADMIN_POSITIONS } from '../roles.js';
import { pageNumberSchema, pageResponseSchema } from './common.js';

/**
 * The audit trail screen and the check of the trail (issue 25, decision 0023). Declared once: the
 * API validates and documents them, the web infers its types from them.
 */

/** Whose records: an office, students, lecturers, or the system (seed, jobs; no user). */
export const AUDIT_OFFICE_FILTERS = [...ADMIN_POSITIONS, 'student', 'faculty', 'system'] as const;
export type AuditOfficeFilter = (typeof AUDIT_OFFICE_FILTERS)[number];

/** An optional text filter: empty is no filter. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalDay = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isCalendarDay(v), MESSAGES.invalid)
  .transform((v) => (v ? v : undefined));

const auditTrailFilterShape = {
  /** First and last day included (YYYY-MM-DD, West Africa Time). */
  from: optionalDay,
  to: optionalDay,
  office: z
    .union([z.enum(AUDIT_OFFICE_FILTERS), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The acting user's ID (custom_id, or a username). */
  user: optionalText(100),
  action: optionalText(100),
  /** A student's ID or name: records about the student, their forms and wallets. */
  student: optionalText(100),
  /** One record's own history (from a form or a wallet). */
  entity: optionalText(50),
  entityId: optionalText(100),
  /** Records about one period: the period itself and the forms of it. */
  period: optionalText(20),
};

export const auditTrailCsvQuerySchema = z.object(auditTrailFilterShape);
export const auditTrailQuerySchema = z.object({ page: pageNumberSchema, ...auditTrailFilterShape });
export type AuditTrailQuery = z.input<typeof auditTrailQuerySchema>;
export type AuditTrailFilterInput = z.output<typeof auditTrailCsvQuerySchema>;

/** A value that changed: "Status: awaiting dean → completed", "Amount: ₦0.00 → ₦5,000.00". */
export const auditChangeSchema = z.object({
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditRecordViewSchema = z.object({
  id: z.number().int(),
  /** Place in the sealed chain (null while its transaction is still open). */
  seq: z.number().int().nullable(),
  at: z.string(),
  /** "Mrs Ada Obi (bursar)", "Student 65001", "System". */
  who: z.string(),
  /** The office, 'student', 'faculty', or null for the system. */
  office: z.string().nullable(),
  action: z.string(),
  /** In words: "approved the registration form of 65001 for 1st Semester 2025/2026". */
  what: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** The student the record concerns (their ID, the username), if any. */
  student: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditRecordView = z.infer<typeof auditRecordViewSchema>;

export const auditTrailResponseSchema = pageResponseSchema(auditRecordViewSchema);
export type AuditTrailResponse = z.infer<typeof auditTrailResponseSchema>;

/** The check of the trail: complete, or the record altered / the records removed, in a sentence. */
export const auditCheckResponseSchema = z.object({
  complete: z.boolean(),
  message: z.string(),
  count: z.number().int().nullable(),
  /** The last record's place and hash: write them down to notice, later, records removed from the end. */
  last_seq: z.number().int().nullable(),
  last_hash: z.string().nullable(),
});
export type AuditCheckResponse = z.infer<typeof auditCheckResponseSchema>;
