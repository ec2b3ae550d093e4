import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { KOBO_PER_NAIRA, MAX_AMOUNT_NAIRA, parseNairaToKobo } from '../money.js';
import { OPEN_CLOSED } from '../periods.js';
import { parseRecordId } from '../record-ids.js';

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

/**
 * A figure for every key of a fixed list (dashboard figures, statuses): an object naming each key
 * as a property, so the API document defines every key it requires (issue 30); `z.record` over
 * an enum was described as a map whose required keys were never defined.
 */
export function countsPerKey<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}

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

/**
 * A money field (issue 28 §4): a string or a JSON number read by the one parser,
 * parseNairaToKobo (thousands commas only in their places, at most two decimals, up to
 * ₦100,000,000), in whole naira as every amount is kept, from `min`. Empty says `required` when
 * the field has that message, else '*Invalid'; anything almost right says `invalid`. Answers naira.
 */
export function nairaField(options: { required?: string; negative?: boolean; min?: number; invalid?: string } = {}) {
  const invalid = options.invalid ?? MESSAGES.invalid;
  const min = options.min ?? (options.negative ? -MAX_AMOUNT_NAIRA : 0);
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input == null ? (options.required ?? invalid) : invalid),
    })
    .transform((v) => String(v).trim())
    .pipe(options.required ? z.string().min(1, { error: options.required, abort: true }) : z.string())
    .transform((text, ctx) => {
      const kobo = parseNairaToKobo(text, { negative: options.negative ?? false });
      if (kobo === null || kobo % KOBO_PER_NAIRA !== 0 || kobo / KOBO_PER_NAIRA < min) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return kobo / KOBO_PER_NAIRA;
    });
}

/** Whole naira from 0, required ('*Required' when empty); stored as kobo. */
export const nairaAmount = nairaField({ required: MESSAGES.required });
/** The same field under the name the hostel and receipt forms know it by (commas allowed in both). */
export const nairaWithCommas = nairaAmount;

/**
 * The id of a record in a path or a body (issue 28 §4): canonical digits or a JSON whole number,
 * read by the one parser, parseRecordId. Missing says '*Required'; '0x3', '3e0' or `true` '*Invalid'.
 */
export const recordIdField = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input == null ? MESSAGES.required : MESSAGES.invalid) })
  .transform((v, ctx) => {
    const id = parseRecordId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: v === '' ? MESSAGES.required : MESSAGES.invalid });
      return z.NEVER;
    }
    return id;
  });

/**
 * A whole number a path or a query names (a page, a year of study): read by the one id parser
 * (canonical digits only, so '0x3', '3e0' and '03' are refused, issue 28 §4), within bounds.
 */
export const wholeNumberWithin = (min: number, max: number) =>
  recordIdField.refine((n) => n >= min && n <= max, { message: MESSAGES.invalid });

/** `?page=` of a paginated list: 1 and up. */
export const pageNumberSchema = wholeNumberWithin(1, 100_000).default(1);

/** Who a row of a staff list is about: the account, the Student ID and the full name. */
export const studentNameShape = { custom_id: z.string(), student_id: z.string(), full_name: z.string() };

/** A user's custom id in a URL. */
export const customIdParamsSchema = z.object({ customId: z.string().trim().min(1).max(40) });
