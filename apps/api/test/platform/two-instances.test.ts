import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { DEMO_PASSWORD } from '../../src/seed/demo-seed.js';
import { TEST_PASSWORD, testHasher } from '../support/helpers.js';
import { startNginx, type RunningNginx } from '../support/nginx-helpers.js';
import { requireBuild, startServer, type RunningServer } from '../support/process-helpers.js';
import { multipartBody } from '../support/upload-helpers.js';

/**
 * Issue 26: two built instances on one PostgreSQL behind Debian's nginx running
 * deploy/nginx.conf. Each instance has a DATA_DIR of its own, as on two machines.
 */
const PERIOD = '120252026'; // the demo's open period
const STUDENTS = 100;

let database: TestDatabase;
let sql: pg.Client;
const dataDirs: string[] = [];
let a: RunningServer;
let b: RunningServer;
let nginx: RunningNginx;

async function startInstance(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-instance-'));
  dataDirs.push(dataDir);
  return startServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    COOKIE_SECURE: 'false',
    TRUST_PROXY: 'true',
    PAYMENT_RECHECK_INTERVAL_MS: '0',
    BACKUP_SCHEDULE: 'off',
  });
}

const portOf = (server: RunningServer) => Number(new URL(server.url).port);

interface Answer {
  status: number;
  json: { success: boolean; response: Record<string, unknown> } | null;
  headers: Headers;
}

/** One browser: a cookie jar of one session cookie, and an address nginx forwards. */
function browser(address = '10.26.0.1') {
  let cookie = '';
  const call = async (base: string, method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    const json = (await res.json().catch(() => null)) as Answer['json'];
    return { status: res.status, json, headers: res.headers };
  };
  return { call, cookie: () => cookie };
}

async function registeredStudents(prefix: string, count: number): Promise<string[]> {
  const hash = await testHasher().hash(TEST_PASSWORD);
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
  await sql.query('begin');
  for (const id of ids) {
    await sql.query(
      `insert into users (custom_id, username, role, status, surname, first_name, gender, phone_number, mode_of_study, password_hash)
       values ($1, $1, 'student', 'complete', 'TWIN', $1, 'Male', '08031234567', 'in_person', $2)`,
      [id, hash],
    );
    await sql.query(
      `insert into students (custom_id, ledger_number, date_of_birth, email, matriculation_number, state_of_origin,
         country_of_origin, denomination, local_church, name_of_pastor, work_fulltime, ministry, year_of_admission,
         programme_category, programme, faculty, department, affiliation_status)
       values ($1, $2, '1990-01-01', $3, $4, 'Plateau', 'Nigeria', 'ECWA', 'ECWA Jos', 'Rev. A', 'no', 'Pastor', 2024,
         'Master of Divinity Programme', 'Master of Divinity (Pastoral Studies)', 'Faculty of Practical Theology',
         'Pastoral Studies', 'no')`,
      [id, `JETS/TWIN/${id}`, `${id.toLowerCase()}@jets.edu.ng`, `JETS/PG/24/MD/${id}`],
    );
    await sql.query(`insert into wallets (owner_id, kind) values ($1, 'portal'), ($1, 'accommodation')`, [id]);
  }
  await sql.query('commit');
  return ids;
}

