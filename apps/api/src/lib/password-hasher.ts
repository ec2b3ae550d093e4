import * as nodeCrypto from 'node:crypto';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@portal/domain';
import { AppError } from './errors.js';

/** argon2id cost: memory in KiB, passes over it, lanes (the `m`, `t` and `p` of a PHC string). */
export interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
}

/**
 * OWASP Password Storage Cheat Sheet, argon2id first option: 19 MiB, 2 passes, 1 lane
 * (decision 0005 has the measured cost per hash on this machine).
 */
export const ARGON2_PARAMS: Argon2Params = { memory: 19_456, passes: 2, parallelism: 1 };

const TAG_LENGTH = 32;
const SALT_LENGTH = 16;
const SCRYPT_KEY_LENGTH = 32;

/** Computes the raw argon2id tag; node:crypto and the binding must give the same bytes. */
export type Argon2Backend = (password: string, salt: Buffer, params: Argon2Params) => Promise<Buffer>;

type NodeArgon2 = (
  algorithm: 'argon2id',
  parameters: {
    message: string;
    nonce: Buffer;
    parallelism: number;
    tagLength: number;
    memory: number;
    passes: number;
  },
  callback: (err: Error | null, tag: Buffer) => void,
) => void;

// Node.js 24.7+ has argon2 in node:crypto (on libuv's thread pool); Node 20 has not, and its
// types do not know it, hence the look-up by name. The binding also runs on the thread pool.
const builtIn = (nodeCrypto as unknown as { argon2?: NodeArgon2 }).argon2;

/** node:crypto's argon2id, or undefined on a Node.js without it. */
export const nodeCryptoArgon2: Argon2Backend | undefined = builtIn
  ? (password, salt, params) =>
      new Promise((resolve, reject) =>
        builtIn('argon2id', { message: password, nonce: salt, tagLength: TAG_LENGTH, ...params }, (err, tag) =>
          err ? reject(err) : resolve(tag),
        ),
      )
  : undefined;

/** The prebuilt binding @node-rs/argon2 (its default algorithm is argon2id, version 0x13). */
export async function bindingArgon2(): Promise<Argon2Backend> {
  const { hashRaw } = await import('@node-rs/argon2');
  return (password, salt, params) =>
    hashRaw(password, {
      salt,
      memoryCost: params.memory,
      timeCost: params.passes,
      parallelism: params.parallelism,
      outputLen: TAG_LENGTH,
    });
}

let chosen: Promise<Argon2Backend> | undefined;
/**
 * The one place that decides: the binding, which measured 3× faster than node:crypto's argon2
 * on Node 26 (7 ms against 21 ms a hash, decision 0005); node:crypto (Node 24.7+) where the
 * binding has no prebuilt binary. Both give the same bytes, so either reads every hash.
 */
function defaultBackend(): Promise<Argon2Backend> {
  chosen ??= bindingArgon2().catch((error: unknown) => {
    if (nodeCryptoArgon2) return nodeCryptoArgon2;
    throw error;
  });
  return chosen;
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

interface ParsedArgon2 {
  params: Argon2Params;
  salt: Buffer;
  tag: Buffer;
}

const PHC = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,4}),p=(\d{1,3})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parseArgon2(stored: string): ParsedArgon2 | undefined {
  const match = PHC.exec(stored);
  if (!match) return undefined;
  const [, m, t, p, salt, tag] = match as unknown as [string, string, string, string, string, string];
  return {
    params: { memory: Number(m), passes: Number(t), parallelism: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    tag: Buffer.from(tag, 'base64'),
  };
}

// Hashes made before argon2id (issue 31): `scrypt$N$r$p$salt$key`, verified and then upgraded.
function scryptKey(password: string, stored: string): (() => Promise<{ key: Buffer; expected: Buffer }>) | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  return () =>
    new Promise((resolve, reject) =>
      scrypt(password, Buffer.from(saltB64, 'base64'), SCRYPT_KEY_LENGTH, options, (err, key) =>
        err ? reject(err) : resolve({ key, expected }),
      ),
    );
}

const equalBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/**
 * argon2id password hashing (PHC strings) with a bound on hashes in flight. Hashing is
 * CPU-bound by design; beyond the queue limit a caller gets 503 with Retry-After instead of a
 * time-out. Old scrypt hashes still verify; `upgrade` re-hashes them after a correct password.
 */
export class PasswordHasher {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    private readonly params: Argon2Params = ARGON2_PARAMS,
    private readonly backend: () => Promise<Argon2Backend> = defaultBackend,
  ) {}

  async hash(password: string): Promise<string> {
    return this.run(() => this.compute(password), true);
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const argon = parseArgon2(stored);
    if (argon) {
      const backend = await this.backend();
      const tag = await this.run(() => backend(password, argon.salt, argon.params), true);
      return equalBytes(tag, argon.tag);
    }
    const scryptTask = scryptKey(password, stored);
    if (!scryptTask) return false;
    const { key, expected } = await this.run(scryptTask, true);
    return equalBytes(key, expected);
  }

  /** Whether a stored hash is not argon2id at the current parameters or stronger. */
  isOutdated(stored: string): boolean {
    const argon = parseArgon2(stored);
    if (!argon) return true;
    const { memory, passes, parallelism } = argon.params;
    return memory < this.params.memory || passes < this.params.passes || parallelism < this.params.parallelism;
  }

  /**
   * The new hash for a password just verified against an outdated hash, else undefined. It
   * waits its turn but is never refused with 503: the person has already proved the password.
   */
  async upgrade(password: string, stored: string): Promise<string | undefined> {
    if (!this.isOutdated(stored)) return undefined;
    return this.run(() => this.compute(password), false);
  }

  /** Hashes running now and waiting for a slot (the metrics). */
  get load(): { inFlight: number; waiting: number } {
    return { inFlight: this.active, waiting: this.waiting.length };
  }

  private dummy: Promise<string> | undefined;
  /** A hash of a random password, same algorithm and parameters, so unknown users cost the same. */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= this.compute(randomBytes(12).toString('base64'));
    await this.verify(password, await this.dummy);
    return false;
  }

  private async compute(password: string): Promise<string> {
    const backend = await this.backend();
    const salt = randomBytes(SALT_LENGTH);
    const tag = await backend(password, salt, this.params);
    const { memory, passes, parallelism } = this.params;
    return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(tag)}`;
  }

  private async run<T>(task: () => Promise<T>, mayRefuse: boolean): Promise<T> {
    if (this.active >= this.concurrency) {
      if (mayRefuse && this.waiting.length >= this.queueLimit) {
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
