// The registration-day traffic, shared by the benchmarks that drive it (registration-day.mjs
// measures a burst, soak.mjs a steady rate for a long time): students made directly in the
// database, a tiny HTTP client per person, the dean's and the bursar's queues, and one student's
// registration from sign-in to print.

export const PERIOD = '120252026'; // the demo's open period (1st semester 2025/2026)
export const COURSES = ['BIB 101', 'ENG 102', 'THE 201', 'MIS 301', 'HRM 501', 'OTS 611'];
export const DEMO_PASSWORD = 'demo-pass-2026';

export const pct = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

export const benchCustomId = (id) => `BENCH${id}`;

/**
 * Makes the students `ids` (e.g. B0001) in the database with the demo password and ₦500,000 in
 * their portal wallets (their accounts are not what is measured). `db` is anything with
 * `query(text, params)` answering `{ rows }`: a pg Client, or PGlite for the embedded database.
 */
export async function insertBenchStudents(db, ids) {
  const { rows: demo } = await db.query(`select password_hash from users where username = 'ict@jets.edu.ng'`);
  const hash = demo[0].password_hash;
  await db.query('begin');
  for (const id of ids) {
    const customId = benchCustomId(id);
    await db.query(
      `insert into users (custom_id, username, role, status, surname, first_name, gender, phone_number, mode_of_study, password_hash)
       values ($1, $2, 'student', 'complete', 'BENCH', $2, 'Male', '08031234567', 'in_person', $3)`,
      [customId, id, hash],
    );
    await db.query(
      `insert into students (custom_id, ledger_number, date_of_birth, email, matriculation_number, state_of_origin,
         country_of_origin, denomination, local_church, name_of_pastor, work_fulltime, ministry, year_of_admission,
         programme_category, programme, faculty, department, affiliation_status)
       values ($1, $2, '1990-01-01', $3, $4, 'Plateau', 'Nigeria', 'ECWA', 'ECWA Jos', 'Rev. A', 'no', 'Pastor', 2024,
         'Master of Divinity Programme', 'Master of Divinity (Pastoral Studies)', 'Faculty of Practical Theology',
         'Pastoral Studies', 'no')`,
      [customId, `JETS/BENCH/${id}`, `bench.${id.toLowerCase()}@jets.edu.ng`, `JETS/PG/24/MD/${id}`],
    );
    const { rows } = await db.query(
      `insert into wallets (owner_id, kind) values ($1, 'portal'), ($1, 'accommodation') returning id, kind`,
      [customId],
    );
    const portal = rows.find((r) => r.kind === 'portal').id;
    await db.query(
      `insert into wallet_entries (wallet_id, kind, amount_kobo, balance_after_kobo, reason) values ($1, 'receipt', 50000000, 0, 'bench funding')`,
      [portal],
    );
  }
  await db.query('commit');
}

/**
 * The people's HTTP clients. `record(step, ms, status)` sees every answer. A 503 (the sign-in's
 * hashing queue full) is waited out for its Retry-After and tried again, as the browser does;
 * those retries are counted apart from the requests a flow makes.
 */
export function createPeople(record) {
  const stats = { staffRequests: 0, busyRetries: 0 };
  function person(address, base, isStaff = false) {
    let cookie = '';
    const call = async (step, method, path, body) => {
      for (;;) {
        const t = performance.now();
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
        const json = await res.json().catch(() => null);
        record(step, performance.now() - t, res.status);
        const set = res.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0];
        if (res.status === 503) {
          stats.busyRetries++;
          await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
          continue;
        }
        call.count++;
        if (isStaff) stats.staffRequests++;
        if (!res.ok) throw new Error(`${step} ${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
        return json.response;
      }
    };
    call.count = 0;
    return call;
  }
  return { person, stats };
}

/**
 * The dean approves forwarded forms, the bursar enters ledger balances, each working a queue.
 * `review(customId)` resolves once the bursar has entered the student's balance; `close()` ends
 * the workers once their queues are empty.
 */
export async function startStaffDesk(person, deanBase, bursarBase) {
  const dean = person('10.9.0.1', deanBase, true);
  const bursar = person('10.9.0.2', bursarBase, true);
  await dean('staff sign-in', 'POST', '/api/auth/admin/login', {
    username: 'dean@jets.edu.ng',
    password: DEMO_PASSWORD,
  });
  await bursar('staff sign-in', 'POST', '/api/auth/admin/login', {
    username: 'bursar@jets.edu.ng',
    password: DEMO_PASSWORD,
  });
  const waiting = new Map(); // customId -> resolve
  const deanQueue = [];
  const bursarQueue = [];
  let open = true;
  async function worker(queue, act) {
    while (open || queue.length > 0) {
      const next = queue.shift();
      if (!next) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      await act(next);
    }
  }
  const work = Promise.all([
    worker(deanQueue, async (customId) => {
      await dean('dean approves', 'POST', `/api/registrations/${PERIOD}/${customId}/decision`, {
        decision: 'approve',
        comment: 'Approved',
      });
      bursarQueue.push(customId);
    }),
    worker(bursarQueue, async (customId) => {
      const form = await bursar('bursar opens form', 'GET', `/api/registrations/${PERIOD}/${customId}`);
      await bursar('bursar enters ledger balance', 'POST', `/api/registrations/${PERIOD}/${customId}/ledger-balance`, {
        balance: String(Math.trunc(form.wallet_balance_kobo / 100)),
        expected_balance_kobo: form.wallet_balance_kobo,
      });
      waiting.get(customId)?.();
      waiting.delete(customId);
    }),
  ]);
  return {
    review(customId) {
      const reviewed = new Promise((resolve) => waiting.set(customId, resolve));
      deanQueue.push(customId);
      return reviewed;
    },
    async close() {
      open = false;
      await work;
    },
  };
}

/** One student (`me`, a person) registers from sign-in to print; answers the requests it took. */
export async function registerStudent(me, id, desk) {
  await me('sign in', 'POST', '/api/auth/student/login', { username: id, password: DEMO_PASSWORD });
  await me('session check', 'GET', '/api/auth/me');
  await me('period screen', 'GET', '/api/students/me/registrations');
  await me('start', 'POST', '/api/students/me/registrations', {
    period_id: PERIOD,
    fresh_returning: 'returning',
    current_level: '7',
  });
  await me('open form', 'GET', `/api/students/me/registrations/${PERIOD}`);
  for (const code of COURSES) {
    await me('pick a course', 'POST', `/api/students/me/registrations/${PERIOD}/courses`, { course_code: code });
  }
  await me('forward', 'POST', `/api/students/me/registrations/${PERIOD}/forward`);
  await desk.review(benchCustomId(id));
  await me('open form', 'GET', `/api/students/me/registrations/${PERIOD}`);
  await me('submit', 'POST', `/api/students/me/registrations/${PERIOD}/submit`);
  await me('open print', 'GET', `/api/students/me/registrations/${PERIOD}/print`);
  return me.count;
}

/** A student's own address, as students reach the portal from many networks. */
export const studentAddress = (index) => `10.${Math.floor(index / 250)}.${index % 250}.9`;
