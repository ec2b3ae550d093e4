import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';
import { bankTransfers } from '../schema/bank-transfers.js';
import { walletEntries } from '../schema/ledger.js';
import { receipts, type NewReceiptRow, type ReceiptRow } from '../schema/receipts.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { wallets } from '../schema/wallets.js';
import { firstRow, insertRow } from './rows.js';
import { joinStudent, studentColumns } from './student-columns.js';

export type { ReceiptRow, NewReceiptRow };

/**
 * A student by ledger number, as typed at the receipts desk: letter case and surrounding spaces
 * do not matter (an exact match wins if two records differ only by case).
 */
export async function findStudentByLedgerNumber(db: Executor, ledgerNumber: string) {
  const typed = ledgerNumber.trim();
  return firstRow(
    db
      .select({
        ...studentColumns,
        phoneNumber: users.phoneNumber,
        programme: students.programme,
        ledgerNumber: students.ledgerNumber,
      })
      .from(students)
      .innerJoin(users, eq(users.customId, students.customId))
      .where(sql`lower(${students.ledgerNumber}) = lower(${typed})`)
      .orderBy(sql`(${students.ledgerNumber} = ${typed}) desc`)
      .limit(1),
  );
}

/** Both wallet balances of a student (0 for a wallet not created yet). */
export async function findWalletBalances(db: Executor, ownerId: string) {
  const rows = await db
    .select({ kind: wallets.kind, balanceKobo: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.ownerId, ownerId));
  return {
    portal: rows.find((r) => r.kind === 'portal')?.balanceKobo ?? 0,
    accommodation: rows.find((r) => r.kind === 'accommodation')?.balanceKobo ?? 0,
  };
}

/** Whether a receipt number was captured before, whatever its letter case. */
export async function isReceiptNumberTaken(db: Executor, receiptNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(sql`lower(${receipts.receiptNumber}) = lower(${receiptNumber.trim()})`)
    .limit(1);
  return rows.length > 0;
}

/** Stores a receipt (the unique index refuses a number captured before, in any letter case). */
export const insertReceipt = (db: Executor, row: NewReceiptRow) => insertRow(db, receipts, row);

const officers = alias(users, 'officer');

const receiptColumns = {
  id: receipts.id,
  receiptNumber: receipts.receiptNumber,
  description: receipts.description,
  walletKind: receipts.walletKind,
  amountKobo: receipts.amountKobo,
  periodId: receipts.periodId,
  createdAt: receipts.createdAt,
  officerTitle: officers.title,
  officerSurname: officers.surname,
  officerFirstName: officers.firstName,
  officerPosition: officers.adminPosition,
} as const;

/** The latest receipts of a student with the capturing officer, newest first. */
export async function listReceiptsOfStudent(db: Executor, studentId: string, limit: number) {
  return db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(officers, eq(officers.customId, receipts.capturedBy))
    .where(eq(receipts.studentId, studentId))
    .orderBy(desc(receipts.createdAt), desc(receipts.id))
    .limit(limit);
}

/** A receipt by number (any letter case) with its student, officer and ledger entry, in one query. */
export async function findReceiptByNumber(db: Executor, receiptNumber: string) {
  const withStudent = joinStudent(
    db
      .select({
        ...receiptColumns,
        studentCustomId: users.customId,
        studentId: users.username,
        surname: users.surname,
        firstName: users.firstName,
        otherNames: users.otherNames,
        programme: students.programme,
        ledgerNumber: students.ledgerNumber,
        entryId: walletEntries.id,
        entryKind: walletEntries.kind,
        entryAmountKobo: walletEntries.amountKobo,
        entryBalanceAfterKobo: walletEntries.balanceAfterKobo,
        entryReference: walletEntries.reference,
        entryReason: walletEntries.reason,
        entryCreatedAt: walletEntries.createdAt,
        entryWalletKind: wallets.kind,
      })
      .from(receipts)
      .$dynamic(),
    receipts.studentId,
    'required',
  );
  return firstRow(
    withStudent
      .innerJoin(officers, eq(officers.customId, receipts.capturedBy))
      .innerJoin(walletEntries, eq(walletEntries.id, receipts.entryId))
      .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
      .where(sql`lower(${receipts.receiptNumber}) = lower(${receiptNumber.trim()})`)
      .limit(1),
  );
}

/**
 * A bank transfer by the provider's reference as typed at Query Receipt (issue 29 §3), with the
 * student it was credited to (none for an exception not yet assigned) and the officer who
 * assigned it. The exact spelling is looked up first (the unique index); only a miss compares in
 * lower case, as payment references are found.
 */
export async function findBankTransferByTypedReference(db: Executor, reference: string) {
  const typed = reference.trim();
  const byReference = (where: SQL) =>
    firstRow(
      db
        .select({
          reference: bankTransfers.providerReference,
          status: bankTransfers.status,
          amountKobo: bankTransfers.amountKobo,
          feeKobo: bankTransfers.feeKobo,
          senderName: bankTransfers.senderName,
          senderBank: bankTransfers.senderBank,
          narration: bankTransfers.narration,
          accountNumber: bankTransfers.accountNumber,
          receivedAt: bankTransfers.receivedAt,
          exceptionReason: bankTransfers.exceptionReason,
          studentCustomId: users.customId,
          studentId: users.username,
          surname: users.surname,
          firstName: users.firstName,
          otherNames: users.otherNames,
          ledgerNumber: students.ledgerNumber,
          officerTitle: officers.title,
          officerSurname: officers.surname,
          officerFirstName: officers.firstName,
          officerPosition: officers.adminPosition,
        })
        .from(bankTransfers)
        .leftJoin(users, eq(users.customId, bankTransfers.creditedUserId))
        .leftJoin(students, eq(students.customId, bankTransfers.creditedUserId))
        .leftJoin(officers, eq(officers.customId, bankTransfers.assignedBy))
        .where(where)
        .limit(1),
    );
  return (
    (await byReference(eq(bankTransfers.providerReference, typed))) ??
    (await byReference(sql`lower(${bankTransfers.providerReference}) = lower(${typed})`))
  );
}

/**
 * Records as receipts, in one statement, the receipt credits of the ledger that have none and
 * whose reference starts with a prefix (the demo seed's pre-semester bursary payments): each
 * becomes a receipt of its own entry, captured by `capturedBy` at the entry's time. A credit
 * already receipted (also by a concurrent run) is left alone. Answers how many were recorded.
 */
export async function insertReceiptsForLedgerCredits(
  db: Executor,
  args: { referencePrefix: string; periodId: string; capturedBy: string },
): Promise<number> {
  const prefix = `${args.referencePrefix.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    insert into receipts (receipt_number, student_id, description, wallet_kind, amount_kobo, entry_id, period_id,
                          captured_by, created_at)
    select e.reference, w.owner_id, case when w.kind = 'accommodation' then 'accommodation' else 'tuition' end,
           w.kind, e.amount_kobo, e.id, ${args.periodId}, ${args.capturedBy}, e.created_at
      from wallet_entries e join wallets w on w.id = e.wallet_id
     where e.kind = 'receipt' and e.amount_kobo > 0 and e.reference like ${prefix}
       and not exists (select 1 from receipts r where r.entry_id = e.id)
     order by e.id
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