beforeAll(async () => {
  requireBuild();
  database = await createTestDatabase();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  // The first instance loads the demo data; the second finds it there.
  a = await startInstance();
  b = await startInstance();
  nginx = await startNginx([portOf(a), portOf(b)]);
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of [a, b]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await sql?.end();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL behind nginx (deploy/nginx.conf)', () => {
  it('answers through nginx with the shipped config', async () => {
    const res = await fetch(`${nginx.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, response: { status: 'ok', database: 'postgres' } });
  });

  it('keeps a session signed in on one instance valid on the other', async () => {
    const student = browser();
    const signIn = await student.call(a.url, 'POST', '/api/auth/student/login', {
      username: '64004',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const me = await student.call(b.url, 'GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json?.response).toMatchObject({ username: '64004', role: 'student' });
    const records = await student.call(b.url, 'GET', '/api/students/me/registrations');
    expect(records.status).toBe(200);
    // Signing out on the second ends the session on the first as well.
    expect((await student.call(b.url, 'POST', '/api/auth/logout')).status).toBe(200);
    expect((await student.call(a.url, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('gives one debit and one form number for 100 concurrent submits over both instances', async () => {
    const student = browser();
    const signIn = await student.call(nginx.url, 'POST', '/api/auth/student/login', {
      username: '65003',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const bases = [a.url, b.url];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        student.call(bases[i % 2]!, 'POST', `/api/students/me/registrations/${PERIOD}/submit`),
      ),
    );
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((r) => r.status < 500)).toBe(true);
    const { rows } = await sql.query<{ status: string; form_number: string | null; debits: number }>(
      `select r.status, r.form_number,
         (select count(*)::int from wallet_entries e join wallets w on w.id = e.wallet_id
           where w.owner_id = u.custom_id and w.kind = 'portal' and e.kind = 'registration') as debits
       from users u join registrations r on r.student_id = u.custom_id and r.period_id = $1
       where u.username = '65003'`,
      [PERIOD],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', debits: 1 });
    expect(rows[0]!.form_number).toBeTruthy();
  });

  // Needs the files in the database (issue 26, item 1): each instance has its own DATA_DIR here.
  it('serves a passport uploaded through one instance from the other', async () => {
    const student = browser();
    expect(
      (await student.call(a.url, 'POST', '/api/auth/student/login', { username: '64003', password: DEMO_PASSWORD }))
        .status,
    ).toBe(200);
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const form = multipartBody([{ name: 'passport', filename: 'me.jpg', contentType: 'image/jpeg', data: photo }]);
    const upload = await fetch(`${a.url}/api/students/me/passport`, {
      method: 'POST',
      headers: { cookie: student.cookie(), ...form.headers },
      body: form.payload,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { passport_url } = ((await upload.json()) as { response: { passport_url: string } }).response;
    const served = await fetch(`${b.url}${passport_url}`, { headers: { cookie: student.cookie() } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image.format).toBe('jpeg');
  });

  // Needs the shared sign-in counters (issue 26, item 2): five failures per account and address
  // in 15 minutes, wherever they land.
  it('locks an account after wrong passwords spread over both instances', async () => {
    const guesser = browser('10.26.6.6');
    const bases = [a.url, b.url];
    for (let i = 0; i < 5; i++) {
      const wrong = await guesser.call(bases[i % 2]!, 'POST', '/api/auth/student/login', {
        username: '64004',
        password: `wrong-password-${i}`,
      });
      expect(wrong.status).toBe(401);
    }
    // The sixth attempt is refused on either instance, even with the right password.
    for (const base of bases) {
      const sixth = await guesser.call(base, 'POST', '/api/auth/student/login', {
        username: '64004',
        password: DEMO_PASSWORD,
      });
      expect(sixth.status).toBe(429);
    }
  });

  it('loses no acknowledged write when one instance gets SIGTERM in the middle of 100 registrations', async () => {
    const ids = await registeredStudents('TW', STUDENTS);
    // Every student signs in first (spread over both by nginx).
    const students = ids.map((id, i) => ({ id, browser: browser(`10.27.${Math.floor(i / 200)}.${(i % 200) + 1}`) }));
    for (const s of students) {
      const res = await s.browser.call(nginx.url, 'POST', '/api/auth/student/login', {
        username: s.id,
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(200);
    }
    const answers = new Map<string, number>();
    let next = 0;
    let stopped: Promise<number | null> | null = null;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < students.length) {
          const s = students[next++]!;
          // Halfway through, the first instance is told to stop (as systemd does).
          if (next === 40) stopped = a.stop();
          const res = await s.browser.call(nginx.url, 'POST', '/api/students/me/registrations', {
            period_id: PERIOD,
            fresh_returning: 'returning',
            current_level: '7',
          });
          answers.set(s.id, res.status);
        }
      }),
    );
    expect(stopped).not.toBeNull();
    const exitCode = await stopped;
    const { rows } = await sql.query<{ student_id: string; audits: number; charges: number }>(
      `select r.student_id,
         (select count(*)::int from audit_log l where l.action = 'registration.start' and l.actor_id = r.student_id) as audits,
         jsonb_array_length(r.charges) as charges
       from registrations r where r.period_id = $1 and r.student_id like 'TW%'`,
      [PERIOD],
    );
    const written = new Map(rows.map((r) => [r.student_id, r]));
    // Every request answered 2xx is in the database, whole: the registration, its charges and its audit entry.
    const acknowledged = [...answers].filter(([, status]) => status >= 200 && status < 300).map(([id]) => id);
    for (const id of acknowledged) {
      expect(written.get(id), id).toBeDefined();
      expect(written.get(id)!.audits, id).toBe(1);
      expect(written.get(id)!.charges, id).toBeGreaterThan(0);
    }
    // Nothing half-written: no registration without its audit entry, none written twice.
    for (const row of rows) expect(row.audits, row.student_id).toBe(1);
    // The stopped instance finished what it had and closed cleanly (not the 10 s forced exit).
    expect(exitCode, a.output()).toBe(0);
    // nginx sent the requests the stopping instance no longer took to the other one.
    expect(answers.size).toBe(STUDENTS);
    expect(acknowledged.length, nginx.errorLog()).toBe(STUDENTS);
    const after = await fetch(`${nginx.url}/api/health`);
    expect(after.status).toBe(200);
  }, 180_000);
});
