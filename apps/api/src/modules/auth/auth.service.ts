import {
  findUserByUsername,
  insertSession,
  lockUserById,
  recordAudit,
  revokeSession,
  revokeUserSessions,
  updateUserPassword,
  type UserRow,
} from '@portal/db';
import { MESSAGES, SESSION_LIFETIME_MS, type CurrentUser, type Role, type SessionUser } from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import { newSessionToken } from '../../lib/tokens.js';
import type { AuthContext } from '../../plugins/auth.js';

/** What the browser may keep: the office stands in `surname` for staff (spec). */
export function summarise(user: UserRow, expiresAt: Date): SessionUser {
  return {
    custom_id: user.customId,
    role: user.role,
    surname: user.role === 'admin' ? user.adminPosition! : user.surname,
    expiry: expiresAt.getTime(),
  };
}

export function describeCurrentUser(auth: AuthContext): CurrentUser {
  const { user } = auth;
  return {
    ...summarise(user, auth.expiresAt),
    username: user.username,
    status: user.status,
    admin_position: user.adminPosition,
    title: user.title,
    first_name: user.firstName,
    other_names: user.otherNames,
    must_change_password: user.mustChangePassword,
  };
}

/**
 * Failed sign-ins one address may make in ADDRESS_LOGIN_WINDOW_MS before it is refused
 * (decision 0017). Successful sign-ins never count: a whole campus behind one address signs in
 * on registration day; guessing from one address is stopped after this many failures.
 */
export const ADDRESS_LOGIN_FAILURES = 60;
export const ADDRESS_LOGIN_WINDOW_MS = 15 * 60_000;

export interface LoginInput {
  portal: Role;
  username: string;
  password: string;
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

/**
 * Signs a user in through one of the three portals. An unknown user, a wrong password and
 * a user of another portal get the same answer after the same amount of work.
 */
export async function login(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'hasher' | 'limiters'>,
  input: LoginInput,
): Promise<{ token: string; session: SessionUser }> {
  const now = deps.now();
  // Failures count per account and address (5 in 15 minutes), so a stranger cannot lock a
  // student out from elsewhere; a much higher cap per account stops a spread-out attack; and
  // failures per address (never successes) stop guessing across accounts from one place.
  const limiterKey = `${input.portal}:${input.username}:${input.ipAddress ?? ''}`;
  const accountKey = `${input.portal}:${input.username}`;
  const addressKey = input.ipAddress ?? '';
  const blocked = await Promise.all([
    deps.limiters.login.isBlocked(limiterKey, now.getTime()),
    deps.limiters.accountLogin.isBlocked(accountKey, now.getTime()),
    deps.limiters.addressLogin.isBlocked(addressKey, now.getTime()),
  ]);
  if (blocked.some(Boolean)) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts);
  }
  const user = await findUserByUsername(deps.db, input.username);
  const passwordOk = user
    ? await deps.hasher.verify(input.password, user.passwordHash)
    : await deps.hasher.verifyAgainstDummy(input.password);
  if (!user || !passwordOk || user.role !== input.portal) {
    await Promise.all([
      deps.limiters.login.recordFailure(limiterKey, now.getTime()),
      deps.limiters.accountLogin.recordFailure(accountKey, now.getTime()),
      deps.limiters.addressLogin.recordFailure(addressKey, now.getTime()),
    ]);
    throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
  }
  if (user.status === 'inactive') {
    throw new AppError('FORBIDDEN', MESSAGES.accountInactive);
  }
  await deps.limiters.login.reset(limiterKey);

  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await deps.db.transaction(async (tx) => {
    await insertSession(tx, {
      tokenHash,
      userId: user.customId,
      expiresAt,
      // Control characters (NUL above all) never reach the database.
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      userAgent: input.userAgent?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300) ?? null,
      ipAddress: input.ipAddress ?? null,
    });
    await recordAudit(tx, { actorId: user.customId, action: 'auth.login', entity: 'user', entityId: user.customId });
  });
  return { token, session: summarise(user, expiresAt) };
}

export async function logout(deps: DbDeps, tokenHash: string | null): Promise<void> {
  if (!tokenHash) return;
  await revokeSession(deps.db, tokenHash);
}

/**
 * Changes the signed-in user's password. Requires the current password, never changes the
 * user's status, clears a pending one-time password, and ends every other session.
 */
export async function changePassword(
  deps: Pick<ServiceDeps, 'db' | 'hasher'>,
  auth: AuthContext,
  input: { current_password: string; password: string },
): Promise<void> {
  const ok = await deps.hasher.verify(input.current_password, auth.user.passwordHash);
  if (!ok) throw new AppError('VALIDATION', 'The current password is not correct.');
  if (input.current_password === input.password) {
    throw new AppError('VALIDATION', 'The new password must be different from the current password.');
  }
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const user = await lockUserById(tx, auth.user.customId);
    if (!user || user.passwordHash !== auth.user.passwordHash) {
      throw new AppError('CONFLICT', 'Your password was changed elsewhere. Sign in again.');
    }
    await updateUserPassword(tx, user.customId, passwordHash, false);
    const revoked = await revokeUserSessions(tx, user.customId, auth.tokenHash);
    await recordAudit(tx, {
      actorId: user.customId,
      action: 'auth.change-password',
      entity: 'user',
      entityId: user.customId,
      details: { otherSessionsRevoked: revoked },
    });
  });
}
