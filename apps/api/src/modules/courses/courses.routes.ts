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
  MESSAGES,
  COURSE_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { createCourse, editCourse, listCourses, listCoursesOfYear, setCourseStatus } from './courses.service.js';

export const courseRoutes = routeModule({ tags: ['courses'] }, (route, deps) => {
  const managers = access.offices('manageCourses');

  route.get(
    '/courses',
    {
      access: managers,
      operationId: 'listCourses',
      summary: 'The course catalogue, 100 a page, by year then code; search by code or title, filter by year',
      query: listCoursesQuerySchema,
      response: courseListResponseSchema,
    },
    (request) => listCourses(deps.db, request.query),
  );

  route.get(
    '/years/:year/courses',
    {
      access: access.signedIn(),
      operationId: 'listYearCourses',
      summary: 'Available courses of a year, offered to an audience (courses for both, and for it alone)',
      params: coursesOfYearParamsSchema,
      query: coursesOfYearQuerySchema,
      response: coursesOfYearResponseSchema,
    },
    (request) => listCoursesOfYear(deps.db, { year: request.params.year, audience: request.query.audience }),
  );

  route.post(
    '/courses',
    {
      access: managers,
      operationId: 'createCourse',
      summary: 'Input New Course (code upper-cased; a new course is available)',
      body: createCourseSchema,
      response: courseChangeResponseSchema,
      errors: { CONFLICT: [COURSE_MESSAGES.duplicate('BIB 101')] },
    },
    (request) => createCourse(deps, request.auth!.user, request.body),
  );

  route.patch(
    '/courses/:code/status',
    {
      access: managers,
      operationId: 'setCourseStatus',
      summary: 'Change Status: available (On Portal) or unavailable',
      params: courseCodeParamsSchema,
      body: setCourseStatusSchema,
      response: courseChangeResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => setCourseStatus(deps, request.auth!.user, request.params.code, request.body),
  );

  route.patch(
    '/courses/:code',
    {
      access: managers,
      operationId: 'updateCourse',
      summary: 'Correct a course: title, credit hours, year or audience',
      params: courseCodeParamsSchema,
      body: editCourseSchema,
      response: courseChangeResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => editCourse(deps, request.auth!.user, request.params.code, request.body),
  );
});
