// Campus sign-in benchmark (issue 9 §9): 300 students sign in within a minute from ONE network
// address (the seminary's, or a proxy without TRUST_PROXY), against the built app on
// PostgreSQL. Only failed sign-ins count against an address, so none may be refused for it
// (429). A sign-in refused because the password hashing queue is full (503 + Retry-After) is
// tried again after the wait, as the web app does. Exits 1 when any sign-in got 429.
// Usage: npm run build && node bench/campus-sign-in.mjs [students=300] [concurrency=20]
import pg from 'pg';
import { startBenchPortal } from './bench-portal.mjs';

const STUDENTS = Number(process.argv[2] ?? 300);
const CONCURRENCY = Number(process.argv[3] ?? 20);
const WINDOW_MS = 60_000;

const { databaseUrl, startServer, stop } = await startBenchPortal(`bench_campus_${Date.now()}`);
// Every request comes from 127.0.0.1 and no proxy is trusted: one address for everyone.
const base = await startServer({ TRUST_PROXY: 'false' });

// The students, made directly in the database with the demo password's hash.
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: demo } = await db.query(`select password_hash from users where username = 'ict@jets.edu.ng'`);
const hash = demo[0].password_hash;
const ids = Array.from({ length: STUDENTS }, (_, i) => `C${String(i + 1).padStart(4, '0')}`);
await db.query('begin');
for (const id of ids) {
  await db.query(
    `insert into users (custom_id, username, role, status, surname, first_name, gender, phone_number, mode_of_study, password_hash)
     values ($1, $2, 'student', 'change password', 'CAMPUS', $2, 'Female', '08031234567', 'in_person', $3)`,
    [`CAMPUS${id}`, id, hash],
  );
}
await db.query('commit');
await db.end();

const counts = { ok: 0, refusedForAddress: 0, busyRetried: 0, other: 0 };
const latencies = [];
const started = Date.now();
let next = 0;
async function worker() {
  while (next < ids.length) {
    const id = ids[next++];
    for (;;) {
      const t = performance.now();
      const res = await fetch(`${base}/api/auth/student/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: id, password: 'demo-pass-2026' }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      if (res.status === 503) {
        counts.busyRetried++;
        const wait = Number(res.headers.get('retry-after') ?? '1');
        await new Promise((r) => setTimeout(r, Math.min(wait, 2) * 1000));
        continue;
      }
      if (res.status === 200) counts.ok++;
      else if (res.status === 429) counts.refusedForAddress++;
      else counts.other++;
      break;
    }
  }
}
try {
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = Date.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  console.log(
    `${STUDENTS} students from one address in ${(elapsed / 1000).toFixed(1)} s: ${counts.ok} signed in, ` +
      `${counts.refusedForAddress} refused (429), ${counts.busyRetried} busy answers retried, ${counts.other} other; ` +
      `p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms`,
  );
  const ok = counts.refusedForAddress === 0 && counts.ok === STUDENTS && elapsed <= WINDOW_MS;
  console.log(ok ? 'PASS: nobody refused for the address limit, all within a minute' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  stop();
}
