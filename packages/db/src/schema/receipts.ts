import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredTextRef, requiredIdRef } from './columns.js';
import { RECEIPT_DESCRIPTIONS, WALLET_KINDS } from '@portal/domain';
import { valueList } from './value-lists.js';
import { periods } from './academics.js';
import { walletEntries } from './ledger.js';
import { users } from './users.js';

/**
 * An official bursary receipt captured at the receipts desk (issue 11). The receipt number is
 * unique across the seminary whatever its letter case (a unique index on its lower case), and
 * each receipt produced exactly one ledger entry of kind `receipt` (unique `entry_id`), written
 * in the same transaction. Receipts are never changed or deleted; a mistake is reversed in the
 * ledger (decision 0013).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** As typed by the officer (trimmed). */
    receiptNumber: text('receipt_number').notNull(),
    studentId: requiredTextRef('student_id', () => users.customId),
    description: text('description', { enum: RECEIPT_DESCRIPTIONS }).notNull(),
    /** Accommodation receipts credit the accommodation wallet, every other the portal wallet. */
    walletKind: text('wallet_kind', { enum: WALLET_KINDS }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    entryId: requiredIdRef('entry_id', () => walletEntries.id),
    /** The period whose registration qualified the capture (the current period then). */
    periodId: requiredTextRef('period_id', () => periods.periodId),
    capturedBy: requiredTextRef('captured_by', () => users.customId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_number_unique').on(sql`lower(${t.receiptNumber})`),
    uniqueIndex('receipts_entry_unique').on(t.entryId),
    index('receipts_student_idx').on(t.studentId, t.createdAt),
    index('receipts_created_idx').on(t.createdAt),
    check('receipts_amount_positive', sql`${t.amountKobo} > 0`),
    check('receipts_number_not_blank', sql`length(trim(${t.receiptNumber})) > 0`),
    check('receipts_description_valid', sql`${t.description} in ${valueList(RECEIPT_DESCRIPTIONS)}`),
    check(
      'receipts_wallet_matches_description',
      sql`(${t.description} = 'accommodation') = (${t.walletKind} = 'accommodation')`,
    ),
  ],
);

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceiptRow = typeof receipts.$inferInsert;
