import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations, students, users, walletEntries } from '@portal/db';
import { and, eq, sql } from 'drizzle-orm';
import { periodId, REGISTRATION_STATUSES } from '@portal/domain';
import { seedDemo } from '../../src/seed/demo-seed.js';
import { createTestContext, type TestContext } from '../support/helpers.js';

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
});
