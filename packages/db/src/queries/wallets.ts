import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { wallets, type WalletRow } from '../schema/wallets.js';
import { findRow, firstRow, pageOf, rowByKey } from './rows.js';
import { joinStudent, studentColumns, studentMatching } from './student-columns.js';

/** Creates a student's portal and accommodation wallets at 0 kobo. */
export async function insertStudentWallets(db: Executor, ownerId: string): Promise<WalletRow[]> {
  return db
    .insert(wallets)
    .values([
      { ownerId, kind: 'portal', balanceKobo: 0 },
      { ownerId, kind: 'accommodation', balanceKobo: 0 },
    ])
    .returning();
}

export async function findWalletsOf(db: Executor, ownerId: string): Promise<WalletRow[]> {
  return db.select().from(wallets).where(eq(wallets.ownerId, ownerId));
}

type Kind = 'portal' | 'accommodation';

/** A student's wallet of a kind (one at most: a unique constraint). */
const walletOf = (ownerId: string, kind: Kind) => and(eq(wallets.ownerId, ownerId), eq(wallets.kind, kind));

/** The portal wallet balance of a student (for forms and queues). */
export async function findPortalBalance(db: Executor, ownerId: string): Promise<number | undefined> {
  const row = await firstRow(
    db.select({ balanceKobo: wallets.balanceKobo }).from(wallets).where(walletOf(ownerId, 'portal')).limit(1),
  );
  return row?.balanceKobo;
}

const walletOfOwner = rowByKey(wallets, walletOf);
export const findWallet = walletOfOwner.find;

export const findWalletById = (db: Executor, id: number) => findRow(db, wallets, eq(wallets.id, id));

/** Reads a wallet and holds its row lock until the transaction ends. */
export const lockWallet = walletOfOwner.lock;

/** One page of wallets of a kind, with the owner's names and ledger number, searchable. */
export async function listWalletsPage(db: Executor, args: { kind: Kind; q: string; limit: number; offset: number }) {
  const where = and(eq(wallets.kind, args.kind), studentMatching(args.q));
  const base = joinStudent(
    db
      .select({
        ...studentColumns,
        ledgerNumber: students.ledgerNumber,
        balanceKobo: wallets.balanceKobo,
      })
      .from(wallets)
      .$dynamic(),
    wallets.ownerId,
  ).where(where);
  return pageOf(
    base.orderBy(asc(users.surname), asc(users.firstName), asc(users.username)).limit(args.limit).offset(args.offset),
    joinStudent(db.select({ n: count() }).from(wallets).$dynamic(), wallets.ownerId).where(where),
  );
}

/** Wallets whose balance is not the sum of their entries (must always be empty). */
export async function findUnbalancedWallets(
  db: Executor,
): Promise<Array<{ id: number; balance: number; sum: number }>> {
  const rows = await db.execute(sql`
    select w.id, w.balance_kobo as balance, coalesce(sum(e.amount_kobo), 0) as sum
      from wallets w left join wallet_entries e on e.wallet_id = w.id
     group by w.id
    having w.balance_kobo <> coalesce(sum(e.amount_kobo), 0)`);
  return (rows as unknown as { rows: Array<{ id: number; balance: number; sum: number }> }).rows;
}
