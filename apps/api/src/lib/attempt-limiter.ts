import { bumpRateCounter, deleteRateCounter, readRateWindow, sweepRateCounters, type Database } from '@portal/db';

/** Every this many recorded failures, an instance deletes the ended windows of every limiter. */
const SWEEP_EVERY = 500;

/**
 * Counts failures per key (an account, a phone) in a window that starts at the first failure.
 * The counts live in PostgreSQL (`rate_counters`), so every instance sees the same ones
 * (docs/decisions/0004-rate-limits-in-memory.md). Times come from the app's clock.
 */
export class AttemptLimiter {
  private recorded = 0;

  constructor(
    private readonly db: Database,
    /** Keeps the keys of different limiters apart in the one table. */
    private readonly name: string,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  async isBlocked(key: string, now: number): Promise<boolean> {
    return (await this.check(key, now)).retryAfterSeconds !== null;
  }

  /**
   * The failures of `key` in its current window, and once it is blocked the whole seconds until
   * that window ends (at least 1, at most the window) for the `Retry-After` of the refusal.
   */
  async check(key: string, now: number): Promise<{ failures: number; retryAfterSeconds: number | null }> {
    const window = await readRateWindow(this.db, this.keyOf(key), new Date(now));
    if (!window || window.count < this.maxFailures) return { failures: window?.count ?? 0, retryAfterSeconds: null };
    const seconds = Math.ceil((window.expiresAt.getTime() - now) / 1000);
    return {
      failures: window.count,
      retryAfterSeconds: Math.min(Math.max(seconds, 1), Math.ceil(this.windowMs / 1000)),
    };
  }

  /** Counts one more failure; answers the count in the window, this one included. */
  async recordFailure(key: string, now: number): Promise<number> {
    const count = await bumpRateCounter(this.db, this.keyOf(key), new Date(now), this.windowMs);
    if (++this.recorded % SWEEP_EVERY === 0) await sweepRateCounters(this.db, new Date(now));
    return count;
  }

  async reset(key: string): Promise<void> {
    await deleteRateCounter(this.db, this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}
