import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BANK_TRANSFER_STATUSES, DEDICATED_ACCOUNT_STATUSES } from '@portal/domain';
import { requiredTextRef, timestamps } from './columns.js';
import { walletEntries } from './ledger.js';
import { users } from './users.js';
import { valueList } from './value-lists.js';

/**
 * A student's own bank account number at the payment provider (issue 29, decision 0030): one
 * per student; the account number, once known, belongs to one student (unique).
 */
export const dedicatedAccounts = pgTable(
  'dedicated_accounts',
  {
    userId: requiredTextRef('user_id', () => users.customId, { onDelete: 'cascade' }).primaryKey(),
    provider: text('provider').notNull(),
    customerCode: text('customer_code'),
    bank: text('bank'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    status: text('status', { enum: DEDICATED_ACCOUNT_STATUSES }).notNull().default('pending'),
    /** The provider's refusal, when it refused (shown to ict, never to the student). */
    failureReason: text('failure_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('dedicated_accounts_number_unique').on(t.accountNumber),
    index('dedicated_accounts_customer_idx').on(t.customerCode),
    check('dedicated_accounts_status_valid', sql`${t.status} in ${valueList(DEDICATED_ACCOUNT_STATUSES)}`),
  ],
);

export type DedicatedAccountRow = typeof dedicatedAccounts.$inferSelect;

/**
 * Every transfer the provider reported into a dedicated account. The provider's reference is
 * unique, so a transfer is recorded (and credited) once whatever the number of deliveries.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerReference: text('provider_reference').notNull(),
    /** Null when the amount the provider sent did not parse (an exception). */
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    /** The provider's fee: the seminary's cost, recorded, never taken from the student. */
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull().default(0),
    senderName: text('sender_name'),
    senderBank: text('sender_bank'),
    narration: text('narration'),
    accountNumber: text('account_number'),
    status: text('status', { enum: BANK_TRANSFER_STATUSES }).notNull(),
    /** Why it was not credited by itself (an exception). */
    exceptionReason: text('exception_reason'),
    /** Everything the provider sent (the event's data), for the Bursary. */
    rawEvent: jsonb('raw_event').notNull(),
    creditedUserId: text('credited_user_id').references(() => users.customId),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => walletEntries.id),
    /** The bursar who assigned an exception to a student. */
    assignedBy: text('assigned_by').references(() => users.customId, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bank_transfers_provider_reference_unique').on(t.providerReference),
    index('bank_transfers_status_idx').on(t.status, t.receivedAt),
    check('bank_transfers_status_valid', sql`${t.status} in ${valueList(BANK_TRANSFER_STATUSES)}`),
    check('bank_transfers_amount_positive', sql`${t.amountKobo} is null or ${t.amountKobo} > 0`),
    check('bank_transfers_fee_not_negative', sql`${t.feeKobo} >= 0`),
  ],
);

export type BankTransferRow = typeof bankTransfers.$inferSelect;
