import { expect } from 'vitest';
import type { UserRow } from '@portal/db';
import type { AdminPosition } from '@portal/domain';
import { createLecturer, createStaff, type TestContext } from './helpers.js';
import { createRegistrant, PERIOD_ID, portalBalance, sessionFor, type StudentSpec } from './registration-factories.js';

/** Factories of the bursary-desk tests (issue 11): students driven to a registration status through the API. */

export type Step = 'started' | 'awaiting dean' | 'disapproved' | 'awaiting bursar' | 'incomplete' | 'completed';

export const POSITIONS = ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean', 'porter'] as const;

export interface Desk {
  staff: Record<AdminPosition, { user: UserRow; cookie: string }>;
  lecturerCookie: string;
}

/** One officer of every office and a lecturer, with sessions. */
export async function createDesk(ctx: TestContext): Promise<Desk> {
  const staff = {} as Desk['staff'];
  for (const position of POSITIONS) {
    const user = await createStaff(ctx, position);
    staff[position] = { user, cookie: await sessionFor(ctx, user) };
  }
  return { staff, lecturerCookie: await sessionFor(ctx, await createLecturer(ctx)) };
}

export function deskApi(ctx: TestContext, cookie: string) {
  return {
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload }),
    put: (url: string, payload: object = {}) => ctx.app.inject({ method: 'PUT', url, headers: { cookie }, payload }),
    patch: (url: string, payload: object = {}) =>
      ctx.app.inject({ method: 'PATCH', url, headers: { cookie }, payload }),
  };
}

export interface RegistrantSpec extends StudentSpec {
  level?: string;
  fresh?: 'new' | 'returning';
  courses?: string[];
}

/**
 * A student whose registration of the period is at `step`, driven through the API: start and
 * pick courses, forward, the dean approves (or disapproves), the bursar enters the ledger
 * balance as the wallet stands (no adjustment), the student submits (wallet permitting).
 */
export async function registrantAt(
  ctx: TestContext,
  desk: Desk,
  step: Step,
  spec: RegistrantSpec = {},
  periodId: string = PERIOD_ID,
) {
  const s = await createRegistrant(ctx, spec);
  const student = deskApi(ctx, s.cookie);
  const mine = `/api/students/me/registrations/${periodId}`;
  const desk_ = (path: string) => `/api/registrations/${periodId}/${s.user.customId}/${path}`;
  const started = await student.post('/api/students/me/registrations', {
    period_id: periodId,
    fresh_returning: spec.fresh ?? 'returning',
    current_level: spec.level ?? '6',
  });
  expect(started.statusCode, started.body).toBe(200);
  for (const code of spec.courses ?? ['OTS 611', 'NTS 612']) {
    const res = await student.post(`${mine}/courses`, { course_code: code });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (step === 'started') return s;
  const forwarded = await student.post(`${mine}/forward`);
  expect(forwarded.statusCode, forwarded.body).toBe(200);
  if (step === 'awaiting dean') return s;
  const decision = await deskApi(ctx, desk.staff.dean.cookie).post(desk_('decision'), {
    decision: step === 'disapproved' ? 'disapprove' : 'approve',
    comment: step === 'disapproved' ? 'See the HOD' : 'In order',
  });
  expect(decision.statusCode, decision.body).toBe(200);
  if (step === 'disapproved' || step === 'awaiting bursar') return s;
  const balance = await portalBalance(ctx, s.user.customId);
  const ledger = await deskApi(ctx, desk.staff.bursar.cookie).post(desk_('ledger-balance'), {
    balance: String(balance / 100),
    expected_balance_kobo: balance,
  });
  expect(ledger.statusCode, ledger.body).toBe(200);
  if (step === 'incomplete') return s;
  const submitted = await student.post(`${mine}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return s;
}
