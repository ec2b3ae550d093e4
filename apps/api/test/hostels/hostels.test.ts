import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  auditLog,
  findHostelApplication,
  hostelApplications,
  insertCourseFeesIfAbsent,
  insertPeriodIfAbsent,
  smsMessages,
  walletEntries,
} from '@portal/db';
import {
  fitsOneSms,
  HOSTEL_MESSAGES,
  MESSAGES,
  periodId as periodIdOf,
  WALLET_MESSAGES,
  type AllocateBedResponse,
  type ApplyForHostelResponse,
  type BedListResponse,
  type HostelFormResponse,
  hostelCreatedResponseSchema,
  type HostelListResponse,
  type HostelPeriodsResponse,
  type HostelPrintResponse,
  type HostelQueueResponse,
  type HostelStatusChangeResponse,
  hostelPrintRecordedResponseSchema,
  type PrintOutsResponse,
  type RegistrationFormResponse,
  type RoomListResponse,
  type VerificationResponse,
} from '@portal/domain';
import { uniqueViolationOf } from '../../src/lib/db-errors.js';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';
import {
  accommodationBalance,
  adjustAccommodation,
  apiAs,
  applicationAt,
  buildHostel,
  createDesk,
  deskUrl,
  expectOk,
  hostelForm,
  mineUrl,
  naira,
  openAccommodation,
  PERIOD_ID,
  registeredStudent,
  type BuiltHostel,
  type Desk,
} from '../support/hostel-factories.js';
import { createRegistrant, RATES, seedRegistrationSetup } from '../support/registration-factories.js';

let ctx: TestContext;
let desk: Desk;
/** Bingham: 35,000 a semester, 15,000 a summer, 5,000 caution; rooms A1 (4 beds) and A2 (2 beds). */
let bingham: BuiltHostel;
/** Dearer: 58,000 + 5,000 caution (a 60,000 wallet covers the cost but not the caution). */
let dearer: BuiltHostel;
/** Closed hostel. */
let shut: BuiltHostel;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
  await openAccommodation(ctx, desk);
  bingham = await buildHostel(ctx, desk, {
    name: 'Bingham Hostel Flat',
    semester: 35_000,
    summer: 15_000,
    caution: 5_000,
    rooms: [
      { number: 'A1', beds: 4 },
      { number: 'A2', beds: 2 },
    ],
  });
  dearer = await buildHostel(ctx, desk, { name: 'Bowen Hall', semester: 58_000, summer: 30_000, caution: 5_000 });
  shut = await buildHostel(ctx, desk, {
    name: 'Slessor House',
    semester: 20_000,
    summer: 10_000,
    caution: 2_000,
    open: false,
  });
});

afterAll(async () => {
  await ctx?.close();
});

const as = (cookie: string) => apiAs(ctx, cookie);

