import { z } from 'zod';
import {
  isCalendarDay,
  LEDGER_NUMBER_MIN_LENGTH,
  MAX_RECEIPT_NAIRA,
  RECEIPT_DESCRIPTIONS,
  RECEIPT_MESSAGES,
  RECEIPT_NUMBER_MAX_LENGTH,
  RECEIPT_NUMBER_PATTERN,
  RECONCILIATION_EXCEPTION_KINDS,
} from '../bursary-desk.js';
import { MESSAGES } from '../messages.js';
import { pageInfoShape, periodHeaderSchema } from './common.js';
import { REGISTRATION_GROUPS, REGISTRATION_STATUSES } from '../registration.js';
import { ENTRY_KINDS, WALLET_KINDS } from '../wallets.js';

/**
 * Requests and responses of the bursary and registry desks (issue 11): the registration, new
 * students and health insurance logs, enrollment statistics, the receipts desk and the
 * reconciliation report. Declared once: the API validates and documents them, the web infers
 * its types from them.
 */

// ---- requests ------------------------------------------------------------------------------

export const registryPeriodParamsSchema = z.object({
  periodId: z
    .string()
    .trim()
    .regex(/^\d{5,9}$/, MESSAGES.invalid),
});

const page = z.coerce.number().int().min(1).max(100_000).default(1);
/** No control characters (PostgreSQL refuses a NUL in text): typed searches never hold them. */
const printable = (value: string) => ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
const search = z.string().trim().max(100).refine(printable, MESSAGES.invalid).default('');

/** /admin/registration-log/{periodId}: filter by status, search by name, Student ID or ledger number. */
export const registrationLogQuerySchema = z.object({
  page,
  q: search,
  status: z.enum(REGISTRATION_STATUSES).optional(),
});
export type RegistrationLogQuery = z.input<typeof registrationLogQuerySchema>;
export const registrationLogCsvQuerySchema = registrationLogQuerySchema.omit({ page: true });

/** The new students and health insurance logs: a page and a search. */
export const registryLogQuerySchema = z.object({ page, q: search });
export const registryLogCsvQuerySchema = z.object({ q: search });

/** Capture Receipt, first step: the student by ledger number (at least 7 characters). */
export const ledgerLookupQuerySchema = z.object({
  ledger_number: z
    .string()
    .trim()
    .min(1, { error: RECEIPT_MESSAGES.required, abort: true })
    .min(LEDGER_NUMBER_MIN_LENGTH, RECEIPT_MESSAGES.invalid)
    .max(40, RECEIPT_MESSAGES.invalid)
    .refine(printable, RECEIPT_MESSAGES.invalid),
});
export type LedgerLookupInput = z.input<typeof ledgerLookupQuerySchema>;

export const receiptNumberSchema = z
  .string()
  .trim()
  .min(1, RECEIPT_MESSAGES.required)
  .max(RECEIPT_NUMBER_MAX_LENGTH, RECEIPT_MESSAGES.invalid)
  .regex(RECEIPT_NUMBER_PATTERN, RECEIPT_MESSAGES.invalid);

/** Capture Receipt: description, amount (whole naira above 0) and receipt number. */
export const captureReceiptSchema = z.object({
  ledger_number: ledgerLookupQuerySchema.shape.ledger_number,
  description: z.enum(RECEIPT_DESCRIPTIONS, { error: () => RECEIPT_MESSAGES.required }),
  amount: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .pipe(
      z
        .string()
        .min(1, RECEIPT_MESSAGES.required)
        .regex(/^\d{1,9}$/, RECEIPT_MESSAGES.invalid),
    )
    .transform(Number)
    .pipe(z.number().int().min(1, RECEIPT_MESSAGES.invalid).max(MAX_RECEIPT_NAIRA, RECEIPT_MESSAGES.invalid)),
  receipt_number: receiptNumberSchema,
});
export type CaptureReceiptInput = z.input<typeof captureReceiptSchema>;
export type CaptureReceiptValues = z.output<typeof captureReceiptSchema>;

