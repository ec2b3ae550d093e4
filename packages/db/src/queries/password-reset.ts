import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { passwordResetCodes } from '../schema/messaging.js';
import { lockedRow } from './rows.js';

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** Ends every unused code of a user at `now` (a newer code replaces them). */
export async function expireUnusedResetCodes(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    );
}

export async function insertResetCode(
  db: Executor,
  row: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetCodes).values(row);
}

/** The user's newest unused code that is still valid at `now`, locked until the transaction ends. */
export async function lockNewestLiveResetCode(
  db: Executor,
  userId: string,
  now: Date,
): Promise<PasswordResetCodeRow | undefined> {
  return lockedRow(
    db
      .select()
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, userId),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(passwordResetCodes.id))
      .limit(1),
  );
}

export async function incrementResetCodeAttempts(db: Executor, id: number): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.id, id));
}

export async function markResetCodeUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: now, attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.id, id));
}
