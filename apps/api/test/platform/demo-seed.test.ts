import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseAssignments,
  courseFees,
  courses,
  departmentalCharges,
  downloads,
  findDedicatedAccount,
  findLibraryResources,
  findStudentProfile,
  findUserByUsername,
  seminaryCharges,
  upsertLibraryResources,
  wallets,
} from '@portal/db';
import { eq } from 'drizzle-orm';
import {
  chargeListResponseSchema,
  myWalletsResponseSchema,
  ownAccountSchema,
  transferExceptionsSchema,
  TRANSFER_EXCEPTION_REASONS,
  periodListResponseSchema,
  periodViewSchema,
} from '@portal/domain';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo-seed.js';
import {
  body,
  createStaff,
  createTestContext,
  sessionCookieFrom,
  signIn,
  type TestContext,
} from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('demo seed: onboarding content', () => {
  it('gives the students past Complete Profile a consistent record and two wallets, once', async () => {
    await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
    await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');

    const virtual = (await findStudentProfile(ctx.db, (await findUserByUsername(ctx.db, '64003'))!.customId))!;
    expect(virtual.user.status).toBe('upload passport');
    expect(virtual.user.modeOfStudy).toBe('virtual');
    expect(virtual.student).toMatchObject({
      ledgerNumber: 'JETS/L/2024/0003',
      email: 'hannah.64003@online.jets.edu.ng',
      matriculationNumber: 'JETS/UG/24/PS/64003',
      programmeCategory: 'Bachelor of Arts Programme',
    });
    const masters = (await findStudentProfile(ctx.db, (await findUserByUsername(ctx.db, '64004'))!.customId))!;
    expect(masters.student).toMatchObject({
      ledgerNumber: 'JETS/L/2024/0004',
      email: 'david.64004@jets.edu.ng',
      matriculationNumber: 'JETS/PG/24/OT/64004',
    });
    for (const customId of [virtual.user.customId, masters.user.customId]) {
      const ws = await ctx.db.select().from(wallets).where(eq(wallets.ownerId, customId));
      expect(ws.map((w) => w.kind).sort()).toEqual(['accommodation', 'portal']);
    }
    for (const username of ['64001', '64002']) {
      const early = (await findStudentProfile(ctx.db, (await findUserByUsername(ctx.db, username))!.customId))!;
      expect(early.student).toBeNull();
    }

    const links = await ctx.db.select().from(downloads);
    expect(links.map((d) => d.title)).toEqual(['School Calendar', 'Course Listings', 'Timetable', 'Quick Survey']);
    expect(links.every((d) => d.kind === 'link' && d.url!.startsWith('https://jets.edu.ng/'))).toBe(true);
    const library = await findLibraryResources(ctx.db);
    expect(library?.html).toContain('<h2>E-library</h2>');
  });
});

describe('demo seed: academic setup', () => {
  it('creates periods, courses, charges, fees and two assignments once, and leaves staff changes alone', async () => {
    await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
    const registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
    const periodsRes = await ctx.app.inject({ method: 'GET', url: '/api/periods', headers: { cookie: registrar } });
    const periods = responseOf(periodsRes, periodListResponseSchema);
    expect(periods.items.map((p) => [p.period_id, p.registration_status])).toEqual([
      ['220252026', 'closed'],
      ['120252026', 'opened'],
    ]);
    expect(periods.current_period_id).toBe('120252026');

    // staff close registration; seeding again does not reopen it or add anything
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/periods/120252026/status',
      headers: { cookie: registrar },
      payload: { field: 'registration', action: 'close' },
    });
    const counts = async () => ({
      courses: (await ctx.db.select().from(courses)).length,
      seminary: (await ctx.db.select().from(seminaryCharges)).length,
      departmental: (await ctx.db.select().from(departmentalCharges)).length,
      fees: (await ctx.db.select().from(courseFees)).length,
      assignments: (await ctx.db.select().from(courseAssignments)).length,
    });
    const before = await counts();
    await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
    expect(await counts()).toEqual(before);
    expect(before.courses).toBeGreaterThanOrEqual(12);
    // Every department of the faculty lists at both levels (issue 27 §1; 8 + 10 before).
    expect(before.departmental).toBe(30);
    expect(before.fees).toBe(8);
    expect(before.assignments).toBe(2);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/periods/120252026',
      headers: { cookie: registrar },
    });
    expect(responseOf(again, periodViewSchema).registration_status).toBe('closed');

    const catalogue = await ctx.db.select().from(courses);
    expect(new Set(catalogue.map((c) => c.year))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(catalogue.find((c) => c.code === 'OTS 611')).toMatchObject({ title: 'Old Testament Survey', hours: '3' });
    expect(catalogue.some((c) => c.hours === 'P/F')).toBe(true);
    expect(catalogue.some((c) => c.audience === 'virtual')).toBe(true);
    expect(catalogue.some((c) => c.audience === 'in_person')).toBe(true);

    const bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
    const charges = responseOf(
      await ctx.app.inject({ method: 'GET', url: '/api/charges', headers: { cookie: bursar } }),
      chargeListResponseSchema,
    );
    expect(
      charges.seminary.find(
        (c) => c.level === 'undergraduate' && c.student_type === 'new' && c.item === 'Health Insurance',
      )?.amount_kobo,
    ).toBe(700_000);
    for (const level of ['undergraduate', 'postgraduate']) {
      for (const type of ['new', 'returning']) {
        for (const mode of ['in_person', 'virtual']) {
          expect(
            charges.seminary.filter((c) => c.level === level && c.student_type === type && c.mode === mode).length,
            `${level} ${type} ${mode}`,
          ).toBeGreaterThan(0);
        }
      }
    }
    const dept = (level: string, department: string) =>
      charges.departmental.find((d) => d.level === level && d.department === department)?.amount_kobo;
    expect(dept('undergraduate', 'Pastoral Studies')).toBe(300_000);
    expect(dept('postgraduate', 'Pastoral Studies')).toBe(200_000);
    expect(dept('postgraduate', 'Old Testament')).toBe(100_000);

    const rate = await ctx.app.inject({
      method: 'GET',
      url: '/api/course-fees/120252026/rate?prog_category=UG&band=ECWA',
      headers: { cookie: bursar },
    });
    expect(body(rate).response).toEqual({ amount_kobo: 250_000 });

    const bako = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/faculty/login',
      payload: { username: 'john.bako@jets.edu.ng', password: DEMO_PASSWORD },
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/faculty/me/courses/120252026',
      headers: { cookie: sessionCookieFrom(bako) },
    });
    expect(body(mine).response).toEqual([{ course_code: 'OTS 611', title: 'Old Testament Survey', hours: '3' }]);
  });
});

