// What the PostgreSQL benchmarks share: a private PostgreSQL with a fresh database, and built
// servers on it (apps/api/dist/server.js as production runs it, the demo data loaded).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startCluster } from '../scripts/pg-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;

export async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts one built server (apps/api/dist/server.js as production runs it, demo data, no
 * background jobs); `env` adds to or overrides the defaults. Resolves to the child process and
 * its address once it serves.
 */
export async function spawnPortal(env = {}, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_SEED: 'true',
      COOKIE_SECURE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      PAYMENT_RECHECK_INTERVAL_MS: '0',
      BACKUP_SCHEDULE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Seminary Portal is serving')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * Builds what is missing, starts PostgreSQL and makes the database `name`. `startServer(env)`
 * starts one built server on it (env adds to or overrides the defaults) and resolves to its
 * address once it serves; `stop()` (also on exit) ends the servers and PostgreSQL.
 */
export async function startBenchPortal(name, { socket = false, nodeArgs = [] } = {}) {
  buildIfNeeded();
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = socket
    ? `postgres://portal:portal@localhost/${name}?host=${encodeURIComponent(cluster.socketDir)}&port=${cluster.port}`
    : `${cluster.url}/${name}`;
  const servers = [];
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.kill('SIGTERM');
    cluster.stop();
  };
  process.on('exit', stop);

  async function startServer(env = {}) {
    const { child, url } = await spawnPortal({ DATABASE_URL: databaseUrl, ...env }, nodeArgs);
    servers.push(child);
    return url;
  }

  return { databaseUrl, startServer, stop };
}
