import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findRegistration,
  insertPeriodIfAbsent,
  insertRegistrationIfAbsent,
  updateRegistration,
  type UserRow,
} from '@portal/db';
import {
  periodId as periodIdOf,
  type EnrollmentStatisticsResponse,
  type HealthInsuranceLogResponse,
  type NewStudentsLogResponse,
  type RegistrationLogResponse,
} from '@portal/domain';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { createDesk, deskApi, POSITIONS, registrantAt, type Desk } from '../support/bursary-factories.js';
import { createRegistrant, naira, PERIOD_ID, seedRegistrationSetup } from '../support/registration-factories.js';

let ctx: TestContext;
let desk: Desk;
let studentCookie: string;
const people: Record<string, UserRow> = {};

const DIPLOMA = {
  category: 'Diploma Programme',
  programme: 'Diploma of Theology (Pastoral Studies)',
  department: 'Pastoral Studies',
  level: '1-Diploma',
  courses: ['BIB 101', 'ENG 102'],
};
const MDIV = {
  category: 'Master of Divinity Programme',
  programme: 'Master of Divinity (Pastoral Studies)',
  department: 'Pastoral Studies',
};
const FORMULA = '=HYPERLINK("http://x","y")';

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
  const bursar = deskApi(ctx, desk.staff.bursar.cookie);
  const registrar = deskApi(ctx, desk.staff.registrar.cookie);

  // Masters (the factory's default: MA in Old Testament, level 6, returning).
  people.m1 = (await registrantAt(ctx, desk, 'completed', { walletNaira: 100_000 })).user;
  people.m2 = (await registrantAt(ctx, desk, 'incomplete')).user;
  people.m3 = (await registrantAt(ctx, desk, 'awaiting dean')).user;
  people.m4 = (await registrantAt(ctx, desk, 'started')).user;
  people.m5 = (await registrantAt(ctx, desk, 'disapproved')).user;
  people.m6 = (await registrantAt(ctx, desk, 'awaiting bursar')).user;
  people.m7 = (await registrantAt(ctx, desk, 'completed', { walletNaira: 100_000, mode: 'virtual' })).user;
  people.m8 = (await registrantAt(ctx, desk, 'completed', { walletNaira: 100_000, user: { surname: FORMULA } })).user;
  // m9: the bursar took Health Insurance off the form (amount 0) before completion.
  const m9 = await registrantAt(ctx, desk, 'incomplete', { walletNaira: 100_000 });
  people.m9 = m9.user;
  const edit = await bursar.patch(`/api/registrations/${PERIOD_ID}/${m9.user.customId}/charges`, {
    item: 'Health Insurance',
    amount: '0',
  });
  expect(edit.statusCode, edit.body).toBe(200);
  expect((await deskApi(ctx, m9.cookie).post(`/api/students/me/registrations/${PERIOD_ID}/submit`)).statusCode).toBe(
    200,
  );
  // m2 (incomplete, nothing in the wallet): Health Insurance changed to 5,000 and moved to the end of the snapshot.
  const m2edit = await bursar.patch(`/api/registrations/${PERIOD_ID}/${people.m2.customId}/charges`, {
    item: 'Health Insurance',
    amount: '5000',
  });
  expect(m2edit.statusCode, m2edit.body).toBe(200);
  const m2reg = (await findRegistration(ctx.db, PERIOD_ID, people.m2.customId))!;
  const hi = m2reg.charges.find((c) => c.item === 'Health Insurance')!;
  await updateRegistration(ctx.db, m2reg.id, {
    charges: [...m2reg.charges.filter((c) => c.item !== 'Health Insurance').reverse(), hi],
  });

  people.d1 = (await registrantAt(ctx, desk, 'completed', { ...DIPLOMA, fresh: 'new', walletNaira: 200_000 })).user;
  people.v1 = (await registrantAt(ctx, desk, 'awaiting dean', { ...MDIV, fresh: 'new' })).user;

  // Prints: the bursar printed m1, the registrar m8.
  expect((await bursar.post(`/api/registrations/${PERIOD_ID}/${people.m1.customId}/prints`)).statusCode).toBe(200);
  expect((await registrar.post(`/api/registrations/${PERIOD_ID}/${people.m8.customId}/prints`)).statusCode).toBe(200);

  studentCookie = (await createRegistrant(ctx)).cookie;
});

afterAll(async () => {
  await ctx?.close();
});

