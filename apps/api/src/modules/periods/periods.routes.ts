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
  MESSAGES,
  PERIOD_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { createPeriod, listPeriodsView, requirePeriod, setPeriodStatus, toPeriodView } from './periods.service.js';

/** Offices that may reach the toggle; the service decides per field (accommodation: ict, porter). */
const TOGGLE_OFFICES: readonly AdminPosition[] = [
  ...new Set<AdminPosition>([...OFFICE_CAPABILITIES.managePeriods, ...OFFICE_CAPABILITIES.toggleAccommodation]),
];

export const periodRoutes = routeModule({ tags: ['periods'] }, (route, deps) => {
  route.get(
    '/periods',
    {
      access: access.signedIn(),
      operationId: 'listPeriods',
      summary: 'Every period, newest first, and the current period (latest with registration opened, else latest)',
      response: periodListResponseSchema,
    },
    () => listPeriodsView(deps.db),
  );

  route.get(
    '/periods/:periodId',
    {
      access: access.signedIn(),
      operationId: 'getPeriod',
      summary: 'One period',
      params: periodIdParamsSchema,
      response: periodViewSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    async (request) => toPeriodView(await requirePeriod(deps.db, request.params.periodId)),
  );

  route.post(
    '/periods',
    {
      access: access.offices('managePeriods'),
      operationId: 'createPeriod',
      summary: 'Create a period (id computed by the server; every status closed)',
      body: createPeriodSchema,
      response: createPeriodResponseSchema,
      errors: { CONFLICT: [PERIOD_MESSAGES.duplicate('1st', '2025/2026')] },
    },
    (request) => createPeriod(deps, request.auth!.user, request.body),
  );

  route.patch(
    '/periods/:periodId/status',
    {
      access: { kind: 'signed-in', roles: ['admin'], offices: TOGGLE_OFFICES },
      operationId: 'setPeriodStatus',
      summary:
        'Open or close registration or add/drop (ict, registrar, dean) or accommodation (ict, porter) of a period',
      params: periodIdParamsSchema,
      body: setPeriodStatusSchema,
      response: setPeriodStatusResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => setPeriodStatus(deps, request.auth!.user, request.params.periodId, request.body),
  );
});