/** Query Receipt: by receipt number (any letter case). */
export const queryReceiptSchema = z.object({ receipt_number: receiptNumberSchema });
export type QueryReceiptInput = z.input<typeof queryReceiptSchema>;

const day = z
  .string()
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .refine((v) => isCalendarDay(v), MESSAGES.invalid);

/** The reconciliation report: a range of days (West Africa Time), both included. */
export const reconciliationQuerySchema = z
  .object({ from: day, to: day })
  .refine((v) => v.from <= v.to, { message: 'The range must end on or after its first day.', path: ['to'] });
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;

// ---- responses -----------------------------------------------------------------------------

const registrationStatus = z.enum(REGISTRATION_STATUSES);
const printOffice = z.enum(['bursar', 'registrar', 'dean']);

/** A row of the registration log: the approval-list columns plus status, T marker and prints. */
export const registrationLogRowSchema = z.object({
  number: z.number().int(),
  custom_id: z.string(),
  student_id: z.string(),
  full_name: z.string(),
  programme: z.string().nullable(),
  ledger_number: z.string().nullable(),
  year: z.string(),
  status: registrationStatus,
  status_label: z.string(),
  /** The T marker. */
  undertaking: z.boolean(),
  printed_by: z.array(printOffice),
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
  status: registrationStatus.nullable(),
  q: z.string(),
  /** The page's rows in the five groups (numbered within each group across pages). */
  groups: z.array(z.object({ group: z.enum(REGISTRATION_GROUPS), rows: z.array(registrationLogRowSchema) })),
  /** Rows matching the status and search, per group (all pages). */
  group_totals: z.array(z.object({ group: z.enum(REGISTRATION_GROUPS), total: z.number().int() })),
  /** Rows matching the search, per status (for the filter). */
  status_counts: z.array(z.object({ status: registrationStatus, label: z.string(), count: z.number().int() })),
  ...pageInfoShape,
});
export type RegistrationLogResponse = z.infer<typeof registrationLogResponseSchema>;

export const newStudentRowSchema = z.object({
  number: z.number().int(),
  custom_id: z.string(),
  full_name: z.string(),
  programme: z.string().nullable(),
  student_id: z.string(),
  ledger_number: z.string().nullable(),
  /** Level with fresh/returning: "1-BA (Fresh)". */
  level: z.string(),
});
export const newStudentsLogResponseSchema = z.object({
  period: periodHeaderSchema,
  q: z.string(),
  items: z.array(newStudentRowSchema),
  ...pageInfoShape,
});
export type NewStudentsLogResponse = z.infer<typeof newStudentsLogResponseSchema>;

