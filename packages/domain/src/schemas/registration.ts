import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { SMS_MAX_LENGTH } from './sms.js';
import {
  formInteger,
  nairaField,
  openClosedSchema,
  pageNumberSchema,
  pageResponseSchema,
  periodHeaderSchema,
  requiredCheck,
} from './common.js';
import { FRESH_RETURNING, PRINT_OFFICES, REGISTRATION_GROUPS, REGISTRATION_STATUSES } from '../registration.js';
import {
  deskPanelSchema,
  formStartedResponseSchema,
  groupedQueueSchema,
  ledgerEntrySchema,
  officeDecisionSchema,
  formStudentSchema,
  queueRowSchema,
} from '../workflow/schemas.js';

/**
 * Requests and responses of semester registration (issue 10), declared once: the API validates
 * and documents them, the web infers its types from them.
 */

// ---- requests ------------------------------------------------------------------------------

export const registrationPeriodParamsSchema = z.object({
  periodId: z
    .string()
    .trim()
    .regex(/^\d{5,9}$/, MESSAGES.invalid),
});
export const registrationFormParamsSchema = registrationPeriodParamsSchema.extend({
  customId: z.string().trim().min(1).max(64),
});

/** The Start Registration dialog. */
export const startRegistrationSchema = z.object({
  period_id: z
    .string()
    .trim()
    .regex(/^\d{5,9}$/, MESSAGES.required),
  fresh_returning: z.enum(FRESH_RETURNING, { error: () => MESSAGES.required }),
  current_level: z.string().trim().min(1, MESSAGES.required).max(12, MESSAGES.invalid),
  affiliation: z.enum(['yes', 'no'], { error: () => MESSAGES.required }).default('no'),
});
export type StartRegistrationInput = z.input<typeof startRegistrationSchema>;

export const pickCourseSchema = z.object({
  course_code: z.string().trim().min(1, MESSAGES.required).max(12, MESSAGES.invalid),
});
export const registrationCourseParamsSchema = registrationPeriodParamsSchema.extend({
  courseCode: z.string().trim().min(1).max(12),
});

/** Approve or disapprove: the comment is required either way. */
export const registrationDecisionSchema = officeDecisionSchema(['approve', 'disapprove']);
export type RegistrationDecisionInput = z.input<typeof registrationDecisionSchema>;

/** The ledger balance control: the balance in the bursary ledger, and the wallet as loaded. */
export const ledgerBalanceSchema = ledgerEntrySchema(false);
export type LedgerBalanceInput = z.input<typeof ledgerBalanceSchema>;

/** The charge-line edit: one seminary-charge item of one student's form. */
export const editChargeLineSchema = z.object({
  item: z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.invalid),
  amount: nairaField(),
});
export type EditChargeLineInput = z.input<typeof editChargeLineSchema>;

export const smsStudentSchema = z.object({
  message: z.string().trim().min(1, MESSAGES.required).max(SMS_MAX_LENGTH, MESSAGES.tooManyCharacters),
});

export const setAffiliationFeeSchema = z.object({
  amount: nairaField(),
});

export const createSpecialRateSchema = z.object({
  student_id: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .min(1, requiredCheck)
        .regex(/^[A-Z0-9]{5}$/, MESSAGES.invalid),
    ),
  course_code: z.string().trim().min(1, MESSAGES.required).max(12, MESSAGES.invalid),
  rate: nairaField({ required: MESSAGES.required, min: 1 }),
  hours: formInteger(1, 9),
  note: z.string().trim().max(200, MESSAGES.invalid).default(''),
});
export type CreateSpecialRateInput = z.input<typeof createSpecialRateSchema>;

export const registrationListQuerySchema = z.object({
  page: pageNumberSchema,
  q: z.string().trim().max(100).default(''),
});

export const verificationCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, MESSAGES.invalid),
});

// ---- responses -----------------------------------------------------------------------------

export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);

export const registrationMessageResponseSchema = z.object({ message: z.string() });

