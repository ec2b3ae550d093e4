import { z } from 'zod';
import { CHARGE_DEPARTMENTS, CHARGE_LEVELS, CHARGE_MODES, chargeItemsFor, STUDENT_TYPES } from '../charges.js';
import { MESSAGES } from '../messages.js';
import { nairaAmount, recordIdField } from './common.js';

// ---- requests ------------------------------------------------------------------------------

/**
 * POST /api/charges/seminary: Input New Charge (refused with 409 when the item exists), and
 * PUT /api/charges/seminary: Edit of an item's amount (admin-faculty-side §5; decision 0019).
 */
export const chargeSchema = z
  .object({
    level: z.enum(CHARGE_LEVELS, { error: () => MESSAGES.required }),
    student_type: z.enum(STUDENT_TYPES, { error: () => MESSAGES.required }),
    mode: z.enum(CHARGE_MODES, { error: () => MESSAGES.required }).default('in_person'),
    item: z.string().trim().min(1, MESSAGES.required),
    amount: nairaAmount,
  })
  .refine((v) => chargeItemsFor(v.mode).includes(v.item), { path: ['item'], message: MESSAGES.invalid });
export type ChargeInput = z.input<typeof chargeSchema>;

/** DELETE /api/charges/seminary/:id. */
export const seminaryChargeIdParamsSchema = z.object({
  id: recordIdField,
});

/**
 * POST /api/charges/departmental: Input New Charge (409 when set); PUT: Update. Every department
 * of the faculty lists, at either level (issue 27 §1).
 */
export const departmentalChargeSchema = z.object({
  level: z.enum(CHARGE_LEVELS, { error: () => MESSAGES.required }),
  department: z.enum(CHARGE_DEPARTMENTS as [string, ...string[]], { error: () => MESSAGES.required }),
  amount: nairaAmount,
});
export type DepartmentalChargeInput = z.input<typeof departmentalChargeSchema>;

// ---- responses -----------------------------------------------------------------------------

/** One seminary charge item (integer kobo). */
export const seminaryChargeViewSchema = z.object({
  id: z.number(),
  level: z.enum(CHARGE_LEVELS),
  student_type: z.enum(STUDENT_TYPES),
  mode: z.enum(CHARGE_MODES),
  item: z.string(),
  amount_kobo: z.number(),
});
export type SeminaryChargeView = z.infer<typeof seminaryChargeViewSchema>;

/** The departmental charge of a department; null when not set (shown as '-', and not charged). */
export const departmentalChargeViewSchema = z.object({
  level: z.enum(CHARGE_LEVELS),
  department: z.string(),
  amount_kobo: z.number().nullable(),
});
export type DepartmentalChargeView = z.infer<typeof departmentalChargeViewSchema>;

/** GET /api/charges: both charge screens in one answer. */
export const chargeListResponseSchema = z.object({
  seminary: z.array(seminaryChargeViewSchema),
  departmental: z.array(departmentalChargeViewSchema),
});
export type ChargeList = z.infer<typeof chargeListResponseSchema>;
