import { z } from 'zod';
import { isCalendarDay } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { RECONCILIATION_EXCEPTION_KINDS, TRANSFER_REPORT_LABELS } from '../reconciliation.js';
import { ENTRY_KINDS, WALLET_KINDS } from '../wallets.js';
import { receiptDescriptionSchema } from './receipts.js';

/**
 * Request and response of the reconciliation report (issue 11). Declared once: the API validates
 * and documents them, the web infers its types from them.
 */

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

const walletKind = z.enum(WALLET_KINDS);
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
        description: receiptDescriptionSchema,
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
  /**
   * Bank transfers received in the range (issue 29): the totals, and the same as lines with
   * their words (received = credited + assigned + reversed + exceptions, the check last).
   */
  bank_transfers: z.object({
    received: amountCount,
    fees_kobo: z.number().int(),
    credited: amountCount,
    assigned: amountCount,
    reversed: amountCount.extend({ taken_back_kobo: z.number().int() }),
    exceptions: amountCount.extend({ unreadable: z.number().int() }),
    difference_kobo: z.number().int(),
    balances: z.boolean(),
    lines: z.array(
      z.object({
        key: z.enum(Object.keys(TRANSFER_REPORT_LABELS) as [keyof typeof TRANSFER_REPORT_LABELS]),
        label: z.string(),
        count: z.number().int().nullable(),
        amount_kobo: z.number().int(),
        detail: z.string().nullable(),
      }),
    ),
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
