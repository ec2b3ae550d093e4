import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { sessions } from '../schema/sessions.js';
import { users, type UserRow } from '../schema/users.js';
import { firstRow } from './rows.js';

export async function insertSession(
  db: Executor,
  row: { tokenHash: string; userId: string; expiresAt: Date; userAgent?: string | null; ipAddress?: string | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

function buildLiveSessionQuery(db: Executor) {
  return db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.customId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}`,
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

// Every signed-in request looks its session up: the query is built once per database (not per
// request) and PostgreSQL keeps it prepared on each connection (decision 0012).
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof buildLiveSessionQuery>>();

/** The user behind a live session (not revoked, not expired at `now`), with the session's expiry. */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  return firstRow(query.execute({ tokenHash, now: now.toISOString() }));
}

export async function revokeSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepTokenHash` when given. */
export async function revokeUserSessions(db: Executor, userId: string, keepTokenHash?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** Housekeeping: drops sessions that ended more than a day ago. */
export async function deleteStaleSessions(db: Executor, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 86_400_000).toISOString();
  await db.delete(sessions).where(sql`${sessions.expiresAt} < ${cutoff}`);
}
