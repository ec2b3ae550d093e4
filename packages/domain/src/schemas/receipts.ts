import { z } from 'zod';
import {
  LEDGER_NUMBER_MIN_LENGTH,
  RECEIPT_DESCRIPTIONS,
  RECEIPT_MESSAGES,
  RECEIPT_NUMBER_MAX_LENGTH,
  RECEIPT_NUMBER_PATTERN,
} from '../receipts.js';
import { ENTRY_KINDS, WALLET_KINDS } from '../wallets.js';
import { isPrintable } from './bursary-desk.js';
import { MESSAGES } from '../messages.js';
import { nairaField, periodHeaderSchema, studentNameShape } from './common.js';
import { transferExceptionSchema } from './bank-transfers.js';
import { registrationStatusSchema } from './registration.js';

/**
 * Requests and responses of the receipts desk (issue 11): the ledger lookup, Capture Receipt and
 * Query Receipt. Declared once: the API validates and documents them, the web infers its types
 * from them.
 */

// ---- requests ------------------------------------------------------------------------------

/** Capture Receipt, first step: the student by ledger number (at least 7 characters). */
export const ledgerLookupQuerySchema = z.object({
  ledger_number: z
    .string()
    .trim()
    .min(1, { error: RECEIPT_MESSAGES.required, abort: true })
    .min(LEDGER_NUMBER_MIN_LENGTH, RECEIPT_MESSAGES.invalid)
    .max(40, RECEIPT_MESSAGES.invalid)
    .refine(isPrintable, RECEIPT_MESSAGES.invalid),
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
  amount: nairaField({ required: MESSAGES.required, min: 1, invalid: RECEIPT_MESSAGES.invalid }),
  receipt_number: receiptNumberSchema,
});
export type CaptureReceiptInput = z.input<typeof captureReceiptSchema>;
export type CaptureReceiptValues = z.output<typeof captureReceiptSchema>;

/** Query Receipt: by receipt number (any letter case). */
export const queryReceiptSchema = z.object({ receipt_number: receiptNumberSchema });
export type QueryReceiptInput = z.input<typeof queryReceiptSchema>;

// ---- responses -----------------------------------------------------------------------------

export const receiptDescriptionSchema = z.enum(RECEIPT_DESCRIPTIONS);
const walletKind = z.enum(WALLET_KINDS);
/** The registry desk's period header (one spelling of it). */

export const receiptViewSchema = z.object({
  id: z.number().int(),
  receipt_number: z.string(),
  description: receiptDescriptionSchema,
  description_label: z.string(),
  wallet_kind: walletKind,
  amount_kobo: z.number().int(),
  period_id: z.string(),
  captured_at: z.string(),
  captured_by: z.string(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

const deskStudent = z.object({
  ...studentNameShape,
  programme: z.string().nullable(),
  ledger_number: z.string(),
});

/** Capture Receipt after the lookup: the student, both wallets and whether capture is allowed. */
export const ledgerLookupResponseSchema = z.object({
  student: deskStudent,
  wallets: z.object({ portal_kobo: z.number().int(), accommodation_kobo: z.number().int() }),
  period: periodHeaderSchema.nullable(),
  registration_status: registrationStatusSchema.nullable(),
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
export const receiptFoundSchema = z.object({
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
export type ReceiptFound = z.infer<typeof receiptFoundSchema>;

/**
 * Query Receipt by a bank transfer's reference (issue 29 §3): the transfer, the student it was
 * credited to (null for an exception not yet assigned), and what became of it.
 */
export const transferFoundSchema = z.object({
  bank_transfer: z.object({
    // The transfer's own fields as the exceptions card has them (amount null: did not parse).
    ...transferExceptionSchema.pick({
      reference: true,
      status: true,
      amount_kobo: true,
      fee_kobo: true,
      sender_name: true,
      sender_bank: true,
      narration: true,
      account_number: true,
      received_at: true,
    }).shape,
    status_label: z.string(),
    student: z.object({ ...studentNameShape, ledger_number: z.string().nullable() }).nullable(),
    /** Why it was not credited by itself (an exception, assigned or not). */
    exception_reason: z.string().nullable(),
    /** The officer who assigned it, for an exception the Bursary assigned. */
    assigned_by: z.string().nullable(),
  }),
});
export type TransferFound = z.infer<typeof transferFoundSchema>;

/** Query Receipt answers a receipt, or else a bank transfer of that reference. */
export const queryReceiptResponseSchema = z.union([receiptFoundSchema, transferFoundSchema]);
export type QueryReceiptResponse = z.infer<typeof queryReceiptResponseSchema>;
