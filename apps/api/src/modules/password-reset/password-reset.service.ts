import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  expireUnusedResetCodes,
  findUserByUsername,
  incrementResetCodeAttempts,
  insertResetCode,
  lockNewestLiveResetCode,
  lockUserById,
  markResetCodeUsed,
  recordAudit,
  revokeUserSessions,
  setUserStatus,
  updateUserPassword,
  type UserRow,
} from '@portal/db';
import {
  ONE_TIME_CODE_LIFETIME_MS,
  PASSWORD_RESET_MESSAGES,
  studentStatusAfter,
  type resetConfirmSchema,
  type resetRequestSchema,
  type StudentStatus,
  SMS_NOTICES,
} from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { sendSms } from '../sms/index.js';

export const RESET_CODE_LIFETIME_MS = ONE_TIME_CODE_LIFETIME_MS;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODES_PER_HOUR = 3;

/** `salt$hmac`: HMAC-SHA256 of the code under a random salt; the code itself is never stored. */
function hashResetCode(code: string, salt: Buffer = randomBytes(16)): string {
  return `${salt.toString('base64')}$${createHmac('sha256', salt).update(code).digest('hex')}`;
}

function resetCodeMatches(code: string, stored: string): boolean {
  const [saltB64, expected] = stored.split('$');
  if (!saltB64 || !expected) return false;
  const actual = hashResetCode(code, Buffer.from(saltB64, 'base64')).split('$')[1]!;
  return actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}

function matchingStudent(user: UserRow | undefined, phoneWithoutZero: string): user is UserRow {
  return Boolean(user && user.role === 'student' && user.phoneNumber === `0${phoneWithoutZero}`);
}

/** At most 3 codes an hour per account and per phone; beyond that nothing is sent (silently). */
async function withinResetLimits(deps: Pick<ServiceDeps, 'limiters'>, user: UserRow, at: number): Promise<boolean> {
  const blocked = await Promise.all([
    deps.limiters.resetAccount.isBlocked(`reset:account:${user.customId}`, at),
    deps.limiters.resetPhone.isBlocked(`reset:phone:${user.phoneNumber}`, at),
  ]);
  return !blocked.some(Boolean);
}

/**
 * Reset, step 1. When the Student ID and phone match (and the hourly limits allow), sends a
 * fresh 6-digit code to the phone on record. The caller always gets the same answer.
 */
export async function requestPasswordReset(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'limiters' | 'background' | 'sms' | 'log'>,
  input: z.output<typeof resetRequestSchema>,
): Promise<void> {
  const now = deps.now();
  const user = await findUserByUsername(deps.db, input.student_id);
  // Drawn and hashed whether or not the details match, so both paths do comparable work.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = hashResetCode(code);
  const at = now.getTime();
  const sending = matchingStudent(user, input.phone_number) && (await withinResetLimits(deps, user, at));
  if (!sending) {
    // A write of the same shape as the one below that touches no row, for comparable timing.
    await deps.db.transaction((tx) => expireUnusedResetCodes(tx, '', now));
    return;
  }
  const student = user!;
  await Promise.all([
    deps.limiters.resetAccount.recordFailure(`reset:account:${student.customId}`, at),
    deps.limiters.resetPhone.recordFailure(`reset:phone:${student.phoneNumber}`, at),
  ]);

  await deps.db.transaction(async (tx) => {
    await expireUnusedResetCodes(tx, student.customId, now);
    await insertResetCode(tx, {
      userId: student.customId,
      codeHash,
      expiresAt: new Date(at + RESET_CODE_LIFETIME_MS),
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'auth.password-reset-request',
      entity: 'user',
      entityId: student.customId,
    });
  });
  // Delivered after the answer: a slow provider must not tell the caller that the details matched.
  deps.background.run('password-reset-sms', () =>
    sendSms(deps, {
      to: student.phoneNumber!,
      body: SMS_NOTICES.passwordResetCode(code),
      recordedBody: SMS_NOTICES.passwordResetCode('••••••'),
      purpose: 'password-reset',
      userId: student.customId,
    }),
  );
}

type ConfirmOutcome = 'ok' | 'invalid';

/**
 * Reset, step 2. The newest live code of the student, at most 5 tries, single use. Success sets
 * the new password, ends every session and, for a student still on the default password, moves
 * `change password` to `complete profile`. Every failure answers the same.
 */
export async function confirmPasswordReset(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'hasher'>,
  input: z.output<typeof resetConfirmSchema>,
): Promise<void> {
  const now = deps.now();
  const user = await findUserByUsername(deps.db, input.student_id);
  // Hashed before anything is known, so an unknown ID costs the same as a known one.
  const passwordHash = await deps.hasher.hash(input.password);
  if (!user || user.role !== 'student') throw new AppError('VALIDATION', PASSWORD_RESET_MESSAGES.codeInvalid);

  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const code = await lockNewestLiveResetCode(tx, user.customId, now);
    if (!code || code.attempts >= RESET_CODE_MAX_ATTEMPTS) return 'invalid';
    if (!resetCodeMatches(input.code, code.codeHash)) {
      await incrementResetCodeAttempts(tx, code.id);
      return 'invalid';
    }
    const locked = await lockUserById(tx, user.customId);
    if (!locked) return 'invalid';
    await markResetCodeUsed(tx, code.id, now);
    await updateUserPassword(tx, locked.customId, passwordHash, false);
    const next = studentStatusAfter('password-reset', locked.status as StudentStatus);
    if (next && next !== locked.status) await setUserStatus(tx, locked.customId, next);
    const revoked = await revokeUserSessions(tx, locked.customId);
    await recordAudit(tx, {
      actorId: locked.customId,
      action: 'auth.password-reset',
      entity: 'user',
      entityId: locked.customId,
      details: {
        sessionsRevoked: revoked,
        ...(locked.status === 'change password' ? { from: 'change password', to: 'complete profile' } : {}),
      },
    });
    return 'ok';
  });
  if (outcome !== 'ok') throw new AppError('VALIDATION', PASSWORD_RESET_MESSAGES.codeInvalid);
}
