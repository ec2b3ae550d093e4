import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  completeRegistrationIfUnchanged,
  findPeriod,
  findWallet,
  findPortalBalance,
  findRegistration,
  findStudentProfile,
  listCourseFees,
  listOfferedCoursesForMode,
  listPeriods,
  listRegistrationCoursesOf,
  listSpecialRatesOf,
  readRegistrationFormOnce,
  listSmsMessages,
  registrations,
  upsertSeminaryCharge,
  walletEntries,
  type UserRow,
} from '@portal/db';
import {
  maskedStudentId,
  REGISTRATION_MESSAGES,
  type ApprovalQueueResponse,
  type PrintOutsResponse,
  type RecordPrintResponse,
  type RegisteredCoursesResponse,
  type RegistrationChangeResponse,
  type RegistrationFormResponse,
  type RegistrationPeriodsResponse,
  type RegistrationPricing,
  type RegistrationPrintResponse,
  type SpecialRatesResponse,
  type StartRegistrationResponse,
  type SubmitRegistrationResponse,
  type VerificationResponse,
  periodTitle,
} from '@portal/domain';
import { body, createLecturer, createStaff, createTestContext, type TestContext } from '../support/helpers.js';
import {
  createRegistrant,
  fund,
  naira,
  PERIOD_ID,
  portalBalance,
  seedRegistrationSetup,
  sessionFor,
  type StudentSpec,
} from '../support/registration-factories.js';

let ctx: TestContext;
const staff: Record<string, { user: UserRow; cookie: string }> = {};
let lecturerCookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  for (const position of ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean', 'porter'] as const) {
    const user = await createStaff(ctx, position);
    staff[position] = { user, cookie: await sessionFor(ctx, user) };
  }
  lecturerCookie = await sessionFor(ctx, await createLecturer(ctx));
});

afterAll(async () => {
  await ctx?.close();
});

const api = (cookie: string) => ({
  get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } }),
  post: (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  patch: (url: string, payload: object = {}) => ctx.app.inject({ method: 'PATCH', url, headers: { cookie }, payload }),
  delete: (url: string) => ctx.app.inject({ method: 'DELETE', url, headers: { cookie } }),
});

const mine = `/api/students/me/registrations/${PERIOD_ID}`;
const desk = (customId: string) => `/api/registrations/${PERIOD_ID}/${customId}`;

