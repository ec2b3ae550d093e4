import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLiveSession, type UserRow } from '@portal/db';
import { MESSAGES } from '@portal/domain';
import { AppError, expiredSession, forbidden } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';
import type { AccessPolicy } from './access.js';

export const SESSION_COOKIE = 'portal_session';

export interface AuthContext {
  user: UserRow;
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every registered route with its access policy (listed by a test). */
    routePolicies: Array<{ method: string; url: string; policy: AccessPolicy }>;
  }
}

async function readSession(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const found = await findLiveSession(app.db, tokenHash, app.now());
  if (!found) return null;
  if (found.user.status === 'inactive') return null;
  return { user: found.user, tokenHash, expiresAt: found.expiresAt };
}

function enforce(policy: AccessPolicy, auth: AuthContext | null, request: FastifyRequest): void {
  if (policy.kind === 'public') return;
  if (!auth) throw expiredSession();
  const { user } = auth;
  if (!policy.roles.includes(user.role)) throw forbidden();
  if (user.role === 'admin' && policy.offices && !policy.offices.includes(user.adminPosition!)) throw forbidden();
  if (user.role !== 'student' && user.mustChangePassword && !policy.allowPendingPasswordChange) {
    throw new AppError('FORBIDDEN', MESSAGES.passwordChangeRequired);
  }
  if (user.role === 'student') {
    const statuses = policy.studentStatuses ?? ['complete'];
    if (!statuses.includes(user.status as never)) throw forbidden();
    if (policy.ownerParam) {
      const params = request.params as Record<string, string | undefined>;
      // Another student's record is answered like a missing one: nothing to enumerate.
      if (params[policy.ownerParam] !== user.customId) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    }
  }
}

/**
 * Reads the session cookie on every request and enforces each route's declared policy
 * before its handler runs. A route without a policy stops the app from starting.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('routePolicies', [] as FastifyInstance['routePolicies']);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: AccessPolicy };
    if (!config.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routePolicies.push({ method, url: route.url, policy: (route.config as { access: AccessPolicy }).access });
    }
  });

  // onRequest: before the body is read or validated, so a caller who may not use a route
  // learns nothing from it, whatever they send.
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.access;
    // Requests that matched no route (404 handler) carry no policy and reach no data.
    if (!policy || policy.kind === 'public') return;
    request.auth = await readSession(app, request);
    enforce(policy, request.auth, request);
  });
});
