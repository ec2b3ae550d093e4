import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { isCalendarDay } from '../dates.js';
import { ADD_DROP_STATUSES, areSemesterDatesValid, ADD_DROP_MESSAGES } from '../add-drop.js';
import { FRESH_RETURNING, PRINT_OFFICES, REGISTRATION_GROUPS, REGISTRATION_STATUSES } from '../registration.js';
import { deskPanelSchema, formStartedResponseSchema, groupedQueueSchema, queueRowSchema } from '../workflow/schemas.js';
import { openClosedSchema, pageInfoShape, periodHeaderSchema } from './common.js';
import {
  pricedCourseSchema,
  registrationCourseParamsSchema,
  registrationDecisionSchema,
  registrationFormParamsSchema,
  registrationListQuerySchema,
  registrationPeriodParamsSchema,
  registrationStudentSchema,
} from './registration.js';

/**
 * Requests and responses of add/drop (issue 12), declared once: the API validates and documents
 * them, the web infers its types from them.
 */

// ---- requests ------------------------------------------------------------------------------

export const addDropPeriodParamsSchema = registrationPeriodParamsSchema;
export const addDropFormParamsSchema = registrationFormParamsSchema;
export const addDropCourseParamsSchema = registrationCourseParamsSchema;

/** Start (or continue) add/drop for a period. */
export const startAddDropSchema = z.object({
  period_id: z
    .string()
    .trim()
    .regex(/^\d{5,9}$/, MESSAGES.required),
});
export type StartAddDropInput = z.input<typeof startAddDropSchema>;

/** Add a course, or mark a registered course To be Dropped. */
export const addDropCourseSchema = z.object({
  course_code: z.string().trim().min(1, MESSAGES.required).max(12, MESSAGES.invalid),
});

/** Approve (→ incomplete) or disapprove (→ disapproved): the comment is required either way. */
export const addDropDecisionSchema = registrationDecisionSchema;
export type AddDropDecisionInput = z.input<typeof addDropDecisionSchema>;

/** The add/drop log: a page, a search, and a status (absent: every status). */
export const addDropLogQuerySchema = registrationListQuerySchema.extend({
  status: z.enum(ADD_DROP_STATUSES).optional(),
});
export type AddDropLogQuery = z.output<typeof addDropLogQuerySchema>;

const isoDate = z.string().trim().refine(isCalendarDay, MESSAGES.invalid);
/** A date or nothing: an empty field clears it. */
const optionalDate = z.union([z.literal(''), z.null(), isoDate]).transform((v) => (v === '' || v === null ? null : v));

/** The period screen: start date and mid-semester date (the W/WF rule), either may be cleared. */
export const setSemesterDatesSchema = z
  .object({ start_date: optionalDate, mid_semester_date: optionalDate })
  .refine((v) => areSemesterDatesValid(v.start_date, v.mid_semester_date), {
    message: ADD_DROP_MESSAGES.badDates,
    path: ['mid_semester_date'],
  });
export type SetSemesterDatesInput = z.input<typeof setSemesterDatesSchema>;

// ---- responses -----------------------------------------------------------------------------

export const addDropStatusSchema = z.enum(ADD_DROP_STATUSES);
const dropMarkSchema = z.enum(['free', 'W', 'WF']);
const dialogSchema = z.enum(['not-registered', 'incomplete-registration', 'completed', 'closed']);

export const addDropMessageResponseSchema = z.object({ message: z.string() });
export type AddDropMessageResponse = z.infer<typeof addDropMessageResponseSchema>;

