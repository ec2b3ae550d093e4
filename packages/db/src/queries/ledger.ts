import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  payments,
  sandboxTransactions,
  walletEntries,
  type PaymentRow,
  type WalletEntryRow,
} from '../schema/ledger.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { wallets, type WalletRow } from '../schema/wallets.js';
import { firstRow, lockedRow, returnedRow } from './rows.js';
import { studentColumns, studentMatching } from './student-columns.js';

type Kind = 'portal' | 'accommodation';

export async function findWallet(db: Executor, ownerId: string, kind: Kind): Promise<WalletRow | undefined> {
  return firstRow(
    db
      .select()
      .from(wallets)
      .where(and(eq(wallets.ownerId, ownerId), eq(wallets.kind, kind)))
      .limit(1),
  );
}

export async function findWalletById(db: Executor, id: number): Promise<WalletRow | undefined> {
  return firstRow(db.select().from(wallets).where(eq(wallets.id, id)).limit(1));
}

/** Reads a wallet and holds its row lock until the transaction ends. */
export async function lockWallet(db: Executor, ownerId: string, kind: Kind): Promise<WalletRow | undefined> {
  return lockedRow(
    db
      .select()
      .from(wallets)
      .where(and(eq(wallets.ownerId, ownerId), eq(wallets.kind, kind)))
      .limit(1),
  );
}

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

export async function findEntryById(db: Executor, id: number): Promise<WalletEntryRow | undefined> {
  return firstRow(db.select().from(walletEntries).where(eq(walletEntries.id, id)).limit(1));
}

/** The entry that reverses an entry, if any (at most one: unique index). */
export async function findReversalOf(db: Executor, entryId: number): Promise<WalletEntryRow | undefined> {
  return firstRow(db.select().from(walletEntries).where(eq(walletEntries.reversesEntryId, entryId)).limit(1));
}

export async function findEntryByProviderReference(
  db: Executor,
  reference: string,
): Promise<WalletEntryRow | undefined> {
  return firstRow(db.select().from(walletEntries).where(eq(walletEntries.providerReference, reference)).limit(1));
}

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

/** One page of wallets of a kind, with the owner's names and ledger number, searchable. */
export async function listWalletsPage(db: Executor, args: { kind: Kind; q: string; limit: number; offset: number }) {
  const where = and(eq(wallets.kind, args.kind), studentMatching(args.q));
  const base = db
    .select({
      ...studentColumns,
      ledgerNumber: students.ledgerNumber,
      balanceKobo: wallets.balanceKobo,
    })
    .from(wallets)
    .innerJoin(users, eq(users.customId, wallets.ownerId))
    .leftJoin(students, eq(students.customId, wallets.ownerId))
    .where(where);
  const [rows, totals] = await Promise.all([
    base.orderBy(asc(users.surname), asc(users.firstName), asc(users.username)).limit(args.limit).offset(args.offset),
    db
      .select({ n: count() })
      .from(wallets)
      .innerJoin(users, eq(users.customId, wallets.ownerId))
      .leftJoin(students, eq(students.customId, wallets.ownerId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
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

export async function insertPayment(
  db: Executor,
  row: { reference: string; ownerId: string; walletKind: Kind; provider: string; amountKobo: number },
): Promise<PaymentRow> {
  return returnedRow(db.insert(payments).values(row).returning());
}

export async function findPaymentByReference(db: Executor, reference: string): Promise<PaymentRow | undefined> {
  return firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1));
}

export async function lockPaymentByReference(db: Executor, reference: string): Promise<PaymentRow | undefined> {
  return lockedRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1));
}

export async function updatePayment(
  db: Executor,
  reference: string,
  changes: Partial<
    Pick<
      PaymentRow,
      'status' | 'providerStatus' | 'creditedEntryId' | 'chargedKobo' | 'feeKobo' | 'reversalEntryId' | 'nextCheckAt'
    >
  > & { checked?: boolean },
): Promise<void> {
  const { checked, ...rest } = changes;
  await db
    .update(payments)
    .set({
      ...rest,
      updatedAt: sql`now()`,
      ...(checked ? { checkCount: sql`${payments.checkCount} + 1`, lastCheckedAt: sql`now()` } : {}),
    })
    .where(eq(payments.reference, reference));
}

/**
 * Pending top-ups due for another check: started after `startedAfter`, and either never
 * scheduled and older than `firstCheckBefore`, or scheduled for `now` or earlier.
 */
export async function listPaymentsToRecheck(
  db: Executor,
  args: { now: Date; startedAfter: Date; firstCheckBefore: Date; limit: number },
) {
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        sql`${payments.createdAt} > ${ts(args.startedAfter)}`,
        or(
          and(isNull(payments.nextCheckAt), sql`${payments.createdAt} < ${ts(args.firstCheckBefore)}`),
          sql`${payments.nextCheckAt} <= ${ts(args.now)}`,
        ),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(args.limit);
}

export async function listPaymentsOf(db: Executor, ownerId: string, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.ownerId, ownerId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function insertSandboxTransaction(
  db: Executor,
  row: { reference: string; amountKobo: number; email: string; callbackUrl: string; metadata: Record<string, unknown> },
) {
  await db.insert(sandboxTransactions).values(row);
}

export async function findSandboxTransaction(db: Executor, reference: string) {
  return firstRow(db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference)).limit(1));
}

/** Settles a pending sandbox transaction once; returns false if it was already settled. */
export async function settleSandboxTransaction(
  db: Executor,
  reference: string,
  status: 'success' | 'failed' | 'abandoned',
): Promise<boolean> {
  const rows = await db
    .update(sandboxTransactions)
    .set({ status, paidAt: status === 'success' ? sql`now()` : null })
    .where(and(eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'pending')))
    .returning({ reference: sandboxTransactions.reference });
  return rows.length === 1;
}
