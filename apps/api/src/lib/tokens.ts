import { createHash, randomBytes } from 'node:crypto';
import { formatOneTimePassword } from '@portal/domain';

/** An opaque session token (256 bits) and the hash that is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random one-time password, shown once. */
export function newOneTimePassword(): string {
  return formatOneTimePassword(randomBytes(16), 10);
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A user's public id (custom_id): 10 characters, no look-alikes. */
export function newCustomId(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += ID_ALPHABET[b % ID_ALPHABET.length];
  return out;
}