/** /student/add-drop-period: every period with the student's registration and add/drop in it. */
export const addDropPeriodsResponseSchema = z.object({
  items: z.array(
    periodHeaderSchema.extend({
      season: z.string(),
      add_drop_status: openClosedSchema,
      registration: z.object({ status: z.enum(REGISTRATION_STATUSES), status_label: z.string() }).nullable(),
      add_drop: z
        .object({ status: addDropStatusSchema, status_label: z.string(), form_number: z.string().nullable() })
        .nullable(),
      /** Start (no add/drop yet), Continue (one exists), or null when the button is disabled. */
      action: z.enum(['start', 'continue']).nullable(),
      /** The dialog the button opens instead of the form, with its title and text. */
      dialog: dialogSchema.nullable(),
      dialog_title: z.string().nullable(),
      dialog_message: z.string().nullable(),
    }),
  ),
  current_period_id: z.string().nullable(),
});
export type AddDropPeriodsResponse = z.infer<typeof addDropPeriodsResponseSchema>;

export const startAddDropResponseSchema = formStartedResponseSchema;
export type StartAddDropResponse = z.infer<typeof startAddDropResponseSchema>;

/** A course line of the add/drop form: the registration's priced line (P/F counts 0 hours here). */
const addDropLineSchema = pricedCourseSchema;

export const addDropSummarySchema = z.object({
  dropped_hours: z.number().int(),
  added_hours: z.number().int(),
  dropped_subtotal_kobo: z.number().int(),
  dropped_credit_full_kobo: z.number().int(),
  dropped_credit_staff_discount_kobo: z.number().int(),
  /** Credited to the portal wallet at submit (drops in the free window). */
  dropped_credit_kobo: z.number().int(),
  added_full_kobo: z.number().int(),
  added_staff_discount_kobo: z.number().int(),
  added_kobo: z.number().int(),
  /** What moves on the wallet at submit: dropped credit − added fees (signed). */
  net_kobo: z.number().int(),
  /** The wallet now (for a completed form: the opening balance). */
  wallet_balance_kobo: z.number().int(),
  closing_balance_kobo: z.number().int(),
  amount_to_pay_kobo: z.number().int(),
});
export type AddDropSummary = z.infer<typeof addDropSummarySchema>;

export const addDropPeriodViewSchema = periodHeaderSchema.extend({
  season: z.string(),
  add_drop_status: openClosedSchema,
  start_date: z.string().nullable(),
  mid_semester_date: z.string().nullable(),
});

/** The add/drop form, for the student and (with `process`) for staff: one request. */
export const addDropFormResponseSchema = z.object({
  period: addDropPeriodViewSchema,
  student: registrationStudentSchema,
  registration: z.object({
    current_level: z.string(),
    fresh_returning: z.enum(FRESH_RETURNING),
    year_label: z.string(),
    form_number: z.string().nullable(),
  }),
  add_drop: z.object({
    status: addDropStatusSchema,
    status_label: z.string(),
    status_message: z.string(),
    comment: z.string().nullable(),
    form_number: z.string().nullable(),
    completed_at: z.string().nullable(),
    opening_balance_kobo: z.number().int().nullable(),
    closing_balance_kobo: z.number().int().nullable(),
    started_at: z.string(),
  }),
  /** Already Registered Courses (the registration's picks), each marked when To be Dropped. */
  registered: z.array(
    addDropLineSchema.extend({
      to_be_dropped: z.boolean(),
      /** The button: drop (or undo) while the form may change. */
      can_drop: z.boolean(),
    }),
  ),
  /** Courses To Be Dropped, with the mark (fixed when forwarded; until then as of today). */
  dropped: z.array(
    addDropLineSchema.extend({
      mark: dropMarkSchema,
      /** W or WF as printed, null for a free drop. */
      mark_label: z.string().nullable(),
      mark_is_final: z.boolean(),
      credited: z.boolean(),
      label: z.string(),
    }),
  ),
  added: z.array(addDropLineSchema),
  /** Add Course(s): the year buttons and each year's courses (only while the form may change). */
  offered: z.array(
    z.object({
      year: z.number().int(),
      courses: z.array(
        z.object({
          code: z.string(),
          title: z.string(),
          hours: z.string(),
          registered: z.boolean(),
          added: z.boolean(),
        }),
      ),
    }),
  ),
  /** The mark a course dropped today would get. */
  mark_today: dropMarkSchema,
  /** Null when the form cannot be priced yet (no course fee for the band): see pricing_error. */
  summary: addDropSummarySchema.nullable(),
  pricing_error: z.string().nullable(),
  can: z.object({
    change: z.boolean(),
    forward: z.boolean(),
    submit: z.boolean(),
    print: z.boolean(),
  }),
  /** Staff only: the Process Form panel. */
  process: deskPanelSchema({ can_decide: z.boolean() }),
});
export type AddDropFormResponse = z.infer<typeof addDropFormResponseSchema>;