/** Seeds the demo twice (it must be idempotent) and signs in student 64004: its session cookie. */
async function seedTwiceAndSignIn64004(): Promise<string> {
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
  const student = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/student/login',
    payload: { username: '64004', password: DEMO_PASSWORD },
  });
  return sessionCookieFrom(student);
}

describe('demo seed: top-ups (issue 9)', () => {
  it('shows student 64004 three top-ups that never reached the wallet, each with its state, once', async () => {
    const cookie = await seedTwiceAndSignIn64004();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } });
    const topUps = responseOf(res, myWalletsResponseSchema).top_ups;
    expect(topUps.map((t) => [t.reference, t.label])).toEqual([
      ['JETS-64004-DEMO0000000C', 'Reversed'],
      ['JETS-64004-DEMO0000000B', 'Failed'],
      ['JETS-64004-DEMO0000000A', 'Not completed'],
    ]);
  });
});

describe('demo seed: bank transfers (issue 29)', () => {
  it('gives 64004 its own account number and a credited transfer, and the Bursary two exceptions (one without a readable amount), once', async () => {
    const cookie = await seedTwiceAndSignIn64004();
    const own = await ctx.app.inject({ method: 'GET', url: '/api/students/me/dedicated-account', headers: { cookie } });
    expect(responseOf(own, ownAccountSchema)).toMatchObject({ status: 'active', bank: 'Wema Bank' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } });
    const entries = responseOf(res, myWalletsResponseSchema).portal!.entries;
    expect(entries.filter((e) => e.kind === 'bank-transfer').map((e) => [e.amount_kobo, e.reason])).toEqual([
      [3_500_000, 'Bank transfer from ADAMU J., GTBank'],
    ]);
    const bursar = await createStaff(ctx, 'bursar');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/bank-transfers/exceptions',
      headers: { cookie: await signIn(ctx, bursar) },
    });
    const items = responseOf(list, transferExceptionsSchema).items;
    expect(items.map((i) => [i.reference, i.amount_kobo, i.reason]).sort()).toEqual([
      ['SBX-TRF-DEMO00000003', 1_500_000, TRANSFER_EXCEPTION_REASONS.unknownAccount],
      ['SBX-TRF-DEMO00000004', null, TRANSFER_EXCEPTION_REASONS.badAmount],
    ]);
    // A second holder, so the demo shows more than one student paying by transfer.
    const second = (await findUserByUsername(ctx.db, '65010'))!;
    expect(await findDedicatedAccount(ctx.db, second.customId)).toMatchObject({ status: 'active' });
  });
});

describe('demo seed: library resources (issue 15)', () => {
  it('tells lecturers nothing about a student e-mail address, also in a database seeded earlier', async () => {
    await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
    const seeded = (await findLibraryResources(ctx.db))!;
    // The same instruction shows on /faculty/library-resources and /student/library-resources.
    expect(seeded.instruction).not.toMatch(/student e-?mail/i);
    expect(seeded.instruction).toBe(
      'Sign in to the e-library with your JETS e-mail address. Ask the library desk for help.',
    );

    const earlier = 'Sign in to the e-library with your student e-mail address. Ask the library desk for help.';
    await upsertLibraryResources(ctx.db, { instruction: earlier, html: seeded.html, updatedBy: null });
    await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
    expect((await findLibraryResources(ctx.db))!.instruction).toBe(seeded.instruction);

    // What the ict office wrote stays as written.
    await upsertLibraryResources(ctx.db, { instruction: 'Ask the library desk.', html: seeded.html, updatedBy: null });
    await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
    expect((await findLibraryResources(ctx.db))!.instruction).toBe('Ask the library desk.');
  });
});