async function start(cookie: string, extra: Record<string, string> = {}) {
  const res = await api(cookie).post('/api/students/me/registrations', {
    period_id: PERIOD_ID,
    fresh_returning: 'returning',
    current_level: '6',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function form(cookie: string): Promise<RegistrationFormResponse> {
  const res = await api(cookie).get(mine);
  expect(res.statusCode, res.body).toBe(200);
  return body<RegistrationFormResponse>(res).response;
}

/** A student at a given step: started (with courses), forwarded, approved, ledger entered. */
async function studentAt(
  step: 'started' | 'awaiting dean' | 'awaiting bursar' | 'incomplete',
  spec: StudentSpec = {},
  courses = ['OTS 611', 'NTS 612'],
) {
  const s = await createRegistrant(ctx, spec);
  await start(s.cookie);
  for (const code of courses) {
    const res = await api(s.cookie).post(`${mine}/courses`, { course_code: code });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (step === 'started') return s;
  expect((await api(s.cookie).post(`${mine}/forward`)).statusCode).toBe(200);
  if (step === 'awaiting dean') return s;
  const approve = await api(staff.dean!.cookie).post(`${desk(s.user.customId)}/decision`, {
    decision: 'approve',
    comment: 'Courses are in order',
  });
  expect(approve.statusCode, approve.body).toBe(200);
  if (step === 'awaiting bursar') return s;
  const balance = await portalBalance(ctx, s.user.customId);
  const ledger = await api(staff.bursar!.cookie).post(`${desk(s.user.customId)}/ledger-balance`, {
    balance: String(balance / 100),
    expected_balance_kobo: balance,
  });
  expect(ledger.statusCode, ledger.body).toBe(200);
  return s;
}

describe('the whole flow', () => {
  it('start, pick from two years, forward, dean approves, bursar enters the ledger balance, submit, print, verify', async () => {
    const s = await createRegistrant(ctx, { walletNaira: 100_000 });

    const periods = body<RegistrationPeriodsResponse>(
      await api(s.cookie).get('/api/students/me/registrations'),
    ).response;
    expect(periods.levels).toEqual(['6', '7']);
    expect(periods.affiliation_options).toEqual(['no']);
    expect(periods.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({ is_open: true, registration: null });

    const started = body<StartRegistrationResponse>(await start(s.cookie)).response;
    expect(started.created).toBe(true);

    let f = await form(s.cookie);
    expect(f.registration).toMatchObject({ status: 'started', status_label: 'Started', year_label: '6 (Returning)' });
    // Returning PG in person: 10 items (no new-student items) with Departmental = 1,000 (Old Testament).
    expect(f.charges.map((c) => c.item)).toEqual([
      'SUG',
      'Health Insurance',
      'Departmental',
      'Examination/Stationery',
      'Administrative Services',
      'Campus Development',
      'ECWA Education Dept Levy',
      'Library',
      'ICT Dev and Internet',
      'ACTEA Accreditation',
    ]);
    expect(f.charges.find((c) => c.item === 'Departmental')!.amount_kobo).toBe(naira(1000));
    expect(f.summary!.charges_total_kobo).toBe(naira(38000));
    expect(f.offered.map((y) => y.year)).toEqual([1, 2, 3, 4, 5, 6]);
    // In-person students are not offered virtual-only courses.
    expect(f.offered.flatMap((y) => y.courses.map((c) => c.code))).not.toContain('ONL 301');
    expect(f.can).toMatchObject({ pick: true, forward: false, submit: false, print: false });

    for (const code of ['HRM 501', 'OTS 611', 'FED 613']) {
      expect((await api(s.cookie).post(`${mine}/courses`, { course_code: code })).statusCode).toBe(200);
    }
    f = await form(s.cookie);
    // 3 + 3 hours at 3,500 and a P/F course at 7,500 (1 hour on the form).
    expect(f.courses.map((c) => [c.code, c.form_hours, c.amount_kobo])).toEqual([
      ['HRM 501', 3, naira(10500)],
      ['OTS 611', 3, naira(10500)],
      ['FED 613', 1, naira(7500)],
    ]);
    expect(f.summary).toMatchObject({
      total_hours: 7,
      programme_fees_kobo: naira(28500),
      grand_total_kobo: naira(66500),
      fee_band: 'ECWA',
      programme_level: 'PG',
    });
    expect(f.offered.find((y) => y.year === 6)!.courses.find((c) => c.code === 'OTS 611')!.picked).toBe(true);

    expect((await api(s.cookie).post(`${mine}/forward`)).statusCode).toBe(200);
    f = await form(s.cookie);
    expect(f.registration.status_label).toBe("Awaiting DPAA's Office");
    expect(f.can.pick).toBe(false);
    expect(f.offered).toEqual([]);

    // The dean's queue shows the student in the Masters group; the bursar's does not yet.
    const deanQueue = body<ApprovalQueueResponse>(
      await api(staff.dean!.cookie).get(`/api/registrations/${PERIOD_ID}/queue`),
    ).response;
    expect(deanQueue.groups.map((g) => g.group)).toEqual(['Master of Divinity', 'Masters', 'PGDT', 'BA', 'Diploma']);
    expect(deanQueue.groups[1]!.rows.map((r) => r.student_id)).toContain(s.user.username);
    const bursarQueue = body<ApprovalQueueResponse>(
      await api(staff.bursar!.cookie).get(`/api/registrations/${PERIOD_ID}/queue`),
    ).response;
    expect(bursarQueue.groups.flatMap((g) => g.rows.map((r) => r.custom_id))).not.toContain(s.user.customId);

    const staffForm = body<RegistrationFormResponse>(await api(staff.dean!.cookie).get(desk(s.user.customId))).response;
    expect(staffForm.process).toMatchObject({ can_decide: true, can_enter_ledger_balance: false });
    expect(staffForm.process!.phone_international).toMatch(/^\+234/);

    expect(
      (await api(staff.dean!.cookie).post(`${desk(s.user.customId)}/decision`, { decision: 'approve', comment: 'OK' }))
        .statusCode,
    ).toBe(200);
    expect((await form(s.cookie)).registration.status_label).toBe('Awaiting Bursary');

    // The bursar enters 90,000 naira from the ledger: an adjustment of -10,000 on the portal wallet.
    const bursarView = body<RegistrationFormResponse>(
      await api(staff.bursar!.cookie).get(desk(s.user.customId)),
    ).response;
    expect(bursarView.process!.can_enter_ledger_balance).toBe(true);
    // The history lists the moves of this form only (not its course picks), with who and why.
    expect(bursarView.process!.history.map((h) => [h.action, h.by.split(' ')[0], h.comment])).toEqual([
      ['Started', 'Student', null],
      ["Forwarded to the DPAA's Office", 'Student', null],
      ['Approved', expect.any(String), 'OK'],
    ]);
    const ledger = await api(staff.bursar!.cookie).post(`${desk(s.user.customId)}/ledger-balance`, {
      balance: '90000',
      expected_balance_kobo: bursarView.wallet_balance_kobo,
    });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(90000));
    // The adjustment names the officer and the registration's period in the API's own words.
    const wallet = (await findWallet(ctx.db, s.user.customId, 'portal'))!;
    const adjustment = (await ctx.db.select().from(walletEntries).where(eq(walletEntries.walletId, wallet.id))).at(-1)!;
    const bursar = staff.bursar!.user;
    expect(adjustment).toMatchObject({
      kind: 'adjustment',
      amountKobo: naira(90000) - bursarView.wallet_balance_kobo,
      actorId: bursar.customId,
      reason: `Ledger balance entered by ${[bursar.title, bursar.firstName, bursar.surname].filter(Boolean).join(' ')} (bursar) for the registration of ${periodTitle((await findPeriod(ctx.db, PERIOD_ID))!)}`,
    });
    f = await form(s.cookie);
    expect(f.registration.status_label).toBe('Incomplete Registration');
    expect(f.can.submit).toBe(true);

    const submit = await api(s.cookie).post(`${mine}/submit`);
    expect(submit.statusCode, submit.body).toBe(200);
    expect(body<SubmitRegistrationResponse>(submit).response.form_number).toBe(`RA${s.user.username}25`);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(90000 - 66500));

    const row = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    expect(row).toMatchObject({
      status: 'completed',
      openingBalanceKobo: naira(90000),
      closingBalanceKobo: naira(23500),
      totalKobo: naira(66500),
    });
    const debits = await ctx.db.select().from(walletEntries).where(eq(walletEntries.reference, row.formNumber!));
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ kind: 'registration', amountKobo: -naira(66500) });

    // The print carries the QR code of a public verification page that says the form is genuine.
    const print = body<RegistrationPrintResponse>(await api(s.cookie).get(`${mine}/print`)).response;
    expect(print.registration.form_number).toBe(row.formNumber);
    expect(print.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    const code = print.verification_url.split('/verify/')[1]!;
    const verifyAnswer = await ctx.app.inject({ method: 'GET', url: `/api/verify/${code}` });
    const verified = body<VerificationResponse>(verifyAnswer).response;
    // The Student ID only partly (issue 28 §5): enough to compare with the paper, not to sign in with.
    expect(verified).toMatchObject({
      genuine: true,
      form_number: row.formNumber,
      student_id: maskedStudentId(s.user.username),
      status: 'Completed',
    });
    expect(maskedStudentId(s.user.username)).not.toBe(s.user.username);
    expect(verifyAnswer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(JSON.stringify(verified)).not.toContain('ledger');
    const altered = body<VerificationResponse>(
      await ctx.app.inject({ method: 'GET', url: `/api/verify/${code.slice(0, -2)}xx` }),
    ).response;
    expect(altered.genuine).toBe(false);

    // Every step told the student by SMS.
    await ctx.app.backgroundTasks.settle();
    const purposes = (await listSmsMessages(ctx.db, { page: 1, pageSize: 50, terms: [] })).items
      .filter((m) => m.userId === s.user.customId)
      .map((m) => m.purpose);
    expect(purposes).toEqual(
      expect.arrayContaining([
        'registration-forwarded',
        'registration-approved',
        'registration-ledger-balance',
        'registration-completed',
      ]),
    );

    // Submitting again changes nothing.
    expect((await api(s.cookie).post(`${mine}/submit`)).statusCode).toBe(200);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(23500));
  });

  it('a disapproved form shows the comment and can be corrected and forwarded again', async () => {
    const s = await studentAt('awaiting dean');
    const res = await api(staff.ict!.cookie).post(`${desk(s.user.customId)}/decision`, {
      decision: 'disapprove',
      comment: 'Drop NTS 612; take HRM 501',
    });
    expect(res.statusCode).toBe(200);
    let f = await form(s.cookie);
    expect(f.registration.status).toBe('disapproved');
    expect(f.registration.status_message).toContain('Drop NTS 612; take HRM 501');
    expect(f.can.pick).toBe(true);
    expect((await api(s.cookie).delete(`${mine}/courses/NTS%20612`)).statusCode).toBe(200);
    expect((await api(s.cookie).post(`${mine}/courses`, { course_code: 'hrm 501' })).statusCode).toBe(200);
    expect((await api(s.cookie).post(`${mine}/forward`)).statusCode).toBe(200);
    f = await form(s.cookie);
    expect(f.registration.status).toBe('awaiting dean');
    expect(f.courses.map((c) => c.code)).toEqual(['OTS 611', 'HRM 501']);
  });

  it('a long disapproval reason: the form shows it whole with one full stop, the SMS ends at a word with the portal sentence (issue 27 §2, §6)', async () => {
    const s = await studentAt('awaiting dean');
    const reason =
      'Drop RES 701 and add CHA 702 instead, because your level does not allow NTS 612 this semester; see the HOD before you forward the form again with the receipt for the late registration fee.';
    const res = await api(staff.dean!.cookie).post(`${desk(s.user.customId)}/decision`, {
      decision: 'disapprove',
      comment: reason,
    });
    expect(res.statusCode).toBe(200);
    expect((await form(s.cookie)).registration.status_message).toBe(
      `Your form was disapproved for the following reason(s): ${reason} Make the corrections and forward it again.`,
    );
    await ctx.app.backgroundTasks.settle();
    const sms = (await listSmsMessages(ctx.db, { page: 1, pageSize: 50, terms: [] })).items.find(
      (m) => m.userId === s.user.customId && m.purpose === 'registration-disapproved',
    )!;
    expect(sms.body.length).toBeLessThanOrEqual(160);
    expect(sms.body).toMatch(/^Your registration form \(.+\) was disapproved: Drop RES 701 and add CHA 702 instead,/);
    expect(sms.body.endsWith(' See the portal for details.')).toBe(true);
    const kept = sms.body.slice(sms.body.indexOf(': ') + 2).replace(/(\.\.\.)? See the portal for details\.$/, '');
    expect(reason.startsWith(kept)).toBe(true);
    // Cut where a word ends, never inside one.
    expect(reason.slice(kept.length)).toMatch(/^[,;.]? /);
  });

  it('a decision on an unknown period, a student without a form or a form not awaiting the dean is refused', async () => {
    const decide = (url: string) =>
      api(staff.dean!.cookie).post(`${url}/decision`, { decision: 'approve', comment: 'In order' });
    const s = await studentAt('started');
    const unknownPeriod = await decide(`/api/registrations/999992099/${s.user.customId}`);
    expect(unknownPeriod.statusCode).toBe(404);
    expect(unknownPeriod.json().response).not.toBe(REGISTRATION_MESSAGES.noRegistration);
    const noForm = await createRegistrant(ctx, {});
    const missing = await decide(desk(noForm.user.customId));
    expect([missing.statusCode, missing.json().response]).toEqual([404, REGISTRATION_MESSAGES.noRegistration]);
    const early = await decide(desk(s.user.customId));
    expect([early.statusCode, early.json().response]).toEqual([409, REGISTRATION_MESSAGES.wrongState]);
    expect((await form(s.cookie)).registration.status).toBe('started');
    const id = String((await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!.id);
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(trail.filter((t) => t.action === 'registration.approve')).toEqual([]);
  });

  it('a decision needs a comment', async () => {
    const s = await studentAt('awaiting dean');
    const res = await api(staff.dean!.cookie).post(`${desk(s.user.customId)}/decision`, {
      decision: 'approve',
      comment: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect((await form(s.cookie)).registration.status).toBe('awaiting dean');
  });
});

describe('rules the server enforces', () => {
  it('picking or removing outside started/disapproved is refused and changes nothing', async () => {
    const s = await studentAt('awaiting dean');
    const pick = await api(s.cookie).post(`${mine}/courses`, { course_code: 'HRM 501' });
    expect(pick.statusCode).toBe(409);
    expect(body(pick).response).toBe(REGISTRATION_MESSAGES.wrongState);
    expect((await api(s.cookie).delete(`${mine}/courses/OTS%20611`)).statusCode).toBe(409);
    expect((await form(s.cookie)).courses.map((c) => c.code)).toEqual(['OTS 611', 'NTS 612']);
  });

  it('a course cannot be picked twice, nor one outside the level, the mode or the catalogue', async () => {
    const ba = await createRegistrant(ctx, {
      category: 'Bachelor of Arts Programme',
      programme: 'BA in Theology (Pastoral Studies)',
      department: 'Pastoral Studies',
    });
    const bad = await api(ba.cookie).post('/api/students/me/registrations', {
      period_id: PERIOD_ID,
      fresh_returning: 'new',
      current_level: '6',
    });
    expect(bad.statusCode).toBe(400);
    await start(ba.cookie, { fresh_returning: 'new', current_level: '2-BA', affiliation: 'yes' });
    const post = (code: string) => api(ba.cookie).post(`${mine}/courses`, { course_code: code });
    const first = await post('BIB 101');
    expect(first.statusCode).toBe(200);
    // The answer carries the form as it now is (no second request for the screen).
    expect(body<RegistrationChangeResponse>(first).response.form.courses.map((c) => c.code)).toEqual(['BIB 101']);
    const twice = await post('BIB 101');
    expect(twice.statusCode).toBe(409);
    expect(body(twice).response).toBe(REGISTRATION_MESSAGES.alreadyPicked);
    expect(body(await post('THE 201')).success).toBe(true); // year 2
    expect(body(await post('MIS 301')).success).toBe(true); // year 3: 2-BA sees one year ahead
    expect((await post('PAS 401')).statusCode).toBe(400); // year 4: not for 2-BA
    expect((await post('ONL 301')).statusCode).toBe(400); // virtual only
    expect((await post('XYZ 999')).statusCode).toBe(400);
    const f = await form(ba.cookie);
    // New UG student: 14 in-person items minus Late Registration (no amount) = 13; Departmental 3,000 (Pastoral Studies UG).
    expect(f.charges).toHaveLength(13);
    expect(f.charges.find((c) => c.item === 'Departmental')!.amount_kobo).toBe(naira(3000));
    expect(f.offered.map((y) => y.year)).toEqual([1, 2, 3]);
  });

  it('pick and remove each write one audit record in the same statement; removing a course not on the form changes nothing', async () => {
    const s = await createRegistrant(ctx);
    await start(s.cookie);
    const audits = async () =>
      (await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, s.user.customId)))
        .filter((a) => a.action.endsWith('-course'))
        .map((a) => [a.action, a.details]);
    expect((await api(s.cookie).post(`${mine}/courses`, { course_code: 'hrm  501' })).statusCode).toBe(200);
    const gone = await api(s.cookie).delete(`${mine}/courses/OTS%20611`);
    expect(gone.statusCode).toBe(404);
    expect(body(gone).response).toBe(REGISTRATION_MESSAGES.notPicked);
    // Each answer is the form after the change: courses in the order picked, the year buttons marked.
    const second = await api(s.cookie).post(`${mine}/courses`, { course_code: 'OTS 611' });
    const afterPick = body<RegistrationChangeResponse>(second).response.form;
    expect(afterPick.courses.map((c) => c.code)).toEqual(['HRM 501', 'OTS 611']);
    const pickedFlags = afterPick.offered.flatMap((y) => y.courses.filter((c) => c.picked).map((c) => c.code));
    expect(pickedFlags.sort()).toEqual(['HRM 501', 'OTS 611']);
    expect(afterPick).toEqual(await form(s.cookie));
    const removed = await api(s.cookie).delete(`${mine}/courses/HRM%20501`);
    expect(removed.statusCode).toBe(200);
    const afterRemove = body<RegistrationChangeResponse>(removed).response.form;
    expect(afterRemove.courses.map((c) => c.code)).toEqual(['OTS 611']);
    expect(afterRemove).toEqual(await form(s.cookie));
    expect(await audits()).toEqual([
      ['registration.pick-course', { course_code: 'HRM 501' }],
      ['registration.pick-course', { course_code: 'OTS 611' }],
      ['registration.remove-course', { course_code: 'HRM 501' }],
    ]);
  });

  it('the one-statement form read gives exactly the rows the separate queries give (dates, amounts, JSON)', async () => {
    const s = await studentAt('incomplete', { walletNaira: 500_000 });
    expect((await api(s.cookie).post(`${mine}/submit`)).statusCode).toBe(200);
    const id = s.user.customId;
    const once = await readRegistrationFormOnce(ctx.db, PERIOD_ID, id, 'in_person');
    expect(once.registration!.completedAt).toBeInstanceOf(Date);
    expect(once).toEqual({
      periods: await listPeriods(ctx.db),
      profile: await findStudentProfile(ctx.db, id),
      registration: await findRegistration(ctx.db, PERIOD_ID, id),
      courses: await listRegistrationCoursesOf(ctx.db, PERIOD_ID, id),
      specialRates: await listSpecialRatesOf(ctx.db, id),
      courseFees: await listCourseFees(ctx.db, PERIOD_ID),
      walletKobo: await findPortalBalance(ctx.db, id),
      offered: await listOfferedCoursesForMode(ctx.db, 'in_person'),
    });
  });

  it('a student without a department must confirm details first; the answer says so', async () => {
    const s = await createRegistrant(ctx, { department: null });
    const periods = body<RegistrationPeriodsResponse>(
      await api(s.cookie).get('/api/students/me/registrations'),
    ).response;
    expect(periods.department_missing).toBe(true);
    const res = await api(s.cookie).post('/api/students/me/registrations', {
      period_id: PERIOD_ID,
      fresh_returning: 'returning',
      current_level: '6',
    });
    expect(res.statusCode).toBe(409);
    expect(await findRegistration(ctx.db, PERIOD_ID, s.user.customId)).toBeUndefined();
  });

  it('forward needs at least one course', async () => {
    const s = await studentAt('started', {}, []);
    const res = await api(s.cookie).post(`${mine}/forward`);
    expect(res.statusCode).toBe(400);
    expect(body(res).response).toBe(REGISTRATION_MESSAGES.noCourses);
  });

  it('the charge snapshot does not move when the charge table changes later', async () => {
    const s = await studentAt('started');
    const before = (await form(s.cookie)).summary!.charges_total_kobo;
    await upsertSeminaryCharge(ctx.db, {
      level: 'postgraduate',
      studentType: 'returning',
      mode: 'in_person',
      item: 'SUG',
      amountKobo: naira(9000),
    });
    expect((await form(s.cookie)).summary!.charges_total_kobo).toBe(before);
    await upsertSeminaryCharge(ctx.db, {
      level: 'postgraduate',
      studentType: 'returning',
      mode: 'in_person',
      item: 'SUG',
      amountKobo: naira(3000),
    });
  });

  it('insufficient wallet: refused with the spec message; the UT undertaking then allows a negative balance', async () => {
    const s = await studentAt('incomplete', { walletNaira: 1000 });
    const f = await form(s.cookie);
    expect(f.can.submit).toBe(false);
    expect(f.amount_to_add_kobo).toBe(f.summary!.grand_total_kobo - naira(1000));
    const refused = await api(s.cookie).post(`${mine}/submit`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).response).toBe(REGISTRATION_MESSAGES.insufficientWallet);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(1000));

    // Only the bursar and the registrar may grant it.
    for (const position of ['ict', 'dean', 'auditor', 'assistant bursar', 'porter']) {
      expect((await api(staff[position]!.cookie).post(`${desk(s.user.customId)}/undertaking`)).statusCode).toBe(403);
    }
    expect((await api(s.cookie).post(`${desk(s.user.customId)}/undertaking`)).statusCode).toBe(403);
    expect((await api(staff.registrar!.cookie).post(`${desk(s.user.customId)}/undertaking`)).statusCode).toBe(200);
    // Once.
    expect((await api(staff.bursar!.cookie).post(`${desk(s.user.customId)}/undertaking`)).statusCode).toBe(409);

    const total = f.summary!.grand_total_kobo;
    expect((await form(s.cookie)).can.submit).toBe(true);
    expect((await api(s.cookie).post(`${mine}/submit`)).statusCode).toBe(200);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(1000) - total);
  });

  it('a ledger balance entered against a wallet that moved is refused', async () => {
    const s = await studentAt('awaiting bursar', { walletNaira: 5000 });
    const view = body<RegistrationFormResponse>(await api(staff.bursar!.cookie).get(desk(s.user.customId))).response;
    await fund(ctx, s.user.customId, 100); // a top-up lands meanwhile
    const res = await api(staff.bursar!.cookie).post(`${desk(s.user.customId)}/ledger-balance`, {
      balance: '70000',
      expected_balance_kobo: view.wallet_balance_kobo,
    });
    expect(res.statusCode).toBe(409);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(5100));
    expect((await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('awaiting bursar');
  });

  it('a negative ledger balance (the student owes) is recorded as it is', async () => {
    const s = await studentAt('awaiting bursar');
    const res = await api(staff.ict!.cookie).post(`${desk(s.user.customId)}/ledger-balance`, {
      balance: '-2500',
      expected_balance_kobo: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await portalBalance(ctx, s.user.customId)).toBe(-naira(2500));
  });

  it('the charge-line edit changes one item of this student only, recorded with the officer', async () => {
    const s = await studentAt('awaiting bursar');
    const other = await studentAt('started');
    const res = await api(staff.bursar!.cookie).patch(`${desk(s.user.customId)}/charges`, {
      item: 'Health Insurance',
      amount: '0',
    });
    expect(res.statusCode, res.body).toBe(200);
    const f = await form(s.cookie);
    expect(f.charges.find((c) => c.item === 'Health Insurance')).toMatchObject({ amount_kobo: 0, edited: true });
    expect((await form(other.cookie)).charges.find((c) => c.item === 'Health Insurance')!.amount_kobo).toBe(
      naira(7000),
    );
    expect(
      (await api(staff.dean!.cookie).patch(`${desk(s.user.customId)}/charges`, { item: 'SUG', amount: '1' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api(staff.ict!.cookie).patch(`${desk(s.user.customId)}/charges`, { item: 'Nope', amount: '1' }))
        .statusCode,
    ).toBe(404);
  });

  it('a staff category halves the programme fees only once verified by the bursary', async () => {
    const s = await studentAt('started', { staff: 'declared' }, ['OTS 611']);
    let f = await form(s.cookie);
    expect(f.summary!.staff_discount_kobo).toBe(0);
    const view = body<RegistrationFormResponse>(await api(staff.bursar!.cookie).get(desk(s.user.customId))).response;
    expect(view.process!.can_verify_staff).toBe(true);
    expect((await api(staff.dean!.cookie).post(`${desk(s.user.customId)}/staff-category`)).statusCode).toBe(403);
    expect((await api(staff.bursar!.cookie).post(`${desk(s.user.customId)}/staff-category`)).statusCode).toBe(200);
    f = await form(s.cookie);
    expect(f.student.staff_verified).toBe(true);
    expect(f.summary).toMatchObject({
      programme_fees_full_kobo: naira(10500),
      staff_discount_kobo: naira(5250),
      programme_fees_kobo: naira(5250),
    });
  });

  it('special rates are data: the bursar records one and the form uses it', async () => {
    const s = await studentAt('started', {}, ['OTS 611']);
    const created = await api(staff.bursar!.cookie).post('/api/special-rates', {
      student_id: s.user.username,
      course_code: 'ots 611',
      rate: '8000',
      hours: 3,
      note: 'Agreed by the Bursary',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(
      (
        await api(staff.bursar!.cookie).post('/api/special-rates', {
          student_id: s.user.username,
          course_code: 'OTS 611',
          rate: '9000',
          hours: 3,
        })
      ).statusCode,
    ).toBe(409);
    const f = await form(s.cookie);
    expect(f.courses[0]).toMatchObject({ code: 'OTS 611', basis: 'special-rate', amount_kobo: naira(24000) });
    const list = body<SpecialRatesResponse>(
      await api(staff.auditor!.cookie).get(`/api/special-rates?q=${s.user.username}`),
    ).response;
    expect(list.items).toHaveLength(1);
    expect((await api(staff.auditor!.cookie).delete(`/api/special-rates/${list.items[0]!.id}`)).statusCode).toBe(403);
    expect((await api(staff.ict!.cookie).delete(`/api/special-rates/${list.items[0]!.id}`)).statusCode).toBe(200);
    expect((await form(s.cookie)).courses[0]!.basis).toBe('per-hour');
  });

  it('the affiliation fee of the period is charged when a BA student answers yes', async () => {
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/periods/${PERIOD_ID}/affiliation-fee`,
      headers: { cookie: staff.bursar!.cookie },
      payload: { amount: '20000' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const ba = await createRegistrant(ctx, {
      category: 'Bachelor of Arts Programme',
      programme: 'BA in Theology (Pastoral Studies)',
      department: 'Pastoral Studies',
    });
    await start(ba.cookie, { fresh_returning: 'returning', current_level: '1-BA', affiliation: 'yes' });
    expect((await form(ba.cookie)).summary!.affiliation_fee_kobo).toBe(naira(20000));
    // A Masters student cannot answer yes.
    const ma = await createRegistrant(ctx);
    const refused = await api(ma.cookie).post('/api/students/me/registrations', {
      period_id: PERIOD_ID,
      fresh_returning: 'returning',
      current_level: '6',
      affiliation: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/periods/${PERIOD_ID}/affiliation-fee`,
      headers: { cookie: staff.bursar!.cookie },
      payload: { amount: '0' },
    });
  });

  it('closed registration blocks starting for in-person students', async () => {
    const s = await createRegistrant(ctx);
    const { setPeriodStatus } = await import('@portal/db');
    await setPeriodStatus(ctx.db, PERIOD_ID, 'registrationStatus', 'closed');
    try {
      // Still the current period (the latest), so a virtual student may go on.
      const res = await api(s.cookie).post('/api/students/me/registrations', {
        period_id: PERIOD_ID,
        fresh_returning: 'returning',
        current_level: '6',
      });
      expect(res.statusCode).toBe(409);
      expect(body(res).response).toBe(REGISTRATION_MESSAGES.registrationClosed);
      const v = await createRegistrant(ctx, { mode: 'virtual' });
      expect((await start(v.cookie)).statusCode).toBe(200);
    } finally {
      await setPeriodStatus(ctx.db, PERIOD_ID, 'registrationStatus', 'opened');
    }
  });
});

describe('who may do what', () => {
  it('each office, lecturers and students on the desk routes', async () => {
    const s = await studentAt('awaiting dean');
    const other = await createRegistrant(ctx);
    const url = desk(s.user.customId);
    const expectations: Array<[string, string, () => Promise<number>]> = [];
    const call = (cookie: string, method: 'GET' | 'POST', path: string, payload?: object) => async () =>
      (await ctx.app.inject({ method, url: path, headers: { cookie }, payload })).statusCode;

    // Viewing a form: every office but the porter; never a lecturer or another student.
    for (const position of ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean']) {
      expectations.push([`${position} views`, '200', call(staff[position]!.cookie, 'GET', url)]);
    }
    expectations.push(['porter views', '403', call(staff.porter!.cookie, 'GET', url)]);
    expectations.push(['lecturer views', '403', call(lecturerCookie, 'GET', url)]);
    expectations.push(['another student views', '403', call(other.cookie, 'GET', url)]);
    // Deciding: ict and dean only.
    for (const position of ['bursar', 'auditor', 'assistant bursar', 'registrar', 'porter']) {
      expectations.push([
        `${position} decides`,
        '403',
        call(staff[position]!.cookie, 'POST', `${url}/decision`, { decision: 'approve', comment: 'x' }),
      ]);
    }
    expectations.push([
      'lecturer decides',
      '403',
      call(lecturerCookie, 'POST', `${url}/decision`, { decision: 'approve', comment: 'x' }),
    ]);
    // Ledger balance: ict and bursar only.
    for (const position of ['dean', 'auditor', 'assistant bursar', 'registrar', 'porter']) {
      expectations.push([
        `${position} enters ledger`,
        '403',
        call(staff[position]!.cookie, 'POST', `${url}/ledger-balance`, { balance: '1', expected_balance_kobo: 0 }),
      ]);
    }
    // Queues: ict, bursar, auditor, dean.
    for (const position of ['assistant bursar', 'registrar', 'porter']) {
      expectations.push([
        `${position} queue`,
        '403',
        call(staff[position]!.cookie, 'GET', `/api/registrations/${PERIOD_ID}/queue`),
      ]);
    }
    expectations.push(['anonymous form', '401', async () => (await ctx.app.inject({ method: 'GET', url })).statusCode]);
    for (const [name, expected, run] of expectations) expect(`${name}: ${await run()}`).toBe(`${name}: ${expected}`);

    // The bursar may not decide in the wrong state either: nothing changed.
    expect((await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('awaiting dean');
    // The ledger balance before approval is refused as a state error for ict.
    const early = await api(staff.ict!.cookie).post(`${url}/ledger-balance`, {
      balance: '1',
      expected_balance_kobo: 0,
    });
    expect(early.statusCode).toBe(409);
  });

  it('a student reaches only their own registration (there is no route to another student’s)', async () => {
    const a = await studentAt('started');
    const b = await createRegistrant(ctx);
    // B has no registration: B's "own" form is not found, and nothing of A's is visible.
    const res = await api(b.cookie).get(mine);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(a.user.username);
    expect((await api(b.cookie).get(`${mine}/print`)).statusCode).toBe(404);
  });

  it('staff actions on a completed form are refused', async () => {
    const s = await studentAt('incomplete', { walletNaira: 200_000 });
    expect((await api(s.cookie).post(`${mine}/submit`)).statusCode).toBe(200);
    const url = desk(s.user.customId);
    expect((await api(staff.bursar!.cookie).patch(`${url}/charges`, { item: 'SUG', amount: '1' })).statusCode).toBe(
      409,
    );
    expect((await api(staff.bursar!.cookie).post(`${url}/undertaking`)).statusCode).toBe(409);
    expect(
      (await api(staff.bursar!.cookie).post(`${url}/ledger-balance`, { balance: '1', expected_balance_kobo: 0 }))
        .statusCode,
    ).toBe(409);
    // Printing by the bursar is recorded once; the registrar's print separately.
    expect(body<RecordPrintResponse>(await api(staff.bursar!.cookie).post(`${url}/prints`)).response.recorded).toBe(
      true,
    );
    expect(body<RecordPrintResponse>(await api(staff.bursar!.cookie).post(`${url}/prints`)).response.recorded).toBe(
      false,
    );
    expect(body<RecordPrintResponse>(await api(staff.registrar!.cookie).post(`${url}/prints`)).response.recorded).toBe(
      true,
    );
    expect(body<RecordPrintResponse>(await api(staff.ict!.cookie).post(`${url}/prints`)).response.recorded).toBe(false);
    // A form that does not exist is 404 for every office, recorded or not (issue 28 §3).
    for (const office of [staff.bursar!, staff.ict!]) {
      const missing = await api(office.cookie).post(`/api/registrations/999999999/NOSUCHID1/prints`);
      expect(missing.statusCode).toBe(404);
    }
    const row = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    expect(row.printedByBursarAt).not.toBeNull();
    expect(row.printedByRegistrarAt).not.toBeNull();
    expect(row.printedByDeanAt).toBeNull();
  });
});

describe('every money action happens once', () => {
  it('100 concurrent submits give one debit, one form number and one completed status', async () => {
    const s = await studentAt('incomplete', { walletNaira: 500_000 });
    const total = (await form(s.cookie)).summary!.grand_total_kobo;
    const answers = await Promise.all(Array.from({ length: 100 }, () => api(s.cookie).post(`${mine}/submit`)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = new Set(answers.map((r) => body<SubmitRegistrationResponse>(r).response.form_number));
    expect([...numbers]).toEqual([`RA${s.user.username}25`]);
    const entries = await ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, `RA${s.user.username}25`));
    expect(entries).toHaveLength(1);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(500_000) - total);
    // The completed registration points at its debit, and one audit record says so.
    const r = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    expect([r.status, r.debitEntryId, r.totalKobo, r.closingBalanceKobo]).toEqual([
      'completed',
      entries[0]!.id,
      total,
      naira(500_000) - total,
    ]);
    const submits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'registration.submit'));
    expect(submits.filter((a) => a.entityId === String(r.id))).toHaveLength(1);
  });

  it('concurrent Start requests give one registration', async () => {
    const s = await createRegistrant(ctx);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(s.cookie).post('/api/students/me/registrations', {
          period_id: PERIOD_ID,
          fresh_returning: 'returning',
          current_level: '6',
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => body<StartRegistrationResponse>(r).response.created)).toHaveLength(1);
    const rows = await ctx.db.select().from(registrations).where(eq(registrations.studentId, s.user.customId));
    expect(rows).toHaveLength(1);
  });

  it('50 concurrent picks of one course put it on the form once', async () => {
    const s = await studentAt('started', {}, []);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api(s.cookie).post(`${mine}/courses`, { course_code: 'OTS 611' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect((await form(s.cookie)).courses).toHaveLength(1);
  });

  it('50 concurrent forwards and 50 concurrent approvals each move the form once, with one audit record each', async () => {
    const s = await studentAt('started');
    const forwards = await Promise.all(Array.from({ length: 50 }, () => api(s.cookie).post(`${mine}/forward`)));
    expect(forwards.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(forwards.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const forwarded = forwards.find((r) => r.statusCode === 200)!;
    expect(body<RegistrationChangeResponse>(forwarded).response.form).toEqual(await form(s.cookie));
    const approvals = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(staff.dean!.cookie).post(`${desk(s.user.customId)}/decision`, { decision: 'approve', comment: 'In order' }),
      ),
    );
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const r = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    expect([r.status, r.comment]).toEqual(['awaiting bursar', 'In order']);
    const moves = (
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(r.id)))
        .orderBy(auditLog.id)
    )
      .filter((a) => a.action === 'registration.forward' || a.action === 'registration.approve')
      .map((a) => [a.action, a.details]);
    expect(moves).toEqual([
      ['registration.forward', { from: 'started', to: 'awaiting dean' }],
      ['registration.approve', { from: 'awaiting dean', to: 'awaiting bursar', comment: 'In order' }],
    ]);
  });

  it('a charge edited while the student submits: the debit is always the price of the charges stored on the form', async () => {
    for (let i = 0; i < 8; i++) {
      const s = await studentAt('incomplete', { walletNaira: 500_000 });
      const [submit, edit] = await Promise.all([
        api(s.cookie).post(`${mine}/submit`),
        api(staff.bursar!.cookie).patch(`${desk(s.user.customId)}/charges`, { item: 'Health Insurance', amount: '0' }),
      ]);
      expect(submit.statusCode, submit.body).toBe(200);
      const r = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
      const stored = r.charges.reduce((n, c) => n + c.amountKobo, 0);
      expect((r.pricing as RegistrationPricing | null)!.chargesTotalKobo).toBe(stored);
      // The edit either came first (and was priced) or found the form completed (and changed nothing).
      expect(stored === r.charges.reduce((n, c) => n + (c.item === 'Health Insurance' ? 0 : c.amountKobo), 0)).toBe(
        edit.statusCode === 200,
      );
      const debits = await ctx.db.select().from(walletEntries).where(eq(walletEntries.reference, r.formNumber!));
      expect(debits.map((d) => d.amountKobo)).toEqual([-r.totalKobo!]);
    }
  });

  it('the one-statement submit writes nothing when the wallet, the charges or the status moved since the form was read', async () => {
    const s = await studentAt('incomplete', { walletNaira: 500_000 });
    const read = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    const balance = await portalBalance(ctx, s.user.customId);
    const entriesBefore = (await ctx.db.select().from(walletEntries)).length;
    const attempt = (over: { read?: Partial<typeof read>; walletKobo?: number } = {}) =>
      completeRegistrationIfUnchanged(ctx.db, {
        read: { ...read, ...over.read },
        to: 'completed',
        walletKobo: over.walletKobo ?? balance,
        totalKobo: naira(1000),
        formNumber: `RTEST${s.user.customId}`,
        pricing: {},
        completedAt: new Date(),
        actorId: s.user.customId,
        reason: 'test',
        verification: { code: `code-${s.user.customId}`, studentId: s.user.customId, periodId: PERIOD_ID },
        details: {},
      });
    // Each stale read: nothing written, the registration still incomplete.
    expect(await attempt({ walletKobo: balance - 1 })).toBeUndefined();
    expect(await attempt({ read: { charges: read.charges.slice(1) } })).toBeUndefined();
    expect(await attempt({ read: { status: 'awaiting bursar' } })).toBeUndefined();
    expect(await attempt({ read: { undertaking: !read.undertaking } })).toBeUndefined();
    expect(await attempt({ read: { affiliation: read.affiliation === 'yes' ? 'no' : 'yes' } })).toBeUndefined();
    expect((await ctx.db.select().from(walletEntries)).length).toBe(entriesBefore);
    expect((await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('incomplete');
    expect(await portalBalance(ctx, s.user.customId)).toBe(balance);
    // As read: one debit, completed, audited; a second attempt finds it completed and writes nothing.
    expect(await attempt()).toEqual({ formNumber: `RTEST${s.user.customId}` });
    expect(await attempt()).toBeUndefined();
    const after = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    expect(after).toMatchObject({ status: 'completed', openingBalanceKobo: balance, totalKobo: naira(1000) });
    expect(await portalBalance(ctx, s.user.customId)).toBe(balance - naira(1000));
    const debits = await ctx.db.select().from(walletEntries).where(eq(walletEntries.reference, after.formNumber!));
    expect(debits.map((d) => [d.amountKobo, d.id])).toEqual([[-naira(1000), after.debitEntryId]]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(after.id)));
    expect(audits.filter((a) => a.action === 'registration.submit')).toHaveLength(1);
  });

  it('50 concurrent ledger-balance entries give one adjustment', async () => {
    const s = await studentAt('awaiting bursar', { walletNaira: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(staff.bursar!.cookie).post(`${desk(s.user.customId)}/ledger-balance`, {
          balance: '60000',
          expected_balance_kobo: naira(1000),
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(60000));
  });
});

describe('student records', () => {
  it('print-outs and registered courses', async () => {
    const s = await studentAt('started');
    const outs = body<PrintOutsResponse>(await api(s.cookie).get('/api/students/me/print-outs')).response;
    expect(outs.items).toEqual([
      expect.objectContaining({ period_id: PERIOD_ID, registration_status: 'started', can_print: false }),
    ]);
    const courses = body<RegisteredCoursesResponse>(
      await api(s.cookie).get(`/api/students/me/registered-courses/${PERIOD_ID}`),
    ).response;
    expect(courses.courses.map((c) => c.code)).toEqual(['OTS 611', 'NTS 612']);
    expect((await api(s.cookie).get(`${mine}/print`)).statusCode).toBe(409);
  });
});
