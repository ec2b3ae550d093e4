/** An error and its causes, outermost first (drizzle wraps the driver's error; a few levels at most). */
function* causeChain(err: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The constraint named by a PostgreSQL unique violation (SQLSTATE 23505) anywhere in an error's
 * cause chain (drizzle wraps driver errors), or null when the error is something else.
 */
export function uniqueViolationOf(err: unknown): string | null {
  for (const e of causeChain(err)) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

/** How long a client should wait before trying again when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Socket failures, and the SQLSTATEs of a server going away or not yet back: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 57014 a statement cancelled by statement_timeout.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014)$/;
/** pg's own words for a connection it lost, never had in time, or gave up waiting on. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended unexpectedly/i;

/**
 * Whether an error means the database is unreachable for now (restarting, down, too slow) rather
 * than a fault of the request or the code: answered 503 with Retry-After, never 500 (issue 28 §6).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    // fetch's wrapper of a network failure: a provider (Paystack, Termii) out of reach, whose
    // refused connection must not be reported as the database's.
    if (e.message === 'fetch failed') return false;
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) {
      return true;
    }
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
