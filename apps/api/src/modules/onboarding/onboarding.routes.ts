import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeDefaultPasswordSchema,
  completedProfileSchema,
  completeProfileSchema,
  confirmDetailsSchema,
  createdProfileSchema,
  createProfileSchema,
  ONBOARDING_MESSAGES,
  studentProfileSchema,
  textResponseSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import {
  changeDefaultPassword,
  completeProfile,
  confirmDetails,
  createStudentProfile,
  getOwnProfile,
} from './onboarding.service.js';

const REGISTER_RATE = { max: 10, timeWindow: '1 minute' };

export async function onboardingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/student/register',
    {
      config: {
        access: access.public('Create Student Profile (a new student has no account yet)'),
        rateLimit: REGISTER_RATE,
      },
      schema: {
        tags: ['onboarding'],
        summary: 'Create Student Profile: answers the one-time default password',
        body: createProfileSchema,
        response: { 200: envelopeSchema(createdProfileSchema) },
      },
    },
    async (request, reply) => {
      const created = await createStudentProfile(app.deps, request.body);
      // The default password is shown once: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      return ok(created);
    },
  );

  app.post(
    '/students/me/default-password',
    {
      config: { access: access.students({ studentStatuses: ['change password'] }) },
      schema: {
        tags: ['onboarding'],
        summary: 'Change Default Password (status change password → complete profile)',
        body: changeDefaultPasswordSchema,
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request) => {
      await changeDefaultPassword(app.deps, request.auth!, request.body);
      return ok(ONBOARDING_MESSAGES.defaultPasswordChanged);
    },
  );

  app.post(
    '/students/me/profile',
    {
      config: { access: access.students({ studentStatuses: ['complete profile'] }) },
      schema: {
        tags: ['onboarding'],
        summary: 'Complete Profile: student record and wallets (status complete profile → upload passport)',
        body: completeProfileSchema,
        response: { 200: envelopeSchema(completedProfileSchema) },
      },
    },
    async (request) => ok(await completeProfile(app.deps, request.auth!, request.body)),
  );

  app.get(
    '/students/me/profile',
    {
      config: { access: access.students({ studentStatuses: ['upload passport', 'complete'] }) },
      schema: {
        tags: ['onboarding'],
        summary: 'The signed-in student’s profile (user and student record)',
        response: { 200: envelopeSchema(studentProfileSchema) },
      },
    },
    async (request) => ok(await getOwnProfile(app.deps, request.auth!)),
  );

  app.patch(
    '/students/me/details',
    {
      config: { access: access.students() },
      schema: {
        tags: ['onboarding'],
        summary: 'Confirm User Details: phone number, gender, faculty, department',
        body: confirmDetailsSchema,
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request) => {
      await confirmDetails(app.deps, request.auth!, request.body);
      return ok(ONBOARDING_MESSAGES.detailsConfirmed);
    },
  );
}
