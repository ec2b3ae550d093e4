import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPeriodSchema, OFFICE_CAPABILITIES, setPeriodStatusSchema, type AdminPosition } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { createPeriod, listPeriodsView, requirePeriod, setPeriodStatus, toPeriodView } from './periods.service.js';

const openClosed = z.enum(['opened', 'closed']);
export const periodView = z.object({
  period_id: z.string(),
  semester: z.string(),
  session: z.string(),
  season: z.string(),
  registration_status: openClosed,
  add_drop_status: openClosed,
  accommodation_status: openClosed,
});
export const periodIdParam = z.object({ periodId: z.string().trim().min(1).max(20) });

/** Offices that may reach the toggle; the service decides per field (accommodation: ict, porter). */
const TOGGLE_OFFICES: readonly AdminPosition[] = [
  ...new Set<AdminPosition>([...OFFICE_CAPABILITIES.managePeriods, ...OFFICE_CAPABILITIES.toggleAccommodation]),
];

export async function periodRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/periods',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['periods'],
        summary: 'Every period, newest first, and the current period (latest with registration opened, else latest)',
        response: {
          200: envelopeSchema(z.object({ items: z.array(periodView), current_period_id: z.string().nullable() })),
        },
      },
    },
    async () => ok(await listPeriodsView(root.db)),
  );

  app.get(
    '/periods/:periodId',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['periods'],
        summary: 'One period',
        params: periodIdParam,
        response: { 200: envelopeSchema(periodView) },
      },
    },
    async (request) => ok(toPeriodView(await requirePeriod(root.db, request.params.periodId))),
  );

  app.post(
    '/periods',
    {
      config: { access: access.offices('managePeriods') },
      schema: {
        tags: ['periods'],
        summary: 'Create a period (id computed by the server; every status closed)',
        body: createPeriodSchema,
        response: { 200: envelopeSchema(z.object({ message: z.string(), period: periodView })) },
      },
    },
    async (request) => ok(await createPeriod(root, request.auth!.user, request.body)),
  );

  app.patch(
    '/periods/:periodId/status',
    {
      config: { access: { kind: 'signed-in', roles: ['admin'], offices: TOGGLE_OFFICES } },
      schema: {
        tags: ['periods'],
        summary:
          'Open or close registration or add/drop (ict, registrar, dean) or accommodation (ict, porter) of a period',
        params: periodIdParam,
        body: setPeriodStatusSchema,
        response: {
          200: envelopeSchema(z.object({ message: z.string(), changed: z.boolean(), period: periodView })),
        },
      },
    },
    async (request) => ok(await setPeriodStatus(root, request.auth!.user, request.params.periodId, request.body)),
  );
}
