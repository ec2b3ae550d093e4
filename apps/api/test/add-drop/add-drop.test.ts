import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  findRegistration,
  listCompletedChangesOfCourse,
  listEffectiveCourses,
  listSmsMessages,
  setPeriodStatus,
  walletEntries,
} from '@portal/db';
import {
  ADD_DROP_MESSAGES,
  type AddDropFormResponse,
  type AddDropPeriodListResponse,
  type AddDropPeriodsResponse,
  type AddDropPrintResponse,
  type AddDropQueueResponse,
  type PrintOutsResponse,
  type RegisteredCoursesResponse,
  type StartAddDropResponse,
  type VerificationResponse,
} from '@portal/domain';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import {
  addDropForm,
  addDropRowOf,
  AFTER_MID_SEMESTER,
  as,
  asUser,
  deskUrl,
  expectOk,
  IN_FREE_WINDOW,
  IN_WEEK_3,
  mineUrl,
  registeredStudent,
  seedAddDropWorld,
  studentAtAddDrop,
  type AddDropWorld,
} from '../support/add-drop-factories.js';
import { naira, PERIOD_ID, portalBalance } from '../support/registration-factories.js';

let ctx: TestContext;
let world: AddDropWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await seedAddDropWorld(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

/** Runs a test part at another date, then returns to the free window. */
async function atDate<T>(date: Date, run: () => Promise<T>): Promise<T> {
  ctx.clock.now = date;
  try {
    return await run();
  } finally {
    ctx.clock.now = IN_FREE_WINDOW;
  }
}

describe('the whole add/drop', () => {
  it('start, drop one course, add two, forward, the dean approves, submit once, print, verify; the change shows everywhere', async () => {
    const s = await registeredStudent(world);
    // Registration: 38,000 of charges + 21,000 of courses debited from 100,000.
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(41_000));

    const chooser = body<AddDropPeriodsResponse>(await s.api.get('/api/students/me/add-drops')).response;
    expect(chooser.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({
      add_drop_status: 'opened',
      registration: { status: 'completed' },
      add_drop: null,
      action: 'start',
      dialog: null,
    });
    const started = await expectOk(s.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID }));
    expect(body<StartAddDropResponse>(started).response.created).toBe(true);
    // Starting again answers the same add/drop.
    expect(
      body<StartAddDropResponse>(await s.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID })).response
        .created,
    ).toBe(false);

    let f = await addDropForm(s);
    expect(f.add_drop).toMatchObject({ status: 'started', status_label: 'Started', form_number: null });
    expect(f.registered.map((c) => [c.code, c.to_be_dropped, c.amount_kobo])).toEqual([
      ['OTS 611', false, naira(10500)],
      ['NTS 612', false, naira(10500)],
    ]);
    expect(f.offered.map((y) => y.year)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(f.offered.find((y) => y.year === 6)!.courses.find((c) => c.code === 'OTS 611')).toMatchObject({
      registered: true,
      added: false,
    });
    expect(f.mark_today).toBe('free');
    expect(f.can).toEqual({ change: true, forward: false, submit: false, print: false });

    const drop = await expectOk(s.api.post(`${mineUrl}/dropped`, { course_code: 'nts 612' }));
    expect(body(drop).response).toEqual({ message: 'Course was dropped successfully.' });
    await expectOk(s.api.post(`${mineUrl}/added`, { course_code: 'HRM 501' }));
    await expectOk(s.api.post(`${mineUrl}/added`, { course_code: 'FED 613' }));

    f = await addDropForm(s);
    expect(f.registered.find((c) => c.code === 'NTS 612')!.to_be_dropped).toBe(true);
    expect(f.dropped).toEqual([
      expect.objectContaining({
        code: 'NTS 612',
        label: 'To be Dropped',
        mark: 'free',
        mark_label: null,
        mark_is_final: false,
        credited: true,
        amount_kobo: naira(10500),
      }),
    ]);
    // HRM 501: 3 h × 3,500; FED 613: P/F 7,500 and 0 hours on the add/drop form.
    expect(f.added.map((c) => [c.code, c.form_hours, c.amount_kobo])).toEqual([
      ['HRM 501', 3, naira(10500)],
      ['FED 613', 0, naira(7500)],
    ]);
    expect(f.summary).toMatchObject({
      added_hours: 3,
      dropped_hours: 3,
      added_kobo: naira(18000),
      dropped_credit_kobo: naira(10500),
      net_kobo: -naira(7500),
      wallet_balance_kobo: naira(41000),
      closing_balance_kobo: naira(33500),
      amount_to_pay_kobo: 0,
    });
    expect(f.can).toMatchObject({ change: true, forward: true, submit: false });

    await expectOk(s.api.post(`${mineUrl}/forward`));
    f = await addDropForm(s);
    expect(f.add_drop.status_label).toBe("Awaiting DPAA's Office");
    expect(f.can.change).toBe(false);
    expect(f.offered).toEqual([]);
    expect(f.dropped[0]).toMatchObject({ mark: 'free', mark_is_final: true });

    // The dean's queue shows the student in the Masters group.
    const queue = body<AddDropQueueResponse>(
      await as(world, world.staff.dean).get(`/api/add-drops/${PERIOD_ID}/queue`),
    ).response;
    expect(queue.groups.map((g) => g.group)).toEqual(['Master of Divinity', 'Masters', 'PGDT', 'BA', 'Diploma']);
    expect(queue.groups[1]!.rows.map((r) => r.custom_id)).toContain(s.user.customId);

    const staffView = body<AddDropFormResponse>(
      await as(world, world.staff.dean).get(deskUrl(s.user.customId)),
    ).response;
    expect(staffView.process).toMatchObject({ can_decide: true, can_sms: true });
    expect(staffView.process!.phone_international).toMatch(/^\+234/);
    expect(staffView.can).toEqual({ change: false, forward: false, submit: false, print: false });
    const bursarView = body<AddDropFormResponse>(
      await as(world, world.staff.bursar).get(deskUrl(s.user.customId)),
    ).response;
    expect(bursarView.process!.can_decide).toBe(false);

    await expectOk(
      as(world, world.staff.dean).post(`${deskUrl(s.user.customId)}/decision`, {
        decision: 'approve',
        comment: 'Approved by the DPAA',
      }),
    );
    f = await addDropForm(s);
    expect(f.add_drop).toMatchObject({ status: 'incomplete', status_label: 'Incomplete Add/Drop' });
    expect(f.can.submit).toBe(true);

    const submit = await expectOk(s.api.post(`${mineUrl}/submit`));
    const formNumber = `ADA${s.user.username}25`;
    expect(body(submit).response).toMatchObject({ form_number: formNumber, status: 'completed' });
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(33500));
    const entries = await ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'add/drop'), eq(walletEntries.reference, formNumber)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.amountKobo).toBe(-naira(7500));
    expect(await addDropRowOf(world, s.user.customId)).toMatchObject({
      status: 'completed',
      openingBalanceKobo: naira(41000),
      closingBalanceKobo: naira(33500),
      netKobo: -naira(7500),
      entryId: entries[0]!.id,
      formNumber,
    });

    // Submitting again changes nothing.
    expect(body(await s.api.post(`${mineUrl}/submit`)).response).toMatchObject({ form_number: formNumber });
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(33500));

    // The print: title, courses with subtotals, fee summary, a QR code to the public page.
    const print = body<AddDropPrintResponse>(await s.api.get(`${mineUrl}/print`)).response;
    expect(print.title).toBe('Postgraduate');
    expect(print.add_drop.form_number).toBe(formNumber);
    expect(print.dropped.map((d) => d.code)).toEqual(['NTS 612']);
    expect(print.added.map((d) => d.code)).toEqual(['HRM 501', 'FED 613']);
    expect(print.summary).toMatchObject({ wallet_balance_kobo: naira(41000), closing_balance_kobo: naira(33500) });
    expect(print.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    const code = print.verification_url.split('/verify/')[1]!;
    const verified = body<VerificationResponse>(
      await ctx.app.inject({ method: 'GET', url: `/api/verify/${code}` }),
    ).response;
    expect(verified).toMatchObject({
      genuine: true,
      kind: 'add-drop',
      kind_label: 'Add/Drop Form',
      form_number: formNumber,
      status: 'Completed',
    });

    // Registered courses: the drop struck through, the adds listed; the effective list for class lists.
    const registered = body<RegisteredCoursesResponse>(
      await s.api.get(`/api/students/me/registered-courses/${PERIOD_ID}`),
    ).response;
    expect(registered.courses.map((c) => [c.code, c.dropped, c.mark])).toEqual([
      ['OTS 611', false, null],
      ['NTS 612', true, null],
      ['HRM 501', false, null],
      ['FED 613', false, null],
    ]);
    const registration = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    expect((await listEffectiveCourses(ctx.db, registration.id)).map((c) => c.code).sort()).toEqual([
      'FED 613',
      'HRM 501',
      'OTS 611',
    ]);
    expect(await listCompletedChangesOfCourse(ctx.db, PERIOD_ID, 'NTS 612')).toContainEqual({
      customId: s.user.customId,
      action: 'drop',
      mark: null,
    });
    expect(await listCompletedChangesOfCourse(ctx.db, PERIOD_ID, 'HRM 501')).toContainEqual({
      customId: s.user.customId,
      action: 'add',
      mark: null,
    });
    const outs = body<PrintOutsResponse>(await s.api.get('/api/students/me/print-outs')).response;
    expect(outs.items[0]).toMatchObject({ period_id: PERIOD_ID, add_drop_status: 'completed' });

    // The chooser now opens the completion dialog.
    const after = body<AddDropPeriodsResponse>(await s.api.get('/api/students/me/add-drops')).response;
    expect(after.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({
      action: 'continue',
      dialog: 'completed',
      add_drop: { status: 'completed', form_number: formNumber },
    });

    await ctx.app.backgroundTasks.settle();
    const purposes = (await listSmsMessages(ctx.db, { page: 1, pageSize: 100, terms: [] })).items
      .filter((m) => m.userId === s.user.customId)
      .map((m) => m.purpose);
    expect(purposes).toEqual(expect.arrayContaining(['add-drop-forwarded', 'add-drop-approved', 'add-drop-completed']));
  });

  it('a disapproved form shows the comment, can be corrected and forwarded again', async () => {
    const s = await studentAtAddDrop(world, 'disapproved');
    let f = await addDropForm(s);
    expect(f.add_drop.status).toBe('disapproved');
    expect(f.add_drop.status_message).toContain('See the HOD about NTS 612');
    expect(f.can.change).toBe(true);
    await expectOk(s.api.delete(`${mineUrl}/dropped/NTS%20612`));
    await expectOk(s.api.delete(`${mineUrl}/added/HRM%20501`));
    await expectOk(s.api.post(`${mineUrl}/added`, { course_code: 'BIB 101' }));
    await expectOk(s.api.post(`${mineUrl}/forward`));
    f = await addDropForm(s);
    expect(f.add_drop.status).toBe('awaiting dean');
    expect(f.dropped).toEqual([]);
    expect(f.added.map((c) => c.code)).toEqual(['BIB 101']);
    await ctx.app.backgroundTasks.settle();
    const purposes = (await listSmsMessages(ctx.db, { page: 1, pageSize: 200, terms: [] })).items
      .filter((m) => m.userId === s.user.customId)
      .map((m) => m.purpose);
    expect(purposes).toContain('add-drop-disapproved');
  });

  it('a decision needs a comment', async () => {
    const s = await studentAtAddDrop(world, 'awaiting dean');
    const res = await as(world, world.staff.dean).post(`${deskUrl(s.user.customId)}/decision`, {
      decision: 'approve',
      comment: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect((await addDropForm(s)).add_drop.status).toBe('awaiting dean');
  });
});

