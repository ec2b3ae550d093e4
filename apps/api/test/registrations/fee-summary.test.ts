import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { departmentalCharges } from '@portal/db';
import {
  courseHoursText,
  programmeFeesLabel,
  undertakingNote,
  type RegistrationFormResponse,
  type RegistrationPrintResponse,
} from '@portal/domain';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { createDesk, deskApi, registrantAt, type Desk } from '../support/bursary-factories.js';
import { naira, PERIOD_ID, portalBalance, seedRegistrationSetup } from '../support/registration-factories.js';

/** Issue 27 §1, §3, §4: what the fee lines of a registration charge, count and owe. */

let ctx: TestContext;
let desk: Desk;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const mine = `/api/students/me/registrations/${PERIOD_ID}`;
const deskUrl = (customId: string) => `/api/registrations/${PERIOD_ID}/${customId}`;

async function read<T>(cookie: string, url: string): Promise<T> {
  const res = await deskApi(ctx, cookie).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).response;
}

const departmentalOf = (f: RegistrationFormResponse) => f.charges.find((c) => c.item === 'Departmental');

describe('departmental charges on the form (issue 27 §1)', () => {
  it('charges what Manage Departmental Charges shows for the department, and nothing where it shows "-"', async () => {
    // Systematic Theology was refused on the screen and charged a hidden ₦1,000.00.
    const set = await deskApi(ctx, desk.staff.bursar.cookie).put('/api/charges/departmental', {
      level: 'postgraduate',
      department: 'Systematic Theology',
      amount: '1500',
    });
    expect(set.statusCode, set.body).toBe(200);
    const theology = await registrantAt(ctx, desk, 'started', { department: 'Systematic Theology' });
    const f = await read<RegistrationFormResponse>(theology.cookie, mine);
    expect(departmentalOf(f)?.amount_kobo).toBe(naira(1500));

    // A department whose amount is unset ('-' on the screen) is charged no Departmental item.
    await ctx.db
      .delete(departmentalCharges)
      .where(
        and(eq(departmentalCharges.level, 'postgraduate'), eq(departmentalCharges.department, 'Christian Apologetics')),
      );
    const apologetics = await registrantAt(ctx, desk, 'started', { department: 'Christian Apologetics' });
    const g = await read<RegistrationFormResponse>(apologetics.cookie, mine);
    expect(departmentalOf(g)).toBeUndefined();
    expect(g.summary!.charges_total_kobo).toBe(f.summary!.charges_total_kobo - naira(1500));
  });
});

describe('hours that add up (issue 27 §3)', () => {
  it('a special rate shows the credit hours and the charged hours on the form, the staff form and the print', async () => {
    const s = await registrantAt(ctx, desk, 'incomplete', { walletNaira: 200_000, courses: ['CED 202', 'OTS 611'] });
    const rate = await deskApi(ctx, desk.staff.bursar.cookie).post('/api/special-rates', {
      student_id: s.user.username,
      course_code: 'CED 202',
      rate: '8000',
      hours: 3,
    });
    expect(rate.statusCode, rate.body).toBe(200);

    const views: Array<Pick<RegistrationFormResponse, 'courses' | 'summary'>> = [
      await read<RegistrationFormResponse>(s.cookie, mine),
      await read<RegistrationFormResponse>(desk.staff.bursar.cookie, deskUrl(s.user.customId)),
    ];
    expect((await deskApi(ctx, s.cookie).post(`${mine}/submit`)).statusCode).toBe(200);
    views.push(await read<RegistrationPrintResponse>(s.cookie, `${mine}/print`));
    views.push(await read<RegistrationPrintResponse>(desk.staff.registrar.cookie, `${deskUrl(s.user.customId)}/print`));
    for (const v of views) {
      const ced = v.courses.find((c) => c.code === 'CED 202')!;
      expect(ced).toMatchObject({ hours: '2', form_hours: 3, amount_kobo: naira(24_000) });
      expect(courseHoursText(ced)).toBe('2 CH, charged as 3');
      expect(courseHoursText(v.courses.find((c) => c.code === 'OTS 611')!)).toBe('3');
      expect(v.summary).toMatchObject({ credit_hours: 5, total_hours: 6 });
      expect(programmeFeesLabel(v.summary!)).toBe('Programme fees (5 credit hours, charged as 6)');
    }
  });

  it('without a special rate the total names the credit hours once; P/F counts 1', async () => {
    const s = await registrantAt(ctx, desk, 'started', { courses: ['OTS 611', 'FED 613'] });
    const f = await read<RegistrationFormResponse>(s.cookie, mine);
    expect(f.courses.map((c) => courseHoursText(c))).toEqual(['3', 'P/F (1)']);
    expect(programmeFeesLabel(f.summary!)).toBe('Programme fees (4 credit hours)');
  });
});

describe('an undertaking shows what is owed (issue 27 §4)', () => {
  it('the form shows the shortfall the undertaking covers, as the print closes the wallet', async () => {
    const s = await registrantAt(ctx, desk, 'incomplete', { walletNaira: 0 });
    const before = await read<RegistrationFormResponse>(s.cookie, mine);
    const total = before.summary!.grand_total_kobo;
    expect(before).toMatchObject({ wallet_balance_kobo: 0, shortfall_kobo: total, amount_to_add_kobo: total });

    const granted = await deskApi(ctx, desk.staff.registrar.cookie).post(`${deskUrl(s.user.customId)}/undertaking`);
    expect(granted.statusCode, granted.body).toBe(200);
    const f = await read<RegistrationFormResponse>(s.cookie, mine);
    expect(f).toMatchObject({ shortfall_kobo: total, amount_to_add_kobo: 0, can: { submit: true } });
    expect(undertakingNote({ shortfallKobo: f.shortfall_kobo, completed: false })).toContain(
      `covers the shortfall of ₦${(total / 100).toLocaleString('en-NG')}.00`,
    );
    const staffView = await read<RegistrationFormResponse>(desk.staff.bursar.cookie, deskUrl(s.user.customId));
    expect(staffView.shortfall_kobo).toBe(total);

    expect((await deskApi(ctx, s.cookie).post(`${mine}/submit`)).statusCode).toBe(200);
    const print = await read<RegistrationPrintResponse>(s.cookie, `${mine}/print`);
    expect(print.registration.closing_balance_kobo).toBe(-total);
    expect(await portalBalance(ctx, s.user.customId)).toBe(-total);
    // Completed: measured against the wallet before the debit, so it still agrees with the print.
    const after = await read<RegistrationFormResponse>(s.cookie, mine);
    expect(after).toMatchObject({ shortfall_kobo: total, amount_to_add_kobo: 0 });
  });
});
