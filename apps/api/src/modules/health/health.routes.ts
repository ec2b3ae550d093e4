import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '@portal/db';
import { healthResponseSchema } from '@portal/domain';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';

export async function healthRoutes(root: FastifyInstance) {
  const route = routeTable(root, { tags: ['system'] });
  route.get(
    '/health',
    { access: access.public('liveness probe'), summary: 'Liveness and database check', response: healthResponseSchema },
    async () => {
      await pingDatabase(root.deps.db);
      return { status: 'ok' as const, database: root.databaseKind };
    },
  );
}
