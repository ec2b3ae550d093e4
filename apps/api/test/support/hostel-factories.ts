import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { findWallet, insertEntry, type UserRow } from '@portal/db';
import { ADMIN_POSITIONS, type AdminPosition, type HostelFormResponse } from '@portal/domain';
import { body, createLecturer, createStaff, type TestContext } from './helpers.js';
import { createRegistrant, naira, PERIOD_ID, sessionFor, type StudentSpec } from './registration-factories.js';

/** Requests as one signed-in user. */
export function apiAs(ctx: TestContext, cookie: string) {
  return {
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload }),
    patch: (url: string, payload: object = {}) =>
      ctx.app.inject({ method: 'PATCH', url, headers: { cookie }, payload }),
  };
}

export type Desk = Record<AdminPosition, { user: UserRow; cookie: string }> & { lecturer: { cookie: string } };

/** One signed-in officer per office, and a lecturer. */
export async function createDesk(ctx: TestContext): Promise<Desk> {
  const desk = {} as Desk;
  for (const position of ADMIN_POSITIONS) {
    const user = await createStaff(ctx, position);
    desk[position] = { user, cookie: await sessionFor(ctx, user) };
  }
  desk.lecturer = { cookie: await sessionFor(ctx, await createLecturer(ctx)) };
  return desk;
}

export function expectOk(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(200);
}

export const mineUrl = (periodId = PERIOD_ID) => `/api/students/me/hostel-applications/${periodId}`;
export const deskUrl = (customId: string, periodId = PERIOD_ID) => `/api/hostel-applications/${periodId}/${customId}`;

/** Opens accommodation for a period, as the porter would. */
export async function openAccommodation(ctx: TestContext, desk: Desk, periodId = PERIOD_ID) {
  expectOk(
    await apiAs(ctx, desk.porter.cookie).patch(`/api/periods/${periodId}/status`, {
      field: 'accommodation',
      action: 'open',
    }),
  );
}

/**
 * A student whose registration for the period is completed, driven through the registration
 * API: start, one course, forward, the dean approves, the bursar enters the ledger balance,
 * the student submits.
 */
export async function registeredStudent(ctx: TestContext, desk: Desk, spec: StudentSpec = {}) {
  const s = await createRegistrant(ctx, { walletNaira: 200_000, ...spec });
  const student = apiAs(ctx, s.cookie);
  const reg = `/api/students/me/registrations/${PERIOD_ID}`;
  expectOk(
    await student.post('/api/students/me/registrations', {
      period_id: PERIOD_ID,
      fresh_returning: 'returning',
      current_level: '6',
    }),
  );
  expectOk(await student.post(`${reg}/courses`, { course_code: 'OTS 611' }));
  expectOk(await student.post(`${reg}/forward`));
  const staffUrl = `/api/registrations/${PERIOD_ID}/${s.user.customId}`;
  expectOk(await apiAs(ctx, desk.dean.cookie).post(`${staffUrl}/decision`, { decision: 'approve', comment: 'OK' }));
  const wallet = (await findWallet(ctx.db, s.user.customId, 'portal'))!.balanceKobo;
  expectOk(
    await apiAs(ctx, desk.bursar.cookie).post(`${staffUrl}/ledger-balance`, {
      balance: String(wallet / 100),
      expected_balance_kobo: wallet,
    }),
  );
  expectOk(await student.post(`${reg}/submit`));
  return s;
}

export interface BuiltHostel {
  id: number;
  name: string;
  rooms: Array<{ id: number; number: string; beds: Array<{ id: number; number: string }> }>;
}