/** /student/semester-registration-period: every period with the student's own registration. */
export const registrationPeriodsResponseSchema = z.object({
  items: z.array(
    periodHeaderSchema.extend({
      season: z.string(),
      registration_status: openClosedSchema,
      /** Whether this student may start or go on (virtual students keep the current period). */
      is_open: z.boolean(),
      registration: z
        .object({ status: registrationStatusSchema, status_label: z.string(), form_number: z.string().nullable() })
        .nullable(),
    }),
  ),
  current_period_id: z.string().nullable(),
  /** The student must confirm faculty and department first. */
  department_missing: z.boolean(),
  programme_category: z.string().nullable(),
  levels: z.array(z.string()),
  affiliation_options: z.array(z.enum(['yes', 'no'])),
  affiliation_fee_kobo: z.number().int(),
  /** Said over the list to virtual students: which periods stay open to them. */
  open_periods_note: z.string().nullable(),
});
export type RegistrationPeriodsResponse = z.infer<typeof registrationPeriodsResponseSchema>;

export const startRegistrationResponseSchema = formStartedResponseSchema;

export const pricedCourseSchema = z.object({
  code: z.string(),
  title: z.string(),
  hours: z.string(),
  form_hours: z.number().int(),
  year: z.number().int().nullable(),
  basis: z.enum(['per-hour', 'pass-fail', 'special-rate']),
  rate_kobo: z.number().int().nullable(),
  amount_kobo: z.number().int(),
});
export type PricedCourseView = z.infer<typeof pricedCourseSchema>;

export const registrationStudentSchema = formStudentSchema.extend({
  programme_category: z.string().nullable(),
  faculty: z.string().nullable(),
  department: z.string().nullable(),
  mode_of_study: z.string().nullable(),
  staff_verified: z.boolean(),
});

export const registrationSummarySchema = z.object({
  programme_level: z.enum(['UG', 'PG']),
  fee_band: z.string(),
  rate_per_hour_kobo: z.number().int().nullable(),
  charges_total_kobo: z.number().int(),
  /** The courses' own credit hours (P/F counts 1). */
  credit_hours: z.number().int(),
  /** The hours charged: credit hours, or the agreed hours of a special rate. */
  total_hours: z.number().int(),
  programme_fees_full_kobo: z.number().int(),
  staff_discount_kobo: z.number().int(),
  programme_fees_kobo: z.number().int(),
  affiliation_fee_kobo: z.number().int(),
  grand_total_kobo: z.number().int(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

/** The registration form, for the student and (with `process`) for staff: one request. */
export const registrationFormResponseSchema = z.object({
  period: periodHeaderSchema.extend({
    season: z.string(),
    registration_status: openClosedSchema,
    is_open: z.boolean(),
  }),
  student: registrationStudentSchema,
  registration: z.object({
    status: registrationStatusSchema,
    status_label: z.string(),
    status_message: z.string(),
    fresh_returning: z.enum(FRESH_RETURNING),
    current_level: z.string(),
    year_label: z.string(),
    affiliation: z.enum(['yes', 'no']),
    undertaking: z.boolean(),
    comment: z.string().nullable(),
    form_number: z.string().nullable(),
    completed_at: z.string().nullable(),
    opening_balance_kobo: z.number().int().nullable(),
    closing_balance_kobo: z.number().int().nullable(),
    ledger_balance_kobo: z.number().int().nullable(),
    started_at: z.string(),
  }),
  charges: z.array(z.object({ item: z.string(), amount_kobo: z.number().int(), edited: z.boolean() })),
  courses: z.array(pricedCourseSchema),
  /** The year buttons and the courses of each year (only while courses can be picked). */
  offered: z.array(
    z.object({
      year: z.number().int(),
      courses: z.array(z.object({ code: z.string(), title: z.string(), hours: z.string(), picked: z.boolean() })),
    }),
  ),
  /** Null when the form cannot be priced yet (no course fee for the band): see pricing_error. */
  summary: registrationSummarySchema.nullable(),
  pricing_error: z.string().nullable(),
  wallet_balance_kobo: z.number().int(),
  /** What the wallet lacks of the grand total (0 when unpriced); an undertaking may cover it. */
  shortfall_kobo: z.number().int(),
  /** The shortfall while the student must still add it (0 under an undertaking or once completed). */
  amount_to_add_kobo: z.number().int(),
  can: z.object({ pick: z.boolean(), forward: z.boolean(), submit: z.boolean(), print: z.boolean() }),
  /** Staff only: the Process Form panel. */
  process: deskPanelSchema({
    can_decide: z.boolean(),
    can_enter_ledger_balance: z.boolean(),
    can_edit_charges: z.boolean(),
    can_grant_undertaking: z.boolean(),
    can_verify_staff: z.boolean(),
  }),
});
export type RegistrationFormResponse = z.infer<typeof registrationFormResponseSchema>;

/** A printed form: the completed registration and its QR code. */
export const registrationPrintResponseSchema = registrationFormResponseSchema
  .pick({ period: true, student: true, registration: true, charges: true, courses: true })
  .extend({
    summary: registrationSummarySchema,
    verification_url: z.string(),
    /** An SVG image of the QR code (data: URL), drawn on the server. */
    qr_svg: z.string(),
  });
export type RegistrationPrintResponse = z.infer<typeof registrationPrintResponseSchema>;

/** A row of the approval queues and logs. */
export const registrationListRowSchema = queueRowSchema(registrationStatusSchema, {
  beforeStatus: { year: z.string() },
  after: { undertaking: z.boolean(), printed_by: z.array(z.enum(PRINT_OFFICES)) },
});
export type RegistrationListRow = z.infer<typeof registrationListRowSchema>;

export const registrationGroupsSchema = z.array(
  z.object({ group: z.enum(REGISTRATION_GROUPS), rows: z.array(registrationListRowSchema) }),
);

/** /admin/awaiting-approval/{periodId}: the five groups, one request. */
export const approvalQueueResponseSchema = groupedQueueSchema(registrationStatusSchema, registrationListRowSchema);
export type ApprovalQueueResponse = z.infer<typeof approvalQueueResponseSchema>;

/** /student/print-outs. */
export const printOutsResponseSchema = z.object({
  items: z.array(
    periodHeaderSchema.extend({
      level: z.string(),
      registration_status: registrationStatusSchema,
      registration_status_label: z.string(),
      add_drop_status: z.string().nullable(),
      hostel_status: z.string().nullable(),
      can_print: z.boolean(),
    }),
  ),
});
export type PrintOutsResponse = z.infer<typeof printOutsResponseSchema>;

/** /student/my-registered-courses/{periodId}/{customId}. */
export const registeredCoursesResponseSchema = z.object({
  period: periodHeaderSchema,
  status: registrationStatusSchema,
  status_label: z.string(),
  courses: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      hours: z.string(),
      dropped: z.boolean(),
      mark: z.string().nullable(),
    }),
  ),
});
export type RegisteredCoursesResponse = z.infer<typeof registeredCoursesResponseSchema>;

