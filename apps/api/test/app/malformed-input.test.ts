import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_POSITIONS } from '@portal/domain';
import { PERMISSIONS_POLICY } from '../../src/app.js';
import { sessionFor } from '../support/registration-factories.js';
import {
  body,
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  type TestContext,
} from '../support/helpers.js';

/**
 * Issue 9 §8: no input to any endpoint produces a 5xx. Every route of the app is sent a NUL
 * character in each path parameter, in its query string, in each field of its JSON body, and a
 * lone UTF-16 surrogate in each body field, by every kind of caller; the upload routes are sent
 * multipart bodies with broken framing. Nothing may answer 5xx, and the one guard answers 400
 * naming the field.
 */
let ctx: TestContext;
const callers: Array<{ who: string; cookie?: string }> = [{ who: 'anonymous' }];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const status of ['complete profile', 'upload passport', 'complete'] as const) {
    callers.push({ who: `student (${status})`, cookie: await sessionFor(ctx, await createStudent(ctx, status)) });
  }
  callers.push({ who: 'lecturer', cookie: await sessionFor(ctx, await createLecturer(ctx)) });
  for (const position of ADMIN_POSITIONS) {
    callers.push({ who: position, cookie: await sessionFor(ctx, await createStaff(ctx, position)) });
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  pattern?: string;
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A plausible value for a schema, so that the bad field is the only thing wrong with a body. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== 'null') ?? alt[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'email') return 'a@b.ng';
      if (schema.format === 'uri') return 'https://example.org/';
      return 'abc';
  }
}

/** The OpenAPI description of each route (documented ones), by `METHOD /url/:param`. */
function describedOperations(): Map<string, Operation> {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const map = new Map<string, Operation>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      map.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op);
    }
  }
  return map;
}

const BAD_TEXTS = { nul: 'a\u0000b', surrogate: '\ud800x' } as const;
const GUARD_MESSAGE = /contains a character that is not allowed/;