/** A hostel with rooms and bedspaces, created through the API by ict (opened unless told). */
export async function buildHostel(
  ctx: TestContext,
  desk: Desk,
  spec: {
    name: string;
    semester: number;
    summer: number;
    caution: number;
    rooms?: Array<{ number: string; beds: number }>;
    open?: boolean;
  },
): Promise<BuiltHostel> {
  const ict = apiAs(ctx, desk.ict.cookie);
  const created = await ict.post('/api/hostels', {
    hostel_name: spec.name,
    amount_per_semester: String(spec.semester),
    amount_per_summer: String(spec.summer),
    caution_fee: String(spec.caution),
  });
  expectOk(created);
  const id = body<{ id: number }>(created).response.id;
  const rooms: BuiltHostel['rooms'] = [];
  for (const room of spec.rooms ?? [{ number: 'A1', beds: 2 }]) {
    const r = await ict.post(`/api/hostels/${id}/rooms`, { room_number: room.number });
    expectOk(r);
    const roomId = body<{ id: number }>(r).response.id;
    const beds: Array<{ id: number; number: string }> = [];
    for (let n = 1; n <= room.beds; n++) {
      const b = await ict.post(`/api/hostels/${id}/rooms/${roomId}/beds`, { bed_number: String(n) });
      expectOk(b);
      beds.push({ id: body<{ id: number }>(b).response.id, number: String(n) });
    }
    rooms.push({ id: roomId, number: room.number, beds });
  }
  if (spec.open !== false) expectOk(await ict.patch(`/api/hostels/${id}/status`, { action: 'open' }));
  return { id, name: spec.name, rooms };
}

export async function accommodationBalance(ctx: TestContext, customId: string): Promise<number> {
  return (await findWallet(ctx.db, customId, 'accommodation'))!.balanceKobo;
}

/** Moves an accommodation wallet through the ledger (an adjustment), as a test's arrangement. */
export async function adjustAccommodation(ctx: TestContext, customId: string, amountKobo: number) {
  const wallet = await findWallet(ctx.db, customId, 'accommodation');
  await insertEntry(ctx.db, {
    walletId: wallet!.id,
    kind: 'adjustment',
    amountKobo,
    actorId: null,
    reason: 'test arrangement',
  });
}

export async function hostelForm(ctx: TestContext, cookie: string, periodId = PERIOD_ID): Promise<HostelFormResponse> {
  const res = await apiAs(ctx, cookie).get(mineUrl(periodId));
  expectOk(res);
  return body<HostelFormResponse>(res).response;
}

type Stage = 'awaiting bursar' | 'balance updated' | 'awaiting porter' | 'complete';

/**
 * A registered student's hostel application at a stage: applied; the bursar entered the
 * accommodation balance (naira); the student chose the hostel; the porter allocated a bed.
 */
export async function applicationAt(
  ctx: TestContext,
  desk: Desk,
  stage: Stage,
  args: { hostel?: BuiltHostel; balanceNaira?: number; bedId?: number; roomId?: number; spec?: StudentSpec } = {},
) {
  const s = await registeredStudent(ctx, desk, args.spec);
  const student = apiAs(ctx, s.cookie);
  expectOk(await student.post('/api/students/me/hostel-applications', { period_id: PERIOD_ID, previous_stay: 'no' }));
  if (stage === 'awaiting bursar') return s;
  const balance = await accommodationBalance(ctx, s.user.customId);
  expectOk(
    await apiAs(ctx, desk.bursar.cookie).post(`${deskUrl(s.user.customId)}/balance`, {
      balance: String(args.balanceNaira ?? 100_000),
      expected_balance_kobo: balance,
    }),
  );
  if (stage === 'balance updated') return s;
  expectOk(await student.post(`${mineUrl()}/choice`, { hostel_id: args.hostel!.id }));
  if (stage === 'awaiting porter') return s;
  const room = args.roomId ?? args.hostel!.rooms[0]!.id;
  const bed = args.bedId ?? args.hostel!.rooms[0]!.beds[0]!.id;
  expectOk(
    await apiAs(ctx, desk.porter.cookie).post(`${deskUrl(s.user.customId)}/allocation`, { room_id: room, bed_id: bed }),
  );
  return s;
}

export { naira, PERIOD_ID };
