import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classListCoursesParamsSchema,
  classListCoursesResponseSchema,
  classListParamsSchema,
  classListPrintResponseSchema,
  classListResponseSchema,
  OFFICE_CAPABILITIES,
  type Role,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import type { AccessPolicy } from '../../plugins/access.js';
import { classListCsvRows, getClassList, getClassListPrint, listClassLists } from './class-lists.service.js';

const tags = ['class lists'];

/**
 * Signed-in users of these roles; staff only of the offices with `viewClassLists`. The service
 * narrows further: a lecturer to the courses assigned to them in the period, a student to the
 * courses they take (docs/decisions/0016-class-lists.md).
 */
function classListAccess(roles: readonly Role[]): AccessPolicy {
  return { kind: 'signed-in', roles, offices: OFFICE_CAPABILITIES.viewClassLists };
}

/** Class lists, their print sheets and CSV (issue 14): one request per screen or page. */
export async function classListRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;

  app.get(
    '/class-lists/:periodId',
    {
      config: { access: classListAccess(['admin']) },
      schema: {
        tags,
        summary:
          'Class Lists screen of staff with the power: the period’s courses with registered or added students or a lecturer, with counts',
        params: classListCoursesParamsSchema,
        response: { 200: envelopeSchema(classListCoursesResponseSchema) },
      },
    },
    async (request) => ok(await listClassLists(deps, request.params.periodId)),
  );

  app.get(
    '/class-lists/:periodId/:courseCode',
    {
      config: { access: classListAccess(['admin', 'faculty', 'student']) },
      schema: {
        tags,
        summary:
          'Class List screen: the course, the period, the registered, added and dropped tables and the lecturer block (staff with the power, the course’s lecturer, a student of the course: names only)',
        params: classListParamsSchema,
        response: { 200: envelopeSchema(classListResponseSchema) },
      },
    },
    async (request) =>
      ok(await getClassList(deps, request.auth!.user, request.params.periodId, request.params.courseCode)),
  );

  app.get(
    '/class-lists/:periodId/:courseCode/print',
    {
      config: { access: classListAccess(['admin', 'faculty']) },
      schema: {
        tags,
        summary: 'Print sheets (class list and grade sheet): staff with the power and the course’s lecturer only',
        params: classListParamsSchema,
        response: { 200: envelopeSchema(classListPrintResponseSchema) },
      },
    },
    async (request) =>
      ok(await getClassListPrint(deps, request.auth!.user, request.params.periodId, request.params.courseCode)),
  );

  app.get(
    '/class-lists/:periodId/:courseCode/csv',
    {
      config: { access: classListAccess(['admin', 'faculty']) },
      schema: {
        tags,
        summary: 'The class list as CSV: staff with the power and the course’s lecturer only',
        params: classListParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, rows } = await classListCsvRows(
        deps,
        request.auth!.user,
        request.params.periodId,
        request.params.courseCode,
      );
      return sendCsv(reply, filename, rows);
    },
  );
}
