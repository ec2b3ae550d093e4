import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * Text the portal can never store: PostgreSQL refuses NUL (U+0000) in text and JSON, and a
 * lone UTF-16 surrogate (U+D800–U+DFFF without its pair) is not text at all; both used to reach
 * the database and answer 500. They are refused here, in one place, before any route reads
 * its input (decision 0017).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character refused here
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** The text of the 400 answer, naming the field. */
export function unsafeTextMessage(field: string): string {
  return `Please check the form: ${field}: contains a character that is not allowed.`;
}

const MAX_DEPTH = 64;

/**
 * The path of the first field (or key) of a parsed value that holds unsafe text, or null.
 * Objects and arrays are walked to MAX_DEPTH (deeper input is refused as unsafe too).
 */
export function findUnsafeField(value: unknown, path = ''): string | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const here = item.path || '(body)';
    if (typeof item.value === 'string') {
      if (isUnsafeText(item.value)) return here;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_DEPTH) return here;
    for (const [key, child] of Object.entries(item.value as Record<string, unknown>)) {
      const childPath = item.path ? `${item.path}.${key}` : key;
      // eslint-disable-next-line no-control-regex -- the refused characters, masked in the field's name
      if (isUnsafeText(key)) return childPath.replace(/[\u0000\uD800-\uDFFF]/g, '?');
      stack.push({ value: child, path: childPath, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Throws the 400 when a text field of a form (multipart, for one) holds unsafe text. */
export function assertSafeText(fields: Record<string, unknown>): void {
  const field = findUnsafeField(fields);
  if (field) throw new AppError('VALIDATION', unsafeTextMessage(field));
}

/**
 * Refuses NUL characters and lone surrogates in every path parameter, query string and parsed
 * body with a 400 naming the field, before validation and before any handler runs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts: Array<[string, unknown]> = [
      ['', request.params],
      ['', request.query],
      ['', request.body],
    ];
    for (const [prefix, value] of parts) {
      const field = findUnsafeField(value, prefix);
      if (field) throw new AppError('VALIDATION', unsafeTextMessage(field));
    }
  });
});
