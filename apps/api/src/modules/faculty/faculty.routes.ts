import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFacultySchema, editFacultyNameSchema, PASSPORT_MAX_BYTES } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { readMultipartForm } from '../../lib/multipart.js';
import { access } from '../../plugins/access.js';
import { uploadLecturerPassport } from '../passport/passport.service.js';
import {
  createFaculty,
  editOwnName,
  facultyProfile,
  listFaculty,
  ownCoursesOf,
  setFacultyStatus,
  setFacultyStatusSchema,
} from './faculty.service.js';

const nullableText = z.string().nullable();
const facultyView = z.object({
  custom_id: z.string(),
  title: nullableText,
  surname: z.string(),
  first_name: z.string(),
  other_names: nullableText,
  username: z.string(),
  phone_number: nullableText,
  gender: nullableText,
  status: z.enum(['active', 'inactive']),
});
const ownCourse = z.object({ course_code: z.string(), title: z.string(), hours: z.string() });
const profile = facultyView.extend({
  passport_url: nullableText,
  assigned: z.array(ownCourse.extend({ period_id: z.string(), semester: z.string(), session: z.string() })),
});
const message = envelopeSchema(z.object({ message: z.string() }));
const customIdParam = z.object({ customId: z.string().trim().min(1).max(40) });

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
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          q: z.string().max(100).default(''),
          /** `active` for pickers such as the Assign Course modal. */
          status: z.enum(['active', 'inactive']).optional(),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              items: z.array(facultyView.extend({ number: z.number() })),
              total: z.number(),
              page: z.number(),
              page_size: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await listFaculty(root.db, request.query)),
  );

  app.post(
    '/faculty',
    {
      config: { access: access.offices('manageFaculty') },
      schema: {
        tags: ['faculty'],
        summary: 'Create Faculty Account: answers the username and the one-time password (shown once)',
        body: createFacultySchema,
        response: {
          200: envelopeSchema(
            z.object({
              message: z.string(),
              custom_id: z.string(),
              username: z.string(),
              one_time_password: z.string(),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const created = await createFaculty(root, request.auth!.user, request.body);
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
        response: { 200: envelopeSchema(profile) },
      },
    },
    async (request) => ok(await facultyProfile(root.db, request.auth!.user.customId)),
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
    async (request) => ok(await editOwnName(root, request.auth!, request.body)),
  );

  app.post(
    '/faculty/me/passport',
    {
      config: { access: access.faculty() },
      schema: {
        tags: ['faculty'],
        summary: 'Change Passport (multipart, file field "passport": square png/jpeg ≤ 15,000,000 bytes)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.object({ passport_url: z.string() })) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { fileField: 'passport', maxBytes: PASSPORT_MAX_BYTES });
      return ok(await uploadLecturerPassport(root, request.auth!, form?.file ?? null));
    },
  );

  app.get(
    '/faculty/me/courses/:periodId',
    {
      config: { access: access.faculty() },
      schema: {
        tags: ['faculty'],
        summary: 'The courses assigned to the signed-in lecturer in a period',
        params: z.object({ periodId: z.string().trim().min(1).max(20) }),
        response: { 200: envelopeSchema(z.array(ownCourse)) },
      },
    },
    async (request) => ok(await ownCoursesOf(root.db, request.auth!.user.customId, request.params.periodId)),
  );

  app.get(
    '/faculty/:customId',
    {
      config: { access: access.offices('manageFaculty') },
      schema: {
        tags: ['faculty'],
        summary: 'A lecturer’s profile and assigned courses, newest period first',
        params: customIdParam,
        response: { 200: envelopeSchema(profile) },
      },
    },
    async (request) => ok(await facultyProfile(root.db, request.params.customId)),
  );

  app.patch(
    '/faculty/:customId/status',
    {
      config: { access: access.offices('manageFaculty') },
      schema: {
        tags: ['faculty'],
        summary: 'Activate or deactivate a lecturer (deactivation ends their sessions)',
        params: customIdParam,
        body: setFacultyStatusSchema,
        response: { 200: envelopeSchema(z.object({ message: z.string(), status: z.enum(['active', 'inactive']) })) },
      },
    },
    async (request) => ok(await setFacultyStatus(root, request.auth!.user, request.params.customId, request.body)),
  );
}
