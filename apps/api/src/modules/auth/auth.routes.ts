import type { FastifyReply } from 'fastify';
import {
  adminLoginSchema,
  AUTH_MESSAGES,
  changePasswordSchema,
  currentUserSchema,
  facultyLoginSchema,
  sessionUserSchema,
  studentLoginSchema,
  textResponseSchema,
  type Role,
  MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { hashToken } from '../../lib/tokens.js';
import { access } from '../../plugins/access.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import { changePassword, describeCurrentUser, login, logout } from './auth.service.js';

/** Changing a password: 20 requests a minute per address. */
const CHANGE_PASSWORD_RATE = { max: 20, timeWindow: '1 minute' };

export const authRoutes = routeModule({ tags: ['auth'] }, (route, deps) => {
  const setSessionCookie = (reply: FastifyReply, token: string, expiry: number) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.cookieSecure,
      path: '/',
      expires: new Date(expiry),
    });

  const portals: Array<[Role, typeof studentLoginSchema | typeof adminLoginSchema, string]> = [
    ['student', studentLoginSchema, 'signInStudent'],
    ['admin', adminLoginSchema, 'signInAdmin'],
    ['faculty', facultyLoginSchema, 'signInFaculty'],
  ];
  for (const [portal, body, operationId] of portals) {
    route.post(
      `/${portal}/login`,
      {
        // No request-count limit: failed attempts are counted per account and per address in
        // the service (successful sign-ins never count, decision 0017).
        access: access.public('signing in'),
        operationId,
        summary: `Sign in through the ${portal} portal`,
        body,
        response: sessionUserSchema,
        errors: {
          UNAUTHENTICATED: [MESSAGES.invalidCredentials],
          RATE_LIMITED: [MESSAGES.tooManyAttempts],
          BUSY: [MESSAGES.serverBusy],
        },
      },
      async (request, reply) => {
        const { token, session } = await login(deps, {
          portal,
          username: request.body.username,
          password: request.body.password,
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        });
        setSessionCookie(reply, token, session.expiry);
        return session;
      },
    );
  }

  route.post(
    '/logout',
    {
      access: access.public('ending a session must work even when it has expired'),
      operationId: 'signOut',
      summary: 'Sign out and revoke the session',
      response: textResponseSchema,
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      await logout(deps, token ? hashToken(token) : null);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return AUTH_MESSAGES.loggedOut;
    },
  );

  route.get(
    '/me',
    {
      access: access.signedIn(undefined, {
        allowPendingPasswordChange: true,
        studentStatuses: ['change password', 'complete profile', 'upload passport', 'complete'],
      }),
      operationId: 'getSession',
      summary: 'The signed-in user, or "Expired token"',
      response: currentUserSchema,
    },
    (request) => describeCurrentUser(request.auth!),
  );

  route.post(
    '/change-password',
    {
      access: access.signedIn(undefined, {
        allowPendingPasswordChange: true,
        studentStatuses: ['complete profile', 'upload passport', 'complete'],
      }),
      rateLimit: CHANGE_PASSWORD_RATE,
      operationId: 'changePassword',
      summary: 'Change the signed-in user’s password (requires the current one)',
      body: changePasswordSchema,
      response: textResponseSchema,
      errors: { CONFLICT: [AUTH_MESSAGES.changedElsewhere], BUSY: [MESSAGES.serverBusy] },
    },
    (request) => changePassword(deps, request.auth!, request.body).then(() => AUTH_MESSAGES.passwordChanged),
  );
});
