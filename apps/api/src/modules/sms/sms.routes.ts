import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { listSmsOutbox } from './sms.service.js';

const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(100).default(''),
});

const outboxPage = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      to_phone: z.string(),
      body: z.string(),
      purpose: z.string(),
      status: z.enum(['stored', 'sent', 'failed']),
      error: z.string().nullable(),
      provider: z.string(),
      created_at: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

export async function smsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sms-outbox',
    {
      config: { access: access.offices('readSmsOutbox') },
      schema: {
        tags: ['sms'],
        summary: 'SMS Outbox: every SMS the portal sent or stored, newest first (50 a page)',
        querystring: outboxQuery,
        response: { 200: envelopeSchema(outboxPage) },
      },
    },
    async (request) => ok(await listSmsOutbox(root, request.query)),
  );
}
