import { smsOutboxPageSchema, smsOutboxQuerySchema } from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { listSmsOutbox } from './sms.service.js';

export const smsRoutes = routeModule({ tags: ['sms'] }, (route, deps) => {
  route.get(
    '/sms-outbox',
    {
      access: access.offices('readSmsOutbox'),
      operationId: 'listSmsOutbox',
      summary: 'SMS Outbox: every SMS the portal sent or stored, newest first (50 a page)',
      query: smsOutboxQuerySchema,
      response: smsOutboxPageSchema,
    },
    (request) => listSmsOutbox(deps, request.query),
  );
});
