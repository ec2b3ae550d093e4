import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessPolicy } from '../plugins/access.js';
import { envelopeSchema, ok } from './envelope.js';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : unknown;

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
}

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

/**
 * Declares a module's JSON routes: each is its path, its definition and one service call.
 * The route wraps the answer in the envelope and validates both ways; a route that streams
 * or answers something other than the envelope registers itself with Fastify directly.
 */
export function routeTable(root: FastifyInstance, options: { tags: string[] }) {
  const add =
    (method: Method) =>
    <
      R extends Schema,
      P extends Schema | undefined = undefined,
      Q extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
    >(
      url: string,
      definition: RouteDefinition<P, Q, B, R>,
      handler: Handler<P, Q, B, R>,
    ) => {
      const { access, summary, params, query, body, response, rateLimit } = definition;
      // Fastify's Zod type provider types a route's own literal schema; here the schemas are
      // generic, so the handler's types come from RouteDefinition instead (same schemas).
      root.route({
        method,
        url,
        config: rateLimit ? { access, rateLimit } : { access },
        schema: {
          tags: options.tags,
          summary,
          ...(params ? { params } : {}),
          ...(query ? { querystring: query } : {}),
          ...(body ? { body } : {}),
          response: { 200: envelopeSchema(response) },
        },
        handler: async (request, reply) => ok(await handler(request as RouteRequest<P, Q, B>, reply)),
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}
