import { expect } from 'vitest';
import { findAddDrop, findRegistration, setPeriodStatus, type UserRow } from '@portal/db';
import type { AddDropFormResponse } from '@portal/domain';
import { body, createLecturer, createStaff, type TestContext } from './helpers.js';
import {
  createRegistrant,
  PERIOD_ID,
  portalBalance,
  seedRegistrationSetup,
  sessionFor,
  type StudentSpec,
} from './registration-factories.js';

/**
 * Add/drop tests run on a fixed clock: the period starts on Monday 1 September 2025 and its
 * mid-semester date is 20 October 2025; the free window ends on 14 September.
 */
export const START_DATE = '2025-09-01';
export const MID_SEMESTER_DATE = '2025-10-20';
export const IN_FREE_WINDOW = new Date('2025-09-08T09:00:00Z');
export const IN_WEEK_3 = new Date('2025-09-16T09:00:00Z');
export const AFTER_MID_SEMESTER = new Date('2025-10-25T09:00:00Z');

export const POSITIONS = ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean', 'porter'] as const;
export type Position = (typeof POSITIONS)[number];

export interface AddDropWorld {
  ctx: TestContext;
  staff: Record<Position, UserRow>;
  lecturer: UserRow;
}

/** The registration setup, add/drop opened, the period's dates, one account per office, a lecturer. */
export async function seedAddDropWorld(ctx: TestContext): Promise<AddDropWorld> {
  ctx.clock.now = IN_FREE_WINDOW;
  await seedRegistrationSetup(ctx);
  await setPeriodStatus(ctx.db, PERIOD_ID, 'addDropStatus', 'opened');
  const staff = {} as Record<Position, UserRow>;
  for (const position of POSITIONS) staff[position] = await createStaff(ctx, position);
  const world = { ctx, staff, lecturer: await createLecturer(ctx) };
  const dates = await as(world, staff.registrar).put(`/api/periods/${PERIOD_ID}/dates`, {
    start_date: START_DATE,
    mid_semester_date: MID_SEMESTER_DATE,
  });
  expect(dates.statusCode, dates.body).toBe(200);
  return world;
}

type Api = ReturnType<typeof apiFor>;

function apiFor(ctx: TestContext, cookie: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    cookie,
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object = {}) => send('POST', url, payload),
    put: (url: string, payload: object = {}) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

/** Requests as a user, with a session made at the current (test) time. */
export async function asUser(ctx: TestContext, user: { customId: string }): Promise<Api> {
  return apiFor(ctx, await sessionFor(ctx, user));
}

/** Synchronous variant for already-made cookies. */
export function withCookie(ctx: TestContext, cookie: string): Api {
  return apiFor(ctx, cookie);
}

/** Shorthand: a lazily signed-in client (a new session per call, at the current clock). */
export function as(world: AddDropWorld, user: { customId: string }) {
  const session = sessionFor(world.ctx, user);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') => async (url: string, payload?: object) =>
    world.ctx.app.inject({ method, url, headers: { cookie: await session }, ...(payload ? { payload } : {}) });
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
}

export const mineUrl = `/api/students/me/add-drops/${PERIOD_ID}`;
export const deskUrl = (customId: string) => `/api/add-drops/${PERIOD_ID}/${customId}`;
const registrationUrl = `/api/students/me/registrations/${PERIOD_ID}`;
const registrationDesk = (customId: string) => `/api/registrations/${PERIOD_ID}/${customId}`;

export type RegistrationStep = 'none' | 'started' | 'awaiting dean' | 'completed';

/**
 * A student whose registration has reached `step` through the registration routes (default:
 * completed with OTS 611 and NTS 612, 3 hours each at 3,500 naira: 21,000 of programme fees
 * plus 38,000 of charges for a returning PG student in person).
 */