/** The printed add/drop form (completed only), with its QR code. */
export const addDropPrintResponseSchema = addDropFormResponseSchema
  .pick({ period: true, student: true, registration: true, add_drop: true, dropped: true, added: true })
  .extend({
    title: z.enum(['Postgraduate', 'Undergraduate']),
    summary: addDropSummarySchema,
    verification_url: z.string(),
    /** An SVG image of the QR code (data: URL), drawn on the server. */
    qr_svg: z.string(),
  });
export type AddDropPrintResponse = z.infer<typeof addDropPrintResponseSchema>;

export const addDropSubmitResponseSchema = z.object({
  message: z.string(),
  form_number: z.string(),
  status: addDropStatusSchema,
});
export type AddDropSubmitResponse = z.infer<typeof addDropSubmitResponseSchema>;

/** A row of the add/drop approval queue and log. */
export const addDropListRowSchema = queueRowSchema(addDropStatusSchema, {
  names: { surname: z.string(), first_name: z.string(), other_names: z.string().nullable() },
  beforeStatus: {
    current_level: z.string(),
    fresh_returning: z.enum(FRESH_RETURNING),
    fresh_returning_label: z.string(),
    year: z.string(),
  },
  after: {
    printed_by: z.array(z.enum(PRINT_OFFICES)),
    /** View (completed) or Print; Re-Print when this office already printed. */
    action: z.enum(['view', 'print']),
    reprint: z.boolean(),
  },
});
export type AddDropListRow = z.infer<typeof addDropListRowSchema>;

const addDropGroupsSchema = z.array(
  z.object({ group: z.enum(REGISTRATION_GROUPS), rows: z.array(addDropListRowSchema) }),
);

/** /admin/awaiting-add-drop-approval/{periodId}: the five groups, one request. */
export const addDropQueueResponseSchema = groupedQueueSchema(addDropStatusSchema, addDropListRowSchema);
export type AddDropQueueResponse = z.infer<typeof addDropQueueResponseSchema>;

/** /admin/add-drop-log/{periodId}: one page (100 rows at most) in the five groups. */
export const addDropLogResponseSchema = z.object({
  period: periodHeaderSchema,
  groups: addDropGroupsSchema,
  ...pageInfoShape,
});
export type AddDropLogResponse = z.infer<typeof addDropLogResponseSchema>;

/** The staff period choosers (approval, log) and the dates on the period screen. */
export const addDropPeriodListResponseSchema = z.object({
  items: z.array(
    addDropPeriodViewSchema.extend({
      /** Add/drop forms awaiting the dean, and every add/drop of the period. */
      awaiting_count: z.number().int(),
      total: z.number().int(),
    }),
  ),
  current_period_id: z.string().nullable(),
});
export type AddDropPeriodListResponse = z.infer<typeof addDropPeriodListResponseSchema>;

export const semesterDatesResponseSchema = z.object({
  message: z.string(),
  period_id: z.string(),
  start_date: z.string().nullable(),
  mid_semester_date: z.string().nullable(),
});
export type SemesterDatesResponse = z.infer<typeof semesterDatesResponseSchema>;

export const addDropPrintRecordResponseSchema = z.object({ message: z.string(), recorded: z.boolean() });
export type AddDropPrintRecordResponse = z.infer<typeof addDropPrintRecordResponseSchema>;
