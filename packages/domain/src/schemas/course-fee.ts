import { z } from 'zod';
import { FEE_BANDS, PROGRAMME_LEVELS } from '../charges.js';
import { MESSAGES } from '../messages.js';
import { nairaAmount } from './common.js';

// ---- requests ------------------------------------------------------------------------------

/** PUT /api/course-fees/:periodId: the fee per credit hour of a programme level and band. */
export const courseFeeSchema = z.object({
  prog_category: z.enum(PROGRAMME_LEVELS, { error: () => MESSAGES.required }),
  band: z.enum(FEE_BANDS, { error: () => MESSAGES.required }),
  amount: nairaAmount,
});
export type CourseFeeInput = z.input<typeof courseFeeSchema>;

/** GET /api/course-fees/:periodId/rate?prog_category=&band=. */
export const courseFeeRateQuerySchema = z.object({ prog_category: z.enum(PROGRAMME_LEVELS), band: z.enum(FEE_BANDS) });

// ---- responses -----------------------------------------------------------------------------

/** The per-hour fee of a programme level and band (kobo); null when not set. */
export const courseFeeViewSchema = z.object({
  prog_category: z.enum(PROGRAMME_LEVELS, { error: () => MESSAGES.required }),
  band: z.enum(FEE_BANDS, { error: () => MESSAGES.required }),
  amount_kobo: z.number().nullable(),
});
export type CourseFeeView = z.infer<typeof courseFeeViewSchema>;

/** GET /api/course-fees/:periodId: every programme level and band. */
export const periodCourseFeesResponseSchema = z.object({
  period_id: z.string(),
  items: z.array(courseFeeViewSchema),
  /** Charged to registrations of the period whose affiliation answer is yes (kobo). */
  affiliation_fee_kobo: z.number().int(),
});
export type PeriodCourseFees = z.infer<typeof periodCourseFeesResponseSchema>;

/** POST /api/course-fees/:periodId/copy-previous. */
export const copyCourseFeesResponseSchema = z.object({ copied: z.number(), from_period_id: z.string() });
export type CopyCourseFeesResponse = z.infer<typeof copyCourseFeesResponseSchema>;

/** GET /api/course-fees/:periodId/rate. */
export const courseFeeRateResponseSchema = z.object({ amount_kobo: z.number() });
export type CourseFeeRate = z.infer<typeof courseFeeRateResponseSchema>;
