/** Minimum length of any new password, for every role (guide §4). */
export const MIN_PASSWORD_LENGTH = 8;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/**
 * Turns random bytes into a readable one-time password (no 0/O, 1/l/I).
 * The caller supplies the randomness (domain code does no I/O).
 */
export function formatOneTimePassword(randomBytes: Uint8Array, length = 10): string {
  if (randomBytes.length < length) throw new Error('not enough random bytes');
  let out = '';
  for (let i = 0; i < length; i++) {
    // 256 is not a multiple of the alphabet size; the bias (< 1%) is irrelevant for a
    // password that must be changed at first login.
    out += ALPHABET[randomBytes[i]! % ALPHABET.length];
  }
  return out;
}
