import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { wallets, type WalletRow } from '../schema/wallets.js';

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

/** The portal wallet balance of a student (for forms and queues). */
export async function findPortalBalance(db: Executor, ownerId: string): Promise<number | undefined> {
  const rows = await db
    .select({ balanceKobo: wallets.balanceKobo })
    .from(wallets)
    .where(and(eq(wallets.ownerId, ownerId), eq(wallets.kind, 'portal')))
    .limit(1);
  return rows[0]?.balanceKobo;
}
