// Campus sign-in benchmark (issue 9 §9, issue 28 §1): students sign in from ONE network address
// (the seminary's, or a proxy without TRUST_PROXY), against the built app on PostgreSQL; one in
// `mistype` first types a wrong password (0: nobody mistypes). No correct password may be refused
// (429) for the address or anything else (decision 0004). A sign-in refused because the password
// hashing queue is full (503 + Retry-After) is tried again after the wait, as the web app does.
// Exits 1 when any correct password was refused, or the run took longer than 15 minutes.
// Usage: npm run build && node bench/campus-sign-in.mjs [students=300] [concurrency=20] [mistype=4]
import pg from 'pg';
import { startBenchPortal } from './bench-portal.mjs';

const STUDENTS = Number(process.argv[2] ?? 300);
const CONCURRENCY = Number(process.argv[3] ?? 20);
const MISTYPE_EVERY = Number(process.argv[4] ?? 4);
const WINDOW_MS = 15 * 60_000;

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

const counts = { ok: 0, refusedCorrect: 0, mistyped: 0, mistypeRefused: 0, busyRetried: 0, other: 0 };
const latencies = [];
const started = Date.now();

/** One sign-in, tried again after the wait while the hashing queue is full; answers the status. */
async function signIn(id, password) {
  for (;;) {
    const t = performance.now();
    const res = await fetch(`${base}/api/auth/student/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: id, password }),
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - t);
    if (res.status !== 503) return res.status;
    counts.busyRetried++;
    const wait = Number(res.headers.get('retry-after') ?? '1');
    await new Promise((r) => setTimeout(r, Math.min(wait, 2) * 1000));
  }
}

let next = 0;
async function worker() {
  while (next < ids.length) {
    const i = next++;
    if (MISTYPE_EVERY > 0 && i % MISTYPE_EVERY === 0) {
      counts.mistyped++;
      if ((await signIn(ids[i], 'demo-pass-2062')) === 429) counts.mistypeRefused++;
    }
    const status = await signIn(ids[i], 'demo-pass-2026');
    if (status === 200) counts.ok++;
    else if (status === 429) counts.refusedCorrect++;
    else counts.other++;
  }
}
try {
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = Date.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  console.log(
    `${STUDENTS} students from one address, ${counts.mistyped} mistyping once first, in ${(elapsed / 1000).toFixed(1)} s: ` +
      `${counts.ok} signed in, ${counts.refusedCorrect} correct passwords refused (429), ` +
      `${counts.mistypeRefused} mistypes refused (429), ${counts.busyRetried} busy answers retried, ${counts.other} other; ` +
      `p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms`,
  );
  const ok = counts.refusedCorrect === 0 && counts.ok === STUDENTS && elapsed <= WINDOW_MS;
  console.log(ok ? 'PASS: no correct password refused, all within 15 minutes' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  stop();
}
