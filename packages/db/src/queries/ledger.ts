import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { walletEntries, type WalletEntryRow } from '../schema/ledger.js';
import { users } from '../schema/users.js';
import { findRow, returnedRow } from './rows.js';

export interface NewEntry {
  walletId: number;
  kind: WalletEntryRow['kind'];
  amountKobo: number;
  reference?: string | null;
  providerReference?: string | null;
  reversesEntryId?: number | null;
  actorId: string | null;
  reason: string;
}

/** Appends a ledger entry; the database moves the balance and fills balance_after_kobo. */
export async function insertEntry(db: Executor, entry: NewEntry): Promise<WalletEntryRow> {
  return returnedRow(
    db
      .insert(walletEntries)
      .values({ ...entry, balanceAfterKobo: 0 })
      .returning(),
  );
}

export const findEntryById = (db: Executor, id: number) => findRow(db, walletEntries, eq(walletEntries.id, id));

/** The entry that reverses an entry, if any (at most one: unique index). */
export const findReversalOf = (db: Executor, entryId: number) =>
  findRow(db, walletEntries, eq(walletEntries.reversesEntryId, entryId));

export const findEntryByProviderReference = (db: Executor, reference: string) =>
  findRow(db, walletEntries, eq(walletEntries.providerReference, reference));

/** The newest entries of a wallet with the acting officer's name. */
export async function listEntries(db: Executor, walletId: number, limit: number) {
  return db
    .select({
      id: walletEntries.id,
      kind: walletEntries.kind,
      amountKobo: walletEntries.amountKobo,
      balanceAfterKobo: walletEntries.balanceAfterKobo,
      reference: walletEntries.reference,
      reason: walletEntries.reason,
      createdAt: walletEntries.createdAt,
      actorRole: users.role,
      actorPosition: users.adminPosition,
      actorSurname: users.surname,
      actorFirstName: users.firstName,
    })
    .from(walletEntries)
    .leftJoin(users, eq(users.customId, walletEntries.actorId))
    .where(eq(walletEntries.walletId, walletId))
    .orderBy(desc(walletEntries.id))
    .limit(limit);
}