export async function registeredStudent(
  world: AddDropWorld,
  spec: StudentSpec = {},
  options: { step?: RegistrationStep; courses?: string[]; level?: string } = {},
) {
  const { ctx, staff } = world;
  const s = await createRegistrant(ctx, { walletNaira: 100_000, ...spec });
  const student = withCookie(ctx, s.cookie);
  const step = options.step ?? 'completed';
  if (step === 'none') return { ...s, api: student };
  const start = await student.post('/api/students/me/registrations', {
    period_id: PERIOD_ID,
    fresh_returning: 'returning',
    current_level: options.level ?? '6',
  });
  expect(start.statusCode, start.body).toBe(200);
  for (const code of options.courses ?? ['OTS 611', 'NTS 612']) {
    const pick = await student.post(`${registrationUrl}/courses`, { course_code: code });
    expect(pick.statusCode, pick.body).toBe(200);
  }
  if (step === 'started') return { ...s, api: student };
  expect((await student.post(`${registrationUrl}/forward`)).statusCode).toBe(200);
  if (step === 'awaiting dean') return { ...s, api: student };
  const dean = await asUser(ctx, staff.dean);
  const bursar = await asUser(ctx, staff.bursar);
  const approve = await dean.post(`${registrationDesk(s.user.customId)}/decision`, {
    decision: 'approve',
    comment: 'Courses are in order',
  });
  expect(approve.statusCode, approve.body).toBe(200);
  const balance = await portalBalance(ctx, s.user.customId);
  const ledger = await bursar.post(`${registrationDesk(s.user.customId)}/ledger-balance`, {
    balance: String(balance / 100),
    expected_balance_kobo: balance,
  });
  expect(ledger.statusCode, ledger.body).toBe(200);
  const submit = await student.post(`${registrationUrl}/submit`);
  expect(submit.statusCode, submit.body).toBe(200);
  return { ...s, api: student };
}

export type Student = Awaited<ReturnType<typeof registeredStudent>>;

export async function addDropForm(student: { api: Api }): Promise<AddDropFormResponse> {
  const res = await student.api.get(mineUrl);
  expect(res.statusCode, res.body).toBe(200);
  return body<AddDropFormResponse>(res).response;
}

export async function expectOk<T extends { statusCode: number; body: string }>(res: Promise<T>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r;
}

export type AddDropStep = 'started' | 'awaiting dean' | 'disapproved' | 'incomplete' | 'completed';

/**
 * A registered student at an add/drop step: started with NTS 612 dropped and HRM 501 added,
 * forwarded, disapproved or approved by the dean, or submitted.
 */
export async function studentAtAddDrop(
  world: AddDropWorld,
  step: AddDropStep,
  spec: StudentSpec = {},
  changes: { drop?: string[]; add?: string[] } = { drop: ['NTS 612'], add: ['HRM 501'] },
  registration: Parameters<typeof registeredStudent>[2] = {},
) {
  const s = await registeredStudent(world, spec, registration);
  await expectOk(s.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID }));
  for (const code of changes.drop ?? []) await expectOk(s.api.post(`${mineUrl}/dropped`, { course_code: code }));
  for (const code of changes.add ?? []) await expectOk(s.api.post(`${mineUrl}/added`, { course_code: code }));
  if (step === 'started') return s;
  await expectOk(s.api.post(`${mineUrl}/forward`));
  if (step === 'awaiting dean') return s;
  const dean = as(world, world.staff.dean);
  await expectOk(
    dean.post(`${deskUrl(s.user.customId)}/decision`, {
      decision: step === 'disapproved' ? 'disapprove' : 'approve',
      comment: step === 'disapproved' ? 'See the HOD about NTS 612' : 'Approved',
    }),
  );
  if (step === 'disapproved' || step === 'incomplete') return s;
  await expectOk(s.api.post(`${mineUrl}/submit`));
  return s;
}

export async function addDropRowOf(world: AddDropWorld, customId: string) {
  const registration = await findRegistration(world.ctx.db, PERIOD_ID, customId);
  return registration ? findAddDrop(world.ctx.db, registration.id) : undefined;
}
