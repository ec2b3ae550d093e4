import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignCourseSchema,
  assignmentParamsSchema,
  messageResponseSchema,
  periodAssignmentsResponseSchema,
  periodIdParamsSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { assignCourse, assignmentsOfPeriod, unassignCourse } from './assignments.service.js';

const message = envelopeSchema(messageResponseSchema);

export async function assignmentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/assignments/:periodId',
    {
      config: { access: access.offices('assignCourses') },
      schema: {
        tags: ['assignments'],
        summary: 'Assigned courses of a period with their lecturers, and the available courses not yet assigned',
        params: periodIdParamsSchema,
        response: { 200: envelopeSchema(periodAssignmentsResponseSchema) },
      },
    },
    async (request) => ok(await assignmentsOfPeriod(app.deps.db, request.params.periodId)),
  );

  app.post(
    '/assignments/:periodId',
    {
      config: { access: access.offices('assignCourses') },
      schema: {
        tags: ['assignments'],
        summary: 'Assign Course: an available course to an active lecturer (one lecturer per course and period)',
        params: periodIdParamsSchema,
        body: assignCourseSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await assignCourse(app.deps, request.auth!.user, request.params.periodId, request.body)),
  );

  app.delete(
    '/assignments/:periodId/:courseCode',
    {
      config: { access: access.offices('assignCourses') },
      schema: {
        tags: ['assignments'],
        summary: 'Unassign a course in a period',
        params: assignmentParamsSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(await unassignCourse(app.deps, request.auth!.user, request.params.periodId, request.params.courseCode)),
  );
}
