import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessPolicy } from '../plugins/access.js';
import type { RouteErrors } from './api-document.js';
import { envelopeSchema, ok } from './envelope.js';
import type { ServiceDeps } from './service-deps.js';

type Schema = z.ZodType;
/** Params, query and body may also be zod/mini schemas (the sign-in forms'); both share zod's core type. */
export type InputSchema = z.core.$ZodType;
type Infer<S> = S extends InputSchema ? z.infer<S> : unknown;

/** What a route declares once: who may call it, what it takes and what it answers. */
export interface RouteDefinition<P, Q, B, R extends Schema> {
  /** Who may call it (plugins/access.ts); the app refuses to start without one. */
  access: AccessPolicy;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The shape of the envelope's `response` field; the route answers `{ success: true, response }`. */
  response: R;
  rateLimit?: { max: number; timeWindow: string };
  /** Content types of the body when it is not only JSON (multipart uploads). */
  consumes?: string[];
  /**
   * Failures the handler's service can raise besides those derived from access, inputs and rate
   * limit (typically NOT_FOUND and CONFLICT), each with its catalogue texts, for the API document.
   */
  errors?: RouteErrors;
  /**
   * The operation's name in the API document, what generated clients call it: camelCase verb and
   * noun (`submitMyRegistration`, `exportAuditTrailCsv`), unique, stable once published
   * (decision 0031; test/app/operation-ids.txt pins them all).
   */
  operationId: string;
}

/** A route that answers a file (CSV, an image, a stored download) through `reply`, not the envelope. */
export type FileRouteDefinition<P, Q> = Omit<
  RouteDefinition<P, Q, undefined, Schema>,
  'body' | 'response' | 'consumes'
>;

/** The request as a handler sees it: params, query and body typed from the route's schemas. */
export type RouteRequest<P = unknown, Q = unknown, B = unknown> = FastifyRequest<{
  Params: Infer<P>;
  Querystring: Infer<Q>;
  Body: Infer<B>;
}>;

type Handler<P, Q, B, R extends Schema> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<z.input<R>> | z.input<R>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The Fastify route options both kinds of route share: access, rate limit, tags, summary and input schemas. */
function routeOptions(
  tags: string[],
  definition: Omit<RouteDefinition<unknown, unknown, unknown, Schema>, 'response'> & { response?: Schema },
) {
  const { access, summary, params, query, body, response, rateLimit, consumes, errors, operationId } = definition;
  const config: FastifyContextConfig = {
    access,
    operationId,
    ...(rateLimit ? { rateLimit } : {}),
    ...(errors ? { errors } : {}),
  };
  return {
    config,
    schema: {
      tags,
      summary,
      ...(consumes ? { consumes } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(response ? { response: { 200: envelopeSchema(response) } } : {}),
    },
  };
}

/**
 * Declares a module's JSON routes: each is its path, its definition and one service call.
 * The route wraps the answer in the envelope and validates both ways. `file` declares a GET
 * that answers a file (CSV, an image) through `reply`; a route that fits neither (a stream, a
 * redirect, HTML) registers itself with Fastify directly.
 */
export function routeTable(root: FastifyInstance, options: { tags: string[] }) {
  const add =
    (method: Method) =>
    <
      R extends Schema,
      P extends InputSchema | undefined = undefined,
      Q extends InputSchema | undefined = undefined,
      B extends InputSchema | undefined = undefined,
    >(
      url: string,
      definition: RouteDefinition<P, Q, B, R>,
      handler: Handler<P, Q, B, R>,
    ) => {
      // Fastify's Zod type provider types a route's own literal schema; here the schemas are
      // generic, so the handler's types come from RouteDefinition instead (same schemas).
      root.route({
        method,
        url,
        ...routeOptions(options.tags, definition),
        handler: async (request, reply) => ok(await handler(request as RouteRequest<P, Q, B>, reply)),
      });
    };
  /** A GET answering a file: no envelope and no response schema; the handler sends through `reply`. */
  const file = <P extends InputSchema | undefined = undefined, Q extends InputSchema | undefined = undefined>(
    url: string,
    definition: FileRouteDefinition<P, Q>,
    handler: (request: RouteRequest<P, Q>, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
  ) => {
    root.route({
      method: 'GET',
      url,
      ...routeOptions(options.tags, definition),
      handler: (request, reply) => handler(request as RouteRequest<P, Q>, reply),
    });
  };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE'), file };
}

export type RouteTable = ReturnType<typeof routeTable>;

/**
 * A module's routes as the plugin `buildApp` registers: `declare` gets the module's route table
 * and the services' dependencies, so a routes file names its tags and lists its routes.
 */
export function routeModule(options: { tags: string[] }, declare: (route: RouteTable, deps: ServiceDeps) => void) {
  return async (root: FastifyInstance) => declare(routeTable(root, options), root.deps);
}
