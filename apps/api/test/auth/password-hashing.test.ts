import { randomBytes, scrypt } from 'node:crypto';
import { hash as bindingPhc } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@portal/db';
import {
  ARGON2_PARAMS,
  bindingArgon2,
  nodeCryptoArgon2,
  PasswordHasher,
  type Argon2Backend,
  type Argon2Params,
} from '../../src/lib/password-hasher.js';
import {
  createStudent,
  createTestContext,
  TEST_ARGON2_PARAMS,
  TEST_PASSWORD,
  type TestContext,
} from '../support/helpers.js';

/**
 * Issue 31: passwords are hashed with argon2id in PHC strings; old scrypt hashes (and argon2id
 * hashes below the current parameters) still sign in and are upgraded by that sign-in.
 */

/** A hash exactly as the scrypt code before issue 31 stored it (`scrypt$N$r$p$salt$key`). */
function scryptHash(password: string, N = 1024): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(`scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`),
    ),
  );
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('argon2id hashing', () => {
  it('hashes at OWASP parameters or stronger, in the PHC format', async () => {
    expect(ARGON2_PARAMS.memory).toBeGreaterThanOrEqual(19_456);
    expect(ARGON2_PARAMS.passes).toBeGreaterThanOrEqual(2);
    expect(ARGON2_PARAMS.parallelism).toBeGreaterThanOrEqual(1);
    const hasher = new PasswordHasher(1, 0);
    const stored = await hasher.hash('a-real-password');
    expect(stored).toMatch(PHC);
    expect(stored.startsWith(`$argon2id$v=19$m=19456,t=2,p=1$`)).toBe(true);
    expect(await hasher.verify('a-real-password', stored)).toBe(true);
    expect(await hasher.verify('a-wrong-password', stored)).toBe(false);
    expect(hasher.isOutdated(stored)).toBe(false);
  });

  it('reads the PHC strings the binding itself writes, on either backend', async () => {
    const stored = await bindingPhc('pass-word-1', { memoryCost: 64, timeCost: 1, parallelism: 1 });
    const backends: Argon2Backend[] = [await bindingArgon2(), ...(nodeCryptoArgon2 ? [nodeCryptoArgon2] : [])];
    for (const backend of backends) {
      const hasher = new PasswordHasher(1, 0, TEST_ARGON2_PARAMS, async () => backend);
      expect(await hasher.verify('pass-word-1', stored)).toBe(true);
      expect(await hasher.verify('pass-word-2', stored)).toBe(false);
    }
  });

  it.skipIf(!nodeCryptoArgon2)('node:crypto and the binding verify each other’s hashes', async () => {
    const binding = await bindingArgon2();
    const builtIn = nodeCryptoArgon2!;
    const viaBinding = new PasswordHasher(1, 0, TEST_ARGON2_PARAMS, async () => binding);
    const viaNode = new PasswordHasher(1, 0, TEST_ARGON2_PARAMS, async () => builtIn);
    const fromBinding = await viaBinding.hash('same-password');
    const fromNode = await viaNode.hash('same-password');
    expect(await viaNode.verify('same-password', fromBinding)).toBe(true);
    expect(await viaBinding.verify('same-password', fromNode)).toBe(true);
    const salt = randomBytes(16);
    expect((await binding('x', salt, ARGON2_PARAMS)).equals(await builtIn('x', salt, ARGON2_PARAMS))).toBe(true);
  });

  it('still verifies scrypt hashes, and calls them and weaker argon2id outdated', async () => {
    const hasher = new PasswordHasher(1, 0, TEST_ARGON2_PARAMS);
    const old = await scryptHash('old-password');
    expect(await hasher.verify('old-password', old)).toBe(true);
    expect(await hasher.verify('other-password', old)).toBe(false);
    expect(hasher.isOutdated(old)).toBe(true);
    const weaker = await new PasswordHasher(1, 0, { memory: 32, passes: 1, parallelism: 1 }).hash('x-password');
    expect(hasher.isOutdated(weaker)).toBe(true);
    expect(await hasher.upgrade('x-password', weaker)).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });

  it('keeps old hashes within the bound, and never refuses the re-hash after a correct password', async () => {
    const binding = await bindingArgon2();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // One slot and no waiting room; the first hash holds the slot until released.
    let first = true;
    const hasher = new PasswordHasher(1, 0, TEST_ARGON2_PARAMS, async () => async (password, salt, params) => {
      if (first) {
        first = false;
        await held;
      }
      return binding(password, salt, params);
    });
    const old = await scryptHash('old-password');
    const holding = hasher.hash('someone-else');
    await expect(hasher.verify('old-password', old)).rejects.toMatchObject({ code: 'BUSY' });
    await expect(hasher.hash('another-one')).rejects.toMatchObject({ code: 'BUSY' });
    const upgrading = hasher.upgrade('old-password', old);
    release();
    await holding;
    expect(await upgrading).toMatch(/^\$argon2id\$/);
  });

  it('checks unknown users against a dummy of the same algorithm and parameters', async () => {
    const seen: Argon2Params[] = [];
    const binding = await bindingArgon2();
    const hasher = new PasswordHasher(1, 0, TEST_ARGON2_PARAMS, async () => (password, salt, params) => {
      seen.push(params);
      return binding(password, salt, params);
    });
    expect(await hasher.verifyAgainstDummy('anything-at-all')).toBe(false);
    expect(seen).toEqual([TEST_ARGON2_PARAMS, TEST_ARGON2_PARAMS]);
  });
});

describe('sign-in upgrades an old hash', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const signIn = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/student/login', payload: { username, password } });
  const storedHash = async (customId: string) =>
    (await ctx.db.select().from(users).where(eq(users.customId, customId)))[0]!.passwordHash;

  it('re-hashes a scrypt hash with argon2id on a correct password, and it still signs in', async () => {
    const old = await scryptHash(TEST_PASSWORD);
    const student = await createStudent(ctx, 'complete', { username: '63101', passwordHash: old });

    expect((await signIn('63101', 'not-the-password')).statusCode).toBe(401);
    expect(await storedHash(student.customId)).toBe(old);

    expect((await signIn('63101', TEST_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(student.customId);
    expect(upgraded.startsWith('$argon2id$v=19$m=64,t=1,p=1$')).toBe(true);
    const [login] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, student.customId), eq(auditLog.action, 'auth.login')));
    expect(login!.details).toEqual({ passwordRehashed: true });

    expect((await signIn('63101', TEST_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(student.customId)).toBe(upgraded);
  });

  it('re-hashes an argon2id hash below the current parameters', async () => {
    const weaker = await new PasswordHasher(1, 0, { memory: 32, passes: 1, parallelism: 1 }).hash(TEST_PASSWORD);
    const student = await createStudent(ctx, 'complete', { username: '63102', passwordHash: weaker });
    expect((await signIn('63102', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await storedHash(student.customId)).startsWith('$argon2id$v=19$m=64,t=1,p=1$')).toBe(true);
  });
});
