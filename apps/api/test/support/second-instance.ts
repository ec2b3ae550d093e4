import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '@portal/db';
import { buildApp } from '../../src/app.js';
import { createTestContext, type TestContext } from './helpers.js';

/**
 * Another instance of the portal on the same test database, with a connection pool of its own
 * (as a second process would have); it shares the first one's config and clock.
 */
export async function startSecondInstance(
  ctx: TestContext,
  overrides: { payments?: FastifyInstance['payments'] } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = await openDatabase({ url: ctx.database.url, maxConnections: 10 });
  const app = await buildApp({
    config: ctx.app.config,
    db: handle.db,
    databaseKind: 'postgres',
    hasher: ctx.hasher,
    logger: false,
    now: ctx.app.now,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * A test context and a second instance on its database, made before a file's tests and closed
 * after them: read `ctx` and `second` inside the tests.
 */
export function twoInstances(): { ctx: TestContext; second: Awaited<ReturnType<typeof startSecondInstance>> } {
  const made = {} as ReturnType<typeof twoInstances>;
  beforeAll(async () => {
    made.ctx = await createTestContext();
    made.second = await startSecondInstance(made.ctx);
  });
  afterAll(async () => {
    await made.second?.close();
    await made.ctx?.close();
  });
  return made;
}
