import { randomInt } from 'node:crypto';
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, withDatabase, type TestOfficer, type TestStudent } from './support.js';

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