describe('the period chooser', () => {
  it('Not Registered and Incomplete Registration dialogs word for word; starting is refused the same way', async () => {
    const none = await registeredStudent(world, {}, { step: 'none' });
    const p1 = body<AddDropPeriodsResponse>(await none.api.get('/api/students/me/add-drops')).response;
    expect(p1.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({
      dialog: 'not-registered',
      dialog_title: 'Not Registered',
      dialog_message: 'You are not registered for the chosen semester therefore you cannot Add/Drop courses.',
    });
    const r1 = await none.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID });
    expect(r1.statusCode).toBe(409);
    expect(body(r1).response).toBe(ADD_DROP_MESSAGES.notRegistered);

    const waiting = await registeredStudent(world, {}, { step: 'awaiting dean' });
    const p2 = body<AddDropPeriodsResponse>(await waiting.api.get('/api/students/me/add-drops')).response;
    expect(p2.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({
      dialog: 'incomplete-registration',
      dialog_title: 'Incomplete Registration',
      dialog_message:
        "You cannot perform Add/Drop for the chosen semester because you have not finished the semester's registration.",
    });
    const r2 = await waiting.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID });
    expect(r2.statusCode).toBe(409);
    expect(body(r2).response).toBe(ADD_DROP_MESSAGES.incompleteRegistration);
    expect((await waiting.api.get(mineUrl)).statusCode).toBe(404);
  });

  it('closed add/drop disables Start and refuses starting, changes and forwarding; an approved form may still be submitted', async () => {
    const fresh = await registeredStudent(world);
    const started = await studentAtAddDrop(world, 'started');
    const approved = await studentAtAddDrop(world, 'incomplete');
    await setPeriodStatus(ctx.db, PERIOD_ID, 'addDropStatus', 'closed');
    try {
      const chooser = body<AddDropPeriodsResponse>(await fresh.api.get('/api/students/me/add-drops')).response;
      expect(chooser.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({ action: null, dialog: 'closed' });
      const res = await fresh.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID });
      expect(res.statusCode).toBe(409);
      expect(body(res).response).toBe(ADD_DROP_MESSAGES.closed);
      expect((await started.api.post(`${mineUrl}/added`, { course_code: 'BIB 101' })).statusCode).toBe(409);
      expect((await started.api.post(`${mineUrl}/forward`)).statusCode).toBe(409);
      expect((await addDropForm(started)).can).toMatchObject({ change: false, forward: false });
      await expectOk(approved.api.post(`${mineUrl}/submit`));
    } finally {
      await setPeriodStatus(ctx.db, PERIOD_ID, 'addDropStatus', 'opened');
    }
  });
});

