import { eq } from 'drizzle-orm';
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
