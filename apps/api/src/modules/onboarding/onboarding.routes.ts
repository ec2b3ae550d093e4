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
  MESSAGES,
  AUTH_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import {
  changeDefaultPassword,
  completeProfile,
  confirmDetails,
  createStudentProfile,
  getOwnProfile,
} from './onboarding.service.js';

const REGISTER_RATE = { max: 10, timeWindow: '1 minute' };

export const onboardingRoutes = routeModule({ tags: ['onboarding'] }, (route, deps) => {
  route.post(
    '/auth/student/register',
    {
      access: access.public('Create Student Profile (a new student has no account yet)'),
      rateLimit: REGISTER_RATE,
      operationId: 'registerStudent',
      summary: 'Create Student Profile: answers the one-time default password',
      body: createProfileSchema,
      response: createdProfileSchema,
      errors: { CONFLICT: [ONBOARDING_MESSAGES.profileExists('64010')], BUSY: [MESSAGES.serverBusy] },
    },
    async (request, reply) => {
      const created = await createStudentProfile(deps, request.body);
      // The default password is shown once: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      return created;
    },
  );

  route.post(
    '/students/me/default-password',
    {
      access: access.students({ studentStatuses: ['change password'] }),
      operationId: 'changeMyDefaultPassword',
      summary: 'Change Default Password (status change password → complete profile)',
      body: changeDefaultPasswordSchema,
      response: textResponseSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound],
        CONFLICT: [ONBOARDING_MESSAGES.stepAlreadyDone],
        BUSY: [MESSAGES.serverBusy],
      },
    },
    (request) =>
      changeDefaultPassword(deps, request.auth!, request.body).then(() => ONBOARDING_MESSAGES.defaultPasswordChanged),
  );

  route.post(
    '/students/me/profile',
    {
      access: access.students({ studentStatuses: ['complete profile'] }),
      operationId: 'completeMyProfile',
      summary: 'Complete Profile: student record and wallets (status complete profile → upload passport)',
      body: completeProfileSchema,
      response: completedProfileSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound],
        CONFLICT: [ONBOARDING_MESSAGES.stepAlreadyDone, ONBOARDING_MESSAGES.ledgerInUse('jets/l/2024/0010')],
      },
    },
    (request) => completeProfile(deps, request.auth!, request.body),
  );

  route.get(
    '/students/me/profile',
    {
      access: access.students({ studentStatuses: ['upload passport', 'complete'] }),
      operationId: 'getMyProfile',
      summary: 'The signed-in student’s profile (user and student record)',
      response: studentProfileSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => getOwnProfile(deps, request.auth!),
  );

  route.patch(
    '/students/me/details',
    {
      access: access.students(),
      operationId: 'confirmMyDetails',
      summary: 'Confirm User Details: phone number, gender, faculty, department',
      body: confirmDetailsSchema,
      response: textResponseSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound],
        CONFLICT: [ONBOARDING_MESSAGES.stepAlreadyDone, AUTH_MESSAGES.changedElsewhere],
        BUSY: [MESSAGES.serverBusy],
      },
    },
    (request) => confirmDetails(deps, request.auth!, request.body).then(() => ONBOARDING_MESSAGES.detailsConfirmed),
  );
});
