import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeDefaultPasswordSchema,
  completeProfileSchema,
  confirmDetailsSchema,
  createProfileSchema,
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

const createdProfile = z.object({ custom_id: z.string(), username: z.string(), default_password: z.string() });
const derivedIdentity = z.object({ email: z.string(), matriculation_number: z.string() });
const nullableText = z.string().nullable();
const studentProfile = z.object({
  custom_id: z.string(),
  username: z.string(),
  surname: z.string(),
  first_name: z.string(),
  other_names: nullableText,
  gender: nullableText,
  phone_number: nullableText,
  mode_of_study: nullableText,
  status: z.string(),
  passport_url: nullableText,
  ledger_number: nullableText,
  date_of_birth: nullableText,
  email: nullableText,
  matriculation_number: nullableText,
  state_of_origin: nullableText,
  country_of_origin: nullableText,
  denomination: nullableText,
  local_church: nullableText,
  name_of_pastor: nullableText,
  work_fulltime: nullableText,
  ministry: nullableText,
  year_of_admission: z.number().nullable(),
  programme_category: nullableText,
  programme: nullableText,
  faculty: nullableText,
  department: nullableText,
  affiliation_status: nullableText,
  special_student_category: nullableText,
});

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
        response: { 200: envelopeSchema(createdProfile) },
      },
    },
    async (request, reply) => {
      const created = await createStudentProfile(root, request.body);
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
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => {
      await changeDefaultPassword(root, request.auth!, request.body);
      return ok('Password changed successfully.');
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
        response: { 200: envelopeSchema(derivedIdentity) },
      },
    },
    async (request) => ok(await completeProfile(root, request.auth!, request.body)),
  );

  app.get(
    '/students/me/profile',
    {
      config: { access: access.students({ studentStatuses: ['upload passport', 'complete'] }) },
      schema: {
        tags: ['onboarding'],
        summary: 'The signed-in student’s profile (user and student record)',
        response: { 200: envelopeSchema(studentProfile) },
      },
    },
    async (request) => ok(await getOwnProfile(root, request.auth!)),
  );

  app.patch(
    '/students/me/details',
    {
      config: { access: access.students() },
      schema: {
        tags: ['onboarding'],
        summary: 'Confirm User Details: phone number, gender, faculty, department',
        body: confirmDetailsSchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => {
      await confirmDetails(root, request.auth!, request.body);
      return ok('Action was Successful!');
    },
  );
}
