import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeStudentPageSchema,
  activeStudentsFilterQuerySchema,
  dashboardCountsResponseSchema,
  listActiveStudentsQuerySchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { activeStudentsCsv, dashboardCounts, listActiveStudentsPage } from './dashboard.service.js';

export async function dashboardRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboard',
    {
      config: { access: access.offices('viewDashboard') },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard counts (active students, female, male, faculty, international, ECWA, ..., Diploma)',
        response: { 200: envelopeSchema(dashboardCountsResponseSchema) },
      },
    },
    async () => ok(await dashboardCounts(app.deps.db)),
  );

  app.get(
    '/active-students',
    {
      config: { access: access.offices('viewDashboard') },
      schema: {
        tags: ['dashboard'],
        summary:
          'Active students, 50 a page; filter by a dashboard figure; search by name, Student ID, ledger or matric',
        querystring: listActiveStudentsQuerySchema,
        response: { 200: envelopeSchema(activeStudentPageSchema) },
      },
    },
    async (request) => ok(await listActiveStudentsPage(app.deps.db, request.query)),
  );

  app.get(
    '/active-students.csv',
    {
      config: { access: access.offices('viewDashboard') },
      schema: {
        tags: ['dashboard'],
        summary: 'Every matching active student as a CSV file',
        querystring: activeStudentsFilterQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await activeStudentsCsv(app.deps.db, request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="active-students.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
