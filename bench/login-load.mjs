// Registration-day load on the built app (loopback only, bounded in time): measures a
// trivial route alone, then the same route while many students sign in at once, and
// reports how sign-ins beyond the hashing limit are answered (503 + Retry-After).
// Usage: npm run build && node bench/login-load.mjs [concurrency=100] [seconds=5]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const concurrency = Number(process.argv[2] ?? 100);
const seconds = Math.min(Number(process.argv[3] ?? 5), 30);
const port = 3290 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));

// A fresh clone has no build yet: build it, as the registration-day benchmark does.
buildIfNeeded();
const root = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    TRUST_PROXY: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    if (out.includes('Seminary Portal is serving')) resolve();
  });
  server.on('exit', () => reject(new Error('server exited')));
});

const pct = (arr, p) =>
  arr.length ? arr.sort((a, b) => a - b)[Math.min(arr.length - 1, Math.floor(arr.length * p))] : NaN;

async function loop(deadline, request, record) {
  while (Date.now() < deadline) {
    const t = performance.now();
    const res = await request();
    record(performance.now() - t, res);
  }
}

async function measureHealth(label, extra) {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  const health = () => fetch(`${base}/api/health`).then((r) => r.status);
  await Promise.all([
    ...Array.from({ length: 10 }, () => loop(deadline, health, (ms) => latencies.push(ms))),
    ...(extra ? extra(deadline) : []),
  ]);
  console.log(
    `${label}: health p50 ${pct(latencies, 0.5).toFixed(1)} ms, p95 ${pct(latencies, 0.95).toFixed(1)} ms (${latencies.length} requests)`,
  );
  return pct(latencies, 0.95);
}

try {
  const quiet = await measureHealth('alone');
  const logins = { ok: 0, busy: 0, other: 0, latencies: [] };
  const login = () =>
    fetch(`${base}/api/auth/student/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${Math.floor(Math.random() * 250)}.1` },
      body: JSON.stringify({ username: '64004', password: 'demo-pass-2026' }),
    }).then((r) => r.status);
  const loaded = await measureHealth(`with ${concurrency} concurrent sign-ins`, (deadline) =>
    Array.from({ length: concurrency }, () =>
      loop(deadline, login, (ms, status) => {
        logins.latencies.push(ms);
        if (status === 200) logins.ok++;
        else if (status === 503) logins.busy++;
        else logins.other++;
      }),
    ),
  );
  console.log(
    `sign-ins: ${logins.ok} ok, ${logins.busy} answered 503 (Retry-After), ${logins.other} other; ` +
      ['p50', 'p95', 'p99']
        .map((p) => `${p} ${pct(logins.latencies, Number(p.slice(1)) / 100).toFixed(0)} ms`)
        .join(', '),
  );
  // The settings measured (decision 0005 compares hashes in flight and libuv's thread pool).
  console.log(
    `node ${process.version}, HASH_CONCURRENCY=${process.env.HASH_CONCURRENCY ?? 'default'}, ` +
      `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 'default'}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(`health p95 under load / alone: ${(loaded / quiet).toFixed(1)}x`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
