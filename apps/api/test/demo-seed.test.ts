import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, findLibraryResources, findStudentProfile, findUserByUsername, wallets } from '@portal/db';
import { eq } from 'drizzle-orm';
import { seedDemo } from '../src/seed/demo-seed.js';
import { createTestContext, type TestContext } from './helpers.js';

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
