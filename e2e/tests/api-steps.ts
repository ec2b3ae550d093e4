import { randomInt } from 'node:crypto';
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import {
  expect,
  withDatabase,
  type TestOfficer,
  type StudentOptions,
  type TestSession,
  type TestStudent,
} from './support.js';

/** Journeys that drive steps through the API, as the offices would by clicking elsewhere. */

/** Registration opened in the period, with a course fee of ₦3,500 for every band. */
export async function openRegistration(periodId: string): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`update periods set registration_status = 'opened' where period_id = $1`, [periodId]);
    for (const level of ['UG', 'PG']) {
      for (const band of ['ECWA', 'Non-ECWA', 'ECWA-Online', 'Non-ECWA-Online']) {
        await db.query(
          `insert into course_fees (period_id, prog_category, band, amount_kobo) values ($1, $2, $3, $4)`,
          [periodId, level, band, 350_000],
        );
      }
    }
  });
}

type Playwright = PlaywrightWorkerArgs['playwright'];

/** An API client signed in as the account (an address of its own for the sign-in limits). */
export async function apiAs(
  playwright: Playwright,
  baseURL: string,
  account: TestStudent | TestOfficer,
): Promise<APIRequestContext> {
  const address = `10.${200 + randomInt(50)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const portal = 'office' in account ? 'admin' : 'student';
  const res = await request.post(`/api/auth/${portal}/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return request;
}

/** Awaits a request that must answer 200 (its body in the message otherwise). */
export async function ok(response: Promise<APIResponse>): Promise<void> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Drives the student's registration of the period to `step`: started with its courses (OTS 611
 * unless given); forwarded, approved by the dean and the ledger balance entered by the bursar
 * as the wallet stands (incomplete, nothing in the wallet); for `completed`, the undertaking and
 * the submit.
 */
export async function registrationAt(
  clients: { student: APIRequestContext; dean: APIRequestContext; bursar: APIRequestContext },
  periodId: string,
  customId: string,
  step: 'started' | 'incomplete' | 'completed',
  courses: readonly string[] = ['OTS 611'],
) {
  const mine = `/api/students/me/registrations/${periodId}`;
  const desk = (action: string) => `/api/registrations/${periodId}/${customId}/${action}`;
  await ok(
    clients.student.post('/api/students/me/registrations', {
      data: { period_id: periodId, fresh_returning: 'returning', current_level: '6' },
    }),
  );
  for (const code of courses) await ok(clients.student.post(`${mine}/courses`, { data: { course_code: code } }));
  if (step === 'started') return;
  await ok(clients.student.post(`${mine}/forward`, { data: {} }));
  await ok(clients.dean.post(desk('decision'), { data: { decision: 'approve', comment: 'In order' } }));
  await ok(clients.bursar.post(desk('ledger-balance'), { data: { balance: '0', expected_balance_kobo: 0 } }));
  if (step === 'incomplete') return;
  await ok(clients.bursar.post(desk('undertaking'), { data: {} }));
  await ok(clients.student.post(`${mine}/submit`, { data: {} }));
}

/**
 * A session with registration opened, a student, the dean and the bursar, each with an API
 * client (the fixtures of the journey that asks).
 */
export async function registrationDesk(fixtures: {
  playwright: Playwright;
  baseURL: string | undefined;
  createSession: () => Promise<TestSession>;
  createStudent: (options?: StudentOptions) => Promise<TestStudent>;
  createOfficer: (office: 'dean' | 'bursar') => Promise<TestOfficer>;
}) {
  const session = await fixtures.createSession();
  await openRegistration(session.first);
  const student = await fixtures.createStudent();
  const dean = await fixtures.createOfficer('dean');
  const bursar = await fixtures.createOfficer('bursar');
  const baseURL = fixtures.baseURL!;
  const clients = {
    student: await apiAs(fixtures.playwright, baseURL, student),
    dean: await apiAs(fixtures.playwright, baseURL, dean),
    bursar: await apiAs(fixtures.playwright, baseURL, bursar),
  };
  return { session, student, dean, bursar, clients };
}