describe('hostels, rooms and bedspaces', () => {
  it('a new hostel starts closed, with the spec’s message; a name already used (any case) is refused', async () => {
    const ict = as(desk.ict.cookie);
    const res = await ict.post('/api/hostels', {
      hostel_name: 'Married  Quarters',
      amount_per_semester: '40000',
      amount_per_summer: '20000',
      caution_fee: '10000',
    });
    expectOk(res);
    const made = responseOf(res, hostelCreatedResponseSchema);
    expect(made.message).toBe('The Hostel was added successfully!');
    const id = made.id;
    const list = body<HostelListResponse>(await ict.get('/api/hostels')).response;
    expect(list.period?.period_id).toBe(PERIOD_ID);
    expect(list.items.find((h) => h.id === id)).toMatchObject({
      name: 'Married Quarters',
      status: 'closed',
      amount_per_semester_kobo: naira(40_000),
      amount_per_summer_kobo: naira(20_000),
      caution_fee_kobo: naira(10_000),
      rooms: 0,
      beds: 0,
      available_beds: 0,
    });
    const again = await ict.post('/api/hostels', {
      hostel_name: 'married quarters',
      amount_per_semester: '1',
      amount_per_summer: '1',
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).response).toBe('A hostel named married quarters already exists.');
    const invalid = await ict.post('/api/hostels', {
      hostel_name: 'X',
      amount_per_semester: 'ten',
      amount_per_summer: '',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('toggles say the state wanted: open twice changes it once', async () => {
    const porter = as(desk.porter.cookie);
    const first = await porter.patch(`/api/hostels/${shut.id}/status`, { action: 'open' });
    expect(body(first).response).toEqual({
      message: 'The status of the particular hostel was changed successfully!',
      changed: true,
      status: 'opened',
    });
    const second = await porter.patch(`/api/hostels/${shut.id}/status`, { action: 'open' });
    expect(body(second).response).toMatchObject({ changed: false, status: 'opened' });
    expectOk(await porter.patch(`/api/hostels/${shut.id}/status`, { action: 'close' }));
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hostel'), eq(auditLog.entityId, String(shut.id))));
    expect(audit.map((a) => a.action)).toEqual(['hostel.create', 'hostel.open', 'hostel.close']);
  });

  it('rooms and bedspaces start opened; duplicates are refused; toggles have the spec’s messages', async () => {
    const ict = as(desk.ict.cookie);
    const hostel = await buildHostel(ctx, desk, { name: 'Toggle Hall', semester: 1, summer: 1, caution: 0 });
    const room = hostel.rooms[0]!;
    const dupRoom = await ict.post(`/api/hostels/${hostel.id}/rooms`, { room_number: ' a1 ' });
    expect(dupRoom.statusCode).toBe(409);
    expect(body(dupRoom).response).toBe('Room A1 already exists in this hostel.');
    const dupBed = await ict.post(`/api/hostels/${hostel.id}/rooms/${room.id}/beds`, { bed_number: '1' });
    expect(dupBed.statusCode).toBe(409);
    expect(body(dupBed).response).toBe('Bedspace 1 already exists in this room.');
    const roomMade = await ict.post(`/api/hostels/${hostel.id}/rooms`, { room_number: 'B1' });
    expect(responseOf(roomMade, hostelCreatedResponseSchema).message).toBe('Room was added successfully!');

    let rooms = body<RoomListResponse>(await ict.get(`/api/hostels/${hostel.id}/rooms`)).response;
    expect(rooms.hostel).toMatchObject({ rooms: 2, beds: 2, open_beds: 2, available_beds: 2 });
    expect(rooms.items.map((r) => [r.room_number, r.status, r.beds])).toEqual([
      ['A1', 'opened', 2],
      ['B1', 'opened', 0],
    ]);
    const closeRoom = await ict.patch(`/api/hostels/${hostel.id}/rooms/${room.id}/status`, { action: 'close' });
    expect(body<HostelStatusChangeResponse>(closeRoom).response.message).toBe(
      'The status of the particular room was changed successfully!',
    );
    rooms = body<RoomListResponse>(await ict.get(`/api/hostels/${hostel.id}/rooms`)).response;
    expect(rooms.hostel).toMatchObject({ beds: 2, open_beds: 0, available_beds: 0 });
    expectOk(await ict.patch(`/api/hostels/${hostel.id}/rooms/${room.id}/status`, { action: 'open' }));
    const closeBed = await ict.patch(`/api/hostels/${hostel.id}/rooms/${room.id}/beds/${room.beds[1]!.id}/status`, {
      action: 'close',
    });
    expect(body<HostelStatusChangeResponse>(closeBed).response.message).toBe(
      'The status of the particular bedspace was changed successfully!',
    );
    const beds = body<BedListResponse>(await ict.get(`/api/hostels/${hostel.id}/rooms/${room.id}/beds`)).response;
    expect(beds.room).toMatchObject({ room_number: 'A1', status: 'opened' });
    expect(beds.items.map((b) => [b.bed_number, b.status, b.available])).toEqual([
      ['1', 'opened', true],
      ['2', 'closed', false],
    ]);
    // A room of another hostel is not reachable through this one.
    expect((await ict.get(`/api/hostels/${bingham.id}/rooms/${room.id}/beds`)).statusCode).toBe(404);
    expect((await ict.post(`/api/hostels/${bingham.id}/rooms/${room.id}/beds`, { bed_number: '9' })).statusCode).toBe(
      404,
    );
  });

  it('only ict and the porter manage; the bursar and the auditor view; others are refused', async () => {
    const url = `/api/hostels/${bingham.id}/status`;
    for (const position of ['bursar', 'auditor', 'assistant bursar', 'registrar', 'dean'] as const) {
      expect((await as(desk[position].cookie).patch(url, { action: 'close' })).statusCode, position).toBe(403);
      expect(
        (
          await as(desk[position].cookie).post('/api/hostels', {
            hostel_name: `By ${position}`,
            amount_per_semester: '1',
            amount_per_summer: '1',
          })
        ).statusCode,
        position,
      ).toBe(403);
    }
    for (const position of ['ict', 'bursar', 'auditor', 'porter'] as const) {
      expect((await as(desk[position].cookie).get('/api/hostels')).statusCode, position).toBe(200);
    }
    for (const position of ['assistant bursar', 'registrar', 'dean'] as const) {
      expect((await as(desk[position].cookie).get('/api/hostels')).statusCode, position).toBe(403);
    }
    expect((await as(desk.lecturer.cookie).get('/api/hostels')).statusCode).toBe(403);
    const s = await createRegistrant(ctx);
    expect((await as(s.cookie).get('/api/hostels')).statusCode).toBe(403);
    expect((await as(s.cookie).patch(url, { action: 'close' })).statusCode).toBe(403);
    // Bingham is still open.
    const list = body<HostelListResponse>(await as(desk.ict.cookie).get('/api/hostels')).response;
    expect(list.items.find((h) => h.id === bingham.id)!.status).toBe('opened');
  });
});

describe('the whole flow', () => {
  it('apply, the bursar updates the balance, the student chooses, the porter allocates, the student prints', async () => {
    const s = await registeredStudent(ctx, desk);
    const student = as(s.cookie);
    const id = s.user.customId;

    const periods = body<HostelPeriodsResponse>(await student.get('/api/students/me/hostel-applications')).response;
    expect(periods.items.find((p) => p.period_id === PERIOD_ID)).toMatchObject({
      accommodation_status: 'opened',
      registration_completed: true,
      application: null,
    });
    expect(periods.previous_stay_options.map((o) => o.value)).toEqual(['no', 'last summer', 'last semester']);

    const applied = await student.post('/api/students/me/hostel-applications', {
      period_id: PERIOD_ID,
      previous_stay: 'last semester',
    });
    expectOk(applied);
    expect(body(applied).response).toMatchObject({
      message: 'Your application for hostel accommodation was submitted successfully!',
      created: true,
    });

    let f = await hostelForm(ctx, s.cookie);
    expect(f.application).toMatchObject({
      status: 'awaiting bursar',
      status_label: 'Awaiting Accommodation Wallet Update',
      previous_stay: 'last semester',
      hostel: null,
      allocation: null,
    });
    expect(f.registration).toMatchObject({ current_level: '6', year_label: '6 (Returning)' });
    expect(f.hostels).toEqual([]);
    expect(f.can).toEqual({ choose: false, print: false });
    expect(f.process).toBeNull();

    // The bursar's queue shows it; the porter's does not yet.
    const bursarQueue = body<HostelQueueResponse>(
      await as(desk.bursar.cookie).get(`/api/hostel-applications/${PERIOD_ID}`),
    ).response;
    expect(bursarQueue.statuses).toEqual(['awaiting bursar']);
    const row = bursarQueue.items.find((r) => r.custom_id === id)!;
    expect(row).toMatchObject({ student_id: s.user.username, hostel_requested: null, status: 'awaiting bursar' });
    expect(row.full_name).toContain(s.user.surname);
    const porterQueue = body<HostelQueueResponse>(
      await as(desk.porter.cookie).get(`/api/hostel-applications/${PERIOD_ID}`),
    ).response;
    expect(porterQueue.items.map((r) => r.custom_id)).not.toContain(id);

    // The bursar enters 60,000 naira from the ledger: an adjustment on the accommodation wallet.
    const bursarForm = body<typeof f>(await as(desk.bursar.cookie).get(deskUrl(id))).response;
    expect(bursarForm.process).toMatchObject({ can_update_balance: true, can_reject: false, can_allocate: false });
    expect(bursarForm.process!.phone_international).toMatch(/^\+234/);
    expect(bursarForm.hostels).toEqual([]);
    expectOk(
      await as(desk.bursar.cookie).post(`${deskUrl(id)}/balance`, {
        balance: '60,000',
        expected_balance_kobo: bursarForm.wallet_balance_kobo,
      }),
    );
    expect(await accommodationBalance(ctx, id)).toBe(naira(60_000));
    const adjustment = await ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.actorId, desk.bursar.user.customId));
    expect(adjustment.find((e) => e.amountKobo === naira(60_000))?.reason).toMatch(/bursary ledger/);

    f = await hostelForm(ctx, s.cookie);
    expect(f.application.status_label).toBe('Incomplete Request for Hostel');
    expect(f.can.choose).toBe(true);
    const card = (hostelId: number) => f.hostels.find((h) => h.id === hostelId)!;
    expect(card(bingham.id)).toMatchObject({
      cost_kobo: naira(35_000),
      caution_fee_kobo: naira(5_000),
      total_kobo: naira(40_000),
      available_beds: 6,
      can_choose: true,
      button_text: 'Request this hostel',
    });
    // 60,000 covers Bowen's 58,000 but not with the 5,000 caution.
    expect(card(dearer.id)).toMatchObject({ can_choose: false, button_text: 'Open but Insufficient Bal.' });
    expect(card(shut.id)).toMatchObject({ can_choose: false, button_text: 'Hostel is Closed' });

    expectOk(await student.post(`${mineUrl()}/choice`, { hostel_id: bingham.id }));
    f = await hostelForm(ctx, s.cookie);
    expect(f.application).toMatchObject({ status: 'awaiting porter', status_label: 'Awaiting Porter' });
    expect(f.application.hostel).toEqual({ id: bingham.id, name: 'Bingham Hostel Flat' });
    expect(f.summary).toEqual({
      wallet_kobo: naira(60_000),
      caution_fee_kobo: naira(5_000),
      cost_kobo: naira(35_000),
      total_kobo: naira(40_000),
      amount_to_add_kobo: 0,
    });
    expect(f.hostels).toEqual([]);

    const porterView = body<typeof f>(await as(desk.porter.cookie).get(deskUrl(id))).response;
    expect(porterView.process).toMatchObject({ can_allocate: true, can_reject: true, can_update_balance: false });
    expect(porterView.process!.allocation_options.map((r) => [r.room_number, r.beds.map((b) => b.bed_number)])).toEqual(
      [
        ['A1', ['1', '2', '3', '4']],
        ['A2', ['1', '2']],
      ],
    );
    const queued = body<HostelQueueResponse>(
      await as(desk.porter.cookie).get(`/api/hostel-applications/${PERIOD_ID}`),
    ).response;
    expect(queued.items.find((r) => r.custom_id === id)).toMatchObject({ hostel_requested: 'Bingham Hostel Flat' });

    const bed = bingham.rooms[1]!.beds[0]!;
    ctx.clock.now = new Date('2025-10-06T09:30:00Z');
    const allocated = await as(desk.porter.cookie).post(`${deskUrl(id)}/allocation`, {
      room_id: bingham.rooms[1]!.id,
      bed_id: bed.id,
    });
    expectOk(allocated);
    const formNumber = `HAA${s.user.username}25`;
    expect(body(allocated).response).toEqual({
      message: 'Hostel was allocated successfully!',
      form_number: formNumber,
      status: 'complete',
    });
    expect(await accommodationBalance(ctx, id)).toBe(naira(20_000));
    const debits = await ctx.db.select().from(walletEntries).where(eq(walletEntries.reference, formNumber));
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ kind: 'hostel', amountKobo: -naira(40_000), actorId: desk.porter.user.customId });

    f = await hostelForm(ctx, s.cookie);
    expect(f.secured).toBe(true);
    expect(f.can.print).toBe(true);
    expect(f.application.allocation).toEqual({
      form_number: formNumber,
      room_number: 'A2',
      bed_number: '1',
      allocated_at: '2025-10-06T09:30:00.000Z',
      cost_kobo: naira(35_000),
      caution_fee_kobo: naira(5_000),
      total_kobo: naira(40_000),
      opening_balance_kobo: naira(60_000),
      closing_balance_kobo: naira(20_000),
    });

    const print = body<HostelPrintResponse>(await student.get(`${mineUrl()}/print`)).response;
    expect(print.hostel_name).toBe('Bingham Hostel Flat');
    expect(print.allocation.form_number).toBe(formNumber);
    expect(print.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    const code = print.verification_url.split('/verify/')[1]!;
    const verified = body<VerificationResponse>(
      await ctx.app.inject({ method: 'GET', url: `/api/verify/${code}` }),
    ).response;
    expect(verified).toMatchObject({
      genuine: true,
      kind: 'hostel',
      kind_label: 'Proof of Hostel Allocation',
      form_number: formNumber,
      status: 'Complete',
      date: '2025-10-06T09:30:00.000Z',
    });

    const outs = body<PrintOutsResponse>(await student.get('/api/students/me/print-outs')).response;
    expect(outs.items.find((o) => o.period_id === PERIOD_ID)!.hostel_status).toBe('complete');

    // The bedspace no longer appears as available.
    const beds = body<BedListResponse>(
      await as(desk.porter.cookie).get(`/api/hostels/${bingham.id}/rooms/${bingham.rooms[1]!.id}/beds`),
    ).response;
    expect(beds.items[0]).toMatchObject({
      bed_number: '1',
      allocated: true,
      available: false,
      allocated_to: { student_id: s.user.username },
    });
    const hostels = body<HostelListResponse>(await as(desk.porter.cookie).get('/api/hostels')).response;
    expect(hostels.items.find((h) => h.id === bingham.id)).toMatchObject({ allocated_beds: 1, available_beds: 5 });

    // Prints: the porter's and the bursar's are recorded once each; ict's is not recorded.
    const record = (cookie: string) => as(cookie).post(`${deskUrl(id)}/prints`);
    expect(responseOf(await record(desk.porter.cookie), hostelPrintRecordedResponseSchema).recorded).toBe(true);
    expect(responseOf(await record(desk.porter.cookie), hostelPrintRecordedResponseSchema).recorded).toBe(false);
    expect(responseOf(await record(desk.bursar.cookie), hostelPrintRecordedResponseSchema).recorded).toBe(true);
    expect(responseOf(await record(desk.ict.cookie), hostelPrintRecordedResponseSchema).recorded).toBe(false);
    const staffView = body<typeof f>(await as(desk.ict.cookie).get(deskUrl(id))).response;
    expect(staffView.process!.printed_by).toEqual(['porter', 'bursar']);
    expect(staffView.process!.history.map((h) => h.action)).toEqual([
      'Applied',
      'Accommodation balance entered',
      'Hostel chosen',
      'Bedspace allocated',
      'Printed',
      'Printed',
    ]);
    expect((await as(desk.auditor.cookie).get(`${deskUrl(id)}/print`)).statusCode).toBe(200);

    // An SMS on each change, after the answer.
    await ctx.app.backgroundTasks.settle();
    const sms = await ctx.db.select().from(smsMessages).where(eq(smsMessages.userId, id));
    expect(sms.map((m) => m.purpose)).toEqual(
      expect.arrayContaining(['hostel-applied', 'hostel-balance-updated', 'hostel-chosen', 'hostel-allocated']),
    );
    // Each notice whole in one SMS (issue 27 §2): not cut at 100 characters.
    expect(sms.every((m) => fitsOneSms(m.body) && !m.body.endsWith('…'))).toBe(true);
    expect(sms.find((m) => m.purpose === 'hostel-applied')?.body).toMatch(/update your accommodation wallet\.$/);
    ctx.clock.now = new Date();
  });

  it('a rejected request shows the reason, and the student may choose again', async () => {
    const s = await applicationAt(ctx, desk, 'awaiting porter', { hostel: bingham, balanceNaira: 50_000 });
    const url = deskUrl(s.user.customId);
    const noComment = await as(desk.porter.cookie).post(`${url}/rejection`, { comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    expectOk(await as(desk.porter.cookie).post(`${url}/rejection`, { comment: 'Bingham is for men only.' }));
    let f = await hostelForm(ctx, s.cookie);
    expect(f.application).toMatchObject({
      status: 'disapproved',
      status_label: 'Rejected',
      comment: 'Bingham is for men only.',
      status_message: 'Your hostel accommodation request was REJECTED by the porter',
    });
    expect(f.can.choose).toBe(true);
    expect(f.hostels.length).toBeGreaterThan(0);
    // The fee summary belongs to a request awaiting the porter, not to a rejected one.
    expect(f.summary).toBeNull();
    expect(f.application.hostel?.id).toBe(bingham.id);
    expectOk(await as(s.cookie).post(`${mineUrl()}/choice`, { hostel_id: bingham.id }));
    f = await hostelForm(ctx, s.cookie);
    expect(f.application.status).toBe('awaiting porter');
    await ctx.app.backgroundTasks.settle();
    const sms = await ctx.db.select().from(smsMessages).where(eq(smsMessages.userId, s.user.customId));
    expect(sms.map((m) => m.purpose)).toContain('hostel-rejected');
  });
});

describe('rules the server enforces', () => {
  it('only a student whose registration for the period is completed may apply (Not Registered)', async () => {
    const none = await createRegistrant(ctx);
    const res = await as(none.cookie).post('/api/students/me/hostel-applications', {
      period_id: PERIOD_ID,
      previous_stay: 'no',
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).response).toBe(
      'You are NOT REGISTERED for the chosen semester hence NOT ALLOWED to Hostel Request Form accommodation.',
    );
    // Started but not completed.
    expectOk(
      await as(none.cookie).post('/api/students/me/registrations', {
        period_id: PERIOD_ID,
        fresh_returning: 'returning',
        current_level: '6',
      }),
    );
    const again = await as(none.cookie).post('/api/students/me/hostel-applications', {
      period_id: PERIOD_ID,
      previous_stay: 'no',
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).response).toBe(HOSTEL_MESSAGES.notRegistered);
    const periods = body<HostelPeriodsResponse>(
      await as(none.cookie).get('/api/students/me/hostel-applications'),
    ).response;
    expect(periods.items.find((p) => p.period_id === PERIOD_ID)!.registration_completed).toBe(false);
    expect((await as(none.cookie).get(mineUrl())).statusCode).toBe(404);
    const missing = await as(none.cookie).post('/api/students/me/hostel-applications', { period_id: PERIOD_ID });
    expect(missing.statusCode).toBe(400);
  });

  it('closed accommodation blocks applying and choosing; staff processing continues', async () => {
    const a = await applicationAt(ctx, desk, 'balance updated', { balanceNaira: 50_000 });
    const b = await registeredStudent(ctx, desk);
    expectOk(
      await as(desk.ict.cookie).patch(`/api/periods/${PERIOD_ID}/status`, { field: 'accommodation', action: 'close' }),
    );
    try {
      const apply = await as(b.cookie).post('/api/students/me/hostel-applications', {
        period_id: PERIOD_ID,
        previous_stay: 'no',
      });
      expect(apply.statusCode).toBe(409);
      expect(body(apply).response).toBe('Hostel accommodation for this semester is closed.');
      const choose = await as(a.cookie).post(`${mineUrl()}/choice`, { hostel_id: bingham.id });
      expect(choose.statusCode).toBe(409);
      expect((await hostelForm(ctx, a.cookie)).can.choose).toBe(false);
      expectOk(
        await as(desk.bursar.cookie).post(`${deskUrl(a.user.customId)}/balance`, {
          balance: '55000',
          expected_balance_kobo: naira(50_000),
        }),
      );
      // The bursar (not the porter) may not toggle accommodation.
      const bursarToggle = await as(desk.bursar.cookie).patch(`/api/periods/${PERIOD_ID}/status`, {
        field: 'accommodation',
        action: 'open',
      });
      expect(bursarToggle.statusCode).toBe(403);
    } finally {
      await openAccommodation(ctx, desk);
    }
  });

  it('one application per student per period, whatever the number of clicks', async () => {
    const s = await registeredStudent(ctx, desk);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(s.cookie).post('/api/students/me/hostel-applications', { period_id: PERIOD_ID, previous_stay: 'no' }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => body<ApplyForHostelResponse>(r).response.created)).toHaveLength(1);
    expect(
      body<ApplyForHostelResponse>(answers.find((r) => !body<ApplyForHostelResponse>(r).response.created)!).response
        .message,
    ).toBe(HOSTEL_MESSAGES.alreadyApplied);
    const rows = await ctx.db
      .select()
      .from(hostelApplications)
      .where(eq(hostelApplications.studentId, s.user.customId));
    expect(rows).toHaveLength(1);
  });

  it('choosing: a closed hostel, an empty wallet, a wallet short of the caution, a full hostel are refused', async () => {
    const s = await applicationAt(ctx, desk, 'balance updated', { balanceNaira: 60_000 });
    const choose = (hostelId: number) => as(s.cookie).post(`${mineUrl()}/choice`, { hostel_id: hostelId });
    const closed = await choose(shut.id);
    expect(closed.statusCode).toBe(409);
    expect(body(closed).response).toBe('This hostel is closed.');
    const short = await choose(dearer.id);
    expect(short.statusCode).toBe(409);
    expect(body(short).response).toBe(
      'Your Accommodation Wallet Balance is Insufficient for the Hostel you wish to apply for.',
    );
    const full = await buildHostel(ctx, desk, {
      name: 'Full House',
      semester: 1000,
      summer: 500,
      caution: 0,
      rooms: [{ number: 'F1', beds: 0 }],
    });
    const none = await choose(full.id);
    expect(none.statusCode).toBe(409);
    expect(body(none).response).toBe('There is no bedspace available in this hostel.');
    expect((await choose(999_999)).statusCode).toBe(404);
    expect((await hostelForm(ctx, s.cookie)).application.status).toBe('balance updated');

    // An empty accommodation wallet: the card says Contact ICT Department, and choosing is refused.
    const empty = await applicationAt(ctx, desk, 'balance updated', { balanceNaira: 0 });
    const f = await hostelForm(ctx, empty.cookie);
    expect(f.hostels.find((h) => h.id === bingham.id)).toMatchObject({
      can_choose: false,
      button_text: 'Contact ICT Department',
    });
    const refused = await as(empty.cookie).post(`${mineUrl()}/choice`, { hostel_id: bingham.id });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).response).toBe(HOSTEL_MESSAGES.insufficientFunds);

    // Before the bursary step, choosing is not possible.
    const early = await applicationAt(ctx, desk, 'awaiting bursar');
    const tooEarly = await as(early.cookie).post(`${mineUrl()}/choice`, { hostel_id: bingham.id });
    expect(tooEarly.statusCode).toBe(409);
    expect(body(tooEarly).response).toBe(HOSTEL_MESSAGES.wrongState);
  });

  it('allocating: a closed or taken bedspace, a closed room, another hostel’s bed, a closed hostel, a short wallet are refused', async () => {
    const hostel = await buildHostel(ctx, desk, {
      name: 'Refusal Lodge',
      semester: 10_000,
      summer: 5_000,
      caution: 1_000,
      rooms: [
        { number: 'R1', beds: 3 },
        { number: 'R2', beds: 1 },
      ],
    });
    const [r1, r2] = hostel.rooms as [BuiltHostel['rooms'][number], BuiltHostel['rooms'][number]];
    const ict = as(desk.ict.cookie);
    const holder = await applicationAt(ctx, desk, 'complete', {
      hostel,
      balanceNaira: 20_000,
      roomId: r1.id,
      bedId: r1.beds[0]!.id,
    });
    const s = await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 20_000 });
    const allocate = (roomId: number, bedId: number) =>
      as(desk.porter.cookie).post(`${deskUrl(s.user.customId)}/allocation`, { room_id: roomId, bed_id: bedId });
    const expectRefused = async (res: Awaited<ReturnType<typeof allocate>>, status: number, text: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(body(res).response).toBe(text);
    };

    await expectRefused(await allocate(r1.id, r1.beds[0]!.id), 409, HOSTEL_MESSAGES.bedTaken);
    expectOk(
      await ict.patch(`/api/hostels/${hostel.id}/rooms/${r1.id}/beds/${r1.beds[1]!.id}/status`, { action: 'close' }),
    );
    await expectRefused(await allocate(r1.id, r1.beds[1]!.id), 409, HOSTEL_MESSAGES.bedClosed);
    expectOk(await ict.patch(`/api/hostels/${hostel.id}/rooms/${r2.id}/status`, { action: 'close' }));
    await expectRefused(await allocate(r2.id, r2.beds[0]!.id), 409, HOSTEL_MESSAGES.bedClosed);
    await expectRefused(
      await allocate(bingham.rooms[0]!.id, bingham.rooms[0]!.beds[3]!.id),
      409,
      HOSTEL_MESSAGES.bedNotInHostel,
    );
    await expectRefused(await allocate(r2.id, r1.beds[2]!.id), 404, HOSTEL_MESSAGES.noBed);
    expectOk(await ict.patch(`/api/hostels/${hostel.id}/status`, { action: 'close' }));
    await expectRefused(await allocate(r1.id, r1.beds[2]!.id), 409, HOSTEL_MESSAGES.hostelClosed);
    expectOk(await ict.patch(`/api/hostels/${hostel.id}/status`, { action: 'open' }));
    // The wallet moved below cost plus caution (11,000) after the student chose.
    await adjustAccommodation(ctx, s.user.customId, -naira(9_500));
    await expectRefused(await allocate(r1.id, r1.beds[2]!.id), 409, HOSTEL_MESSAGES.staffInsufficient);
    expect((await hostelForm(ctx, s.cookie)).summary!.amount_to_add_kobo).toBe(naira(500));
    await adjustAccommodation(ctx, s.user.customId, naira(500));
    expectOk(await allocate(r1.id, r1.beds[2]!.id));
    expect(await accommodationBalance(ctx, s.user.customId)).toBe(0);
    // Another bedspace for a completed application is refused; the same one answers it again.
    await expectRefused(await allocate(r1.id, r1.beds[0]!.id), 409, HOSTEL_MESSAGES.wrongState);
    const same = await allocate(r1.id, r1.beds[2]!.id);
    expectOk(same);
    const entries = await ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'hostel'), eq(walletEntries.reference, `HAA${s.user.username}25`)));
    expect(entries).toHaveLength(1);
    expect(holder.user.customId).not.toBe(s.user.customId);
  });

  it('text with control characters (NUL) is refused as a bad form, never a server error', async () => {
    const ict = as(desk.ict.cookie);
    const s = await applicationAt(ctx, desk, 'awaiting porter', { hostel: bingham, balanceNaira: 50_000 });
    const room = bingham.rooms[0]!;
    const attempts = [
      await ict.post('/api/hostels', { hostel_name: 'Nul\u0000Hall', amount_per_semester: 1, amount_per_summer: 1 }),
      await ict.post(`/api/hostels/${bingham.id}/rooms`, { room_number: '\u0000' }),
      await ict.post(`/api/hostels/${bingham.id}/rooms/${room.id}/beds`, { bed_number: 'B\u00001' }),
      await ict.post(`${deskUrl(s.user.customId)}/rejection`, { comment: 'No\u0000' }),
      await ict.get(`/api/hostel-applications/${PERIOD_ID}?q=%00`),
      await ict.get(`/api/hostel-applications/${PERIOD_ID}/%00`),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).response).toMatch(/^Please check the form/);
    }
    expect((await findHostelApplication(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('awaiting porter');
    // A comment of several lines is still a comment.
    expectOk(await ict.post(`${deskUrl(s.user.customId)}/rejection`, { comment: 'Full.\nChoose another hostel.' }));
  });

  it('nothing prints before completion, with a clear message', async () => {
    const s = await applicationAt(ctx, desk, 'awaiting porter', { hostel: bingham, balanceNaira: 50_000 });
    for (const res of [
      await as(s.cookie).get(`${mineUrl()}/print`),
      await as(desk.porter.cookie).get(`${deskUrl(s.user.customId)}/print`),
      await as(desk.porter.cookie).post(`${deskUrl(s.user.customId)}/prints`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(body(res).response).toBe(
        'The Proof of Hostel Allocation can be printed only after a bedspace has been allocated.',
      );
    }
  });

  it('a bursary balance entered against a wallet that moved is refused; a negative balance is recorded as it is', async () => {
    const s = await applicationAt(ctx, desk, 'awaiting bursar');
    await adjustAccommodation(ctx, s.user.customId, naira(1_000));
    const stale = await as(desk.bursar.cookie).post(`${deskUrl(s.user.customId)}/balance`, {
      balance: '5000',
      expected_balance_kobo: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).response).toBe(WALLET_MESSAGES.balanceChanged);
    expectOk(
      await as(desk.bursar.cookie).post(`${deskUrl(s.user.customId)}/balance`, {
        balance: '-2500',
        expected_balance_kobo: naira(1_000),
      }),
    );
    expect(await accommodationBalance(ctx, s.user.customId)).toBe(-naira(2_500));
    // A correction while the student has not chosen.
    expectOk(
      await as(desk.ict.cookie).post(`${deskUrl(s.user.customId)}/balance`, {
        balance: '45000',
        expected_balance_kobo: -naira(2_500),
      }),
    );
    expect(await accommodationBalance(ctx, s.user.customId)).toBe(naira(45_000));
  });

  it('the database itself refuses a second allocation of a bedspace in a period', async () => {
    const hostel = await buildHostel(ctx, desk, { name: 'Constraint Court', semester: 100, summer: 50, caution: 0 });
    const bed = hostel.rooms[0]!.beds[0]!;
    const first = await applicationAt(ctx, desk, 'complete', { hostel, balanceNaira: 1_000, bedId: bed.id });
    const second = await applicationAt(ctx, desk, 'complete', {
      hostel,
      balanceNaira: 1_000,
      bedId: hostel.rooms[0]!.beds[1]!.id,
    });
    const row = (await findHostelApplication(ctx.db, PERIOD_ID, second.user.customId))!;
    const refused = await ctx.db
      .update(hostelApplications)
      .set({ bedId: bed.id })
      .where(eq(hostelApplications.id, row.id))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(uniqueViolationOf(refused)).toBe('hostel_applications_period_bed_unique');
    expect((await findHostelApplication(ctx.db, PERIOD_ID, first.user.customId))!.bedId).toBe(bed.id);
  });
});

describe('who may do what', () => {
  const refusedBy = async (
    cookies: Array<[string, string]>,
    call: (cookie: string) => Promise<LightMyRequestResponse>,
  ) => {
    for (const [name, cookie] of cookies) expect((await call(cookie)).statusCode, name).toBe(403);
  };
  const offices = (...names: Array<keyof Desk>) => names.map((n) => [String(n), desk[n].cookie] as [string, string]);

  it('the bursary step: ict and the bursar only', async () => {
    const viaBursar = await applicationAt(ctx, desk, 'awaiting bursar');
    const viaIct = await applicationAt(ctx, desk, 'awaiting bursar');
    const other = await createRegistrant(ctx);
    const balance = (customId: string) => (cookie: string) =>
      as(cookie).post(`${deskUrl(customId)}/balance`, { balance: '1000', expected_balance_kobo: 0 });
    await refusedBy(
      [
        ...offices('auditor', 'assistant bursar', 'registrar', 'dean', 'porter', 'lecturer'),
        ['student', viaBursar.cookie],
        ['another student', other.cookie],
      ],
      balance(viaBursar.user.customId),
    );
    expect((await findHostelApplication(ctx.db, PERIOD_ID, viaBursar.user.customId))!.status).toBe('awaiting bursar');
    expectOk(await balance(viaBursar.user.customId)(desk.bursar.cookie));
    expectOk(await balance(viaIct.user.customId)(desk.ict.cookie));
    for (const s of [viaBursar, viaIct]) {
      expect((await findHostelApplication(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('balance updated');
    }
  });

  it('choosing: only the student, on their own application', async () => {
    const s = await applicationAt(ctx, desk, 'balance updated', { balanceNaira: 50_000 });
    const other = await registeredStudent(ctx, desk);
    // Another student's "own" application does not exist; theirs cannot be reached.
    const res = await as(other.cookie).post(`${mineUrl()}/choice`, { hostel_id: bingham.id });
    expect(res.statusCode).toBe(404);
    expect((await as(other.cookie).get(mineUrl())).statusCode).toBe(404);
    expect((await as(other.cookie).get(deskUrl(s.user.customId))).statusCode).toBe(403);
    // Staff have no route to apply or choose for a student.
    for (const cookie of [desk.ict.cookie, desk.porter.cookie, desk.bursar.cookie, desk.lecturer.cookie]) {
      expect((await as(cookie).post(`${mineUrl()}/choice`, { hostel_id: bingham.id })).statusCode).toBe(403);
      expect(
        (await as(cookie).post('/api/students/me/hostel-applications', { period_id: PERIOD_ID, previous_stay: 'no' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await findHostelApplication(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('balance updated');
    expectOk(await as(s.cookie).post(`${mineUrl()}/choice`, { hostel_id: bingham.id }));
  });

  it('rejecting and allocating: ict and the porter only', async () => {
    const hostel = await buildHostel(ctx, desk, {
      name: 'Matrix House',
      semester: 1_000,
      summer: 500,
      caution: 100,
      rooms: [{ number: 'M1', beds: 4 }],
    });
    const room = hostel.rooms[0]!;
    const [byPorter, byIct, allocPorter, allocIct] = [
      await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 5_000 }),
      await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 5_000 }),
      await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 5_000 }),
      await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 5_000 }),
    ];
    const reject = (customId: string) => (cookie: string) =>
      as(cookie).post(`${deskUrl(customId)}/rejection`, { comment: 'No.' });
    const allocate = (customId: string, bedId: number) => (cookie: string) =>
      as(cookie).post(`${deskUrl(customId)}/allocation`, { room_id: room.id, bed_id: bedId });
    const others = [
      ...offices('bursar', 'auditor', 'assistant bursar', 'registrar', 'dean', 'lecturer'),
      ['student', byPorter.cookie] as [string, string],
    ];
    await refusedBy(others, reject(byPorter.user.customId));
    await refusedBy(others, allocate(allocPorter.user.customId, room.beds[0]!.id));
    for (const s of [byPorter, allocPorter]) {
      expect((await findHostelApplication(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('awaiting porter');
    }
    expectOk(await reject(byPorter.user.customId)(desk.porter.cookie));
    expectOk(await reject(byIct.user.customId)(desk.ict.cookie));
    expectOk(await allocate(allocPorter.user.customId, room.beds[0]!.id)(desk.porter.cookie));
    expectOk(await allocate(allocIct.user.customId, room.beds[1]!.id)(desk.ict.cookie));
    for (const s of [byPorter, byIct]) {
      expect((await findHostelApplication(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('disapproved');
    }
    for (const s of [allocPorter, allocIct]) {
      expect((await findHostelApplication(ctx.db, PERIOD_ID, s.user.customId))!.status).toBe('complete');
    }
    // Nothing moves a complete application.
    expect((await reject(allocIct.user.customId)(desk.ict.cookie)).statusCode).toBe(409);
    expect(
      (
        await as(desk.bursar.cookie).post(`${deskUrl(allocIct.user.customId)}/balance`, {
          balance: '1',
          expected_balance_kobo: 0,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('the queue and the form: the offices that see hostels; each its own queue; filters for the rest', async () => {
    await applicationAt(ctx, desk, 'awaiting bursar');
    const queue = (cookie: string, query = '') => as(cookie).get(`/api/hostel-applications/${PERIOD_ID}${query}`);
    const statusesOf = async (cookie: string) => body<HostelQueueResponse>(await queue(cookie)).response.statuses;
    expect(await statusesOf(desk.bursar.cookie)).toEqual(['awaiting bursar']);
    expect(await statusesOf(desk.porter.cookie)).toEqual(['awaiting porter']);
    expect(await statusesOf(desk.ict.cookie)).toEqual(['awaiting bursar', 'awaiting porter']);
    expect(await statusesOf(desk.auditor.cookie)).toEqual(['awaiting bursar', 'awaiting porter']);
    const complete = body<HostelQueueResponse>(await queue(desk.porter.cookie, '?status=complete')).response;
    expect(complete.statuses).toEqual(['complete']);
    expect(complete.items.length).toBe(complete.counts.complete);
    expect(complete.items.every((r) => r.status === 'complete')).toBe(true);
    expect(complete.total).toBeGreaterThan(0);
    expect((await queue(desk.porter.cookie, '?status=nonsense')).statusCode).toBe(400);
    await refusedBy(offices('assistant bursar', 'registrar', 'dean', 'lecturer'), (cookie) => queue(cookie));
    const student = await registeredStudent(ctx, desk);
    expect((await queue(student.cookie)).statusCode).toBe(403);
    // The auditor views without any action.
    const someone = complete.items[0]!.custom_id;
    const view = body<HostelFormResponse>(await as(desk.auditor.cookie).get(deskUrl(someone))).response;
    expect(view.process).toMatchObject({
      can_update_balance: false,
      can_reject: false,
      can_allocate: false,
      can_sms: false,
    });
    const sms = await as(desk.auditor.cookie).post(`${deskUrl(someone)}/sms`, { message: 'Hello' });
    expect(sms.statusCode).toBe(403);
    expect(body(sms).response).toBe(MESSAGES.notAllowed);
  });

  it('the process panel sends an SMS of 1 to 100 characters', async () => {
    const s = await applicationAt(ctx, desk, 'awaiting bursar');
    const url = `${deskUrl(s.user.customId)}/sms`;
    expect((await as(desk.porter.cookie).post(url, { message: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await as(desk.porter.cookie).post(url, { message: '' })).statusCode).toBe(400);
    expectOk(await as(desk.porter.cookie).post(url, { message: 'Please see the porter at the lodge.' }));
    await ctx.app.backgroundTasks.settle();
    const sms = await ctx.db.select().from(smsMessages).where(eq(smsMessages.userId, s.user.customId));
    expect(sms.find((m) => m.purpose === 'staff-message')?.body).toBe('Please see the porter at the lodge.');
  });
});

describe('a summer period', () => {
  it('costs the summer amount plus caution', async () => {
    const summerId = periodIdOf('Summer', '2025/2026');
    await insertPeriodIfAbsent(ctx.db, {
      periodId: summerId,
      semester: 'Summer',
      session: '2025/2026',
      season: 'summer',
      registrationStatus: 'opened',
      addDropStatus: 'closed',
      accommodationStatus: 'opened',
    });
    await insertCourseFeesIfAbsent(ctx.db, [
      { periodId: summerId, progCategory: 'PG', band: 'ECWA', amountKobo: naira(RATES.PG.ECWA) },
    ]);
    const s = await createRegistrant(ctx, { walletNaira: 200_000 });
    const student = as(s.cookie);
    const reg = `/api/students/me/registrations/${summerId}`;
    expectOk(
      await student.post('/api/students/me/registrations', {
        period_id: summerId,
        fresh_returning: 'returning',
        current_level: '6',
      }),
    );
    expectOk(await student.post(`${reg}/courses`, { course_code: 'OTS 611' }));
    expectOk(await student.post(`${reg}/forward`));
    const staffUrl = `/api/registrations/${summerId}/${s.user.customId}`;
    expectOk(await as(desk.dean.cookie).post(`${staffUrl}/decision`, { decision: 'approve', comment: 'OK' }));
    const wallet = body<RegistrationFormResponse>(await as(desk.bursar.cookie).get(staffUrl)).response
      .wallet_balance_kobo;
    expectOk(
      await as(desk.bursar.cookie).post(`${staffUrl}/ledger-balance`, {
        balance: String(wallet / 100),
        expected_balance_kobo: wallet,
      }),
    );
    expectOk(await student.post(`${reg}/submit`));
    expectOk(
      await student.post('/api/students/me/hostel-applications', { period_id: summerId, previous_stay: 'last summer' }),
    );
    expectOk(
      await as(desk.bursar.cookie).post(`${deskUrl(s.user.customId, summerId)}/balance`, {
        balance: '25000',
        expected_balance_kobo: 0,
      }),
    );
    const f = await hostelForm(ctx, s.cookie, summerId);
    expect(f.period.season).toBe('summer');
    expect(f.hostels.find((h) => h.id === bingham.id)).toMatchObject({
      cost_kobo: naira(15_000),
      caution_fee_kobo: naira(5_000),
      total_kobo: naira(20_000),
      available_beds: 6,
      can_choose: true,
    });
    // Bowen: 30,000 + 5,000 in summer, more than 25,000.
    expect(f.hostels.find((h) => h.id === dearer.id)!.button_text).toBe('Open but Insufficient Bal.');
    expectOk(await student.post(`${mineUrl(summerId)}/choice`, { hostel_id: bingham.id }));
    // The bedspace taken in the 1st semester is free in the summer.
    const taken = bingham.rooms[1]!.beds[0]!;
    const res = await as(desk.porter.cookie).post(`${deskUrl(s.user.customId, summerId)}/allocation`, {
      room_id: bingham.rooms[1]!.id,
      bed_id: taken.id,
    });
    expectOk(res);
    expect(body<AllocateBedResponse>(res).response.form_number).toBe(`HAS${s.user.username}25`);
    expect(await accommodationBalance(ctx, s.user.customId)).toBe(naira(5_000));
  });
});
