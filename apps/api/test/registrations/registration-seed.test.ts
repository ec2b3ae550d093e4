import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentalCharges, findUserByUsername, registrations, students, users, walletEntries } from '@portal/db';
import { and, eq, sql } from 'drizzle-orm';
import {
  courseHoursText,
  nairaToKobo,
  periodId,
  programmeLevel,
  REGISTRATION_STATUSES,
  type ProgrammeCategory,
  type RegistrationFormResponse,
} from '@portal/domain';
import { seedDemo } from '../../src/seed/demo-seed.js';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { sessionFor } from '../support/registration-factories.js';

let ctx: TestContext;
let logins: Awaited<ReturnType<typeof seedDemo>>;
const OPEN = periodId('1st', '2025/2026');

beforeAll(async () => {
  ctx = await createTestContext();
  logins = await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
  // Seeding again adds nothing.
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
});
afterAll(async () => {
  await ctx.close();
});

describe('demo registrations', () => {
  it('at least fifty students across the five categories, both modes and both denominations', async () => {
    const rows = await ctx.db
      .select({ category: students.programmeCategory, mode: users.modeOfStudy, denomination: students.denomination })
      .from(students)
      .innerJoin(users, eq(users.customId, students.customId))
      .where(sql`${users.username} like '65%'`);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set([
        'Master of Divinity Programme',
        'Masters Programme',
        'PGDT Programme',
        'Bachelor of Arts Programme',
        'Diploma Programme',
      ]),
    );
    expect(new Set(rows.map((r) => r.mode))).toEqual(new Set(['in_person', 'virtual']));
    expect(new Set(rows.map((r) => r.denomination))).toEqual(new Set(['ECWA', 'Non-ECWA']));
  });

  it('registrations at every status in the open period, each completed one debited once', async () => {
    const rows = await ctx.db.select().from(registrations).where(eq(registrations.periodId, OPEN));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(REGISTRATION_STATUSES));
    const completed = rows.filter((r) => r.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(10);
    for (const r of completed) {
      const debits = await ctx.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.kind, 'registration'), eq(walletEntries.reference, r.formNumber!)));
      expect(debits).toHaveLength(1);
      expect(debits[0]!.amountKobo).toBe(-r.totalKobo!);
    }
    expect(rows.some((r) => r.undertaking)).toBe(true);
    expect(rows.some((r) => r.printedByBursarAt)).toBe(true);
  });

  it('prints one demo login per registration stage', () => {
    const notes = logins.filter((l) => l.username.startsWith('65')).map((l) => l.note);
    expect(notes).toHaveLength(7);
    expect(notes).toContain('registration completed: print it');
    expect(notes).toContain('no registration yet: start one');
  });

  it('charges each demo student the departmental charge the screen shows (65013: Systematic Theology), and shows 65004 an agreed rate (issue 27 §1, §3)', async () => {
    const rows = await ctx.db
      .select({
        username: users.username,
        department: students.department,
        category: students.programmeCategory,
        charges: registrations.charges,
      })
      .from(registrations)
      .innerJoin(users, eq(users.customId, registrations.studentId))
      .innerJoin(students, eq(students.customId, registrations.studentId))
      .where(eq(registrations.periodId, OPEN));
    const table = await ctx.db.select().from(departmentalCharges);
    expect(rows.find((r) => r.username === '65013')?.department).toBe('Systematic Theology');
    for (const r of rows) {
      const level = programmeLevel(r.category as ProgrammeCategory) === 'UG' ? 'undergraduate' : 'postgraduate';
      const set = table.find((d) => d.level === level && d.department === r.department);
      expect(set, `${r.username} ${level} ${r.department}`).toBeDefined();
      expect(r.charges.find((c) => c.item === 'Departmental')?.amountKobo, r.username).toBe(set!.amountKobo);
    }

    const student = (await findUserByUsername(ctx.db, '65004'))!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/students/me/registrations/${OPEN}`,
      headers: { cookie: await sessionFor(ctx, student) },
    });
    const form = body<RegistrationFormResponse>(res).response;
    expect(form.registration.status).toBe('started');
    const ced = form.courses.find((c) => c.code === 'CED 202')!;
    expect(ced).toMatchObject({ basis: 'special-rate', amount_kobo: nairaToKobo(24_000) });
    expect(courseHoursText(ced)).toBe('2 CH, charged as 3');
    expect(form.summary!.total_hours).toBe(form.summary!.credit_hours + 1);
  });
});
