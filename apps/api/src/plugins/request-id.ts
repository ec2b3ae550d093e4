import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may pass on as the request id: short, plain characters (never logged otherwise). */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id of every log line: the proxy's `x-request-id` when it is a sane one (so
 * nginx's and the portal's logs join up), else a fresh UUID.
 */
export function requestIdOf(raw: RawRequestDefaultExpression): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request id, so a user's report can be found in the logs. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
