import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '@portal/db';
import { healthResponseSchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';

export async function healthRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { access: access.public('liveness probe') },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelopeSchema(healthResponseSchema) },
      },
    },
    async () => {
      await pingDatabase(app.deps.db);
      return ok({ status: 'ok' as const, database: root.databaseKind });
    },
  );
}
