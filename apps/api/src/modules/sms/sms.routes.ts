import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsOutboxPageSchema, smsOutboxQuerySchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { listSmsOutbox } from './sms.service.js';

export async function smsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sms-outbox',
    {
      config: { access: access.offices('readSmsOutbox') },
      schema: {
        tags: ['sms'],
        summary: 'SMS Outbox: every SMS the portal sent or stored, newest first (50 a page)',
        querystring: smsOutboxQuerySchema,
        response: { 200: envelopeSchema(smsOutboxPageSchema) },
      },
    },
    async (request) => ok(await listSmsOutbox(app.deps, request.query)),
  );
}
