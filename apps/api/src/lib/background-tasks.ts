import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up an answer (e.g. an SMS whose provider may take seconds, which
 * would otherwise tell a caller that their details matched). Failures are logged; the app
 * waits for pending tasks when it closes, and tests can wait for them with `settle()`.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Recurring tasks running now: a tick is skipped while the previous run of its task goes on. */
  private readonly running = new Set<string>();
  private stopped = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err, task: name }, 'background task failed'),
      )
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Runs `task` every `intervalMs` (not while its previous run goes on) until `stop()`. */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void {
    const timer = setInterval(() => {
      if (this.running.has(name)) return;
      this.running.add(name);
      this.run(name, () =>
        Promise.resolve()
          .then(task)
          .finally(() => this.running.delete(name)),
      );
    }, intervalMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** No recurring task starts again (shutdown); runs in progress finish, see `settle()`. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }

  /** True once `stop()` was called: a long recurring run ends early and gives back what it claimed. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Resolves when every task started so far has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
