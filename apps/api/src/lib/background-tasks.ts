import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up an answer (e.g. an SMS whose provider may take seconds, which
 * would otherwise tell a caller that their details matched). Failures are logged; the app
 * waits for pending tasks when it closes, and tests can wait for them with `settle()`.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

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

  /** Resolves when every task started so far has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
