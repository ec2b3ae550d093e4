import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { hashToken } from '../../lib/tokens.js';
import { access } from '../../plugins/access.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import { changePassword, describeCurrentUser, login, logout } from './auth.service.js';

/** Changing a password: 20 requests a minute per address. */
const CHANGE_PASSWORD_RATE = { max: 20, timeWindow: '1 minute' };

export async function authRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const setSessionCookie = (reply: FastifyReply, token: string, expiry: number) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: root.config.cookieSecure,
      path: '/',
      expires: new Date(expiry),
    });

  const portals: Array<[Role, typeof studentLoginSchema | typeof adminLoginSchema]> = [
    ['student', studentLoginSchema],
    ['admin', adminLoginSchema],
    ['faculty', facultyLoginSchema],
  ];
  for (const [portal, body] of portals) {
    app.post(
      `/${portal}/login`,
      {
        // No request-count limit: failed attempts are counted per account and per address in
        // the service (successful sign-ins never count, decision 0017).
        config: { access: access.public('signing in') },
        schema: {
          tags: ['auth'],
          summary: `Sign in through the ${portal} portal`,
          body,
          response: { 200: envelopeSchema(sessionUserSchema) },
        },
      },
      async (request, reply) => {
        const { token, session } = await login(app.deps, {
          portal,
          username: request.body.username,
          password: request.body.password,
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        });
        setSessionCookie(reply, token, session.expiry);
        return ok(session);
      },
    );
  }

  app.post(
    '/logout',
    {
      config: { access: access.public('ending a session must work even when it has expired') },
      schema: {
        tags: ['auth'],
        summary: 'Sign out and revoke the session',
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      await logout(app.deps, token ? hashToken(token) : null);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(AUTH_MESSAGES.loggedOut);
    },
  );

  app.get(
    '/me',
    {
      config: {
        access: access.signedIn(undefined, {
          allowPendingPasswordChange: true,
          studentStatuses: ['change password', 'complete profile', 'upload passport', 'complete'],
        }),
      },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or "Expired token"',
        response: { 200: envelopeSchema(currentUserSchema) },
      },
    },
    async (request) => ok(describeCurrentUser(request.auth!)),
  );

  app.post(
    '/change-password',
    {
      config: {
        access: access.signedIn(undefined, {
          allowPendingPasswordChange: true,
          studentStatuses: ['complete profile', 'upload passport', 'complete'],
        }),
        rateLimit: CHANGE_PASSWORD_RATE,
      },
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user’s password (requires the current one)',
        body: changePasswordSchema,
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request) => {
      await changePassword(app.deps, request.auth!, request.body);
      return ok(AUTH_MESSAGES.passwordChanged);
    },
  );
}
