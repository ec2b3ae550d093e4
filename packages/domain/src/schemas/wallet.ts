import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { ENTRY_KINDS, TOP_UP_STATES, WALLET_KINDS, WALLET_MESSAGES } from '../wallets.js';
import { nairaField, pageNumberSchema, pageResponseSchema, searchTextSchema, studentNameShape } from './common.js';

// ---- requests ------------------------------------------------------------------------------

/** `/:kind` of the staff wallet lists. */
export const walletKindParamsSchema = z.object({ kind: z.enum(WALLET_KINDS) });

/** `/:kind/:customId` of one student's wallet, for staff. */
export const walletOwnerParamsSchema = walletKindParamsSchema.extend({ customId: z.string().max(40) });
export type WalletOwnerParams = z.infer<typeof walletOwnerParamsSchema>;

/** GET /api/wallets/:kind?page=&q=: searched by name, Student ID or ledger number. */
export const listWalletsQuerySchema = z.object({ page: pageNumberSchema, q: searchTextSchema });
export type ListWalletsQuery = z.infer<typeof listWalletsQuerySchema>;

/**
 * PUT /api/wallets/:kind/:customId/balance: a new balance (whole naira, may be negative for a
 * debt, only with `confirm_negative` and the reason: decision 0019).
 */
export const setBalanceSchema = z.object({
  amount: nairaField({ negative: true, required: WALLET_MESSAGES.fillRequired }),
  /** The balance the officer saw, in kobo: refused if it changed since. */
  expected_balance_kobo: z.number().int(),
  reason: z.string().trim().min(3, MESSAGES.required).max(200, MESSAGES.invalid),
  /**
   * The officer saw the current balance, the new balance and the difference and confirmed a
   * balance below zero (issue 15 §3): without it a negative amount is refused.
   */
  confirm_negative: z.boolean().optional(),
});
export type SetBalanceInput = z.input<typeof setBalanceSchema>;

// ---- responses -----------------------------------------------------------------------------

/** One immutable ledger entry (integer kobo; debits are negative). */
export const walletEntryViewSchema = z.object({
  id: z.number(),
  kind: z.enum(ENTRY_KINDS),
  amount_kobo: z.number(),
  balance_after_kobo: z.number(),
  reference: z.string().nullable(),
  reason: z.string(),
  /** Who made the entry: the student ('You'), an office, or the system. */
  by: z.string(),
  created_at: z.string(),
});
export type WalletEntryView = z.infer<typeof walletEntryViewSchema>;

/** A wallet's balance and its latest entries, newest first. */
export const walletStatementSchema = z.object({ balance_kobo: z.number(), entries: z.array(walletEntryViewSchema) });
export type WalletStatement = z.infer<typeof walletStatementSchema>;

/** A bank account students may pay into; `example` in the demo when none is configured (not a real account). */
export const bankAccountSchema = z.object({ label: z.string(), details: z.string(), example: z.boolean() });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** One top-up the student started with the payment provider, and what became of it (decision 0017). */
export const topUpViewSchema = z.object({
  reference: z.string(),
  /** What the portal asked for, in kobo. */
  amount_kobo: z.number(),
  /** What the payer was charged when it was more (fees the payer bore), else null. */
  charged_kobo: z.number().nullable(),
  state: z.enum(TOP_UP_STATES),
  /** The state in words (`Processing`, `Credited`, `Not completed`, …) and what it means. */
  label: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type TopUpView = z.infer<typeof topUpViewSchema>;

/**
 * GET /api/students/me/wallets: both wallets in one answer (null until the profile is
 * complete), the student's latest top-ups with their state, the payment provider in use and
 * the bank accounts (none when a real deployment has not configured them).
 */
export const myWalletsResponseSchema = z.object({
  portal: walletStatementSchema.nullable(),
  accommodation: walletStatementSchema.nullable(),
  top_ups: z.array(topUpViewSchema),
  provider: z.string(),
  bank_accounts: z.array(bankAccountSchema),
});
export type MyWallets = z.infer<typeof myWalletsResponseSchema>;

/** A row of the staff wallet lists. */
export const staffWalletViewSchema = z.object({
  number: z.number(),
  ...studentNameShape,
  ledger_number: z.string().nullable(),
  balance_kobo: z.number(),
});
export type StaffWalletView = z.infer<typeof staffWalletViewSchema>;

/** GET /api/wallets/:kind: one page of wallets of a kind. */
export const walletListResponseSchema = pageResponseSchema(staffWalletViewSchema);
export type WalletList = z.infer<typeof walletListResponseSchema>;

/** GET /api/wallets/:kind/:customId/entries: a student's statement, for staff. */
export const staffStatementSchema = walletStatementSchema.extend({ student_id: z.string(), full_name: z.string() });
export type StaffStatement = z.infer<typeof staffStatementSchema>;

/** PUT /api/wallets/:kind/:customId/balance and every credit: the text and the new balance (kobo). */
export const balanceChangeResponseSchema = z.object({ message: z.string(), balance_kobo: z.number() });
export type BalanceChangeResponse = z.infer<typeof balanceChangeResponseSchema>;
