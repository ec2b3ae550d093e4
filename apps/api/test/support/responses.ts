import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema } from '../../src/lib/envelope.js';

/**
 * The `response` of a successful answer, checked against the route's response schema from
 * `@portal/domain` (the one its route declares): an answer that drifts from the schema fails here,
 * where a type written by hand in the test would have drifted with it. It returns the answer as
 * sent (the parse only checks), so `toEqual` still sees every field the server sent.
 */
export function responseOf<S extends z.ZodType>(res: LightMyRequestResponse, schema: S): z.output<S> {
  const json: unknown = res.json();
  const checked = envelopeSchema(schema).safeParse(json);
  if (!checked.success) {
    throw new Error(`the answer does not match its schema: ${checked.error.message}\n${res.body}`);
  }
  return (json as { response: z.output<S> }).response;
}
