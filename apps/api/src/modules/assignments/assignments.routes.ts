import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignCourseSchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { periodIdParam, periodView } from '../periods/periods.routes.js';
import { assignCourse, assignmentsOfPeriod, unassignCourse } from './assignments.service.js';

const nullableText = z.string().nullable();
const message = envelopeSchema(z.object({ message: z.string() }));

export async function assignmentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/assignments/:periodId',
    {
      config: { access: access.offices('assignCourses') },
      schema: {
        tags: ['assignments'],
        summary: 'Assigned courses of a period with their lecturers, and the available courses not yet assigned',
        params: periodIdParam,
        response: {
          200: envelopeSchema(
            z.object({
              period: periodView,
              items: z.array(
                z.object({
                  course_code: z.string(),
                  title: z.string(),
                  hours: z.string(),
                  faculty: z.object({
                    custom_id: z.string(),
                    title: nullableText,
                    surname: z.string(),
                    first_name: z.string(),
                    other_names: nullableText,
                  }),
                }),
              ),
              unassigned_courses: z.array(
                z.object({ code: z.string(), title: z.string(), hours: z.string(), year: z.number() }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ok(await assignmentsOfPeriod(root.db, request.params.periodId)),
  );

  app.post(
    '/assignments/:periodId',
    {
      config: { access: access.offices('assignCourses') },
      schema: {
        tags: ['assignments'],
        summary: 'Assign Course: an available course to an active lecturer (one lecturer per course and period)',
        params: periodIdParam,
        body: assignCourseSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await assignCourse(root, request.auth!.user, request.params.periodId, request.body)),
  );

  app.delete(
    '/assignments/:periodId/:courseCode',
    {
      config: { access: access.offices('assignCourses') },
      schema: {
        tags: ['assignments'],
        summary: 'Unassign a course in a period',
        params: periodIdParam.extend({ courseCode: z.string().trim().min(1).max(20) }),
        response: { 200: message },
      },
    },
    async (request) =>
      ok(await unassignCourse(root, request.auth!.user, request.params.periodId, request.params.courseCode)),
  );
}
