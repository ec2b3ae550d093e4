import { insertEntry, lockWallet, type Executor, type NewEntry } from '@portal/db';
import { AppError } from '../../lib/errors.js';
import { PAYMENT_MESSAGES } from '@portal/domain';

/**
 * Puts money the provider received into a student's portal wallet: one ledger entry, the wallet
 * locked first (a card top-up, a bank transfer). Inside the caller's transaction.
 */
export async function creditPortalWallet(tx: Executor, ownerId: string, entry: Omit<NewEntry, 'walletId'>) {
  const wallet = await lockWallet(tx, ownerId, 'portal');
  if (!wallet) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noPortalWallet);
  return insertEntry(tx, { walletId: wallet.id, ...entry });
}
