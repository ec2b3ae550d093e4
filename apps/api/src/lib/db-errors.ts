/**
 * The constraint named by a PostgreSQL unique violation (SQLSTATE 23505) anywhere in an error's
 * cause chain (drizzle wraps driver errors), or null when the error is something else.
 */
export function uniqueViolationOf(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}
