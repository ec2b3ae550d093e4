import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { countFailedSms, countPaymentsAwaitingRecheck } from '@portal/db';
import { PAYMENT_RECHECK_WINDOW_MS, RECHECK_FIRST_DELAY_MS } from '@portal/domain';
import { readBackupStatus } from '../lib/backup-runs.js';
import { access } from './access.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Loopback or the bearer token. The socket's peer decides, never X-Forwarded-For: behind nginx
 * the peer is nginx itself, so there the token is needed (README).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
  const given = request.headers.authorization;
  if (!token || !given) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The pool's connections in use and callers waiting (pg's Pool); PGlite is one connection. */
function poolLoad(app: FastifyInstance): { inUse: number; waiting: number } {
  const pool = (app.db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } })
    .$client;
  if (app.databaseKind !== 'postgres' || typeof pool?.totalCount !== 'number') return { inUse: 1, waiting: 0 };
  return { inUse: pool.totalCount - (pool.idleCount ?? 0), waiting: pool.waitingCount ?? 0 };
}

/**
 * GET /metrics in Prometheus' text format: requests by route pattern and status (count and
 * latency), the database pool, the hashing queue, payments awaiting a re-check, failed SMS and
 * the age of the last successful backup. A registry per app, so test apps do not mix.
 */
export async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  // The process's own figures (resident memory, heap, event-loop lag, GC): a leak shows here
  // first (the soak, `npm run bench:soak`, prints them every minute).
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: () => Promise<number | null> | number | null) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        // NaN (prom-client writes "Nan") for a value that does not exist yet (no backup so far), not a misleading 0.
        this.set((await read()) ?? Number.NaN);
      },
    });
  gauge('portal_db_pool_in_use', 'Database connections in use', () => poolLoad(app).inUse);
  gauge('portal_db_pool_waiting', 'Queries waiting for a database connection', () => poolLoad(app).waiting);
  gauge('portal_password_hashes_in_flight', 'Password hashes running', () => app.hasher.load.inFlight);
  gauge('portal_password_hashes_waiting', 'Password hashes waiting for a slot', () => app.hasher.load.waiting);
  gauge('portal_payments_awaiting_recheck', 'Pending payments due for a check with the provider', () => {
    const now = app.now();
    return countPaymentsAwaitingRecheck(app.db, {
      now,
      startedAfter: new Date(now.getTime() - PAYMENT_RECHECK_WINDOW_MS),
      firstCheckBefore: new Date(now.getTime() - RECHECK_FIRST_DELAY_MS),
    });
  });
  gauge('portal_sms_failed', 'SMS the provider did not take', () => countFailedSms(app.db));
  gauge('portal_backup_last_success_age_seconds', 'Seconds since the last successful backup', async () => {
    const status = await readBackupStatus(app.config.BACKUP_DIR);
    if (!status.lastSuccess) return null;
    return Math.max(0, (app.now().getTime() - new Date(status.lastSuccess.at).getTime()) / 1000);
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      config: { access: access.public('Prometheus scrape: loopback or METRICS_TOKEN, checked here') },
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, app.config.METRICS_TOKEN)) {
        return reply.status(403).send({ success: false, response: 'Forbidden.' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