const as = (position: (typeof POSITIONS)[number]) => deskApi(ctx, desk.staff[position].cookie);
const log = (query = '') => `/api/registry-logs/${PERIOD_ID}/registrations${query}`;

/** Every office, a lecturer and a student: exactly `allowed` reach the route. */
async function expectOnly(url: string, allowed: readonly string[]) {
  for (const position of POSITIONS) {
    const res = await as(position).get(url);
    expect(res.statusCode, `${url} as ${position}: ${res.body}`).toBe(allowed.includes(position) ? 200 : 403);
  }
  expect((await deskApi(ctx, desk.lecturerCookie).get(url)).statusCode).toBe(403);
  expect((await deskApi(ctx, studentCookie).get(url)).statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
}

const LOG_OFFICES = ['ict', 'bursar', 'auditor', 'registrar', 'assistant bursar', 'dean'];
const INSURANCE_OFFICES = ['ict', 'bursar', 'auditor', 'assistant bursar'];

describe('who may see the logs', () => {
  it('the registration log, new students log, statistics and their CSVs: the six log offices', async () => {
    for (const url of [
      log(),
      log('.csv'),
      `/api/registry-logs/${PERIOD_ID}/new-students`,
      `/api/registry-logs/${PERIOD_ID}/new-students.csv`,
      `/api/registry-logs/${PERIOD_ID}/enrollment-statistics`,
      `/api/registry-logs/${PERIOD_ID}/enrollment-statistics.csv`,
    ]) {
      await expectOnly(url, LOG_OFFICES);
    }
  });

  it('the health insurance log and its CSV: ict, bursar, auditor, assistant bursar', async () => {
    await expectOnly(`/api/registry-logs/${PERIOD_ID}/health-insurance`, INSURANCE_OFFICES);
    await expectOnly(`/api/registry-logs/${PERIOD_ID}/health-insurance.csv`, INSURANCE_OFFICES);
  });

  it('answers 404 for an unknown period and 400 for a malformed one', async () => {
    expect((await as('ict').get('/api/registry-logs/120992100/registrations')).statusCode).toBe(404);
    expect((await as('ict').get('/api/registry-logs/nope/registrations')).statusCode).toBe(400);
  });

  it('answers 400, never 500, for a search no one could type (a NUL byte) or too long, and a page out of range', async () => {
    for (const url of [
      log('?q=a%00b'),
      log('.csv?q=%00'),
      `/api/registry-logs/${PERIOD_ID}/new-students?q=%00`,
      `/api/registry-logs/${PERIOD_ID}/new-students.csv?q=%1F`,
      `/api/registry-logs/${PERIOD_ID}/health-insurance?q=%7F`,
      `/api/registry-logs/${PERIOD_ID}/health-insurance.csv?q=a%00`,
      log(`?q=${'a'.repeat(101)}`),
      log('?page=0'),
      log('?page=abc'),
      log('?status=nope'),
    ]) {
      const res = await as('ict').get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
    // Characters that mean something to SQL LIKE are searched for as themselves.
    const odd = await as('ict').get(log(`?q=${encodeURIComponent("%_'\\")}`));
    expect(odd.statusCode).toBe(200);
    expect(body<RegistrationLogResponse>(odd).response.total).toBe(0);
  });
});

describe('registration log', () => {
  async function read(position: (typeof POSITIONS)[number], query = '') {
    const res = await as(position).get(log(query));
    expect(res.statusCode, res.body).toBe(200);
    return body<RegistrationLogResponse>(res).response;
  }
  const rowOf = (r: RegistrationLogResponse, user: UserRow) =>
    r.groups.flatMap((g) => g.rows).find((row) => row.custom_id === user.customId)!;

  it('lists every registration of the period in the five groups, with status, T marker and prints', async () => {
    const r = await read('bursar');
    expect(r.period).toEqual({ period_id: PERIOD_ID, semester: '1st', session: '2025/2026' });
    expect(r.groups.map((g) => [g.group, g.rows.length])).toEqual([
      ['Master of Divinity', 1],
      ['Masters', 9],
      ['PGDT', 0],
      ['BA', 0],
      ['Diploma', 1],
    ]);
    expect(r.groups[1]!.rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(r.total).toBe(11);
    expect(r.group_totals).toEqual([
      { group: 'Master of Divinity', total: 1 },
      { group: 'Masters', total: 9 },
      { group: 'PGDT', total: 0 },
      { group: 'BA', total: 0 },
      { group: 'Diploma', total: 1 },
    ]);
    expect(r.status_counts.map((s) => [s.status, s.count])).toEqual([
      ['started', 1],
      ['awaiting dean', 2],
      ['disapproved', 1],
      ['awaiting bursar', 1],
      ['incomplete', 1],
      ['completed', 5],
    ]);
    const m1 = rowOf(r, people.m1!);
    expect(m1).toMatchObject({
      student_id: people.m1!.username,
      full_name: `${people.m1!.surname} ${people.m1!.firstName}`,
      programme: 'MA in Old Testament',
      ledger_number: `JETS/LED/${people.m1!.username}`,
      year: '6 (Returning)',
      status: 'completed',
      status_label: 'Completed',
      undertaking: false,
      printed_by: ['bursar'],
      printed_by_labels: ['Printed by Bursar'],
      print_tone: 'green',
      can_grant_undertaking: false,
      can_print: true,
      print_path: `/admin/print-registration-form/${PERIOD_ID}/${people.m1!.customId}`,
    });
    expect(m1.form_number).toBe(`RA${people.m1!.username}25`);
    expect(rowOf(r, people.m8!)).toMatchObject({ printed_by: ['registrar'], print_tone: 'light-purple' });
    expect(rowOf(r, people.m2!)).toMatchObject({ status: 'incomplete', can_grant_undertaking: true, can_print: false });
    expect(rowOf(r, people.v1!)).toMatchObject({ year: '6 (Fresh)', status_label: "Awaiting DPAA's Office" });
    expect(rowOf(r, people.d1!)).toMatchObject({ year: '1-Diploma (Fresh)', programme: DIPLOMA.programme });
  });

  it('shows the UT button only to the bursar and the registrar', async () => {
    for (const position of POSITIONS.filter((p) => LOG_OFFICES.includes(p))) {
      const r = await read(position);
      const uts = r.groups.flatMap((g) => g.rows).filter((row) => row.can_grant_undertaking);
      // Every registration before completion without an undertaking: m2..m6, v1.
      expect(uts.length, position).toBe(['bursar', 'registrar'].includes(position) ? 6 : 0);
    }
  });

  it('filters by status and searches by name, Student ID or ledger number', async () => {
    const completed = await read('registrar', '?status=completed');
    expect(completed.status).toBe('completed');
    expect(completed.total).toBe(5);
    expect(completed.groups.flatMap((g) => g.rows).every((row) => row.status === 'completed')).toBe(true);
    expect(completed.status_counts.find((s) => s.status === 'started')!.count).toBe(1);

    const m3 = people.m3!;
    for (const q of [
      m3.username,
      `JETS/LED/${m3.username}`,
      `${m3.firstName} ${m3.surname}`,
      m3.surname.toLowerCase(),
    ]) {
      const found = await read('dean', `?q=${encodeURIComponent(q)}`);
      expect(
        found.groups.flatMap((g) => g.rows).map((row) => row.custom_id),
        q,
      ).toEqual([m3.customId]);
      expect(found.total).toBe(1);
    }
    const none = await read('dean', `?q=${encodeURIComponent(people.m3!.username)}&status=completed`);
    expect(none.total).toBe(0);
    expect((await as('ict').get(log('?status=paid'))).statusCode).toBe(400);
  });

  it('pages in SQL: 50 rows a page, numbered within each group across pages', async () => {
    const second = periodIdOf('2nd', '2025/2026');
    await insertPeriodIfAbsent(ctx.db, {
      periodId: second,
      semester: '2nd',
      session: '2025/2026',
      season: 'regular',
      registrationStatus: 'closed',
      addDropStatus: 'closed',
      accommodationStatus: 'closed',
    });
    for (let i = 0; i < 60; i++) {
      const spec = i < 55 ? {} : DIPLOMA;
      const s = await createRegistrant(ctx, spec);
      await insertRegistrationIfAbsent(ctx.db, {
        periodId: second,
        studentId: s.user.customId,
        freshReturning: 'returning',
        currentLevel: i < 55 ? '6' : '1-Diploma',
        charges: [],
      });
    }
    const page = async (n: number) => {
      const res = await as('auditor').get(`/api/registry-logs/${second}/registrations?page=${n}`);
      expect(res.statusCode, res.body).toBe(200);
      return body<RegistrationLogResponse>(res).response;
    };
    const one = await page(1);
    expect(one.page_size).toBe(50);
    expect(one.total).toBe(60);
    // Issue 27 §5: a group appears on a page only where it has rows on that page; a group with
    // no row at all appears once, on page 1 ('No record(s) found.'), never again on page 2.
    expect(one.groups.map((g) => [g.group, g.rows.length])).toEqual([
      ['Master of Divinity', 0],
      ['Masters', 50],
      ['PGDT', 0],
      ['BA', 0],
    ]);
    expect(one.groups[1]!.rows.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const two = await page(2);
    expect(two.groups.map((g) => [g.group, g.rows.map((r) => r.number)])).toEqual([
      ['Masters', [51, 52, 53, 54, 55]],
      ['Diploma', [1, 2, 3, 4, 5]],
    ]);
    expect(two.group_totals.map((g) => g.total)).toEqual([0, 55, 0, 0, 5]);
    expect((await page(3)).groups).toEqual([]);
    // Names are unique across the two pages.
    const ids = [...one.groups, ...two.groups].flatMap((g) => g.rows.map((r) => r.custom_id));
    expect(new Set(ids).size).toBe(60);
  });

  it('exports CSV with every matching row, guarded against spreadsheet formulas', async () => {
    const res = await as('assistant bursar').get(log('.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="registration-log-${PERIOD_ID}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Group,Number,Full Name,Programme,Student ID,Ledger Number,Year,Status,Undertaking,Printed By,Form Number',
    );
    expect(lines).toHaveLength(12);
    expect(lines[1]!.startsWith('Master of Divinity,1,')).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""HTTP://X"",""Y"") ${people.m8!.firstName}"`);
    expect(res.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const filtered = await as('ict').get(log(`.csv?status=completed`));
    expect(filtered.body.trim().split('\r\n')).toHaveLength(6);
  });
});

describe('new students log', () => {
  it('lists completed registrations of fresh students with programme, Student ID, ledger number and level', async () => {
    const res = await as('registrar').get(`/api/registry-logs/${PERIOD_ID}/new-students`);
    expect(res.statusCode, res.body).toBe(200);
    const r = body<NewStudentsLogResponse>(res).response;
    expect(r.total).toBe(1);
    expect(r.items).toEqual([
      {
        number: 1,
        custom_id: people.d1!.customId,
        full_name: `${people.d1!.surname} ${people.d1!.firstName}`,
        programme: DIPLOMA.programme,
        student_id: people.d1!.username,
        ledger_number: `JETS/LED/${people.d1!.username}`,
        level: '1-Diploma (Fresh)',
      },
    ]);
    const csv = await as('dean').get(`/api/registry-logs/${PERIOD_ID}/new-students.csv`);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Number,Full Name,Programme,Student ID,Ledger Number,Level',
    );
    expect(csv.body).toContain(`1-Diploma (Fresh)`);
  });
});

describe('health insurance log', () => {
  async function read() {
    const res = await as('auditor').get(`/api/registry-logs/${PERIOD_ID}/health-insurance`);
    expect(res.statusCode, res.body).toBe(200);
    return body<HealthInsuranceLogResponse>(res).response;
  }

  it('lists completed registrations charged the Health Insurance item, with its amount, a Form link and the total', async () => {
    const r = await read();
    // m7 studies virtually (no such item), m9's was set to 0, m2 is not completed.
    expect(r.items.map((i) => i.custom_id).sort()).toEqual(
      [people.m1!.customId, people.m8!.customId, people.d1!.customId].sort(),
    );
    expect(r.items.every((i) => i.amount_kobo === naira(7000))).toBe(true);
    expect(r.total).toBe(3);
    expect(r.total_amount_kobo).toBe(naira(21_000));
    const d1 = r.items.find((i) => i.custom_id === people.d1!.customId)!;
    expect(d1).toMatchObject({
      year: '1-Diploma (Fresh)',
      print_path: `/admin/print-registration-form/${PERIOD_ID}/${people.d1!.customId}`,
    });
    expect(d1.form_number).toBe(`RA${people.d1!.username}25`);
  });

  it('exports CSV with amounts in naira and the total', async () => {
    const res = await as('ict').get(`/api/registry-logs/${PERIOD_ID}/health-insurance.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Number,Full Name,Programme,Student ID,Ledger Number,Year,Form Number,Health Insurance (NGN)',
    );
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('Total,3,,,,,,21000.00');
    expect(res.body).toContain(`"'=HYPERLINK(`);
  });
});

describe('enrollment statistics', () => {
  async function read() {
    const res = await as('dean').get(`/api/registry-logs/${PERIOD_ID}/enrollment-statistics`);
    expect(res.statusCode, res.body).toBe(200);
    return body<EnrollmentStatisticsResponse>(res).response;
  }

  it('counts registrations per programme category and status, with totals (hand-computed)', async () => {
    const s = await read();
    expect(s.period).toEqual({
      period_id: PERIOD_ID,
      semester: '1st',
      session: '2025/2026',
      heading: '1st Semester, 2025/2026',
    });
    const table = s.rows.map((r) => [r.label, ...s.columns.map((c) => r.counts[c.status]), r.total]);
    expect(table).toEqual([
      ['Diploma', 0, 0, 0, 0, 0, 1, 1],
      ['Bachelor of Arts', 0, 0, 0, 0, 0, 0, 0],
      ['PGDT', 0, 0, 0, 0, 0, 0, 0],
      ['Masters', 1, 1, 1, 1, 1, 4, 9],
      ['Master of Divinity', 0, 1, 0, 0, 0, 0, 1],
    ]);
    expect(s.columns.map((c) => s.column_totals[c.status])).toEqual([1, 2, 1, 1, 1, 5]);
    expect(s.grand_total).toBe(11);
    expect(s.initiated).toBe(11);
    expect(s.completed).toBe(5);
    expect(s.note).toBe('11 registrations initiated; 5 completed (45%).');

    const csv = await as('bursar').get(`/api/registry-logs/${PERIOD_ID}/enrollment-statistics.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Enrollment Statistics: 1st Semester, 2025/2026"');
    expect(lines[1]).toBe(
      'Programme,Started / Yet to Forward for Approval,Awaiting Dean,Disapproved,Awaiting Bursar,Incomplete / Yet to Submit,Completed,Total',
    );
    expect(lines[5]).toBe('Masters,1,1,1,1,1,4,9');
    expect(lines[7]).toBe('Total,1,2,1,1,1,5,11');
  });
});

describe('the undertaking from the log', () => {
  it('is granted once, by the bursar or the registrar only; the student can then submit with an insufficient wallet', async () => {
    const m2 = people.m2!;
    const ut = `/api/registrations/${PERIOD_ID}/${m2.customId}/undertaking`;
    for (const position of ['ict', 'auditor', 'assistant bursar', 'dean', 'porter'] as const) {
      expect((await as(position).post(ut)).statusCode, position).toBe(403);
    }
    expect((await as('bursar').post(ut)).statusCode).toBe(200);
    expect((await as('bursar').post(ut)).statusCode).toBe(409);
    expect((await as('registrar').post(ut)).statusCode).toBe(409);

    let r = body<RegistrationLogResponse>(await as('registrar').get(log())).response;
    let row = r.groups[1]!.rows.find((x) => x.custom_id === m2.customId)!;
    expect(row).toMatchObject({ undertaking: true, can_grant_undertaking: false, status: 'incomplete' });

    const studentCookie = (await import('../support/registration-factories.js')).sessionFor;
    const submitted = await deskApi(ctx, await studentCookie(ctx, m2)).post(
      `/api/students/me/registrations/${PERIOD_ID}/submit`,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);

    r = body<RegistrationLogResponse>(await as('registrar').get(log())).response;
    row = r.groups[1]!.rows.find((x) => x.custom_id === m2.customId)!;
    expect(row).toMatchObject({ undertaking: true, status: 'completed', can_print: true });

    // The statistics and the health insurance log follow: m2 is charged 5,000 at the end of its snapshot.
    const s = body<EnrollmentStatisticsResponse>(
      await as('ict').get(`/api/registry-logs/${PERIOD_ID}/enrollment-statistics`),
    ).response;
    expect([s.column_totals.incomplete, s.column_totals.completed, s.grand_total]).toEqual([0, 6, 11]);
    const hi = body<HealthInsuranceLogResponse>(
      await as('bursar').get(`/api/registry-logs/${PERIOD_ID}/health-insurance`),
    ).response;
    expect(hi.items.find((i) => i.custom_id === m2.customId)!.amount_kobo).toBe(naira(5000));
    expect(hi.total_amount_kobo).toBe(naira(26_000));
  });
});
