import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { requiredIdRef, requiredTextRef, timestamps } from './columns.js';
import { ENTRY_KINDS, WALLET_KINDS } from '@portal/domain';
import { valueList } from './value-lists.js';
import { users } from './users.js';
import { wallets } from './wallets.js';

/**
 * Immutable ledger entries. A database trigger (migration 0003) moves the wallet balance in the
 * same statement as each insert and fills `balance_after_kobo`; other triggers refuse updates and
 * deletes. A provider reference can be credited at most once (unique index).
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: requiredIdRef('wallet_id', () => wallets.id),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    /** Signed: credits positive, debits negative. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    balanceAfterKobo: bigint('balance_after_kobo', { mode: 'number' }).notNull(),
    /** Human reference: form number, receipt number, payment reference. */
    reference: text('reference'),
    /** Set only for money received through a payment provider. */
    providerReference: text('provider_reference'),
    /** For a reversal: the entry it reverses (at most one reversal per entry: unique index). */
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references((): AnyPgColumn => walletEntries.id),
    /** Who acted; null for the system (a background job, a verified webhook). */
    actorId: text('actor_id').references(() => users.customId, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_wallet_idx').on(t.walletId, t.id),
    uniqueIndex('wallet_entries_provider_reference_unique').on(t.providerReference),
    uniqueIndex('wallet_entries_reverses_unique').on(t.reversesEntryId),
    /** A form (registration, add/drop, hostel allocation) is debited once: its number is the reference. */
    uniqueIndex('wallet_entries_form_debit_unique')
      .on(t.kind, t.reference)
      .where(sql`${t.kind} in ('registration', 'add/drop', 'hostel')`),
    check('wallet_entries_amount_nonzero', sql`${t.amountKobo} <> 0`),
    check('wallet_entries_reversal_kind', sql`${t.reversesEntryId} is null or ${t.kind} = 'reversal'`),
    check('wallet_entries_kind_valid', sql`${t.kind} in ${valueList(ENTRY_KINDS)}`),
  ],
);

export type WalletEntryRow = typeof walletEntries.$inferSelect;

/** A top-up the portal started with a payment provider, and what became of it. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Unique per attempt; sent to the provider. */
    reference: text('reference').notNull().unique(),
    ownerId: requiredTextRef('owner_id', () => users.customId),
    walletKind: text('wallet_kind', { enum: WALLET_KINDS }).notNull(),
    provider: text('provider').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'credited', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's last word about it. */
    providerStatus: text('provider_status'),
    creditedEntryId: bigint('credited_entry_id', { mode: 'number' }),
    /** What the payer was charged when it was more than asked (fees the payer bore), and those fees. */
    chargedKobo: bigint('charged_kobo', { mode: 'number' }),
    feeKobo: bigint('fee_kobo', { mode: 'number' }),
    /** The reversing entry when the provider refunded or reversed the payment after it was credited. */
    reversalEntryId: bigint('reversal_entry_id', { mode: 'number' }),
    checkCount: integer('check_count').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** When the background job asks the provider again (backoff, decision 0017); null: not before 2 minutes. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('payments_owner_idx').on(t.ownerId, t.createdAt),
    index('payments_pending_idx').on(t.status, t.createdAt),
    check('payments_amount_positive', sql`${t.amountKobo} > 0`),
    check('payments_fee_not_negative', sql`${t.feeKobo} is null or ${t.feeKobo} >= 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** The built-in sandbox gateway's own records (the offline payment provider). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  email: text('email').notNull(),
  callbackUrl: text('callback_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['pending', 'success', 'failed', 'abandoned'] })
    .notNull()
    .default('pending'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