export const healthInsuranceRowSchema = z.object({
  number: z.number().int(),
  custom_id: z.string(),
  full_name: z.string(),
  programme: z.string().nullable(),
  student_id: z.string(),
  ledger_number: z.string().nullable(),
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

const statusCounts = z.record(registrationStatus, z.number().int());
export const enrollmentStatisticsResponseSchema = z.object({
  period: periodHeaderSchema.extend({ heading: z.string() }),
  columns: z.array(z.object({ status: registrationStatus, label: z.string() })),
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

const receiptDescription = z.enum(RECEIPT_DESCRIPTIONS);
const walletKind = z.enum(WALLET_KINDS);

export const receiptViewSchema = z.object({
  id: z.number().int(),
  receipt_number: z.string(),
  description: receiptDescription,
  description_label: z.string(),
  wallet_kind: walletKind,
  amount_kobo: z.number().int(),
  period_id: z.string(),
  captured_at: z.string(),
  captured_by: z.string(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

const deskStudent = z.object({
  custom_id: z.string(),
  student_id: z.string(),
  full_name: z.string(),
  programme: z.string().nullable(),
  ledger_number: z.string(),
});

/** Capture Receipt after the lookup: the student, both wallets and whether capture is allowed. */
export const ledgerLookupResponseSchema = z.object({
  student: deskStudent,
  wallets: z.object({ portal_kobo: z.number().int(), accommodation_kobo: z.number().int() }),
  period: periodHeaderSchema.nullable(),
  registration_status: registrationStatus.nullable(),
  registration_status_label: z.string().nullable(),
  /** The registration qualifies and the office may capture. */
  can_capture: z.boolean(),
  /** Why capture is not possible (the ledger balance has not been entered, …); null when it is. */
  notice: z.string().nullable(),
  /** The student's latest receipts, newest first (at most 10). */
  recent_receipts: z.array(receiptViewSchema),
});
export type LedgerLookupResponse = z.infer<typeof ledgerLookupResponseSchema>;

export const captureReceiptResponseSchema = z.object({
  message: z.string(),
  receipt: receiptViewSchema,
  balance_after_kobo: z.number().int(),
});
export type CaptureReceiptResponse = z.infer<typeof captureReceiptResponseSchema>;

/** Query Receipt: the receipt, its student, the officer and time, and its ledger entry. */
export const queryReceiptResponseSchema = z.object({
  receipt: receiptViewSchema,
  student: deskStudent,
  officer: z.object({ name: z.string(), position: z.string().nullable() }),
  entry: z.object({
    id: z.number().int(),
    kind: z.enum(ENTRY_KINDS),
    wallet_kind: walletKind,
    amount_kobo: z.number().int(),
    balance_after_kobo: z.number().int(),
    reference: z.string().nullable(),
    reason: z.string(),
    created_at: z.string(),
  }),
});
export type QueryReceiptResponse = z.infer<typeof queryReceiptResponseSchema>;

const amountCount = z.object({ count: z.number().int(), amount_kobo: z.number().int() });

export const reconciliationResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The window in UTC instants: start included, end excluded (days in West Africa Time). */
  start: z.string(),
  end: z.string(),
  read_at: z.string(),
  /** Whether the range reaches the moment of reading (then closing totals must equal balances). */
  reaches_now: z.boolean(),
  exceptions: z.array(
    z.object({
      kind: z.enum(RECONCILIATION_EXCEPTION_KINDS),
      label: z.string(),
      reference: z.string().nullable(),
      student_id: z.string().nullable(),
      full_name: z.string().nullable(),
      amount_kobo: z.number().int(),
      at: z.string().nullable(),
      detail: z.string(),
    }),
  ),
  payments: z.object({
    by_status: z.array(amountCount.extend({ status: z.enum(['credited', 'pending', 'failed']), label: z.string() })),
    top_ups_via_payment: amountCount,
    top_ups_via_desk: amountCount,
  }),
  receipts: z.object({
    rows: z.array(
      amountCount.extend({
        officer_id: z.string(),
        officer: z.string(),
        description: receiptDescription,
        description_label: z.string(),
      }),
    ),
    count: z.number().int(),
    total_kobo: z.number().int(),
  }),
  registration_debits: z.object({
    rows: z.array(amountCount.extend({ period_id: z.string().nullable(), period: z.string().nullable() })),
    count: z.number().int(),
    total_kobo: z.number().int(),
  }),
  adjustments: z.object({
    rows: z.array(
      z.object({
        officer_id: z.string().nullable(),
        officer: z.string(),
        reason: z.string(),
        count: z.number().int(),
        credits_kobo: z.number().int(),
        debits_kobo: z.number().int(),
      }),
    ),
    count: z.number().int(),
    net_kobo: z.number().int(),
  }),
  wallets: z.array(
    z.object({
      wallet_kind: walletKind,
      opening_kobo: z.number().int(),
      movements: z.array(amountCount.extend({ entry_kind: z.enum(ENTRY_KINDS), label: z.string() })),
      closing_kobo: z.number().int(),
      wallets: z.number().int(),
      balances_kobo: z.number().int(),
      agrees_with_balances: z.boolean().nullable(),
    }),
  ),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;
