import { createHash, randomBytes } from 'node:crypto';
import {
  findUserById,
  isStudentOfLecturer,
  lockUserById,
  recordAudit,
  setUserPassport,
  type UserRow,
} from '@portal/db';
import { studentStatusAfter, type PassportUploadResponse, type StudentStatus, PASSPORT_MESSAGES } from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { AuthContext } from '../../plugins/auth.js';
import { preparePassportPhoto } from './passport-image.js';

/**
 * A passport's version: a SHA-256 prefix of its storage key. Every photo gets a fresh random key
 * and a key never holds other bytes (DatabaseFileStorage refuses it), so a URL with this version
 * names one photo for good and the browser may keep it a year (decision 0025).
 */
export function passportVersion(passportKey: string): string {
  return createHash('sha256').update(passportKey).digest('hex').slice(0, 10);
}

/** Where the browser fetches a passport; the version changes with every new photo. */
export function passportUrl(customId: string, passportKey: string): string {
  return `/api/users/${encodeURIComponent(customId)}/passport?v=${passportVersion(passportKey)}`;
}

type PassportDeps = Pick<ServiceDeps, 'db' | 'storage' | 'log'>;
type PassportUpload = { data: Buffer; truncated: boolean } | null;

interface PassportUploader {
  /** Audit action, e.g. `student.upload-passport`. */
  action: string;
  /** The status after the upload, or null when the owner may not upload now. */
  nextStatus: (user: UserRow) => UserRow['status'] | null;
  /** Said when nextStatus answers null. */
  refusal: string;
}

/** The roles that upload their own passport, and what an upload does to their status. */
const UPLOADERS: Record<'student' | 'faculty', PassportUploader> = {
  // A student's passport: status `upload passport` becomes `complete`.
  student: {
    action: 'student.upload-passport',
    nextStatus: (user) => studentStatusAfter('passport-uploaded', user.status as StudentStatus),
    refusal: PASSPORT_MESSAGES.profileFirst,
  },
  // A lecturer's passport (Change Passport on the faculty profile): the status does not change.
  faculty: {
    action: 'faculty.upload-passport',
    nextStatus: (user) => user.status,
    refusal: PASSPORT_MESSAGES.notChangeable,
  },
};

/**
 * The passport pipeline shared by students and lecturers: the photo is checked and re-encoded,
 * kept under a key of the server's choosing, and recorded on the locked user row with the
 * owner's next status and an audit row. The previous photo is deleted after the commit.
 * Nothing is written when anything fails.
 */
async function storePassport(
  deps: PassportDeps,
  auth: AuthContext,
  role: keyof typeof UPLOADERS,
  upload: PassportUpload,
): Promise<PassportUploadResponse> {
  const owner = { customId: auth.user.customId, role, ...UPLOADERS[role] };
  const jpeg = await preparePassportPhoto(upload);
  const key = `passports/${randomBytes(16).toString('hex')}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  let previousKey: string | null;
  try {
    previousKey = await deps.db.transaction(async (tx) => {
      const user = await lockUserById(tx, owner.customId);
      if (!user || user.role !== owner.role) throw notFound();
      const next = owner.nextStatus(user);
      if (!next) throw new AppError('CONFLICT', owner.refusal);
      await setUserPassport(tx, user.customId, key, next);
      await recordAudit(tx, {
        actorId: user.customId,
        action: owner.action,
        entity: 'user',
        entityId: user.customId,
        details: { from: user.status, to: next, bytes: jpeg.length },
      });
      return user.passportKey;
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
  if (previousKey && previousKey !== key) {
    await deps.storage.delete(previousKey).catch((err: unknown) => {
      deps.log.warn({ err, key: previousKey }, 'could not delete the previous passport');
    });
  }
  return { passport_url: passportUrl(owner.customId, key) };
}

/** A student's passport upload. */
export const uploadPassport = (deps: PassportDeps, auth: AuthContext, upload: PassportUpload) =>
  storePassport(deps, auth, 'student', upload);

/** A lecturer's passport upload (Change Passport on the faculty profile). */
export const uploadLecturerPassport = (deps: PassportDeps, auth: AuthContext, upload: PassportUpload) =>
  storePassport(deps, auth, 'faculty', upload);

/**
 * A user's passport photo, or 404. Staff see anyone's; a lecturer sees lecturers' and the
 * students on the class lists of their courses (docs/decisions/0016); a student sees their own
 * and lecturers'. A photo the viewer may not see is answered like a missing one.
 */
export async function readPassport(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  customId: string,
  viewer: UserRow,
): Promise<{ data: Buffer; sha256: string; version: string }> {
  const user = await findUserById(deps.db, customId);
  if (!user?.passportKey) throw notFound();
  if (viewer.role === 'student' && user.customId !== viewer.customId && user.role !== 'faculty') throw notFound();
  if (
    viewer.role === 'faculty' &&
    user.role === 'student' &&
    !(await isStudentOfLecturer(deps.db, viewer.customId, user.customId))
  ) {
    throw notFound();
  }
  const file = await deps.storage.get(user.passportKey);
  if (!file) throw notFound();
  return { data: file.data, sha256: file.sha256, version: passportVersion(user.passportKey) };
}
