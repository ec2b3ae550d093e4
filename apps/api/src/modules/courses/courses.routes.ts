import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseChangeResponseSchema,
  courseCodeParamsSchema,
  courseListResponseSchema,
  coursesOfYearParamsSchema,
  coursesOfYearQuerySchema,
  coursesOfYearResponseSchema,
  createCourseSchema,
  editCourseSchema,
  listCoursesQuerySchema,
  setCourseStatusSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { createCourse, editCourse, listCourses, listCoursesOfYear, setCourseStatus } from './courses.service.js';

const changed = envelopeSchema(courseChangeResponseSchema);

export async function courseRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/courses',
    {
      config: { access: access.offices('manageCourses') },
      schema: {
        tags: ['courses'],
        summary: 'The course catalogue, 100 a page, by year then code; search by code or title, filter by year',
        querystring: listCoursesQuerySchema,
        response: { 200: envelopeSchema(courseListResponseSchema) },
      },
    },
    async (request) => ok(await listCourses(app.deps.db, request.query)),
  );

  app.get(
    '/courses/by-year/:year',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['courses'],
        summary: 'Available courses of a year, offered to an audience (courses for both, and for it alone)',
        params: coursesOfYearParamsSchema,
        querystring: coursesOfYearQuerySchema,
        response: { 200: envelopeSchema(coursesOfYearResponseSchema) },
      },
    },
    async (request) =>
      ok(await listCoursesOfYear(app.deps.db, { year: request.params.year, audience: request.query.audience })),
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
    async (request) => ok(await createCourse(app.deps, request.auth!.user, request.body)),
  );

  app.patch(
    '/courses/:code/status',
    {
      config: { access: access.offices('manageCourses') },
      schema: {
        tags: ['courses'],
        summary: 'Change Status: available (On Portal) or unavailable',
        params: courseCodeParamsSchema,
        body: setCourseStatusSchema,
        response: { 200: changed },
      },
    },
    async (request) => ok(await setCourseStatus(app.deps, request.auth!.user, request.params.code, request.body)),
  );

  app.patch(
    '/courses/:code',
    {
      config: { access: access.offices('manageCourses') },
      schema: {
        tags: ['courses'],
        summary: 'Correct a course: title, credit hours, year or audience',
        params: courseCodeParamsSchema,
        body: editCourseSchema,
        response: { 200: changed },
      },
    },
    async (request) => ok(await editCourse(app.deps, request.auth!.user, request.params.code, request.body)),
  );
}
