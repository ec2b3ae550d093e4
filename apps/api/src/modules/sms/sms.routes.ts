import type { FastifyInstance } from 'fastify';
import { smsOutboxPageSchema, smsOutboxQuerySchema } from '@portal/domain';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { listSmsOutbox } from './sms.service.js';

export async function smsRoutes(root: FastifyInstance) {
  const route = routeTable(root, { tags: ['sms'] });
  route.get(
    '/sms-outbox',
    {
      access: access.offices('readSmsOutbox'),
      summary: 'SMS Outbox: every SMS the portal sent or stored, newest first (50 a page)',
      query: smsOutboxQuerySchema,
      response: smsOutboxPageSchema,
    },
    (request) => listSmsOutbox(root.deps, request.query),
  );
}
