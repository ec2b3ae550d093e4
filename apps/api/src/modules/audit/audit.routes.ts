import type { FastifyInstance } from 'fastify';
import {
  auditCheckResponseSchema,
  auditTrailCsvQuerySchema,
  auditTrailQuerySchema,
  auditTrailResponseSchema,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { auditTrail, auditTrailCsvRows, checkAuditTrail } from './audit.service.js';

/** The audit trail (issue 25): the records, their CSV, and the check of the hash chain. */
export async function auditRoutes(root: FastifyInstance) {
  const deps = root.deps;
  const route = routeTable(root, { tags: ['audit'] });
  const readers = access.offices('viewAuditTrail');

  route.get(
    '/audit-trail',
    {
      access: readers,
      operationId: 'listAuditTrail',
      summary:
        'Audit trail: every recorded action, newest first, a page (dates, office or user, action, student, record)',
      query: auditTrailQuerySchema,
      response: auditTrailResponseSchema,
    },
    ({ query }) => auditTrail(deps, query),
  );
  route.file(
    '/audit-trail.csv',
    {
      access: readers,
      operationId: 'exportAuditTrailCsv',
      summary: 'Audit trail as CSV (every matching record)',
      query: auditTrailCsvQuerySchema,
    },
    async ({ query }, reply) => sendCsv(reply, 'audit-trail.csv', await auditTrailCsvRows(deps, query)),
  );
  route.get(
    '/audit-trail/check',
    {
      access: readers,
      operationId: 'checkAuditTrail',
      summary: 'Check the trail: recompute the hash chain; complete, or the record altered or the records removed',
      response: auditCheckResponseSchema,
    },
    () => checkAuditTrail(deps),
  );
}
