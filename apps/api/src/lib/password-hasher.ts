import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MESSAGES } from '@portal/domain';
import { AppError } from './errors.js';

const KEY_LENGTH = 32;
const DEFAULT_PARAMS = { N: 16_384, r: 8, p: 1 };

function scryptAsync(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * scrypt password hashing with a bound on hashes in flight. Hashing is CPU-bound by design;
 * beyond the queue limit a caller gets 503 with Retry-After instead of a time-out.
 */
export class PasswordHasher {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    private readonly params: { N: number; r: number; p: number } = DEFAULT_PARAMS,
  ) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const { N, r, p } = this.params;
    const key = await this.run(() => scryptAsync(password, salt, { N, r, p }));
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
    const expected = Buffer.from(keyB64, 'base64');
    const key = await this.run(() =>
      scryptAsync(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }),
    );
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** A hash of a random password, so unknown users cost the same time as known ones. */
  /** Hashes running now and waiting for a slot (the metrics). */
  get load(): { inFlight: number; waiting: number } {
    return { inFlight: this.active, waiting: this.waiting.length };
  }

  private dummy: Promise<string> | undefined;
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(12).toString('base64'));
    await this.verify(password, await this.dummy);
    return false;
  }

  private async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) {
        throw new AppError('BUSY', MESSAGES.serverBusy, { retryAfterSeconds: 2 });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
