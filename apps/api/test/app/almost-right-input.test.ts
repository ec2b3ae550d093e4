import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, findWallet } from '@portal/db';
import { MESSAGES } from '@portal/domain';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { deskApi } from '../support/bursary-factories.js';
import { seedRegistrationSetup } from '../support/registration-factories.js';
import * as hostels from '../support/hostel-factories.js';

/**
 * Issue 28 §4: input that is almost right is refused, not guessed. Every money route refuses
 * '1,0,0' (once credited as ₦100) and '10,00' (once ₦1,000) and changes nothing; a record id
 * written any way but canonical digits is refused.
 */
let ctx: TestContext;
let desk: hostels.Desk;
let hostel: hostels.BuiltHostel;
let student: Awaited<ReturnType<typeof hostels.applicationAt>>;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await hostels.createDesk(ctx);
  hostel = await hostels.buildHostel(ctx, desk, {
    name: 'Almost Right Hall',
    semester: 20_000,
    summer: 10_000,
    caution: 5_000,
  });
  await hostels.openAccommodation(ctx, desk);
  student = await hostels.applicationAt(ctx, desk, 'awaiting bursar');
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

/** What a wrongly read amount would change: the audit trail and the student's two wallets. */
async function snapshot() {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  const id = student.user.customId;
  return {
    audit: row!.n,
    portal: (await findWallet(ctx.db, id, 'portal'))!.balanceKobo,
    accommodation: (await findWallet(ctx.db, id, 'accommodation'))!.balanceKobo,
  };
}

describe('money fields', () => {
  it('all money routes answer 400 to "1,0,0" and "10,00", and nothing changes', async () => {
    const id = student.user.customId;
    const before = await snapshot();
    const bursar = deskApi(ctx, desk.bursar.cookie);
    const ict = deskApi(ctx, desk.ict.cookie);
    const routes: Array<[string, (amount: string) => ReturnType<typeof bursar.post>]> = [
      [
        'POST /api/hostels',
        (amount) =>
          ict.post('/api/hostels', {
            hostel_name: `Hall ${amount}`,
            amount_per_semester: amount,
            amount_per_summer: '1,000',
            caution_fee: '0',
          }),
      ],
      [
        'POST /api/receipts',
        (amount) =>
          bursar.post('/api/receipts', {
            ledger_number: `JETS/LED/${student.user.username}`,
            description: 'tuition',
            amount,
            receipt_number: 'ALMOST-1',
          }),
      ],
      [
        'ledger balance',
        (balance) =>
          bursar.post(`/api/registrations/${hostels.PERIOD_ID}/${id}/ledger-balance`, {
            balance,
            expected_balance_kobo: before.portal,
          }),
      ],
      [
        'charge line',
        (amount) =>
          bursar.patch(`/api/registrations/${hostels.PERIOD_ID}/${id}/charges`, { item: 'Health Insurance', amount }),
      ],
      ['affiliation fee', (amount) => bursar.put(`/api/periods/${hostels.PERIOD_ID}/affiliation-fee`, { amount })],
      [
        'special rate',
        (rate) =>
          bursar.post('/api/special-rates', {
            student_id: student.user.username,
            course_code: 'OTS 611',
            rate,
            hours: 3,
          }),
      ],
      [
        'hostel balance',
        (balance) =>
          bursar.post(`${hostels.deskUrl(id)}/balance`, { balance, expected_balance_kobo: before.accommodation }),
      ],
      [
        'wallet balance',
        (amount) =>
          bursar.put(`/api/wallets/portal/${id}/balance`, {
            amount,
            expected_balance_kobo: before.portal,
            reason: 'almost right',
          }),
      ],
    ];
    for (const [route, send] of routes) {
      for (const amount of ['1,0,0', '10,00', '1,000.5', '1,000.505', '100,000,001']) {
        const res = await send(amount);
        expect(res.statusCode, `${route} ${amount}: ${res.body}`).toBe(400);
        expect(body<string>(res).response, route).toContain(MESSAGES.invalid);
      }
    }
    expect(await snapshot()).toEqual(before);
    // the same routes still read a well-placed comma
    const ok = await bursar.put(`/api/wallets/portal/${id}/balance`, {
      amount: '1,000',
      expected_balance_kobo: before.portal,
      reason: 'well written',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await snapshot()).portal).toBe(100_000);
  });
});

describe('record ids', () => {
  it('a hostel id written as 0x3 or 3e0 is refused, and the hostel stays open', async () => {
    const porter = deskApi(ctx, desk.porter.cookie);
    for (const written of [`0x${hostel.id.toString(16)}`, `${hostel.id}e0`, `0${hostel.id}`, `${hostel.id}.0`]) {
      const res = await porter.patch(`/api/hostels/${written}/status`, { action: 'close' });
      expect(res.statusCode, `${written}: ${res.body}`).toBe(400);
    }
    const listed = await porter.get('/api/hostels');
    expect(listed.body).toContain('Almost Right Hall');
    const row = (body<{ items: Array<{ id: number; status: string }> }>(listed).response.items ?? []).find(
      (h) => h.id === hostel.id,
    );
    expect(row?.status).toBe('opened');
  });

  it('a page or a year of study written any way but canonical digits is refused', async () => {
    const lecturer = deskApi(ctx, desk.lecturer.cookie);
    for (const written of ['0x2', '2e0', '02', '2.0', '+2']) {
      const byYear = await lecturer.get(`/api/years/${written}/courses`);
      expect(byYear.statusCode, `year ${written}: ${byYear.body}`).toBe(400);
      const page = await deskApi(ctx, desk.ict.cookie).get(`/api/audit-trail?page=${encodeURIComponent(written)}`);
      expect(page.statusCode, `page ${written}: ${page.body}`).toBe(400);
    }
    expect((await lecturer.get('/api/years/2/courses')).statusCode).toBe(200);
    expect((await deskApi(ctx, desk.ict.cookie).get('/api/audit-trail?page=2')).statusCode).toBe(200);
  });

  it('a body id of true is refused, not taken as hostel 1', async () => {
    const res = await deskApi(ctx, student.cookie).post(`${hostels.mineUrl()}/choice`, { hostel_id: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(body<string>(res).response).toContain('hostel_id');
  });
});
