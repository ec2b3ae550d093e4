import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { access } from '../../src/plugins/access.js';
import { shutdownGracefully } from '../../src/plugins/lifecycle.js';
import { body, createTestContext, type TestContext } from '../support/helpers.js';

/**
 * Issue 26 §4: GET /api/ready for a load balancer (GET /api/health stays the liveness check),
 * and a graceful shutdown that lets the requests in flight finish.
 */
let ctx: TestContext;
let release: () => void = () => undefined;
let arrived = false;
let baseUrl = '';

beforeAll(async () => {
  ctx = await createTestContext({}, (app) => {
    // A request that is still being answered when the shutdown starts.
    app.get('/api/test/slow', { config: { access: access.public('test: a slow request') } }, async () => {
      arrived = true;
      await new Promise<void>((resolve) => (release = resolve));
      const { rows } = (await app.deps.db.execute(sql`select 42 as answer`)) as unknown as {
        rows: Array<{ answer: number }>;
      };
      return { success: true, response: rows[0]!.answer };
    });
  });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

describe('readiness and graceful shutdown', () => {
  it('is ready and alive normally', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(body(ready)).toEqual({ success: true, response: { status: 'ready' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 with the reason when migrations are missing', async () => {
    await ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(body(ready).response).toBe('Not ready: database migrations not current.');
    await ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('finishes a request in flight at shutdown, and is not ready meanwhile', async () => {
    const inFlight = fetch(`${baseUrl}/api/test/slow`);
    // the request has reached its handler
    while (!arrived) await new Promise((r) => setTimeout(r, 10));
    const closing = shutdownGracefully(ctx.app, 10_000);
    expect(ctx.app.lifecycle.shuttingDown).toBe(true);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    // new connections are refused
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, response: 42 });
    expect(await closing).toBe('clean');
  });
});
