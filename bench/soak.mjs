// Soak (issue 28 §8): registration-day traffic at a steady rate for a long time against a built
// portal this script starts, so that a leak or a slow creep shows. Every minute it prints the
// server's resident memory and heap (its /metrics), p50 and p99 latency (sign-in apart: it is
// CPU-bound by design), requests and errors in the minute, and database connections; at the end
// a summary and a verdict on creep: memory and p99 of the last 5 minutes against minutes 2-6.
// The rate is steady and well below capacity (docs/operations.md, "Sizing"), so what grows is
// the portal's doing, not a queue.
// Usage: npm run bench:soak -- [--minutes 30] [--rate 30] [--database-url postgres://…]
//   --minutes N        how long (default 30; 5 for a quick look)
//   --rate N           registrations started per minute, each from sign-in to print (default 30)
//   --database-url U   run on this PostgreSQL database (empty, or holding the demo); default: the
//                      embedded PGlite database in a fresh temporary directory
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { spawnPortal } from './bench-portal.mjs';
import {
  benchCustomId,
  createPeople,
  insertBenchStudents,
  pct,
  PERIOD,
  registerStudent,
  startStaffDesk,
  studentAddress,
} from './registration-flow.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}
const MINUTES = Number(option('minutes', 30));
const RATE = Number(option('rate', 30));
const DATABASE_URL = option('database-url', undefined);
if (!Number.isInteger(MINUTES) || MINUTES < 1) throw new Error('--minutes takes a whole number, 1 or more');
if (!(RATE > 0)) throw new Error('--rate takes a number of registrations a minute, above 0');
/** Flows under way beyond this are not started (the portal is falling behind): counted as skipped. */
const MAX_IN_FLIGHT = 100;
/** Creep: the last 5 minutes above minutes 2-6 by this factor and this much at once. */
const CREEP = { memoryFactor: 1.25, memoryMb: 16, p99Factor: 1.5, p99Ms: 25 };

// ---- the portal, and the students made directly in its database ------------------------------
buildIfNeeded();
const STUDENTS = Math.ceil(RATE * MINUTES) + 10;
// Student IDs are five characters: S and four base-36 digits, after those of earlier soaks.
const soakIds = (after) =>
  Array.from({ length: STUDENTS }, (_, i) => `S${(after + i).toString(36).toUpperCase().padStart(4, '0')}`);
const countEarlier = async (db) =>
  (await db.query(`select count(*)::int as n from users where custom_id like 'BENCHS%'`)).rows[0].n;
