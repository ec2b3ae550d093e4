import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFees } from '@portal/db';
import { type PeriodCourseFees, periodCourseFeesResponseSchema } from '@portal/domain';
import {
  body,
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  signIn,
  type TestContext,
} from '../support/helpers.js';
import { createPeriods } from '../support/period-factories.js';
import { responseOf } from '../support/responses.js';

let ctx: TestContext;
let bursar: string;
let ict: string;
let auditor: string;
let student: string;

beforeAll(async () => {
  ctx = await createTestContext();
  bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  auditor = await signIn(ctx, await createStaff(ctx, 'auditor'));
  student = await signIn(ctx, await createStudent(ctx));
  const registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
  await createPeriods(ctx, registrar, [
    ['1st', '2024/2025'],
    ['2nd', '2024/2025'],
    ['Summer', '2024/2025'],
    ['1st', '2025/2026'],
  ]);
});
afterAll(async () => {
  await ctx.close();
});

describe('course fees', () => {
  const fees = async (periodId: string, cookie = auditor) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/course-fees/${periodId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return responseOf(res, periodCourseFeesResponseSchema);
  };
  const putFee = (periodId: string, payload: Record<string, unknown>, cookie = bursar) =>
    ctx.app.inject({ method: 'PUT', url: `/api/course-fees/${periodId}`, headers: { cookie }, payload });
  const copy = (periodId: string, cookie = bursar) =>
    ctx.app.inject({ method: 'POST', url: `/api/course-fees/${periodId}/copy-previous`, headers: { cookie } });

  it('shows all 8 combinations, null when unset; 404 for an unknown period', async () => {
    const { items } = await fees('120242025');
    expect(items).toHaveLength(8);
    expect(items.map((i) => `${i.prog_category} ${i.band}`)).toEqual([
      'UG ECWA',
      'UG Non-ECWA',
      'UG ECWA-Online',
      'UG Non-ECWA-Online',
      'PG ECWA',
      'PG Non-ECWA',
      'PG ECWA-Online',
      'PG Non-ECWA-Online',
    ]);
    expect(items.every((i) => i.amount_kobo === null)).toBe(true);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/course-fees/999999999', headers: { cookie: bursar } });
    expect(res.statusCode).toBe(404);
  });

  it('sets fees in kobo, refuses bad ones and the auditor, and answers a rate to any signed-in user', async () => {
    expect((await putFee('120242025', { prog_category: 'UG', band: 'ECWA', amount: 2500 })).statusCode).toBe(200);
    expect((await putFee('120242025', { prog_category: 'PG', band: 'Non-ECWA', amount: 4000 }, ict)).statusCode).toBe(
      200,
    );
    const before = await ctx.db.select().from(courseFees);
    for (const payload of [
      { prog_category: 'UG', band: 'ECWA', amount: -2500 },
      { prog_category: 'UG', band: 'ECWA', amount: 2500.5 },
      { prog_category: 'UG', band: 'ECWA', amount: 12_345_678_901 },
      { prog_category: 'DIP', band: 'ECWA', amount: 1 },
      { prog_category: 'UG', band: 'INTL-UG', amount: 1 },
    ]) {
      expect((await putFee('120242025', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await putFee('120242025', { prog_category: 'UG', band: 'ECWA', amount: 1 }, auditor)).statusCode).toBe(403);
    expect((await putFee('999999999', { prog_category: 'UG', band: 'ECWA', amount: 1 })).statusCode).toBe(404);
    expect(await ctx.db.select().from(courseFees)).toEqual(before);

    const rate = await ctx.app.inject({
      method: 'GET',
      url: '/api/course-fees/120242025/rate?prog_category=UG&band=ECWA',
      headers: { cookie: student },
    });
    expect(rate.statusCode).toBe(200);
    expect(body(rate).response).toEqual({ amount_kobo: 250_000 });
    const lecturerCookie = await signIn(ctx, await createLecturer(ctx));
    const unset = await ctx.app.inject({
      method: 'GET',
      url: '/api/course-fees/120242025/rate?prog_category=UG&band=Non-ECWA',
      headers: { cookie: lecturerCookie },
    });
    expect(unset.statusCode).toBe(404);
  });

  it('copies the latest earlier period with fees, without overwriting fees already set', async () => {
    const none = await copy('120242025');
    expect(none.statusCode).toBe(404);
    expect(body(none).response).toBe('No earlier period has course fees to copy.');

    // the 2nd semester has none: the Summer period copies from the 1st semester, skipping it
    expect((await putFee('020242025', { prog_category: 'UG', band: 'ECWA', amount: 2600 })).statusCode).toBe(200);
    const res = await copy('020242025');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).response).toEqual({ copied: 1, from_period_id: '120242025' });
    const summer = await fees('020242025');
    const amount = (f: PeriodCourseFees, prog: string, band: string) =>
      f.items.find((i) => i.prog_category === prog && i.band === band)!.amount_kobo;
    expect(amount(summer, 'UG', 'ECWA')).toBe(260_000);
    expect(amount(summer, 'PG', 'Non-ECWA')).toBe(400_000);
    expect(amount(summer, 'UG', 'Non-ECWA')).toBeNull();

    // the next session copies from the Summer period (the latest earlier one with fees)
    const next = await copy('120252026', ict);
    expect(body(next).response).toEqual({ copied: 2, from_period_id: '020242025' });
    expect(amount(await fees('120252026'), 'UG', 'ECWA')).toBe(260_000);
    const twice = await copy('120252026');
    expect(body(twice).response).toEqual({ copied: 0, from_period_id: '020242025' });
    expect((await copy('120252026', auditor)).statusCode).toBe(403);
  });
});
