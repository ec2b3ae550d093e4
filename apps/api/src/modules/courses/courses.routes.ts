import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCourseSchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { editCourseSchema, setCourseStatusSchema } from './courses.schemas.js';
import { createCourse, editCourse, listCourses, listCoursesOfYear, setCourseStatus } from './courses.service.js';

export const courseView = z.object({
  code: z.string(),
  year: z.number(),
  title: z.string(),
  hours: z.string(),
  status: z.enum(['available', 'unavailable']),
  audience: z.enum(['both', 'in_person', 'virtual']),
});
const codeParam = z.object({ code: z.string().trim().min(1).max(20) });
const changed = envelopeSchema(z.object({ message: z.string(), course: courseView }));

export async function courseRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/courses',
    {
      config: { access: access.offices('manageCourses') },
      schema: {
        tags: ['courses'],
        summary: 'The course catalogue, 100 a page, by year then code; search by code or title, filter by year',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          q: z.string().max(100).default(''),
          year: z.coerce.number().int().min(1).max(7).optional(),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              items: z.array(courseView.extend({ number: z.number() })),
              total: z.number(),
              page: z.number(),
              page_size: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await listCourses(root.db, request.query)),
  );

  app.get(
    '/courses/by-year/:year',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['courses'],
        summary: 'Available courses of a year, offered to an audience (courses for both, and for it alone)',
        params: z.object({ year: z.coerce.number().int().min(1).max(7) }),
        querystring: z.object({ audience: z.enum(['in_person', 'virtual']).optional() }),
        response: { 200: envelopeSchema(z.array(courseView)) },
      },
    },
    async (request) =>
      ok(await listCoursesOfYear(root.db, { year: request.params.year, audience: request.query.audience })),
  );

  app.post(
    '/courses',
    {
      config: { access: access.offices('manageCourses') },
      schema: {
        tags: ['courses'],
        summary: 'Input New Course (code upper-cased; a new course is available)',
        body: createCourseSchema,
        response: { 200: changed },
      },
    },
    async (request) => ok(await createCourse(root, request.auth!.user, request.body)),
  );

  app.patch(
    '/courses/:code/status',
    {
      config: { access: access.offices('manageCourses') },
      schema: {
        tags: ['courses'],
        summary: 'Change Status: available (On Portal) or unavailable',
        params: codeParam,
        body: setCourseStatusSchema,
        response: { 200: changed },
      },
    },
    async (request) => ok(await setCourseStatus(root, request.auth!.user, request.params.code, request.body)),
  );

  app.patch(
    '/courses/:code',
    {
      config: { access: access.offices('manageCourses') },
      schema: {
        tags: ['courses'],
        summary: 'Correct a course: title, credit hours, year or audience',
        params: codeParam,
        body: editCourseSchema,
        response: { 200: changed },
      },
    },
    async (request) => ok(await editCourse(root, request.auth!.user, request.params.code, request.body)),
  );
}
