import { bumpRateCounter, deleteRateCounter, readRateCounter, sweepRateCounters, type Database } from '@portal/db';

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
    return (await readRateCounter(this.db, this.keyOf(key), new Date(now))) >= this.maxFailures;
  }

  async recordFailure(key: string, now: number): Promise<void> {
    await bumpRateCounter(this.db, this.keyOf(key), new Date(now), this.windowMs);
    if (++this.recorded % SWEEP_EVERY === 0) await sweepRateCounters(this.db, new Date(now));
  }

  async reset(key: string): Promise<void> {
    await deleteRateCounter(this.db, this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}
