import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { requiredCheck } from './common.js';
import { MAX_TOP_UP_NAIRA, MIN_TOP_UP_NAIRA } from '../wallets.js';
import { balanceChangeResponseSchema } from './wallet.js';

// ---- requests ------------------------------------------------------------------------------

/** POST /api/students/me/top-ups: an amount in whole naira, digits only (student-side §5). */
export const topUpSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, requiredCheck)
    .regex(/^\d+$/, MESSAGES.invalid)
    .transform((v) => Number(v))
    .refine((v) => v >= MIN_TOP_UP_NAIRA && v <= MAX_TOP_UP_NAIRA, MESSAGES.invalid),
});
export type TopUpInput = z.input<typeof topUpSchema>;

/** POST /api/students/me/top-ups/verify and /api/payments/lookup: a reference typed by a student or an officer. */
export const referenceSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(100, MESSAGES.invalid)
    .regex(/^[A-Za-z0-9._\-=]+$/, MESSAGES.invalid),
});
export type ReferenceInput = z.input<typeof referenceSchema>;

/** POST /api/payments/credit: Receipts desk, "Update Student Wallet", `Student Id, Amount` and the verified transaction id. */
export const creditPaymentSchema = z.object({
  reference: referenceSchema.shape.reference,
  student_amount: z
    .string()
    .trim()
    .min(1, requiredCheck)
    .regex(/^\s*[A-Za-z0-9]{5}\s*,\s*\d{1,9}\s*$/, MESSAGES.invalid)
    .transform((v) => {
      const [id, amount] = v.split(',').map((s) => s.trim());
      return { studentId: id!.toUpperCase(), amountNaira: Number(amount) };
    }),
});
export type CreditPaymentInput = z.input<typeof creditPaymentSchema>;

/** `/:reference` of the sandbox gateway's checkout page. */
export const sandboxReferenceParamsSchema = z.object({ reference: z.string().max(100) });
export type SandboxReferenceParams = z.infer<typeof sandboxReferenceParamsSchema>;

export const SANDBOX_OUTCOMES = ['success', 'failed', 'abandoned'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** POST /api/sandbox-gateway/transactions/:reference/complete: the payer's choice. */
export const completeSandboxSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });

// ---- responses -----------------------------------------------------------------------------

/** POST /api/students/me/top-ups: the reference and the provider's checkout address. */
export const startedTopUpSchema = z.object({ reference: z.string(), authorization_url: z.string() });
export type StartedTopUp = z.infer<typeof startedTopUpSchema>;

/** POST /api/students/me/top-ups/verify and /api/payments/credit: credited once, the new balance. */
export const creditedResponseSchema = balanceChangeResponseSchema;
export type CreditedResponse = z.infer<typeof creditedResponseSchema>;

/** POST /api/payments/lookup: what the payment provider says about a transaction id. */
export const paymentLookupSchema = z.object({
  status: z.string(),
  message: z.string(),
  amount_kobo: z.number(),
  currency: z.string(),
  customer_name: z.string().nullable(),
  phone: z.string().nullable(),
  reference: z.string(),
  student_id: z.string().nullable(),
  transaction_date: z.string().nullable(),
  /** Whether the portal has already credited this payment to a wallet. */
  credited: z.boolean(),
});
export type PaymentLookup = z.infer<typeof paymentLookupSchema>;

/**
 * POST /api/payments/paystack/webhook: what became of the notification (charge.success credits,
 * refund.processed reverses a credit once).
 */
export const paystackWebhookResponseSchema = z.enum([
  'ignored',
  'credited',
  'not credited',
  'reversed',
  'not reversed',
  // Issue 29: a transfer to a dedicated account the portal cannot credit by itself; an assign event.
  'exception',
  'recorded',
]);
export type PaystackWebhookOutcome = z.infer<typeof paystackWebhookResponseSchema>;

/** GET /api/sandbox-gateway/transactions/:reference: what the sandbox checkout page shows. */
export const sandboxTransactionSchema = z.object({
  reference: z.string(),
  amount_kobo: z.number(),
  email: z.string(),
  /** 'pending' until the payer chooses; then success, failed or abandoned. */
  status: z.string(),
  merchant: z.string(),
});
export type SandboxTransaction = z.infer<typeof sandboxTransactionSchema>;

/** POST …/complete: where the gateway sends the payer back to (a same-origin path). */
export const sandboxCompletedSchema = z.object({ redirect_url: z.string() });
export type SandboxCompleted = z.infer<typeof sandboxCompletedSchema>;
