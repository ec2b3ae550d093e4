import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { OPEN_CLOSED } from '../periods.js';

/*
 * Pieces shared by the schemas of several endpoints. Request schemas are named
 * `<verb><Noun>Schema`, response schemas `<noun>ViewSchema` / `<noun>ResponseSchema`; the API
 * validates both and the web app infers its types from them.
 */

export const nullableText = z.string().nullable();

/** An answer that is only a text to show (e.g. "Password changed successfully."). */
export const textResponseSchema = z.string();
export type TextResponse = z.infer<typeof textResponseSchema>;

/** An answer that is only a text to show, as `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `?page=` of a paginated list: 1 and up. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);
/** `?q=` of a searchable list. */
export const searchTextSchema = z.string().max(100).default('');

/** The counts of one page of a list, as whole numbers: the matching rows, the page and its size. */
export const pageInfoShape = { total: z.number().int(), page: z.number().int(), page_size: z.number().int() };

/** One page of a list: its rows and its counts. */
export function pageResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageInfoShape });
}

/** A period's registration, add/drop or accommodation status. */
export const openClosedSchema = z.enum(OPEN_CLOSED);

/** The period a screen is about, as its header names it. */
export const periodHeaderSchema = z.object({ period_id: z.string(), semester: z.string(), session: z.string() });
export type PeriodHeader = z.infer<typeof periodHeaderSchema>;

/**
 * The first check of a required field (issue 15): an empty value says '*Required' and stops the
 * field's other checks, which would otherwise say '*Invalid' of it. Use after `.trim()`:
 * `z.string().trim().min(1, requiredCheck).regex(…, MESSAGES.invalid)`.
 */
export const requiredCheck = { error: MESSAGES.required, abort: true } as const;

/** A whole number typed in a form or sent as a number: empty is '*Required', else min to max or '*Invalid'. */
export function formInteger(min: number, max: number) {
  return z
    .union([z.string(), z.number()], { error: () => MESSAGES.required })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, requiredCheck)
        .regex(/^-?\d+$/, MESSAGES.invalid),
    )
    .transform(Number)
    .pipe(z.number().int(MESSAGES.invalid).min(min, MESSAGES.invalid).max(max, MESSAGES.invalid));
}

/** Whole naira, digits only; stored as kobo. */
export const nairaAmount = z
  .union([z.string(), z.number()], { error: () => MESSAGES.required })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, requiredCheck)
      .regex(/^\d{1,9}$/, MESSAGES.invalid),
  )
  .transform(Number);

/** Whole naira as a form types it, thousands commas allowed ('1,500'): empty is '*Required', else digits or '*Invalid'. */
export const nairaWithCommas = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(/,/g, ''))
  .pipe(
    z
      .string()
      .min(1, MESSAGES.required)
      .regex(/^\d{1,9}$/, MESSAGES.invalid),
  )
  .transform(Number);

/** Who a row of a staff list is about: the account, the Student ID and the full name. */
export const studentNameShape = { custom_id: z.string(), student_id: z.string(), full_name: z.string() };

/** A user's custom id in a URL. */
export const customIdParamsSchema = z.object({ customId: z.string().trim().min(1).max(40) });
