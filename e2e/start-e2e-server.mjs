// Starts the built portal for the browser journeys on a fresh PostgreSQL database of its own
// (migrated and loaded with the demo data by the server itself, as in production). Its URL is
// written to .tmp/e2e-database-url, where the journeys' fixtures (tests/support.ts) find it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const base = process.env.TEST_PG_URL;
if (!base) {
  console.error('TEST_PG_URL is not set: run the browser journeys with `npm test`.');
  process.exit(1);
}
const name = `e2e_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${base}/postgres` });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const databaseUrl = `${base}/${name}`;
writeFileSync('.tmp/e2e-database-url', databaseUrl);

const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_SEED: 'true',
    COOKIE_SECURE: 'false',
    // Each journey presents an address of its own in X-Forwarded-For (e2e/tests/support.ts), so
    // the per-address sign-in limits count each test apart when journeys run in parallel.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3217',
    DATABASE_URL: databaseUrl,
    // The Backups journey's files stay out of the repository's ./data.
    BACKUP_DIR: '.tmp/e2e-backups',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
