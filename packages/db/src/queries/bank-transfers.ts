import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  bankTransfers,
  dedicatedAccounts,
  type BankTransferRow,
  type DedicatedAccountRow,
} from '../schema/bank-transfers.js';
import { students } from '../schema/students.js';
import { findRow, insertRowIfAbsent, rowByKey, updateRow } from './rows.js';

/*
 * Students' dedicated bank accounts and the transfers into them (issue 29).
 */

const accountOfUser = rowByKey(dedicatedAccounts, (userId: string) => eq(dedicatedAccounts.userId, userId));
export const findDedicatedAccount = accountOfUser.find;
export const lockDedicatedAccount = accountOfUser.lock;

export const findDedicatedAccountByNumber = (db: Executor, accountNumber: string) =>
  findRow(db, dedicatedAccounts, eq(dedicatedAccounts.accountNumber, accountNumber));

export const findDedicatedAccountByCustomer = (db: Executor, customerCode: string) =>
  findRow(db, dedicatedAccounts, eq(dedicatedAccounts.customerCode, customerCode));

/** A student's request for an account: a pending row unless one exists (undefined then). */
export const insertDedicatedAccountIfAbsent = (db: Executor, row: { userId: string; provider: string }) =>
  insertRowIfAbsent(db, dedicatedAccounts, { ...row, status: 'pending' });

/** Accounts requested at Complete Profile and not yet asked of the provider (no customer code). */
export async function listAccountsToRequest(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: dedicatedAccounts.userId })
    .from(dedicatedAccounts)
    .where(sql`${dedicatedAccounts.status} = 'pending' and ${dedicatedAccounts.customerCode} is null`)
    .orderBy(dedicatedAccounts.createdAt)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Every student who completed the profile (a `students` row), with the state of their dedicated
 * account (null when none was ever asked for), oldest profile first: what `npm run bank-accounts`
 * looks at.
 */
export async function listStudentAccountStates(
  db: Executor,
): Promise<Array<{ userId: string; status: DedicatedAccountRow['status'] | null; customerCode: string | null }>> {
  return db
    .select({
      userId: students.customId,
      status: dedicatedAccounts.status,
      customerCode: dedicatedAccounts.customerCode,
    })
    .from(students)
    .leftJoin(dedicatedAccounts, eq(dedicatedAccounts.userId, students.customId))
    .orderBy(students.createdAt, students.customId);
}

export const updateDedicatedAccount = (
  db: Executor,
  userId: string,
  changes: Partial<
    Pick<DedicatedAccountRow, 'customerCode' | 'bank' | 'accountNumber' | 'accountName' | 'status' | 'failureReason'>
  >,
) => updateRow(db, dedicatedAccounts, eq(dedicatedAccounts.userId, userId), changes);

/**
 * Queues a failed or deactivated account again (pending, no customer code, no failure reason),
 * only if the row is still as `seen` read it: false when it changed meanwhile (a student's click
 * or another instance made it active or being assigned), and then nothing is written. A
 * compare-and-set, because `npm run bank-accounts` reads every student at its start and reaches
 * each one minutes later.
 */
export async function requeueDedicatedAccountIfUnchanged(
  db: Executor,
  userId: string,
  seen: { status: DedicatedAccountRow['status']; customerCode: string | null },
): Promise<boolean> {
  const changed = await db
    .update(dedicatedAccounts)
    .set({ status: 'pending', customerCode: null, failureReason: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(dedicatedAccounts.userId, userId),
        eq(dedicatedAccounts.status, seen.status),
        seen.customerCode === null
          ? isNull(dedicatedAccounts.customerCode)
          : eq(dedicatedAccounts.customerCode, seen.customerCode),
      ),
    )
    .returning({ userId: dedicatedAccounts.userId });
  return changed.length > 0;
}

export type NewBankTransfer = Pick<
  BankTransferRow,
  | 'providerReference'
  | 'amountKobo'
  | 'feeKobo'
  | 'senderName'
  | 'senderBank'
  | 'narration'
  | 'accountNumber'
  | 'status'
  | 'exceptionReason'
  | 'rawEvent'
>;

/** Records a transfer once: undefined when its provider reference is already recorded. */
export const insertBankTransferIfAbsent = (db: Executor, row: NewBankTransfer) =>
  insertRowIfAbsent(db, bankTransfers, row);

const transferById = rowByKey(bankTransfers, (id: number) => eq(bankTransfers.id, id));
export const findBankTransfer = transferById.find;
export const lockBankTransfer = transferById.lock;

/**
 * The transfer a provider's event names, by its exact reference (the unique index): events carry
 * the reference as Paystack wrote it. A person's typing is matched by findBankTransferByTypedReference.
 */
export const findBankTransferByReference = (db: Executor, reference: string) =>
  findRow(db, bankTransfers, eq(bankTransfers.providerReference, reference));

export const updateBankTransfer = (
  db: Executor,
  id: number,
  changes: Partial<Pick<BankTransferRow, 'status' | 'creditedUserId' | 'entryId' | 'assignedBy' | 'amountKobo'>>,
) => updateRow(db, bankTransfers, eq(bankTransfers.id, id), changes);

/** Transfers the Bursary must look at (newest first), with everything the provider sent. */
export async function listTransferExceptions(db: Executor, limit = 200): Promise<BankTransferRow[]> {
  return db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.status, 'exception'))
    .orderBy(desc(bankTransfers.receivedAt), desc(bankTransfers.id))
    .limit(limit);
}
