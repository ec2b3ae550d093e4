import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { body, createStudent, createTestContext, type TestContext } from '../support/helpers.js';
import { startSecondInstance } from '../support/second-instance.js';

/**
 * Issue 26 §2: sign-in failure counters live in PostgreSQL, so a limit holds across every
 * instance behind the load balancer, not per process.
 */
let ctx: TestContext;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  ctx = await createTestContext();
  second = await startSecondInstance(ctx);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

describe('two instances on one database', () => {
  it('lock an account after 5 wrong passwords spread over both, for the right password on either', async () => {
    const student = await createStudent(ctx, 'complete', { username: '64601' });
    const instances = [ctx.app, second.app];
    const signIn = (i: number, password: string) =>
      instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/student/login',
        payload: { username: '64601', password },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 5; i++) expect((await signIn(i, 'bad-password')).statusCode, `attempt ${i + 1}`).toBe(401);
    // the sixth, on either instance, is refused even with the right password
    for (const i of [0, 1]) {
      const refused = await signIn(i, student.password);
      expect(refused.statusCode).toBe(429);
      expect(body(refused).response).toBe(MESSAGES.tooManyAttempts);
    }
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 16 * 60_000);
    expect((await signIn(1, student.password)).statusCode).toBe(200);
  });

  it('count failures made at the same moment on both without losing one', async () => {
    await createStudent(ctx, 'complete', { username: '64602' });
    const instances = [ctx.app, second.app];
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        instances[i % 2]!.inject({
          method: 'POST',
          url: '/api/auth/student/login',
          payload: { username: '64602', password: 'bad-password' },
          remoteAddress: '198.51.100.8',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const sixth = await second.app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { username: '64602', password: 'bad-password' },
      remoteAddress: '198.51.100.8',
    });
    expect(sixth.statusCode).toBe(429);
  });
});
