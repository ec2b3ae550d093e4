import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/helpers.js';

describe('the Origin check on state-changing requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 403, not 500, to a state-changing request with Origin: null or garbage', async () => {
    for (const origin of ['null', 'not a url', 'https://evil.example']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin } });
      expect(res.statusCode, origin).toBe(403);
    }
  });
});
