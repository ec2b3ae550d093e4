import { buildApp } from './app.js';
import { openConfiguredDatabase, prepareDemo } from './bootstrap.js';
import { loadConfig } from './config/env.js';
import { startBackupSchedule } from './lib/backup-schedule.js';
import { PasswordHasher } from './lib/password-hasher.js';
import { recheckPendingPayments } from './modules/payments/index.js';

async function main() {
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  const hasher = new PasswordHasher(config.HASH_CONCURRENCY, config.HASH_QUEUE_LIMIT);
  const demo = await prepareDemo(handle, config, hasher);

  const app = await buildApp({ config, db: handle.db, databaseKind: handle.kind, hasher });
  // Payments whose payer never came back are verified again in the background.
  let recheck: NodeJS.Timeout | undefined;
  if (config.PAYMENT_RECHECK_INTERVAL_MS > 0) {
    recheck = setInterval(() => {
      recheckPendingPayments(app.deps).catch((err) => app.log.warn({ err }, 'payment re-check failed'));
    }, config.PAYMENT_RECHECK_INTERVAL_MS);
    recheck.unref();
  }
  // The nightly backup (BACKUP_SCHEDULE, on by default in production; docs/operations.md).
  const stopBackups = startBackupSchedule({ ...app.deps, kind: handle.kind }, config.BACKUP_SCHEDULE);
  app.addHook('onClose', async () => {
    stopBackups();
    if (recheck) clearInterval(recheck);
    await handle.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    app.log.error(err);
    await handle.close();
    process.exit(1);
  }
  const where = `http://localhost:${config.PORT}`;
  const database =
    handle.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nSeminary Portal is serving ${where} (database: ${database})`);
  if (demo) console.log(`${demo}\n`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
