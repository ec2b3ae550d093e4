import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdFacultySchema,
  createFacultySchema,
  editFacultyNameSchema,
  facultyCoursesResponseSchema,
  facultyIdParamsSchema,
  facultyListResponseSchema,
  facultyProfileSchema,
  listFacultyQuerySchema,
  messageResponseSchema,
  PASSPORT_MAX_BYTES,
  passportUploadResponseSchema,
  periodIdParamsSchema,
  setFacultyStatusResponseSchema,
  setFacultyStatusSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { readMultipartForm } from '../../lib/multipart.js';
import { access } from '../../plugins/access.js';
import { uploadLecturerPassport } from '../passport/index.js';
import {
  createFaculty,
  editOwnName,
  facultyProfile,
  listFaculty,
  ownCoursesOf,
  setFacultyStatus,
} from './faculty.service.js';

const message = envelopeSchema(messageResponseSchema);

export async function facultyRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/faculty',
    {
      // The same offices assign courses (the Assign Course modal lists lecturers).
      config: { access: access.offices('manageFaculty') },
      schema: {
        tags: ['faculty'],
        summary: 'Lecturer accounts, 100 a page, by surname; search by name, e-mail or phone',
        querystring: listFacultyQuerySchema,
        response: { 200: envelopeSchema(facultyListResponseSchema) },
      },
    },
    async (request) => ok(await listFaculty(app.deps.db, request.query)),
  );

  app.post(
    '/faculty',
    {
      config: { access: access.offices('manageFaculty') },
      schema: {
        tags: ['faculty'],
        summary: 'Create Faculty Account: answers the username and the one-time password (shown once)',
        body: createFacultySchema,
        response: { 200: envelopeSchema(createdFacultySchema) },
      },
    },
    async (request, reply) => {
      const created = await createFaculty(app.deps, request.auth!.user, request.body);
      reply.header('Cache-Control', 'no-store');
      return ok(created);
    },
  );

  app.get(
    '/faculty/me',
    {
      config: { access: access.faculty() },
      schema: {
        tags: ['faculty'],
        summary: 'The signed-in lecturer’s profile and assigned courses',
        response: { 200: envelopeSchema(facultyProfileSchema) },
      },
    },
    async (request) => ok(await facultyProfile(app.deps.db, request.auth!.user.customId)),
  );

  app.patch(
    '/faculty/me/name',
    {
      config: { access: access.faculty() },
      schema: {
        tags: ['faculty'],
        summary: 'Edit Name (title, surname, first name, other names); the username does not change',
        body: editFacultyNameSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await editOwnName(app.deps, request.auth!, request.body)),
  );

  app.post(
    '/faculty/me/passport',
    {
      config: { access: access.faculty() },
      schema: {
        tags: ['faculty'],
        summary: 'Change Passport (multipart, file field "passport": square png/jpeg ≤ 15,000,000 bytes)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(passportUploadResponseSchema) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { fileField: 'passport', maxBytes: PASSPORT_MAX_BYTES });
      return ok(await uploadLecturerPassport(app.deps, request.auth!, form?.file ?? null));
    },
  );

  app.get(
    '/faculty/me/courses/:periodId',
    {
      config: { access: access.faculty() },
      schema: {
        tags: ['faculty'],
        summary: 'The courses assigned to the signed-in lecturer in a period',
        params: periodIdParamsSchema,
        response: { 200: envelopeSchema(facultyCoursesResponseSchema) },
      },
    },
    async (request) => ok(await ownCoursesOf(app.deps.db, request.auth!.user.customId, request.params.periodId)),
  );

  app.get(
    '/faculty/:customId',
    {
      config: { access: access.offices('manageFaculty') },
      schema: {
        tags: ['faculty'],
        summary: 'A lecturer’s profile and assigned courses, newest period first',
        params: facultyIdParamsSchema,
        response: { 200: envelopeSchema(facultyProfileSchema) },
      },
    },
    async (request) => ok(await facultyProfile(app.deps.db, request.params.customId)),
  );

  app.patch(
    '/faculty/:customId/status',
    {
      config: { access: access.offices('manageFaculty') },
      schema: {
        tags: ['faculty'],
        summary: 'Activate or deactivate a lecturer (deactivation ends their sessions)',
        params: facultyIdParamsSchema,
        body: setFacultyStatusSchema,
        response: { 200: envelopeSchema(setFacultyStatusResponseSchema) },
      },
    },
    async (request) => ok(await setFacultyStatus(app.deps, request.auth!.user, request.params.customId, request.body)),
  );
}
