import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';
import { walletEntries } from '../schema/ledger.js';
import { receipts, type NewReceiptRow, type ReceiptRow } from '../schema/receipts.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { wallets } from '../schema/wallets.js';

export type { ReceiptRow, NewReceiptRow };

/**
 * A student by ledger number, as typed at the receipts desk: letter case and surrounding spaces
 * do not matter (an exact match wins if two records differ only by case).
 */
export async function findStudentByLedgerNumber(db: Executor, ledgerNumber: string) {
  const typed = ledgerNumber.trim();
  const rows = await db
    .select({
      customId: users.customId,
      studentId: users.username,
      surname: users.surname,
      firstName: users.firstName,
      otherNames: users.otherNames,
      phoneNumber: users.phoneNumber,
      programme: students.programme,
      ledgerNumber: students.ledgerNumber,
    })
    .from(students)
    .innerJoin(users, eq(users.customId, students.customId))
    .where(sql`lower(${students.ledgerNumber}) = lower(${typed})`)
    .orderBy(sql`(${students.ledgerNumber} = ${typed}) desc`)
    .limit(1);
  return rows[0];
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
export async function insertReceipt(db: Executor, row: NewReceiptRow): Promise<ReceiptRow> {
  const rows = await db.insert(receipts).values(row).returning();
  return rows[0]!;
}

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
  const rows = await db
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
    .innerJoin(users, eq(users.customId, receipts.studentId))
    .innerJoin(students, eq(students.customId, receipts.studentId))
    .innerJoin(officers, eq(officers.customId, receipts.capturedBy))
    .innerJoin(walletEntries, eq(walletEntries.id, receipts.entryId))
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where(sql`lower(${receipts.receiptNumber}) = lower(${receiptNumber.trim()})`)
    .limit(1);
  return rows[0];
}

/**
 * Receipt credits in the ledger without a captured receipt whose reference starts with a prefix
 * (the demo seed records its pre-semester bursary payments as receipts with these).
 */
export async function listReceiptEntriesWithoutReceipt(db: Executor, referencePrefix: string) {
  return db
    .select({
      entryId: walletEntries.id,
      amountKobo: walletEntries.amountKobo,
      reference: walletEntries.reference,
      createdAt: walletEntries.createdAt,
      ownerId: wallets.ownerId,
      walletKind: wallets.kind,
    })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .leftJoin(receipts, eq(receipts.entryId, walletEntries.id))
    .where(
      sql`${walletEntries.kind} = 'receipt' and ${receipts.id} is null and ${walletEntries.reference} like ${`${referencePrefix.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`,
    )
    .orderBy(walletEntries.id);
}