let ids;
let server;
let dataDir = null;
let sql; // { query, end } on the portal's database
if (DATABASE_URL) {
  server = await spawnPortal({ DATABASE_URL, TRUST_PROXY: 'true' });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  sql = { query: (text, params) => client.query(text, params), end: () => client.end() };
  ids = soakIds(await countEarlier(sql));
  await insertBenchStudents(sql, ids);
} else {
  // The embedded database admits one process: the portal loads the demo, stops, the students
  // are added, and the portal starts again on it.
  dataDir = mkdtempSync(join(tmpdir(), 'portal-soak-'));
  const first = await spawnPortal({ DATA_DIR: dataDir });
  await stopServer(first.child);
  ids = soakIds(0);
  await withEmbedded((db) => insertBenchStudents(db, ids));
  // Students reach the portal from many networks: each sends its own address.
  server = await spawnPortal({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
}
const base = server.url;
process.on('exit', () => {
  server.child.kill('SIGTERM');
});

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function withEmbedded(fn) {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

// ---- measuring --------------------------------------------------------------------------------
const started = performance.now();
const minuteOf = () => Math.floor((performance.now() - started) / 60_000);
const minutes = Array.from({ length: MINUTES }, () => ({
  latencies: [],
  signIns: [],
  errors: 0,
  busy: 0,
  completed: 0,
  failed: 0,
}));
// Sign-in is CPU-bound by design (one scrypt hash each, one at a time per spare core): its times
// are kept apart so that the other steps' p99 shows a creep rather than the hashing queue.
const isSignIn = (step) => step === 'sign in' || step === 'staff sign-in';
const current = () => minutes[Math.min(minuteOf(), MINUTES - 1)];
const { person } = createPeople((step, ms, status) => {
  const m = current();
  (isSignIn(step) ? m.signIns : m.latencies).push(ms);
  if (status === 503) m.busy++;
  else if (status >= 400) m.errors++;
});
const desk = await startStaffDesk(person, base, base);

async function metrics() {
  const text = await fetch(`${base}/metrics`).then((r) => r.text());
  const value = (name) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line ? Number(line.slice(name.length + 1)) : NaN;
  };
  let connections = value('portal_db_pool_in_use');
  let connectionsHow = 'in use (PGlite: one)';
  if (sql) {
    const { rows } = await sql.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    connections = rows[0].n;
    connectionsHow = 'open (pg_stat_activity)';
  }
  return {
    rssMb: value('process_resident_memory_bytes') / 2 ** 20,
    heapMb: value('nodejs_heap_size_used_bytes') / 2 ** 20,
    connections,
    connectionsHow,
  };
}

// ---- the traffic: one registration started every 60/RATE seconds, whatever the others do ------
let next = 0;
let inFlight = 0;
let skipped = 0;
const flows = [];
const failures = [];
const startFlow = (index) => {
  inFlight++;
  const m = current();
  const flow = registerStudent(person(studentAddress(index), base), ids[index], desk)
    .then(() => current().completed++)
    .catch((err) => {
      m.failed++;
      if (failures.length < 5) failures.push(err.message);
    })
    .finally(() => inFlight--);
  flows.push(flow);
};
const interval = 60_000 / RATE;
const stopAt = started + MINUTES * 60_000;
const traffic = (async () => {
  for (;;) {
    const due = started + next * interval;
    if (due >= stopAt) break;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    if (inFlight >= MAX_IN_FLIGHT) skipped++;
    else startFlow(next);
    next++;
  }
})();

const row = (cells) => cells.map((c, i) => String(c).padStart(i === 0 ? 6 : 12)).join('');
console.log(
  `Soak: ${RATE} registrations a minute for ${MINUTES} minutes on ${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'} (${base})`,
);
console.log(
  row([
    'minute',
    'RSS MB',
    'heap MB',
    'p50 ms',
    'p99 ms',
    'sign-in p99',
    'requests',
    'errors',
    '503s',
    'db conns',
    'completed',
  ]),
);
const samples = [];
for (let i = 0; i < MINUTES; i++) {
  await new Promise((r) => setTimeout(r, Math.max(0, started + (i + 1) * 60_000 - performance.now())));
  const m = minutes[i];
  const sample = {
    minute: i + 1,
    ...(await metrics()),
    p50: pct(m.latencies, 0.5),
    p99: pct(m.latencies, 0.99),
    signInP99: pct(m.signIns, 0.99),
  };
  samples.push(sample);
  console.log(
    row([
      sample.minute,
      sample.rssMb.toFixed(1),
      sample.heapMb.toFixed(1),
      sample.p50.toFixed(1),
      sample.p99.toFixed(1),
      sample.signInP99.toFixed(0),
      m.latencies.length + m.signIns.length,
      m.errors,
      m.busy,
      sample.connections,
      m.completed,
    ]),
  );
}
await traffic;
await Promise.all(flows);
await desk.close();

// ---- summary and verdict ----------------------------------------------------------------------
const completed = minutes.reduce((n, m) => n + m.completed, 0);
const requests = minutes.reduce((n, m) => n + m.latencies.length + m.signIns.length, 0);
const errors = minutes.reduce((n, m) => n + m.errors, 0);
const failedFlows = minutes.reduce((n, m) => n + m.failed, 0);
const countForms = async (db) =>
  (
    await db.query(
      `select count(*)::int as forms,
              (select count(*)::int from wallet_entries e join wallets w on w.id = e.wallet_id
                where e.kind = 'registration' and w.owner_id = any($2::text[])) as debits
         from registrations where status = 'completed' and period_id = $1 and student_id = any($2::text[])`,
      [PERIOD, ids.map(benchCustomId)],
    )
  ).rows[0];
await stopServer(server.child);
const check = sql ? await countForms(sql) : await withEmbedded(countForms);
await sql?.end();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const window = (from, to) => samples.filter((s) => s.minute >= from && s.minute <= to);
const mean = (list, key) => list.reduce((n, s) => n + s[key], 0) / list.length;
const windowP99 = (from, to) =>
  pct(
    minutes.slice(from - 1, to).flatMap((m) => m.latencies),
    0.99,
  );
const early = [2, Math.min(6, MINUTES)];
const late = [Math.max(1, MINUTES - 4), MINUTES];
const compare = (label, before, after, factor, slack, unit) => {
  const creeping = after > before * factor && after - before > slack;
  console.log(
    `  ${label.padEnd(10)} minutes ${early.join('-')}: ${before.toFixed(1)} ${unit}, last 5 (${late.join('-')}): ${after.toFixed(1)} ${unit}  ${creeping ? 'CREEP' : 'steady'}`,
  );
  return creeping;
};
const all = minutes.flatMap((m) => m.latencies);
const signIns = minutes.flatMap((m) => m.signIns);
console.log(
  `\nSummary: ${completed} registrations completed (${check.forms} form numbers, ${check.debits} debits), ` +
    `${failedFlows} failed, ${requests} requests, ${errors} error answers, ` +
    `${minutes.reduce((n, m) => n + m.busy, 0)} busy answers retried, ` +
    `${skipped} registrations not started (over ${MAX_IN_FLIGHT} under way); ` +
    `overall p50 ${pct(all, 0.5).toFixed(1)} ms, p99 ${pct(all, 0.99).toFixed(1)} ms (sign-in apart: p50 ` +
    `${pct(signIns, 0.5).toFixed(0)} ms, p99 ${pct(signIns, 0.99).toFixed(0)} ms); ` +
    `database connections: ${samples[0]?.connectionsHow}`,
);
if (failures.length) console.log(`  first failures:\n    ${failures.join('\n    ')}`);
const memory = (label, key) =>
  compare(label, mean(window(...early), key), mean(window(...late), key), CREEP.memoryFactor, CREEP.memoryMb, 'MB');
const creep = [
  memory('RSS', 'rssMb'),
  memory('heap', 'heapMb'),
  compare('p99', windowP99(...early), windowP99(...late), CREEP.p99Factor, CREEP.p99Ms, 'ms'),
].some(Boolean);
// Under 7 minutes the two windows overlap: the figures are shown, the verdict waits for a longer run.
const verdict =
  MINUTES < 7
    ? 'too short to judge creep (the windows overlap; run 7 minutes or more)'
    : creep
      ? 'CREEP: memory or p99 grew (see above)'
      : 'no creep: memory and p99 held steady';
const consistent = check.forms === completed && check.debits === completed;
console.log(
  `Verdict: ${verdict}; ${consistent ? 'one form number and one debit per completed registration' : 'FORMS AND DEBITS DO NOT MATCH'}`,
);
process.exit(consistent && errors === 0 && failedFlows === 0 && !verdict.startsWith('CREEP') ? 0 : 1);
