import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pendingMigrationCount, pingDatabase } from '@portal/db';
import { healthResponseSchema, READINESS_MESSAGES } from '@portal/domain';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';

const readyResponseSchema = z.object({ status: z.literal('ready') });

/** Why this instance should get no traffic now, or null when it may. */
async function notReadyReason(root: FastifyInstance): Promise<string | null> {
  if (root.lifecycle.shuttingDown) return READINESS_MESSAGES.shuttingDown;
  try {
    await pingDatabase(root.deps.db);
  } catch {
    return READINESS_MESSAGES.databaseUnreachable;
  }
  const pending = await pendingMigrationCount(root.deps.db).catch(() => -1);
  if (pending !== 0) return READINESS_MESSAGES.migrationsPending;
  return null;
}

export async function healthRoutes(root: FastifyInstance) {
  const route = routeTable(root, { tags: ['system'] });
  route.get(
    '/health',
    {
      access: access.public('liveness probe'),
      operationId: 'getHealth',
      summary: 'Liveness and database check',
      response: healthResponseSchema,
    },
    async () => {
      await pingDatabase(root.deps.db);
      return { status: 'ok' as const, database: root.databaseKind };
    },
  );
  // For a load balancer: 503 with the reason while this instance should get no new requests.
  route.get(
    '/ready',
    {
      access: access.public('readiness probe for a load balancer'),
      operationId: 'getReadiness',
      summary: 'Ready for traffic: database reachable, migrations current, not shutting down',
      response: readyResponseSchema,
      errors: {
        BUSY: [
          READINESS_MESSAGES.notReady(READINESS_MESSAGES.shuttingDown),
          READINESS_MESSAGES.notReady(READINESS_MESSAGES.databaseUnreachable),
          READINESS_MESSAGES.notReady(READINESS_MESSAGES.migrationsPending),
        ],
      },
    },
    async () => {
      const reason = await notReadyReason(root);
      // Retry-After: when to probe again (every 503 carries one, issue 28).
      if (reason) {
        throw new AppError('BUSY', READINESS_MESSAGES.notReady(reason), {
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      return { status: 'ready' as const };
    },
  );
}
