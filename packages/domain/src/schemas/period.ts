import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { openClosedSchema, requiredCheck } from './common.js';
import { PERIOD_STATUS_FIELDS, SEASONS, SEMESTERS } from '../periods.js';

/** A session such as 2023/2024: two consecutive years. */
export const sessionSchema = z
  .string({ error: () => MESSAGES.required })
  .trim()
  .min(1, requiredCheck)
  .regex(/^\d{4}\/\d{4}$/, MESSAGES.invalid)
  .refine((v) => {
    const [a, b] = v.split('/').map(Number) as [number, number];
    return b === a + 1 && a >= 2000 && a <= 2098;
  }, MESSAGES.invalid);

// ---- requests ------------------------------------------------------------------------------

/** `/:periodId` of every route about one period (periods, course fees, assignments, …). */
export const periodIdParamsSchema = z.object({ periodId: z.string().trim().min(1).max(20) });
export type PeriodIdParams = z.infer<typeof periodIdParamsSchema>;

/** POST /api/periods: the id is computed by the server. */
export const createPeriodSchema = z.object({
  semester: z.enum(SEMESTERS, { error: () => MESSAGES.required }),
  session: sessionSchema,
  season: z.enum(SEASONS, { error: () => MESSAGES.required }),
});
export type CreatePeriodInput = z.input<typeof createPeriodSchema>;

/**
 * PATCH /api/periods/:periodId/status. A toggle says which state it wants, so two officers
 * clicking at once cannot flip it back.
 */
export const setPeriodStatusSchema = z.object({
  field: z.enum(PERIOD_STATUS_FIELDS),
  action: z.enum(['open', 'close']),
});
export type SetPeriodStatusInput = z.input<typeof setPeriodStatusSchema>;

// ---- responses -----------------------------------------------------------------------------

/** One period as every screen sees it. */
export const periodViewSchema = z.object({
  period_id: z.string(),
  semester: z.enum(SEMESTERS),
  session: z.string(),
  season: z.enum(SEASONS),
  registration_status: openClosedSchema,
  add_drop_status: openClosedSchema,
  accommodation_status: openClosedSchema,
});
export type PeriodView = z.infer<typeof periodViewSchema>;

/** GET /api/periods: newest first, and the current period (latest with registration opened, else latest). */
export const periodListResponseSchema = z.object({
  items: z.array(periodViewSchema),
  current_period_id: z.string().nullable(),
});
export type PeriodList = z.infer<typeof periodListResponseSchema>;

/** POST /api/periods. */
export const createPeriodResponseSchema = z.object({ message: z.string(), period: periodViewSchema });
export type CreatePeriodResponse = z.infer<typeof createPeriodResponseSchema>;

/** PATCH /api/periods/:periodId/status: `changed` is false when the status already was as asked. */
export const setPeriodStatusResponseSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  period: periodViewSchema,
});
export type SetPeriodStatusResponse = z.infer<typeof setPeriodStatusResponseSchema>;
