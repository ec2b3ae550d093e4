import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
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
      await root.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: root.databaseKind });
    },
  );
}
