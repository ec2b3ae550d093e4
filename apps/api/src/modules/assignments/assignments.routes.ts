import {
  assignCourseSchema,
  assignmentParamsSchema,
  messageResponseSchema,
  periodAssignmentsResponseSchema,
  periodIdParamsSchema,
  MESSAGES,
  ASSIGNMENT_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { assignCourse, assignmentsOfPeriod, unassignCourse } from './assignments.service.js';

export const assignmentRoutes = routeModule({ tags: ['assignments'] }, (route, deps) => {
  const assigners = access.offices('assignCourses');

  route.get(
    '/assignments/:periodId',
    {
      access: assigners,
      operationId: 'listCourseAssignments',
      summary: 'Assigned courses of a period with their lecturers, and the available courses not yet assigned',
      params: periodIdParamsSchema,
      response: periodAssignmentsResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => assignmentsOfPeriod(deps.db, request.params.periodId),
  );

  route.post(
    '/assignments/:periodId',
    {
      access: assigners,
      operationId: 'createCourseAssignment',
      summary: 'Assign Course: an available course to an active lecturer (one lecturer per course and period)',
      params: periodIdParamsSchema,
      body: assignCourseSchema,
      response: messageResponseSchema,
      errors: {
        VALIDATION: [ASSIGNMENT_MESSAGES.lecturerMissing, ASSIGNMENT_MESSAGES.courseUnavailable('BIB 101')],
        NOT_FOUND: [MESSAGES.notFound, ASSIGNMENT_MESSAGES.courseMissing('BIB 101')],
        CONFLICT: [ASSIGNMENT_MESSAGES.duplicate],
      },
    },
    (request) => assignCourse(deps, request.auth!.user, request.params.periodId, request.body),
  );

  route.delete(
    '/assignments/:periodId/:courseCode',
    {
      access: assigners,
      operationId: 'deleteCourseAssignment',
      summary: 'Unassign a course in a period',
      params: assignmentParamsSchema,
      response: messageResponseSchema,
      errors: { NOT_FOUND: [ASSIGNMENT_MESSAGES.notAssigned('BIB 101')] },
    },
    (request) => unassignCourse(deps, request.auth!.user, request.params.periodId, request.params.courseCode),
  );
});
