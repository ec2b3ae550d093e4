import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { payments, sandboxTransactions, type PaymentRow } from '../schema/ledger.js';
import { findRow, insertRow, rowByKey } from './rows.js';

type Kind = 'portal' | 'accommodation';

export const insertPayment = (
  db: Executor,
  row: { reference: string; ownerId: string; walletKind: Kind; provider: string; amountKobo: number },
) => insertRow(db, payments, row);

const paymentByReference = rowByKey(payments, (reference: string) => eq(payments.reference, reference));
export const findPaymentByReference = paymentByReference.find;
export const lockPaymentByReference = paymentByReference.lock;

/**
 * The portal's own spelling of a payment reference typed in any letter case ('jets-64004-ab12…'
 * for 'JETS-64004-AB12…'), as receipt numbers are found (issue 27 §7); undefined for a reference
 * the portal did not start. The exact spelling is looked up first (the unique index); only a miss
 * compares in lower case.
 */
export async function paymentReferenceAsStored(db: Executor, typed: string): Promise<string | undefined> {
  const exact = await findPaymentByReference(db, typed);
  if (exact) return exact.reference;
  const [row] = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(sql`lower(${payments.reference}) = lower(${typed})`)
    .limit(1);
  return row?.reference;
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

export const findSandboxTransaction = (db: Executor, reference: string) =>
  findRow(db, sandboxTransactions, eq(sandboxTransactions.reference, reference));

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
