import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { requiredTextRef, timestamps } from './columns.js';
import { WALLET_KINDS } from '@portal/domain';
import { valueList } from './value-lists.js';
import { users } from './users.js';

/**
 * A student's two wallets (portal and accommodation), created at Complete Profile.
 * Amounts are integer kobo. The balance moves only together with a ledger entry (issue 4).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: requiredTextRef('owner_id', () => users.customId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WALLET_KINDS }).notNull(),
    balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('wallets_owner_kind_unique').on(t.ownerId, t.kind),
    check('wallets_kind_valid', sql`${t.kind} in ${valueList(WALLET_KINDS)}`),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