describe('no 5xx from any input (issue 9 §8)', () => {
  it('refuses NUL and lone surrogates in every path parameter, query string and body field of every route, for every caller', async () => {
    const operations = describedOperations();
    const routes = ctx.app.routePolicies.filter(
      (r) =>
        r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.startsWith('/api/docs') && r.url.startsWith('/api'),
    );
    expect(routes.length).toBeGreaterThan(60);
    const fiveXX: string[] = [];
    let refusedByGuard = 0;
    let sent = 0;
    for (const route of routes) {
      const op = operations.get(`${route.method} ${route.url}`) ?? {};
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
      const validBody = route.method === 'GET' || route.method === 'DELETE' ? undefined : sample(jsonSchema);
      const goodUrl = route.url.replace(/:(\w+)/g, '1');
      const requests: Array<{ what: string; url: string; payload?: unknown }> = [];
      for (const param of params) {
        requests.push({
          what: `path :${param}`,
          url: route.url.replace(/:(\w+)/g, (_m, name: string) => (name === param ? 'a%00b' : '1')),
          payload: validBody,
        });
      }
      for (const name of queryNames.length ? queryNames : ['search']) {
        requests.push({ what: `query ${name}`, url: `${goodUrl}?${name}=a%00b`, payload: validBody });
      }
      if (validBody !== undefined) {
        const fields =
          validBody && typeof validBody === 'object' && !Array.isArray(validBody) && Object.keys(validBody).length
            ? Object.keys(validBody)
            : ['name'];
        for (const field of fields) {
          for (const [kind, text] of Object.entries(BAD_TEXTS)) {
            const base = (validBody && typeof validBody === 'object' ? validBody : {}) as Record<string, unknown>;
            const current = base[field];
            const bad = Array.isArray(current) ? [text] : text;
            requests.push({ what: `body ${field} (${kind})`, url: goodUrl, payload: { ...base, [field]: bad } });
          }
        }
      }
      for (const caller of callers) {
        for (const request of requests) {
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: request.url,
            headers: caller.cookie ? { cookie: caller.cookie } : {},
            ...(request.payload === undefined ? {} : { payload: request.payload as object }),
            remoteAddress: `10.77.${sent % 250}.${Math.floor(sent / 250) % 250}`,
          });
          sent++;
          if (res.statusCode >= 500) {
            fiveXX.push(`${route.method} ${route.url} ${request.what} as ${caller.who}: ${res.statusCode} ${res.body}`);
          } else if (res.statusCode === 400 && GUARD_MESSAGE.test(String(body(res).response))) {
            refusedByGuard++;
          }
        }
      }
    }
    expect(fiveXX).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // The guard itself refused a large share (the rest were refused earlier, by the access policy).
    expect(refusedByGuard).toBeGreaterThan(sent / 8);
  }, 600_000);

  it('names the field for the cases the probes found', async () => {
    const complete = callers.find((c) => c.who === 'student (complete)')!.cookie!;
    const ict = callers.find((c) => c.who === 'ict')!.cookie!;
    const profile = callers.find((c) => c.who === 'student (complete profile)')!.cookie!;
    const sandbox = await ctx.app.inject({ method: 'GET', url: '/api/sandbox-gateway/transactions/%00' });
    expect([sandbox.statusCode, body(sandbox).response]).toEqual([
      400,
      'Please check the form: reference: contains a character that is not allowed.',
    ]);
    const passport = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/%00/passport',
      headers: { cookie: complete },
    });
    expect(passport.statusCode).toBe(400);
    expect(body(passport).response).toMatch(/customId: contains a character/);
    const period = await ctx.app.inject({ method: 'GET', url: '/api/periods/%00', headers: { cookie: ict } });
    expect(period.statusCode).toBe(400);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/sms-outbox?q=%00', headers: { cookie: ict } });
    expect([search.statusCode, body(search).response]).toEqual([
      400,
      'Please check the form: q: contains a character that is not allowed.',
    ]);
    const surname = await ctx.app.inject({
      method: 'POST',
      url: '/api/students/me/profile',
      headers: { cookie: profile },
      payload: { surname: 'Ade\u0000' },
    });
    expect([surname.statusCode, body(surname).response]).toEqual([
      400,
      'Please check the form: surname: contains a character that is not allowed.',
    ]);
    const lecturer = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty',
      headers: { cookie: ict },
      payload: { surname: '\ud800x', first_name: 'Ada' },
    });
    expect([lecturer.statusCode, body(lecturer).response]).toEqual([
      400,
      'Please check the form: surname: contains a character that is not allowed.',
    ]);
    // a well-formed pair (an emoji) is text like any other
    const emoji = await ctx.app.inject({
      method: 'GET',
      url: '/api/sms-outbox?q=%F0%9F%98%80',
      headers: { cookie: ict },
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('limits the anonymous sandbox checkout routes to 60 requests a minute per address', async () => {
    const from = '192.0.2.44';
    for (let i = 0; i < 60; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/sandbox-gateway/transactions/JETS-NONE-${i}`,
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(404);
    }
    const limited = await ctx.app.inject({
      method: 'GET',
      url: '/api/sandbox-gateway/transactions/%00',
      remoteAddress: from,
    });
    expect(limited.statusCode).toBe(429);
  });

  it('answers 400 to multipart bodies with broken framing on every upload route', async () => {
    const uploads = [
      { url: '/api/students/me/passport', who: 'student (complete)', field: 'passport' },
      { url: '/api/faculty/me/passport', who: 'lecturer', field: 'passport' },
      { url: '/api/downloads', who: 'ict', field: 'file' },
    ];
    const part = (boundary: string, field: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nNotes\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
      `\x89PNG\r\n`;
    for (const upload of uploads) {
      const cookie = callers.find((c) => c.who === upload.who)!.cookie!;
      const bodies: Array<[string, string, string]> = [
        ['no boundary', 'multipart/form-data', part('b1', upload.field) + '--b1--\r\n'],
        ['a part never closed', 'multipart/form-data; boundary=b2', part('b2', upload.field)],
        ['another boundary', 'multipart/form-data; boundary=b3', part('zz', upload.field) + '--zz--\r\n'],
        [
          'a NUL in a field',
          'multipart/form-data; boundary=b4',
          `--b4\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\u0000B\r\n--b4--\r\n`,
        ],
      ];
      for (const [what, contentType, payload] of bodies) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: upload.url,
          headers: { cookie, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${upload.url}: ${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${upload.url}: ${what}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('headers (issue 9 §8, §10)', () => {
  it('marks personal API answers no-store and every answer with a Permissions-Policy', async () => {
    const cookie = callers.find((c) => c.who === 'student (complete)')!.cookie!;
    for (const url of ['/api/auth/me', '/api/students/me/wallets', '/api/health']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/student/login' });
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    // no HSTS on the plain-HTTP demo
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security when cookies are secure (production)', async () => {
    const secure = await createTestContext({ COOKIE_SECURE: 'true' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await secure.close();
    }
  });
});