describe('rules the server enforces', () => {
  it('adding a registered course, dropping an unregistered one, twice, or outside the level is refused', async () => {
    const s = await studentAtAddDrop(world, 'started', {}, {});
    const add = (code: string) => s.api.post(`${mineUrl}/added`, { course_code: code });
    const drop = (code: string) => s.api.post(`${mineUrl}/dropped`, { course_code: code });
    const registered = await add('OTS 611');
    expect(registered.statusCode).toBe(409);
    expect(body(registered).response).toBe(ADD_DROP_MESSAGES.alreadyRegistered);
    const notMine = await drop('HRM 501');
    expect(notMine.statusCode).toBe(409);
    expect(body(notMine).response).toBe(ADD_DROP_MESSAGES.notRegisteredCourse);
    await expectOk(add('HRM 501'));
    expect(body(await add('HRM 501')).response).toBe(ADD_DROP_MESSAGES.alreadyAdded);
    // An added course is not registered: it is removed, not dropped.
    expect((await drop('HRM 501')).statusCode).toBe(409);
    await expectOk(drop('OTS 611'));
    expect(body(await drop('OTS 611')).response).toBe(ADD_DROP_MESSAGES.alreadyDropped);
    expect((await add('ONL 301')).statusCode).toBe(400); // virtual only
    expect((await add('XYZ 999')).statusCode).toBe(400);
    expect((await s.api.delete(`${mineUrl}/added/RES%20701`)).statusCode).toBe(404);
    expect((await s.api.delete(`${mineUrl}/dropped/NTS%20612`)).statusCode).toBe(404);
    const f = await addDropForm(s);
    expect(f.added.map((c) => c.code)).toEqual(['HRM 501']);
    expect(f.dropped.map((c) => c.code)).toEqual(['OTS 611']);
  });

  it('a Diploma student adds only from the years the level reveals', async () => {
    const s = await registeredStudent(
      world,
      { category: 'Diploma Programme', programme: 'Diploma in Theology', department: 'Pastoral Studies' },
      { level: '1-Diploma', courses: ['BIB 101'] },
    );
    await expectOk(s.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID }));
    expect((await s.api.post(`${mineUrl}/added`, { course_code: 'THE 201' })).statusCode).toBe(400);
    await expectOk(s.api.post(`${mineUrl}/added`, { course_code: 'ENG 102' }));
    const f = await addDropForm(s);
    expect(f.offered.map((y) => y.year)).toEqual([1]);
  });

  it('forward needs at least one change', async () => {
    const s = await studentAtAddDrop(world, 'started', {}, {});
    const res = await s.api.post(`${mineUrl}/forward`);
    expect(res.statusCode).toBe(400);
    expect(body(res).response).toBe(ADD_DROP_MESSAGES.noChanges);
  });

  it('changes outside started/disapproved are refused and change nothing', async () => {
    for (const step of ['awaiting dean', 'incomplete', 'completed'] as const) {
      const s = await studentAtAddDrop(world, step);
      for (const res of [
        await s.api.post(`${mineUrl}/added`, { course_code: 'BIB 101' }),
        await s.api.delete(`${mineUrl}/added/HRM%20501`),
        await s.api.post(`${mineUrl}/dropped`, { course_code: 'OTS 611' }),
        await s.api.delete(`${mineUrl}/dropped/NTS%20612`),
      ]) {
        expect(res.statusCode, `${step}: ${res.body}`).toBe(409);
        expect(body(res).response).toBe(ADD_DROP_MESSAGES.wrongState);
      }
      const f = await addDropForm(s);
      expect(f.added.map((c) => c.code)).toEqual(['HRM 501']);
      expect(f.dropped.map((c) => c.code)).toEqual(['NTS 612']);
    }
  });

  it('acting after completion is refused: forward, decide, submit changes nothing', async () => {
    const s = await studentAtAddDrop(world, 'completed');
    const balance = await portalBalance(ctx, s.user.customId);
    expect((await s.api.post(`${mineUrl}/forward`)).statusCode).toBe(409);
    for (const decision of ['approve', 'disapprove']) {
      const res = await as(world, world.staff.dean).post(`${deskUrl(s.user.customId)}/decision`, {
        decision,
        comment: 'Too late',
      });
      expect(res.statusCode).toBe(409);
    }
    expect((await s.api.post(`${mineUrl}/submit`)).statusCode).toBe(200);
    expect(await portalBalance(ctx, s.user.customId)).toBe(balance);
    expect((await addDropRowOf(world, s.user.customId))!.status).toBe('completed');
  });

  it('transitions out of order are refused', async () => {
    const started = await studentAtAddDrop(world, 'started');
    const dean = as(world, world.staff.dean);
    expect(
      (await dean.post(`${deskUrl(started.user.customId)}/decision`, { decision: 'approve', comment: 'x' })).statusCode,
    ).toBe(409);
    expect((await started.api.post(`${mineUrl}/submit`)).statusCode).toBe(409);
    const waiting = await studentAtAddDrop(world, 'awaiting dean');
    expect((await waiting.api.post(`${mineUrl}/submit`)).statusCode).toBe(409);
    expect((await waiting.api.post(`${mineUrl}/forward`)).statusCode).toBe(409);
    const approved = await studentAtAddDrop(world, 'incomplete');
    expect((await approved.api.post(`${mineUrl}/forward`)).statusCode).toBe(409);
    expect(
      (await dean.post(`${deskUrl(approved.user.customId)}/decision`, { decision: 'disapprove', comment: 'x' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('money', () => {
  it('insufficient wallet: Submit & Print refused with the message until wallet + dropped credit covers the adds', async () => {
    // 41,000 left after registration; add 3 courses (31,500) and 2 P/F (15,000) and drop nothing.
    const s = await studentAtAddDrop(
      world,
      'incomplete',
      {},
      { add: ['HRM 501', 'THE 201', 'FED 613', 'SPF 100', 'BIB 101'] },
    );
    const f = await addDropForm(s);
    expect(f.summary).toMatchObject({
      added_kobo: naira(46500),
      dropped_credit_kobo: 0,
      amount_to_pay_kobo: naira(5500),
    });
    expect(f.can.submit).toBe(false);
    const res = await s.api.post(`${mineUrl}/submit`);
    expect(res.statusCode).toBe(409);
    expect(body(res).response).toBe(ADD_DROP_MESSAGES.insufficientWallet);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(41000));
    expect((await addDropRowOf(world, s.user.customId))!.status).toBe('incomplete');
  });

  it('a drop-only form credits the wallet once', async () => {
    const s = await studentAtAddDrop(world, 'completed', {}, { drop: ['OTS 611'] });
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(41000 + 10500));
    const row = (await addDropRowOf(world, s.user.customId))!;
    expect(row).toMatchObject({ netKobo: naira(10500), droppedCreditKobo: naira(10500), addedKobo: 0 });
  });

  it('staff half on both sides and P/F at 7,500 (0 hours)', async () => {
    // A verified staff member registered OTS 611 and NTS 612 at half (10,500 of 21,000).
    const s = await studentAtAddDrop(
      world,
      'incomplete',
      { staff: 'verified' },
      { drop: ['NTS 612'], add: ['HRM 501', 'FED 613'] },
    );
    const f = await addDropForm(s);
    const wallet = await portalBalance(ctx, s.user.customId);
    expect(wallet).toBe(naira(100_000 - 38_000 - 10_500));
    expect(f.summary).toMatchObject({
      dropped_credit_full_kobo: naira(10500),
      dropped_credit_staff_discount_kobo: naira(5250),
      dropped_credit_kobo: naira(5250),
      added_full_kobo: naira(18000),
      added_staff_discount_kobo: naira(9000),
      added_kobo: naira(9000),
      added_hours: 3,
      net_kobo: -naira(3750),
      closing_balance_kobo: wallet - naira(3750),
    });
    await expectOk(s.api.post(`${mineUrl}/submit`));
    expect(await portalBalance(ctx, s.user.customId)).toBe(wallet - naira(3750));
  });

  it('a zero net amount moves nothing and writes no ledger entry', async () => {
    // Drop NTS 612 (10,500 credit) and add BIB 101 (3 h × 3,500 = 10,500).
    const s = await studentAtAddDrop(world, 'completed', {}, { drop: ['NTS 612'], add: ['BIB 101'] });
    const row = (await addDropRowOf(world, s.user.customId))!;
    expect(row).toMatchObject({ netKobo: 0, entryId: null });
    expect(row.formNumber).toBe(`ADA${s.user.username}25`);
    const entries = await ctx.db.select().from(walletEntries).where(eq(walletEntries.reference, row.formNumber!));
    expect(entries).toHaveLength(0);
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(41000));
  });
});

describe('W and WF by date (injected clock)', () => {
  it('a drop filed in week 3 is W: recorded, credits nothing, shown on the form, the print and the registered courses', async () => {
    const s = await registeredStudent(world);
    await expectOk(s.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID }));
    // Marked in the free window, but forwarded (filed) in week 3: the filing date decides.
    await expectOk(s.api.post(`${mineUrl}/dropped`, { course_code: 'NTS 612' }));
    expect((await addDropForm(s)).dropped[0]).toMatchObject({ mark: 'free', credited: true, mark_is_final: false });
    await atDate(IN_WEEK_3, async () => {
      const student = await asUser(ctx, s.user);
      const f = body<AddDropFormResponse>(await student.get(mineUrl)).response;
      expect(f.mark_today).toBe('W');
      expect(f.dropped[0]).toMatchObject({ mark: 'W', mark_label: 'W', credited: false });
      await expectOk(student.post(`${mineUrl}/forward`));
      await expectOk(
        (await asUser(ctx, world.staff.dean)).post(`${deskUrl(s.user.customId)}/decision`, {
          decision: 'approve',
          comment: 'Withdrawn (W)',
        }),
      );
    });
    // Back in the free window the filed mark stays W.
    const f = await addDropForm(s);
    expect(f.dropped[0]).toMatchObject({ mark: 'W', mark_is_final: true, credited: false });
    expect(f.summary).toMatchObject({ dropped_subtotal_kobo: naira(10500), dropped_credit_kobo: 0, net_kobo: 0 });
    await expectOk(s.api.post(`${mineUrl}/submit`));
    expect(await portalBalance(ctx, s.user.customId)).toBe(naira(41000));
    const print = body<AddDropPrintResponse>(await s.api.get(`${mineUrl}/print`)).response;
    expect(print.dropped[0]).toMatchObject({ code: 'NTS 612', mark_label: 'W' });
    const registered = body<RegisteredCoursesResponse>(
      await s.api.get(`/api/students/me/registered-courses/${PERIOD_ID}`),
    ).response;
    expect(registered.courses.find((c) => c.code === 'NTS 612')).toMatchObject({ dropped: true, mark: 'W' });
    expect(await listCompletedChangesOfCourse(ctx.db, PERIOD_ID, 'NTS 612')).toContainEqual({
      customId: s.user.customId,
      action: 'drop',
      mark: 'W',
    });
  });

  it('after mid-semester a drop is WF; re-forwarding after a disapproval keeps the first mark', async () => {
    const s = await registeredStudent(world);
    await atDate(AFTER_MID_SEMESTER, async () => {
      const student = await asUser(ctx, s.user);
      const dean = await asUser(ctx, world.staff.dean);
      await expectOk(student.post('/api/students/me/add-drops', { period_id: PERIOD_ID }));
      await expectOk(student.post(`${mineUrl}/dropped`, { course_code: 'OTS 611' }));
      await expectOk(student.post(`${mineUrl}/forward`));
      await expectOk(
        dean.post(`${deskUrl(s.user.customId)}/decision`, { decision: 'disapprove', comment: 'Add a course too' }),
      );
      await expectOk(student.post(`${mineUrl}/added`, { course_code: 'BIB 101' }));
    });
    // Forwarded again in the free window of the calendar (a clock moved back): the drop keeps WF.
    await expectOk(s.api.post(`${mineUrl}/forward`));
    const f = await addDropForm(s);
    expect(f.dropped[0]).toMatchObject({ code: 'OTS 611', mark: 'WF', mark_label: 'WF', credited: false });
    expect(f.summary).toMatchObject({ added_kobo: naira(10500), dropped_credit_kobo: 0, net_kobo: -naira(10500) });
  });

  it('a drop in the first two weeks is free and credited', async () => {
    const s = await studentAtAddDrop(world, 'completed', {}, { drop: ['NTS 612'] });
    const row = (await addDropRowOf(world, s.user.customId))!;
    expect(row.droppedCreditKobo).toBe(naira(10500));
    const registered = body<RegisteredCoursesResponse>(
      await s.api.get(`/api/students/me/registered-courses/${PERIOD_ID}`),
    ).response;
    expect(registered.courses.find((c) => c.code === 'NTS 612')).toMatchObject({ dropped: true, mark: null });
  });
});

describe('period dates', () => {
  it('the offices that manage periods set the dates; the staff period list shows them; bad dates are refused', async () => {
    const list = body<AddDropPeriodListResponse>(
      await as(world, world.staff.dean).get('/api/add-drops/periods'),
    ).response;
    expect(list.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({
      start_date: '2025-09-01',
      mid_semester_date: '2025-10-20',
      add_drop_status: 'opened',
    });
    const bad = await as(world, world.staff.ict).put(`/api/periods/${PERIOD_ID}/dates`, {
      start_date: '2025-10-01',
      mid_semester_date: '2025-09-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).response).toContain(ADD_DROP_MESSAGES.badDates);
    // A date that is not a date is the field's *Invalid, never a 500 or the order message (issue 28 §2).
    for (const mid of ['y', '2026-13-45']) {
      const malformed = await as(world, world.staff.ict).put(`/api/periods/${PERIOD_ID}/dates`, {
        start_date: '2026-11-22',
        mid_semester_date: mid,
      });
      expect(malformed.statusCode, mid).toBe(400);
      expect(body(malformed).response, mid).toBe('Please check the form: mid_semester_date: *Invalid');
    }
    for (const position of ['bursar', 'auditor', 'assistant bursar', 'porter'] as const) {
      const res = await as(world, world.staff[position]).put(`/api/periods/${PERIOD_ID}/dates`, {
        start_date: '2025-09-01',
        mid_semester_date: '2025-10-20',
      });
      expect(res.statusCode, position).toBe(403);
    }
    for (const position of ['ict', 'registrar', 'dean'] as const) {
      await expectOk(
        as(world, world.staff[position]).put(`/api/periods/${PERIOD_ID}/dates`, {
          start_date: '2025-09-01',
          mid_semester_date: '2025-10-20',
        }),
      );
    }
    expect((await as(world, world.staff.porter).get('/api/add-drops/periods')).statusCode).toBe(403);
  });
});
