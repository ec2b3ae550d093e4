import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import * as limits from '../../src/modules/auth/index.js';
import { body, createStudent, createTestContext, TEST_PASSWORD, type TestContext } from '../support/helpers.js';

/**
 * Issue 28 §1: a campus behind one address is never refused a correct password for its own
 * typos, while guessing from one address or at one account stays bounded (decision 0004).
 */
let ctx: TestContext;
let passwordHash: string;
beforeAll(async () => {
  ctx = await createTestContext();
  passwordHash = await ctx.hasher.hash(TEST_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
});

const signInFrom = (remoteAddress: string, username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/student/login', payload: { username, password }, remoteAddress });

/** The answer must be a refusal that says when to come back, within the window. */
function expectRefusedWithRetryAfter(res: Awaited<ReturnType<typeof signInFrom>>) {
  expect(res.statusCode).toBe(429);
  expect(body(res).response).toBe(MESSAGES.tooManyAttempts);
  const seconds = Number(res.headers['retry-after']);
  expect(
    Number.isInteger(seconds) && seconds >= 1 && seconds <= limits.LOGIN_WINDOW_MS / 1000,
    `Retry-After ${seconds}`,
  ).toBe(true);
}

/** `count` students with five-character Student IDs: `prefix` and a 4-digit number. */
const students = async (count: number, prefix: string) => {
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(
      await createStudent(ctx, 'complete', { username: `${prefix}${String(i).padStart(4, '0')}`, passwordHash }),
    );
  return made;
};

describe('a campus behind one address', () => {
  it('signs in 1,000 students, one in four mistyping once first, refusing no correct password', async () => {
    const campus = await students(1000, 'C');
    const started = Date.now();
    const refusedCorrect: string[] = [];
    const wrongAnswers: number[] = [];
    // 20 at a time, as the computer labs would
    for (let i = 0; i < campus.length; i += 20) {
      await Promise.all(
        campus.slice(i, i + 20).map(async (student, j) => {
          if ((i + j) % 4 === 0) {
            wrongAnswers.push((await signInFrom('197.210.1.1', student.username, 'mistyped-password')).statusCode);
          }
          const res = await signInFrom('197.210.1.1', student.username, student.password);
          if (res.statusCode !== 200) refusedCorrect.push(`${student.username}: ${res.statusCode}`);
        }),
      );
    }
    expect(wrongAnswers).toHaveLength(250);
    expect(wrongAnswers.every((s) => s === 401)).toBe(true);
    expect(refusedCorrect).toEqual([]);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});

describe('a guesser', () => {
  it('at one account from one address is refused after 5 failures, with Retry-After, until the window passes', async () => {
    const [student] = await students(1, 'A');
    for (let i = 0; i < limits.ACCOUNT_ADDRESS_LOGIN_FAILURES; i++) {
      expect((await signInFrom('203.0.113.1', student!.username, 'guessed-password')).statusCode).toBe(401);
    }
    expectRefusedWithRetryAfter(await signInFrom('203.0.113.1', student!.username, 'guessed-password'));
    expectRefusedWithRetryAfter(await signInFrom('203.0.113.1', student!.username, student!.password));
    ctx.clock.now = new Date(ctx.clock.now.getTime() + limits.LOGIN_WINDOW_MS + 60_000);
    expect((await signInFrom('203.0.113.1', student!.username, student!.password)).statusCode).toBe(200);
  });

  it('at one account from many addresses is refused after 50 failures, with Retry-After', async () => {
    const [student] = await students(1, 'B');
    for (let i = 0; i < limits.ACCOUNT_LOGIN_FAILURES; i++) {
      const address = `198.51.100.${Math.floor(i / limits.ACCOUNT_ADDRESS_LOGIN_FAILURES) + 1}`;
      expect((await signInFrom(address, student!.username, 'guessed-password')).statusCode).toBe(401);
    }
    expectRefusedWithRetryAfter(await signInFrom('198.51.100.200', student!.username, 'guessed-password'));
    ctx.clock.now = new Date(ctx.clock.now.getTime() + limits.LOGIN_WINDOW_MS + 60_000);
  });

  it('across accounts from one address is slowed, then held to one try per account, never refusing a fresh correct password', async () => {
    const guesser = '203.0.113.9';
    const [victim, other] = await students(2, 'V');
    // Failures spread over many accounts (one each), 50 at once so the growing delays overlap.
    for (let i = 0; i < limits.ADDRESS_LOGIN_FAILURES; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          signInFrom(guesser, `G${String(i + j).padStart(4, '0')}`, 'guessed-password'),
        ),
      );
      expect(answers.map((a) => a.statusCode).every((s) => s === 401)).toBe(true);
    }
    // Slowed: past limits.ADDRESS_SLOW_AFTER_FAILURES every wrong password waits, up to 2 s.
    expect(limits.failureDelayMs(limits.ADDRESS_SLOW_AFTER_FAILURES)).toBe(0);
    const t = Date.now();
    expect((await signInFrom(guesser, other!.username, 'guessed-password')).statusCode).toBe(401);
    expect(Date.now() - t).toBeGreaterThanOrEqual(limits.failureDelayMs(limits.ADDRESS_LOGIN_FAILURES + 1) - 5);
    // Past the bound: an account that failed from here is refused, right password or not
    expectRefusedWithRetryAfter(await signInFrom(guesser, other!.username, 'guessed-again-2'));
    expectRefusedWithRetryAfter(await signInFrom(guesser, other!.username, other!.password));
    expectRefusedWithRetryAfter(await signInFrom(guesser, 'G0000', 'guessed-again-2'));
    // …but a correct password on an account with no failure from here still signs in
    const t2 = Date.now();
    expect((await signInFrom(guesser, victim!.username, victim!.password)).statusCode).toBe(200);
    expect(Date.now() - t2).toBeLessThan(1000);
    // the account itself is not locked anywhere else
    expect((await signInFrom('203.0.113.10', other!.username, other!.password)).statusCode).toBe(200);
    // the window passes
    ctx.clock.now = new Date(ctx.clock.now.getTime() + limits.LOGIN_WINDOW_MS + 60_000);
    expect((await signInFrom(guesser, 'G0000', 'guessed-again-3')).statusCode).toBe(401);
  }, 120_000);
});

describe('request-count limits', () => {
  it('answer 429 with Retry-After too', async () => {
    let last;
    for (let i = 0; i < 11; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: {},
        remoteAddress: '192.0.2.77',
      });
    }
    expect(last!.statusCode).toBe(429);
    const seconds = Number(last!.headers['retry-after']);
    expect(seconds >= 1 && seconds <= 60, `Retry-After ${seconds}`).toBe(true);
  });
});
