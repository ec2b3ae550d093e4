import {
  createdFacultySchema,
  createFacultySchema,
  editFacultyNameSchema,
  editFacultySchema,
  facultyCoursesResponseSchema,
  facultyIdParamsSchema,
  facultyListResponseSchema,
  facultyProfileSchema,
  listFacultyQuerySchema,
  messageResponseSchema,
  passportUploadResponseSchema,
  periodIdParamsSchema,
  setFacultyStatusResponseSchema,
  setFacultyStatusSchema,
  MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { readPassportFile, uploadLecturerPassport } from '../passport/index.js';
import {
  createFaculty,
  editFaculty,
  editOwnName,
  facultyProfile,
  listFaculty,
  ownCoursesOf,
  setFacultyStatus,
} from './faculty.service.js';

export const facultyRoutes = routeModule({ tags: ['faculty'] }, (route, deps) => {
  // The same offices assign courses (the Assign Course modal lists lecturers).
  const managers = access.offices('manageFaculty');
  const lecturer = access.faculty();

  route.get(
    '/faculty',
    {
      access: managers,
      operationId: 'listLecturers',
      summary: 'Lecturer accounts, 100 a page, by surname; search by name, e-mail or phone',
      query: listFacultyQuerySchema,
      response: facultyListResponseSchema,
    },
    (request) => listFaculty(deps.db, request.query),
  );

  route.post(
    '/faculty',
    {
      access: managers,
      operationId: 'createLecturer',
      summary: 'Create Faculty Account: answers the username and the one-time password (shown once)',
      body: createFacultySchema,
      response: createdFacultySchema,
      errors: { BUSY: [MESSAGES.serverBusy] },
    },
    async (request, reply) => {
      const created = await createFaculty(deps, request.auth!.user, request.body);
      reply.header('Cache-Control', 'no-store');
      return created;
    },
  );

  route.get(
    '/faculty/me',
    {
      access: lecturer,
      operationId: 'getMyLecturerProfile',
      summary: 'The signed-in lecturer’s profile and assigned courses',
      response: facultyProfileSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => facultyProfile(deps.db, request.auth!.user.customId),
  );

  route.patch(
    '/faculty/me/name',
    {
      access: lecturer,
      operationId: 'updateMyLecturerName',
      summary: 'Edit Name (title, surname, first name, other names); the username does not change',
      body: editFacultyNameSchema,
      response: messageResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => editOwnName(deps, request.auth!, request.body),
  );

  route.post(
    '/faculty/me/passport',
    {
      access: lecturer,
      operationId: 'uploadMyLecturerPassport',
      summary: 'Change Passport (multipart, file field "passport": square png/jpeg ≤ 15,000,000 bytes)',
      consumes: ['multipart/form-data'],
      response: passportUploadResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    async (request) => uploadLecturerPassport(deps, request.auth!, await readPassportFile(request)),
  );

  route.get(
    '/faculty/me/courses/:periodId',
    {
      access: lecturer,
      operationId: 'listMyLecturerCourses',
      summary: 'The courses assigned to the signed-in lecturer in a period',
      params: periodIdParamsSchema,
      response: facultyCoursesResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => ownCoursesOf(deps.db, request.auth!.user.customId, request.params.periodId),
  );

  route.get(
    '/faculty/:customId',
    {
      access: managers,
      operationId: 'getLecturer',
      summary: 'A lecturer’s profile and assigned courses, newest period first',
      params: facultyIdParamsSchema,
      response: facultyProfileSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => facultyProfile(deps.db, request.params.customId),
  );

  route.patch(
    '/faculty/:customId',
    {
      access: managers,
      operationId: 'updateLecturer',
      summary: 'Edit a lecturer account (title, names, gender, phone number); the username stays',
      params: facultyIdParamsSchema,
      body: editFacultySchema,
      response: messageResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => editFaculty(deps, request.auth!.user, request.params.customId, request.body),
  );

  route.patch(
    '/faculty/:customId/status',
    {
      access: managers,
      operationId: 'setLecturerStatus',
      summary: 'Activate or deactivate a lecturer (deactivation ends their sessions)',
      params: facultyIdParamsSchema,
      body: setFacultyStatusSchema,
      response: setFacultyStatusResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => setFacultyStatus(deps, request.auth!.user, request.params.customId, request.body),
  );
});
