import { z } from 'zod';

/** The spec's response envelope: `{ success, response }`. */
export function ok<T>(response: T): { success: true; response: T } {
  return { success: true, response };
}

export function envelopeSchema<T extends z.ZodType>(response: T) {
  return z.object({ success: z.literal(true), response });
}

export const errorEnvelopeSchema = z.object({ success: z.literal(false), response: z.string() });
