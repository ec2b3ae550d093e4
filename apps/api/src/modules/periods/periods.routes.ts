import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPeriodResponseSchema,
  createPeriodSchema,
  OFFICE_CAPABILITIES,
  periodIdParamsSchema,
  periodListResponseSchema,
  periodViewSchema,
  setPeriodStatusResponseSchema,
  setPeriodStatusSchema,
  type AdminPosition,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { createPeriod, listPeriodsView, requirePeriod, setPeriodStatus, toPeriodView } from './periods.service.js';

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
        response: { 200: envelopeSchema(periodListResponseSchema) },
      },
    },
    async () => ok(await listPeriodsView(app.deps.db)),
  );

  app.get(
    '/periods/:periodId',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['periods'],
        summary: 'One period',
        params: periodIdParamsSchema,
        response: { 200: envelopeSchema(periodViewSchema) },
      },
    },
    async (request) => ok(toPeriodView(await requirePeriod(app.deps.db, request.params.periodId))),
  );

  app.post(
    '/periods',
    {
      config: { access: access.offices('managePeriods') },
      schema: {
        tags: ['periods'],
        summary: 'Create a period (id computed by the server; every status closed)',
        body: createPeriodSchema,
        response: { 200: envelopeSchema(createPeriodResponseSchema) },
      },
    },
    async (request) => ok(await createPeriod(app.deps, request.auth!.user, request.body)),
  );

  app.patch(
    '/periods/:periodId/status',
    {
      config: { access: { kind: 'signed-in', roles: ['admin'], offices: TOGGLE_OFFICES } },
      schema: {
        tags: ['periods'],
        summary:
          'Open or close registration or add/drop (ict, registrar, dean) or accommodation (ict, porter) of a period',
        params: periodIdParamsSchema,
        body: setPeriodStatusSchema,
        response: { 200: envelopeSchema(setPeriodStatusResponseSchema) },
      },
    },
    async (request) => ok(await setPeriodStatus(app.deps, request.auth!.user, request.params.periodId, request.body)),
  );
}
