import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '@portal/db';
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
        response: {
          200: envelopeSchema(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })),
        },
      },
    },
    async () => {
      await pingDatabase(root.db);
      return ok({ status: 'ok' as const, database: root.databaseKind });
    },
  );
}
