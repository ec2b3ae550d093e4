import { buildApp } from './app.js';
import { openConfiguredDatabase, prepareDemo } from './bootstrap.js';
import { loadConfig } from './config/env.js';
import { startBackupSchedule } from './lib/backup-schedule.js';
import { PasswordHasher } from './lib/password-hasher.js';
import { shutdownGracefully } from './plugins/lifecycle.js';
import { recheckPendingPayments, requestPendingAccounts } from './modules/payments/index.js';
import { retryDueSms } from './modules/sms/index.js';

async function main() {
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  const hasher = new PasswordHasher(config.HASH_CONCURRENCY, config.HASH_QUEUE_LIMIT);
  const demo = await prepareDemo(handle, config, hasher);

  const app = await buildApp({ config, db: handle.db, databaseKind: handle.kind, hasher });
  // Payments whose payer never came back are verified again in the background (each instance
  // claims the rows it checks, so several instances may all run it).
  if (config.PAYMENT_RECHECK_INTERVAL_MS > 0) {
    app.backgroundTasks.every('payment re-check', config.PAYMENT_RECHECK_INTERVAL_MS, () =>
      recheckPendingPayments(app.deps),
    );
    // Students' own bank accounts asked for at Complete Profile (issue 29), on the same rhythm.
    app.backgroundTasks.every('bank account requests', config.PAYMENT_RECHECK_INTERVAL_MS, () =>
      requestPendingAccounts(app.deps),
    );
  }
  // SMS a provider refused, or that timed out, are tried again on their schedule (claimed rows:
  // several instances may all run it); a run in progress gives its unsent claims back on close.
  if (config.SMS_RETRY_INTERVAL_MS > 0) {
    app.backgroundTasks.every('sms retry', config.SMS_RETRY_INTERVAL_MS, () => retryDueSms(app.deps));
  }
  // The nightly backup (BACKUP_SCHEDULE, on by default in production; docs/operations.md).
  const stopBackups = startBackupSchedule({ ...app.deps, kind: handle.kind }, config.BACKUP_SCHEDULE);
  // Runs once the requests in flight have finished: no new background work, the running work
  // finishes, then the pool closes.
  app.addHook('onClose', async () => {
    stopBackups();
    app.backgroundTasks.stop();
    await app.backgroundTasks.settle();
    await handle.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    shutdownGracefully(app, config.SHUTDOWN_GRACE_MS).then(
      (how) => process.exit(how === 'clean' ? 0 : 1),
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
