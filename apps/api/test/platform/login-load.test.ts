import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { PasswordHasher } from '../../src/lib/password-hasher.js';
import { body, createStudent, createTestContext, TEST_PASSWORD, type TestContext } from '../support/helpers.js';

/**
 * Login is CPU-bound by design. Beyond the hashes allowed in flight and waiting, the server
 * answers 503 with Retry-After at once instead of letting requests time out.
 */
describe('sign-in under load', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ HASH_CONCURRENCY: '1', HASH_QUEUE_LIMIT: '2' });
    // the context's hasher is replaced by one with the same tiny limits and the real cost
    ctx.app.deps.hasher = new PasswordHasher(1, 2);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 503 with Retry-After beyond the queue, and serves the rest', async () => {
    // A hash at the real cost: verifying reads the cost from the stored hash.
    const passwordHash = await ctx.app.deps.hasher.hash(TEST_PASSWORD);
    const student = await createStudent(ctx, 'complete', { username: '65000', passwordHash });
    const attempts = Array.from({ length: 12 }, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/student/login',
        payload: { username: '65000', password: 'wrong-password-x' },
        remoteAddress: `10.0.0.${Math.floor(Math.random() * 200)}`,
      }),
    );
    const results = await Promise.all(attempts);
    const busy = results.filter((r) => r.statusCode === 503);
    const answered = results.filter((r) => r.statusCode === 401 || r.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThanOrEqual(3);
    expect(busy.length + answered.length).toBe(12);
    for (const r of busy) {
      expect(r.headers['retry-after']).toBe('2');
      expect(body(r).response).toBe(MESSAGES.serverBusy);
    }
    // once the burst is over, the right password works again (the failures came from other addresses)
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { username: '65000', password: student.password },
    });
    expect(ok.statusCode).toBe(200);
  });
});
