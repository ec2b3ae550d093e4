import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { REGISTRATION_GROUPS } from '../registration.js';
import { nairaField, nullableText, periodHeaderSchema, studentNameShape } from '../schemas/common.js';

/**
 * The schemas every workflow form shares: the office's decision with its required comment, the
 * history under a form, the desk's process panel and a row of a desk's queue.
 */

/** The comment an office must give with a decision (the student reads it). */
export const decisionCommentSchema = z.string().trim().min(1, MESSAGES.required).max(500, MESSAGES.invalid);

/** An office's decision on a form: one of `decisions`, with the required comment. */
export function officeDecisionSchema<const D extends readonly [string, ...string[]]>(decisions: D) {
  return z.object({
    decision: z.enum(decisions, { error: () => MESSAGES.required }),
    comment: decisionCommentSchema,
  });
}

/** One line of a form's history (workflow/history.ts builds it). */
export const historyEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  by: z.string(),
  comment: z.string().nullable(),
});

/**
 * The desk's process panel of a form: the student's phone, what this office may do now, the
 * SMS button, anything else the form shows (`extra`), and the history.
 */
export function deskPanelSchema<A extends z.ZodRawShape, X extends z.ZodRawShape = Record<never, never>>(
  actions: A,
  extra?: X,
) {
  return z
    .object({
      phone_international: z.string().nullable(),
      ...actions,
      can_sms: z.boolean(),
      ...(extra ?? ({} as X)),
      history: z.array(historyEntrySchema),
    })
    .nullable();
}

type Shape = z.ZodRawShape;
type None = Record<never, never>;
/**
 * A row of a desk's queue or log: the student, the status, and what the form adds, in the
 * answer's order: `names` before the full name, `beforeStatus` after the ledger number, `after`
 * at the end.
 */
export function queueRowSchema<
  S extends z.ZodType,
  N extends Shape = None,
  B extends Shape = None,
  A extends Shape = None,
>(status: S, extra: { names?: N; beforeStatus?: B; after?: A }) {
  return z.object({
    number: z.number().int(),
    custom_id: z.string(),
    student_id: z.string(),
    ...(extra.names ?? ({} as N)),
    full_name: z.string(),
    programme: z.string().nullable(),
    ledger_number: z.string().nullable(),
    ...(extra.beforeStatus ?? ({} as B)),
    status,
    status_label: z.string(),
    ...(extra.after ?? ({} as A)),
  });
}

/**
 * A balance a desk enters from the bursary ledger (whole naira, possibly negative: a student may
 * owe the seminary; commas allowed) and the wallet as the desk loaded it (a change since is
 * refused). `requireBalance`: an empty balance says '*Required' (the hostel's form) rather than
 * only '*Invalid' (registration's).
 */
export function ledgerEntrySchema(requireBalance: boolean) {
  return z.object({
    balance: nairaField({ negative: true, ...(requireBalance ? { required: MESSAGES.required } : {}) }),
    expected_balance_kobo: z.number().int().safe(),
  });
}

/** A desk's queue in the five groups (registration and add/drop approval): one request. */
export function groupedQueueSchema<S extends z.ZodType, R extends z.ZodType>(status: S, row: R) {
  return z.object({
    period: periodHeaderSchema,
    statuses: z.array(status),
    groups: z.array(z.object({ group: z.enum(REGISTRATION_GROUPS), rows: z.array(row) })),
    total: z.number().int(),
  });
}

/** The personal data every form shows first (registration, add/drop, the hostel request). */
export const personSchema = z.object({
  ...studentNameShape,
  surname: z.string(),
  first_name: z.string(),
  other_names: z.string().nullable(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
});

/** Personal Data of a form and its print: the person and the student record (registration, add/drop, hostel). */
export const formStudentSchema = personSchema.extend({
  email: nullableText,
  matriculation_number: nullableText,
  ledger_number: nullableText,
  programme: nullableText,
  denomination: nullableText,
  special_student_category: nullableText,
  passport_url: nullableText,
});

/** The answer to starting a form (or applying): created, or the one that already exists. */
export const formStartedResponseSchema = z.object({
  message: z.string(),
  created: z.boolean(),
  period_id: z.string(),
  custom_id: z.string(),
});
