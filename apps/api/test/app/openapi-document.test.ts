import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { AUTH_MESSAGES, MESSAGES, PAYMENT_MESSAGES, REGISTRATION_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocumentOptions } from '../../src/lib/api-document.js';
import { access } from '../../src/plugins/access.js';
import { createTestContext, type TestContext } from '../support/helpers.js';

/*
 * The document served at /api/docs/json is what integrators generate clients from (issue 30):
 * it passes Redocly's recommended rules (the repository's redocly.yaml, no ignore file), and
 * every operation says how it is authenticated, names itself and lists its failures.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<
    string,
    { content?: Record<string, { schema?: { $ref?: string }; examples?: Record<string, { value: unknown }> }> }
  >;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

let ctx: TestContext;
let document: Document;
const operations: Array<{ method: string; path: string; operation: Operation }> = [];

beforeAll(async () => {
  // A page of the document viewer, as the viewer's plugin may add: not an operation of the API.
  ctx = await createTestContext({}, (app) => {
    app.get('/api/docs/viewer-page', { config: { access: access.public('the document viewer') } }, () => 'page');
  });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json() as Document;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.push({ method, path, operation });
  }
});
afterAll(async () => {
  await ctx.close();
});

/** Fastify's `/a/:b` as the document writes it, `/a/{b}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API document', () => {
  it('passes Redocly’s recommended rules with no errors; the one warning left is the missing licence', async () => {
    const config = await loadConfig({ configPath: resolve(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const describe = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    // The project states no licence; the document does not invent one.
    expect(problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId)).toEqual(['info-license']);
  });

  it('requires the session cookie exactly where the route’s access policy needs a session', () => {
    const schemes = (document.components.securitySchemes ?? {}) as Record<string, { in?: string; name?: string }>;
    expect(Object.keys(schemes)).toEqual(['cookieAuth']);
    expect(schemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'portal_session' });
    const documented = ctx.app.routePolicies.filter(
      (r) => document.paths[documentPath(r.url)]?.[r.method.toLowerCase()] !== undefined,
    );
    expect(documented.length).toBe(operations.length);
    for (const { method, url, policy } of documented) {
      const operation = document.paths[documentPath(url)]![method.toLowerCase()]!;
      const expected = policy.kind === 'signed-in' ? [{ cookieAuth: [] }] : [];
      expect(operation.security, `${method} ${url}`).toEqual(expected);
      if (policy.kind === 'signed-in') expect(Object.keys(operation.responses), `${method} ${url}`).toContain('401');
    }
  });

  it('leaves the document viewer’s own pages out', () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('gives every operation a summary, a tag and its failures in the one error schema', () => {
    for (const { method, path, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBe(1);
      const statuses = Object.keys(operation.responses);
      expect(statuses, name).toEqual(expect.arrayContaining(['200', '400', '503']));
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const content = operation.responses[status]!.content?.['application/json'];
        expect(content?.schema?.$ref, `${name} ${status}`).toBe('#/components/schemas/ErrorEnvelope');
      }
    }
  });

  it('lists the 404 and 409 a route declares, with the catalogue texts as examples', () => {
    const texts = (method: string, path: string, status: string) => {
      const content = document.paths[path]![method]!.responses[status]?.content?.['application/json'] as
        { examples?: Record<string, { value: { response: string } }> } | undefined;
      return Object.values(content?.examples ?? {}).map((e) => e.value.response);
    };
    const pick = '/api/students/me/registrations/{periodId}/courses';
    expect(texts('post', pick, '409')).toContain(REGISTRATION_MESSAGES.alreadyPicked);
    expect(texts('post', pick, '404')).toContain(REGISTRATION_MESSAGES.noRegistration);
    expect(texts('get', '/api/registry-logs/{periodId}/registrations', '404')).toEqual([MESSAGES.notFound]);
    expect(texts('post', '/api/auth/student/login', '401')).toEqual([MESSAGES.invalidCredentials]);
    expect(texts('post', '/api/auth/student/login', '429')).toEqual([MESSAGES.tooManyAttempts]);
    expect(texts('post', '/api/auth/student/login', '403')).toEqual([MESSAGES.crossSiteRefused]);
    expect(document.paths['/api/auth/student/login']!.post!.security).toEqual([]);
    // Texts that were literals in the services, now in the catalogues (issue 30 follow-up).
    expect(texts('post', '/api/auth/change-password', '409')).toEqual([AUTH_MESSAGES.changedElsewhere]);
    expect(texts('post', '/api/payments/paystack/webhook', '401')).toEqual([PAYMENT_MESSAGES.invalidSignature]);
    expect(texts('put', '/api/wallets/{kind}/{customId}/balance', '404')).toEqual([PAYMENT_MESSAGES.noWallet]);
    expect(texts('get', '/api/students/me/registered-courses/{periodId}', '404')).toEqual([
      REGISTRATION_MESSAGES.noOwnRegistration,
    ]);
    // The sandbox's signed delivery to the portal's own webhook can fail: a 502 with the address tried.
    expect(texts('post', '/api/sandbox-gateway/transfers', '502')).toHaveLength(2);
  });

  it('gives every failure answer at least one example text from the catalogue', () => {
    const withoutExample = operations.flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .filter(([, answer]) => Object.keys(answer.content?.['application/json']?.examples ?? {}).length === 0)
        .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
    );
    expect(withoutExample).toEqual([]);
  });

  it('describes a failure as the error handler sends it: { success: false, response }', async () => {
    const schemas = document.components.schemas as Record<string, unknown>;
    expect(schemas.ErrorEnvelope).toEqual({
      type: 'object',
      properties: { success: { type: 'boolean', enum: [false] }, response: { type: 'string' } },
      required: ['success', 'response'],
      additionalProperties: false,
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets' });
    expect(Object.keys(res.json() as object)).toEqual(['success', 'response']);
  });

  it('names operations as an integrator would: a verb and a noun, "My" for the student’s own', () => {
    const named = {
      'post /api/auth/student/login': 'signInStudent',
      'post /api/auth/logout': 'signOut',
      'get /api/auth/me': 'getSession',
      'get /api/students/me/wallets': 'getMyWallets',
      'post /api/students/me/registrations': 'startMyRegistration',
      'post /api/students/me/registrations/{periodId}/courses': 'pickMyRegistrationCourse',
      'post /api/students/me/registrations/{periodId}/submit': 'submitMyRegistration',
      'get /api/courses': 'listCourses',
      'get /api/active-students.csv': 'exportActiveStudentsCsv',
      'get /api/audit-trail': 'listAuditTrail',
      'post /api/payments/paystack/webhook': 'handlePaystackWebhook',
      'post /api/registrations/{periodId}/{customId}/decision': 'decideRegistrationForm',
    };
    const served = Object.fromEntries(
      Object.keys(named).map((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return [key, document.paths[path]?.[method]?.operationId];
      }),
    );
    expect(served).toEqual(named);
  });

  it('is not served while a documented route has no operationId (names are chosen, not derived)', async () => {
    const app = Fastify();
    await app.register(swagger, apiDocumentOptions);
    const policy = access.public('a route someone forgot to name');
    app.get('/api/named', { config: { access: policy, operationId: 'getNamed' } }, () => 'named');
    app.get('/api/unnamed', { config: { access: policy } }, () => 'unnamed');
    await app.ready();
    expect(() => app.swagger()).toThrow('GET /api/unnamed has no operationId');
    await app.close();
  });

  it('names every operation with a unique camelCase operationId, pinned by the committed list', async () => {
    const ids = operations.map(({ operation }) => operation.operationId ?? '');
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    // A changed path changes its id and breaks generated clients: the list changes only on purpose
    // (`npm test -- openapi-document -u` rewrites it).
    const listed = operations
      .map(({ method, path, operation }) => `${operation.operationId} ${method.toUpperCase()} ${path}`)
      .sort();
    await expect(`${listed.join('\n')}\n`).toMatchFileSnapshot('./operation-ids.txt');
  });
});
