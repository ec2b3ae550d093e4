import type { FastifyInstance } from 'fastify';

/** Whether this instance is on its way out (GET /api/ready answers 503 from then on). */
export interface Lifecycle {
  shuttingDown: boolean;
}

/**
 * Graceful shutdown (SIGTERM): the instance reports not ready, stops listening, lets requests
 * in flight finish and then runs the close hooks (background work stopped, pool closed). Past
 * `graceMs` the remaining connections are cut so the process can exit; answers which happened.
 */
export async function shutdownGracefully(app: FastifyInstance, graceMs: number): Promise<'clean' | 'forced'> {
  app.lifecycle.shuttingDown = true;
  app.log.info({ graceMs }, 'shutting down: not ready, finishing requests in flight');
  let timer: NodeJS.Timeout | undefined;
  // A keep-alive connection whose last request has just been answered is idle from then on:
  // closed as soon as it is, so the server's close does not wait for its keep-alive timeout.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
  idleSweep.unref();
  const forced = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the remaining connections');
      app.server.closeAllConnections();
      resolve('forced');
    }, graceMs);
    timer.unref();
  });
  try {
    return await Promise.race([app.close().then(() => 'clean' as const), forced]);
  } finally {
    clearTimeout(timer);
    clearInterval(idleSweep);
  }
}
