import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_POSITIONS, MESSAGES, OFFICE_CAPABILITIES, type AdminPosition, type StudentStatus } from '@portal/domain';
import { access, describePolicy, type AccessPolicy } from '../../src/plugins/access.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import {
  body,
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  signIn,
  testHasher,
  type TestContext,
} from '../support/helpers.js';

/**
 * Probe routes exercising each kind of policy the modules use. They are the test's, not the
 * API's: kept out of the API document (which refuses a documented route without an operationId).
 */
function probes(app: FastifyInstance) {
  const reply = async () => ({ success: true, response: 'reached' });
  const probe = (policy: AccessPolicy) => ({ config: { access: policy }, schema: { hide: true } });
  app.get('/api/probe/students', probe(access.students()), reply);
  app.get('/api/probe/students/:customId', probe(access.students({ ownerParam: 'customId' })), reply);
  app.get('/api/probe/wallet-setters', probe(access.offices('setWalletBalances')), reply);
  app.get('/api/probe/faculty', probe(access.faculty()), reply);
  app.get('/api/probe/onboarding', probe(access.students({ studentStatuses: ['complete profile'] })), reply);
  app.get('/api/probe/fail', probe(access.public('probe')), async () => {
    throw new Error('secret internal detail: connection string postgres://x');
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, probes);
});
afterAll(async () => {
  await ctx.close();
});

describe('route table', () => {
  it('declares an access policy on every route (listed here)', () => {
    expect(ctx.app.routePolicies.length).toBeGreaterThan(5);
    const listing = ctx.app.routePolicies.map((r) => `${r.method} ${r.url}: ${describePolicy(r.policy)}`);
    for (const route of ctx.app.routePolicies) {
      expect(route.policy, `${route.method} ${route.url}`).toBeDefined();
      expect(['public', 'signed-in']).toContain(route.policy.kind);
      if (route.policy.kind === 'public') expect(route.policy.reason.length).toBeGreaterThan(3);
    }
    expect(listing).toContain('GET /api/auth/me: student|admin|faculty');
    expect(listing).toContain('POST /api/auth/student/login: public (signing in)');
  });

  it('refuses to start when a route declares no policy', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      db: ctx.db,
      databaseKind: 'postgres',
      hasher: testHasher(),
      logger: false,
    });
    expect(() => app.get('/api/oops', async () => 'no policy')).toThrow(/declares no access policy/);
    await app.close();
  });

  it('answers "Expired token" to an anonymous caller on every signed-in route, whatever the body', async () => {
    const signedIn = ctx.app.routePolicies.filter((r) => r.policy.kind === 'signed-in' && r.method !== 'HEAD');
    expect(signedIn.length).toBeGreaterThan(3);
    for (const route of signedIn) {
      const url = route.url.replace(/:(\w+)/g, 'X');
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : { junk: true },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(body(res).response).toBe(MESSAGES.expiredToken);
    }
  });
});

