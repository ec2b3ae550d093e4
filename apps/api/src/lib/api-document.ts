import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/domain';
import { z } from 'zod';
import type { AccessPolicy } from '../plugins/access.js';
import { SESSION_COOKIE } from '../plugins/auth.js';
import { unsafeTextMessage } from '../plugins/input-guard.js';
import { errorEnvelopeSchema } from './envelope.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/*
 * The OpenAPI document served at /api/docs/json (issue 30). Everything an integrator needs that
 * a route already declares is derived here, once, for every route (route-table routes and the
 * few registered directly alike): the session requirement from `config.access`, the 400 from
 * the input guard and the schemas, 401/403 from the access policy, 429 from the rate limit, 503
 * from the database; a route names its operationId and adds the failures its service can raise
 * (`errors`, e.g. 404 and 409, with texts from the message catalogue).
 */

/**
 * The failures a route declares beyond the derived ones: each code with the catalogue texts it
 * can answer, at least one, so every failure in the document shows an example (a text built from
 * the request is given with a sample value, `COURSE_MESSAGES.duplicate('BIB 101')`).
 */
export type RouteErrors = Partial<Record<Exclude<ErrorCode, 'INTERNAL'>, readonly [string, ...string[]]>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failures the route's service can raise, for the API document (lib/api-document.ts). */
    errors?: RouteErrors;
    /**
     * The operation's name in the API document (`submitMyRegistration`): required on every route
     * the document shows (the route table requires it; a route registered directly sets it here).
     */
    operationId?: string;
  }
}

export const SECURITY_SCHEME = 'cookieAuth';
const DOCS_PREFIX = '/api/docs';
const ERROR_SCHEMA_NAME = 'ErrorEnvelope';
/** Carries a route's failures from `transform` (which sees the route) to `transformObject` (which sees the document). */
const ERRORS_KEY = 'x-portal-errors';

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'The input was refused: a field failed validation, or holds a character the portal cannot store.',
  401: 'No valid session: sign in first (or the session expired).',
  403: 'Not allowed: the signed-in user’s role or office may not do this, or the request came from another site.',
  404: 'No such record (or one the signed-in user may not see).',
  409: 'The request conflicts with the record’s current state.',
  429: 'Too many requests or attempts; wait as long as Retry-After says.',
  502: 'The payment provider did not answer as expected.',
  503: 'The database (or a busy service) is unavailable for a moment; try again after Retry-After.',
};

/** Every status an operation can answer besides its 200, each with the texts it may carry. */
export function errorAnswers(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): Map<number, string[]> {
  const config = (route.config ?? {}) as { access?: AccessPolicy; rateLimit?: unknown; errors?: RouteErrors };
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const answers = new Map<number, string[]>();
  const add = (status: number, texts: readonly string[]) => {
    const list = answers.get(status) ?? [];
    for (const text of texts) if (!list.includes(text)) list.push(text);
    answers.set(status, list);
  };
  const hasInput = Boolean(schema.params || schema.querystring || schema.body);
  // The input guard reads every path, query string and body, so any operation can answer 400.
  add(400, [hasInput ? MESSAGES.checkForm : unsafeTextMessage('q')]);
  const signedIn = config.access?.kind === 'signed-in';
  if (signedIn) {
    add(401, [MESSAGES.expiredToken]);
    add(403, [MESSAGES.notAllowed]);
    if (config.access?.kind === 'signed-in' && config.access.ownerParam) add(404, [MESSAGES.notFound]);
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // The same-origin rule (app.ts) refuses a state change sent from another site.
  if (methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))) add(403, [MESSAGES.crossSiteRefused]);
  if (config.rateLimit) add(429, [MESSAGES.tooManyAttempts]);
  for (const [code, texts] of Object.entries(config.errors ?? {})) add(ERROR_STATUS[code as ErrorCode], texts);
  add(503, [MESSAGES.databaseUnavailable]);
  return new Map([...answers.entries()].sort(([a], [b]) => a - b));
}

/** The route's schema with its operationId, security requirement and failures, then zod turned into JSON Schema. */
const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  // The document's own pages and files (the viewer) are not part of the API it describes.
  if (input.url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url: input.url };
  const converted = jsonSchemaTransform(input);
  const schema = converted.schema as Record<string, unknown> | undefined;
  if (schema?.hide) return converted;
  const { route } = input;
  const config = (route.config ?? {}) as { access?: AccessPolicy; operationId?: string };
  // Names are chosen, not derived from the path, so a route without one is a mistake to fix
  // (the document is not served until it is; test/app/openapi-document.test.ts fails).
  if (!config.operationId) throw new Error(`${String(route.method)} ${route.url} has no operationId`);
  const errors = Object.fromEntries([...errorAnswers(route).entries()].map(([status, texts]) => [status, texts]));
  return {
    url: converted.url,
    schema: {
      ...(schema ?? {}),
      operationId: config.operationId,
      security: config.access?.kind === 'signed-in' ? [{ [SECURITY_SCHEME]: [] }] : [],
      [ERRORS_KEY]: errors,
    },
  };
};

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: Record<string, string[]> };

/** One failure answer: the shared error envelope, with each text it may carry as an example. */
function failureResponse(status: number, texts: string[]) {
  const retryAfter = status === 429 || status === 503;
  return {
    description: STATUS_DESCRIPTIONS[status] ?? 'Failure',
    ...(retryAfter
      ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
      : {}),
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` },
        examples: Object.fromEntries(
          texts.map((text, i) => [`message${i + 1}`, { summary: text, value: { success: false, response: text } }]),
        ),
      },
    },
  };
}

/** Turns each operation's failures into responses that share the one error schema. */
const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (documentObject) => {
  if (!('openapiObject' in documentObject)) throw new Error('Only OpenAPI 3 is served');
  const document = documentObject.openapiObject;
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path ?? {}) as Operation[]) {
      const errors = operation?.[ERRORS_KEY];
      if (!errors) continue;
      delete operation[ERRORS_KEY];
      const responses = operation.responses ?? {};
      for (const [status, texts] of Object.entries(errors)) responses[status] = failureResponse(Number(status), texts);
      operation.responses = responses;
    }
  }
  return document;
};

/** The options of @fastify/swagger: the document's header, its shared parts and the two transforms. */
export const apiDocumentOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Seminary Portal API', version: '0.1.0', description: 'ECWA Theological Seminary, Jos' },
    servers: [{ url: '/', description: 'This portal (same origin)' }],
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /api/auth/{portal}/login.',
        },
      },
      schemas: {
        // zod's JSON Schema type and the OpenAPI types differ only in how loosely they are typed.
        [ERROR_SCHEMA_NAME]: z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) as never,
      },
    },
  },
  transform,
  transformObject,
};
