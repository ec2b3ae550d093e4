import { sql } from 'drizzle-orm';
import { findPaymentByReference, findUserByUsername, insertPayment, updatePayment, type Database } from '@portal/db';

/**
 * Demo top-ups that never reached the wallet (issue 9 §4), so that the Portal Wallet page of
 * student 64004 shows its "Top-ups" list on a fresh `npm start`: one the payer abandoned ("Not
 * completed"), one the card issuer declined ("Failed") and one reversed ("Reversed"). None moves
 * money. Idempotent by reference.
 */
const DEMO_TOP_UPS = [
  { reference: 'JETS-64004-DEMO0000000A', naira: 15_000, providerStatus: 'abandoned', daysAgo: 9 },
  { reference: 'JETS-64004-DEMO0000000B', naira: 20_000, providerStatus: 'failed', daysAgo: 6 },
  { reference: 'JETS-64004-DEMO0000000C', naira: 5_000, providerStatus: 'reversed', daysAgo: 3 },
] as const;

export async function seedDemoTopUps(db: Database): Promise<void> {
  const student = await findUserByUsername(db, '64004');
  if (!student) return;
  for (const t of DEMO_TOP_UPS) {
    if (await findPaymentByReference(db, t.reference)) continue;
    await db.transaction(async (tx) => {
      await insertPayment(tx, {
        reference: t.reference,
        ownerId: student.customId,
        walletKind: 'portal',
        provider: 'sandbox',
        amountKobo: t.naira * 100,
      });
      await updatePayment(tx, t.reference, { status: 'failed', providerStatus: t.providerStatus, checked: true });
      const at = new Date(Date.now() - t.daysAgo * 86_400_000).toISOString();
      await tx.execute(sql`update payments set created_at = ${at}::timestamptz where reference = ${t.reference}`);
    });
  }
}
