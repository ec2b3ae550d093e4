import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findUserById, lockUserById, recordAudit, setUserPassport } from '@portal/db';
import { studentStatusAfter, type StudentStatus } from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { preparePassportPhoto } from './passport-image.js';

/** Where the browser fetches a passport; the version changes with every new photo. */
export function passportUrl(customId: string, passportKey: string): string {
  const version = createHash('sha256').update(passportKey).digest('hex').slice(0, 10);
  return `/api/users/${encodeURIComponent(customId)}/passport?v=${version}`;
}

/**
 * Stores a new passport photo for the signed-in student: checked and re-encoded, kept under a
 * key of the server's choosing; status `upload passport` becomes `complete`. The previous
 * photo is deleted after the commit. Nothing is written when anything fails.
 */
export async function uploadPassport(
  app: FastifyInstance,
  auth: AuthContext,
  upload: { data: Buffer; truncated: boolean } | null,
): Promise<{ passport_url: string }> {
  const jpeg = await preparePassportPhoto(upload);
  const key = `passports/${randomBytes(16).toString('hex')}.jpg`;
  await app.storage.put(key, jpeg, 'image/jpeg');
  let previousKey: string | null;
  try {
    previousKey = await app.db.transaction(async (tx) => {
      const user = await lockUserById(tx, auth.user.customId);
      if (!user || user.role !== 'student') throw notFound();
      const next = studentStatusAfter('passport-uploaded', user.status as StudentStatus);
      if (!next) throw new AppError('CONFLICT', 'Complete your profile before uploading a passport.');
      await setUserPassport(tx, user.customId, key, next);
      await recordAudit(tx, {
        actorId: user.customId,
        action: 'student.upload-passport',
        entity: 'user',
        entityId: user.customId,
        details: { from: user.status, to: 'complete', bytes: jpeg.length },
      });
      return user.passportKey;
    });
  } catch (err) {
    await app.storage.delete(key).catch(() => undefined);
    throw err;
  }
  if (previousKey && previousKey !== key) {
    await app.storage.delete(previousKey).catch((err: unknown) => {
      app.log.warn({ err, key: previousKey }, 'could not delete the previous passport');
    });
  }
  return { passport_url: passportUrl(auth.user.customId, key) };
}

/** A user's passport photo, or 404. */
export async function readPassport(app: FastifyInstance, customId: string): Promise<Buffer> {
  const user = await findUserById(app.db, customId);
  if (!user?.passportKey) throw notFound();
  const file = await app.storage.get(user.passportKey);
  if (!file) throw notFound();
  return file.data;
}