/** Public verification page: only what is needed to check a printed form. */
export const verificationResponseSchema = z.discriminatedUnion('genuine', [
  z.object({
    genuine: z.literal(true),
    kind: z.enum(['registration', 'add-drop', 'hostel']),
    kind_label: z.string(),
    form_number: z.string(),
    full_name: z.string(),
    student_id: z.string(),
    programme: z.string().nullable(),
    period: z.string(),
    status: z.string(),
    date: z.string().nullable(),
  }),
  z.object({ genuine: z.literal(false), message: z.string() }),
]);
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

export const specialRateViewSchema = z.object({
  id: z.number().int(),
  student_id: z.string(),
  full_name: z.string(),
  course_code: z.string(),
  course_title: z.string(),
  rate_per_hour_kobo: z.number().int(),
  hours: z.number().int(),
  amount_kobo: z.number().int(),
  note: z.string(),
});
export const specialRatesResponseSchema = pageResponseSchema(specialRateViewSchema);
export type SpecialRatesResponse = z.infer<typeof specialRatesResponseSchema>;

/** A student's change (pick, remove, forward) answers the form as it now is. */
export const registrationChangeResponseSchema = registrationMessageResponseSchema.extend({
  form: registrationFormResponseSchema,
});
export type RegistrationChangeResponse = z.infer<typeof registrationChangeResponseSchema>;

export const submitRegistrationResponseSchema = registrationMessageResponseSchema.extend({
  form_number: z.string(),
  status: registrationStatusSchema,
});
export type SubmitRegistrationResponse = z.infer<typeof submitRegistrationResponseSchema>;

export const recordPrintResponseSchema = registrationMessageResponseSchema.extend({ recorded: z.boolean() });
export type RecordPrintResponse = z.infer<typeof recordPrintResponseSchema>;

export const affiliationFeeResponseSchema = registrationMessageResponseSchema.extend({
  affiliation_fee_kobo: z.number().int(),
});
export type AffiliationFeeResponse = z.infer<typeof affiliationFeeResponseSchema>;

export type RegistrationMessageResponse = z.infer<typeof registrationMessageResponseSchema>;
export type StartRegistrationResponse = z.infer<typeof startRegistrationResponseSchema>;
