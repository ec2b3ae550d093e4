import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { users, type NewUserRow, type UserRow } from '../schema/users.js';
import { countOf, findRow, insertRow, rowByKey } from './rows.js';

export const findUserByUsername = (db: Executor, username: string) => findRow(db, users, eq(users.username, username));

const userById = rowByKey(users, (customId: string) => eq(users.customId, customId));
export const findUserById = userById.find;
/** Reads the user row and locks it until the transaction ends. */
export const lockUserById = userById.lock;

export const insertUser = (db: Executor, row: NewUserRow) => insertRow(db, users, row);

export async function updateUserPassword(
  db: Executor,
  customId: string,
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword, updatedAt: sql`now()` })
    .where(eq(users.customId, customId));
}

export async function countUsers(db: Executor, role?: UserRow['role']): Promise<number> {
  return countOf(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(role ? and(eq(users.role, role)) : undefined),
  );
}

/**
 * Usernames that begin with `localPart` and end with `@domain` (the lecturer usernames of one
 * name and their numbered forms), compared case-insensitively.
 */
export async function listUsernamesLike(db: Executor, localPart: string, domain: string): Promise<string[]> {
  const escape = (v: string) => v.replace(/[%_\\]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(ilike(users.username, `${escape(localPart)}%@${escape(domain)}`));
  return rows.map((r) => r.username);
}
