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
import {
  MESSAGES,
  SESSION_LIFETIME_MS,
  type CurrentUser,
  type Role,
  type SessionUser,
  AUTH_MESSAGES,
} from '@portal/domain';
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
 * The limits on failed sign-ins (decision 0004). Successful sign-ins never count. A campus of
 * 1,000 students behind one address, one in four mistyping once, makes 250 failures in 15
 * minutes: below ADDRESS_SLOW_AFTER_FAILURES, so it is neither slowed nor refused.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Per account and address: a stranger elsewhere cannot lock a student out by guessing. */
export const ACCOUNT_ADDRESS_LOGIN_FAILURES = 5;
/** Per account from every address together: stops guessing spread over many addresses. */
export const ACCOUNT_LOGIN_FAILURES = 50;
/** Per address: from this many failures on, each further failed answer waits a growing delay. */
export const ADDRESS_SLOW_AFTER_FAILURES = 300;
/** Per address: from this many failures on, an account that already failed from there is refused. */
export const ADDRESS_LOGIN_FAILURES = 600;
/** The delay grows by this much per failure beyond ADDRESS_SLOW_AFTER_FAILURES, up to the cap. */
const SLOWDOWN_STEP_MS = 10;
export const SLOWDOWN_MAX_MS = 2_000;

/** How long a failed answer waits, given the address's failures in its window (this one included). */
export function failureDelayMs(addressFailures: number): number {
  return Math.min(SLOWDOWN_MAX_MS, Math.max(0, addressFailures - ADDRESS_SLOW_AFTER_FAILURES) * SLOWDOWN_STEP_MS);
}

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
  const at = now.getTime();
  const limiterKey = `${input.portal}:${input.username}:${input.ipAddress ?? ''}`;
  const accountKey = `${input.portal}:${input.username}`;
  const addressKey = input.ipAddress ?? '';
  const [pair, account, address] = await Promise.all([
    deps.limiters.login.check(limiterKey, at),
    deps.limiters.accountLogin.check(accountKey, at),
    deps.limiters.addressLogin.check(addressKey, at),
  ]);
  // An address past its bound keeps signing in accounts with no failure from there, so people
  // sharing it are never refused a correct password; a guesser there gets one try per account.
  const addressRefuses = address.retryAfterSeconds !== null && pair.failures > 0;
  const retryAfterSeconds = Math.max(
    pair.retryAfterSeconds ?? 0,
    account.retryAfterSeconds ?? 0,
    addressRefuses ? address.retryAfterSeconds! : 0,
  );
  if (retryAfterSeconds > 0) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts, { retryAfterSeconds });
  }
  const user = await findUserByUsername(deps.db, input.username);
  const passwordOk = user
    ? await deps.hasher.verify(input.password, user.passwordHash)
    : await deps.hasher.verifyAgainstDummy(input.password);
  if (!user || !passwordOk || user.role !== input.portal) {
    const [, , addressFailures] = await Promise.all([
      deps.limiters.login.recordFailure(limiterKey, at),
      deps.limiters.accountLogin.recordFailure(accountKey, at),
      deps.limiters.addressLogin.recordFailure(addressKey, at),
    ]);
    // Slowing down before refusing: a sequential guesser from a busy address waits up to 2 s
    // per wrong password; a correct one is never delayed.
    const delay = failureDelayMs(addressFailures);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
  }
  if (user.status === 'inactive') {
    throw new AppError('FORBIDDEN', MESSAGES.accountInactive);
  }
  await deps.limiters.login.reset(limiterKey);
  // A correct password against an old scrypt hash (or weaker argon2id) is re-hashed now, outside
  // the transaction so no connection waits on the hash; stored only if nobody changed it since.
  const upgradedHash = await deps.hasher.upgrade(input.password, user.passwordHash);

  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await deps.db.transaction(async (tx) => {
    let passwordRehashed = false;
    if (upgradedHash) {
      const current = await lockUserById(tx, user.customId);
      if (current?.passwordHash === user.passwordHash) {
        await updateUserPassword(tx, user.customId, upgradedHash, current.mustChangePassword);
        passwordRehashed = true;
      }
    }
    await insertSession(tx, {
      tokenHash,
      userId: user.customId,
      expiresAt,
      // Control characters (NUL above all) never reach the database.
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      userAgent: input.userAgent?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300) ?? null,
      ipAddress: input.ipAddress ?? null,
    });
    await recordAudit(tx, {
      actorId: user.customId,
      action: 'auth.login',
      entity: 'user',
      entityId: user.customId,
      ...(passwordRehashed ? { details: { passwordRehashed } } : {}),
    });
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
  if (!ok) throw new AppError('VALIDATION', AUTH_MESSAGES.currentPasswordWrong);
  if (input.current_password === input.password) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.sameAsCurrent);
  }
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const user = await lockUserById(tx, auth.user.customId);
    if (!user || user.passwordHash !== auth.user.passwordHash) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.changedElsewhere);
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
