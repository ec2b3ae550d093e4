import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@portal/db';
import { buildApp } from '../../src/app.js';
import type { TestContext } from './helpers.js';

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