describe('authorization matrix', () => {
  type Actor = {
    name: string;
    cookie: string;
    customId: string;
    role: string;
    position?: AdminPosition;
    status?: string;
    pending?: boolean;
  };
  const actors: Actor[] = [];

  beforeAll(async () => {
    const statuses: StudentStatus[] = ['change password', 'complete profile', 'upload passport', 'complete'];
    for (const status of statuses) {
      const s = await createStudent(ctx, status);
      actors.push({
        name: `student (${status})`,
        cookie: await signIn(ctx, s),
        customId: s.customId,
        role: 'student',
        status,
      });
    }
    const other = await createStudent(ctx, 'complete');
    actors.push({
      name: 'another student',
      cookie: await signIn(ctx, other),
      customId: other.customId,
      role: 'student',
      status: 'complete',
    });
    const lecturer = await createLecturer(ctx);
    actors.push({
      name: 'lecturer',
      cookie: await signIn(ctx, lecturer),
      customId: lecturer.customId,
      role: 'faculty',
    });
    for (const position of ADMIN_POSITIONS) {
      const staff = await createStaff(ctx, position);
      actors.push({
        name: position,
        cookie: await signIn(ctx, staff),
        customId: staff.customId,
        role: 'admin',
        position,
      });
    }
    const pending = await createStaff(ctx, 'ict', { mustChangePassword: true });
    actors.push({
      name: 'ict with a one-time password',
      cookie: await signIn(ctx, pending),
      customId: pending.customId,
      role: 'admin',
      position: 'ict',
      pending: true,
    });
  });

  function expectedAllowed(policy: AccessPolicy, actor: Actor, params: Record<string, string>): boolean {
    if (policy.kind === 'public') return true;
    if (!policy.roles.includes(actor.role as never)) return false;
    if (actor.role === 'admin' && policy.offices && !policy.offices.includes(actor.position!)) return false;
    if (actor.pending && !policy.allowPendingPasswordChange) return false;
    if (actor.role === 'student') {
      if (!(policy.studentStatuses ?? ['complete']).includes(actor.status as never)) return false;
      if (policy.ownerParam && params[policy.ownerParam] !== actor.customId) return false;
    }
    return true;
  }

  it('admits exactly the actors each route declares, on every route', async () => {
    const owner = actors[3]!; // the complete student
    const checked: string[] = [];
    for (const route of ctx.app.routePolicies) {
      if (route.policy.kind !== 'signed-in' || route.method === 'HEAD') continue;
      const params: Record<string, string> = {};
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => {
        params[name] = owner.customId;
        return owner.customId;
      });
      for (const actor of actors) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: actor.cookie },
          payload: route.method === 'GET' ? undefined : {},
        });
        const allowed = expectedAllowed(route.policy, actor, params);
        const label = `${route.method} ${route.url} as ${actor.name}`;
        // An admitted caller may still get 400 (empty body) or 404 (no such record), never 401/403.
        if (allowed) expect([401, 403], label).not.toContain(res.statusCode);
        else expect([403, 404], label).toContain(res.statusCode);
        checked.push(label);
      }
    }
    expect(checked.length).toBeGreaterThan(actors.length * 5);
  });

  it('lets only ict and bursar reach a wallet-setting route', async () => {
    const allowed = actors.filter(
      (a) =>
        a.role === 'admin' &&
        !a.pending &&
        (OFFICE_CAPABILITIES.setWalletBalances as readonly string[]).includes(a.position!),
    );
    expect(allowed.map((a) => a.position).sort()).toEqual(['bursar', 'ict']);
    for (const actor of actors) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/probe/wallet-setters',
        headers: { cookie: actor.cookie },
      });
      expect(res.statusCode, actor.name).toBe(allowed.includes(actor) ? 200 : 403);
    }
  });

  it('answers another student’s record like a missing one', async () => {
    const me = actors[3]!;
    const other = actors[4]!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/probe/students/${other.customId}`,
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(404);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/probe/students/${me.customId}`,
      headers: { cookie: me.cookie },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('keeps staff with a one-time password out of everything but changing it', async () => {
    const pending = actors.find((a) => a.pending)!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/probe/wallet-setters',
      headers: { cookie: pending.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).response).toBe(MESSAGES.passwordChangeRequired);
  });
});

describe('API conventions', () => {
  it('hides internals on 5xx behind the catalogue message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/probe/fail' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, response: MESSAGES.unexpected });
    expect(res.body).not.toContain('postgres://');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, response: 'Not found.' });
  });

  it('reports health and the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, response: { status: 'ok', database: 'postgres' } });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes an OpenAPI document listing the routes, compressed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = plain.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/me', '/api/auth/student/login', '/api/health']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('redirects /website and /old to the configured addresses', async () => {
    const site = await ctx.app.inject({ method: 'GET', url: '/website' });
    expect(site.statusCode).toBe(302);
    expect(site.headers.location).toBe('https://jets.edu.ng');
    const old = await ctx.app.inject({ method: 'GET', url: '/old' });
    expect(old.headers.location).toBe(ctx.app.config.OLD_PORTAL_URL);
  });
});
