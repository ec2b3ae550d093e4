import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DASHBOARD_COUNTS } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import {
  ACTIVE_STUDENT_FILTERS,
  activeStudentsCsv,
  dashboardCounts,
  listActiveStudentsPage,
} from './dashboard.service.js';

const nullableText = z.string().nullable();
const listQuery = z.object({
  q: z.string().max(100).default(''),
  filter: z.enum(ACTIVE_STUDENT_FILTERS).optional(),
});

export async function dashboardRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboard',
    {
      config: { access: access.offices('viewDashboard') },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard counts (active students, female, male, faculty, international, ECWA, ..., Diploma)',
        response: { 200: envelopeSchema(z.object({ counts: z.record(z.enum(DASHBOARD_COUNTS), z.number()) })) },
      },
    },
    async () => ok(await dashboardCounts(root.db)),
  );

  app.get(
    '/active-students',
    {
      config: { access: access.offices('viewDashboard') },
      schema: {
        tags: ['dashboard'],
        summary:
          'Active students, 50 a page; filter by a dashboard figure; search by name, Student ID, ledger or matric',
        querystring: listQuery.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: {
          200: envelopeSchema(
            z.object({
              items: z.array(
                z.object({
                  number: z.number(),
                  custom_id: z.string(),
                  student_id: z.string(),
                  full_name: z.string(),
                  gender: nullableText,
                  programme: nullableText,
                  programme_category: nullableText,
                  ledger_number: nullableText,
                  matriculation_number: nullableText,
                  phone_number: nullableText,
                  email: nullableText,
                }),
              ),
              total: z.number(),
              page: z.number(),
              page_size: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await listActiveStudentsPage(root.db, request.query)),
  );

  app.get(
    '/active-students.csv',
    {
      config: { access: access.offices('viewDashboard') },
      schema: {
        tags: ['dashboard'],
        summary: 'Every matching active student as a CSV file',
        querystring: listQuery,
      },
    },
    async (request, reply) => {
      const csv = await activeStudentsCsv(root.db, request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="active-students.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
