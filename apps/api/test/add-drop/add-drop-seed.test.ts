import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDrops, findPeriod, registrations, smsMessages, walletEntries } from '@portal/db';
import { ADD_DROP_STATUSES, addDropStatusMessage, dropMarkOn, periodId, seminaryDate } from '@portal/domain';
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

describe('demo add/drop', () => {
  it('opens add/drop on the open period with today in the free window', async () => {
    const period = (await findPeriod(ctx.db, OPEN))!;
    expect(period.addDropStatus).toBe('opened');
    expect(period.startDate).not.toBeNull();
    expect(period.midSemesterDate! > period.startDate!).toBe(true);
    expect(
      dropMarkOn({ startDate: period.startDate, midSemesterDate: period.midSemesterDate }, seminaryDate(new Date())),
    ).toBe('free');
  });

  it('add/drops at every status, each completed one moved the wallet once by its net amount', async () => {
    const rows = await ctx.db
      .select({ addDrop: addDrops })
      .from(addDrops)
      .innerJoin(registrations, eq(registrations.id, addDrops.registrationId))
      .where(eq(registrations.periodId, OPEN));
    expect(new Set(rows.map((r) => r.addDrop.status))).toEqual(new Set(ADD_DROP_STATUSES));
    const completed = rows.map((r) => r.addDrop).filter((a) => a.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    for (const a of completed) {
      const entries = await ctx.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.kind, 'add/drop'), eq(walletEntries.reference, a.formNumber!)));
      expect(entries).toHaveLength(a.netKobo === 0 ? 0 : 1);
      if (a.netKobo !== 0) expect(entries[0]!.amountKobo).toBe(a.netKobo);
    }
    expect(completed.some((a) => a.printedByBursarAt)).toBe(true);
  });

  it('the disapproved demo form: its reason whole with one full stop on the form, ended at a word in the SMS (issue 27 §2, §6)', async () => {
    const [row] = await ctx.db.select().from(addDrops).where(eq(addDrops.status, 'disapproved'));
    const reason = row!.comment!;
    expect(addDropStatusMessage('disapproved', reason)).toContain(`${reason} Make the corrections`);
    const [sms] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.purpose, 'add-drop-disapproved'));
    expect(sms!.body.length).toBeLessThanOrEqual(160);
    expect(sms!.body).toMatch(/ See the portal for details\.$/);
    const kept = sms!.body.slice(sms!.body.indexOf(': ') + 2).replace(/(\.\.\.)? See the portal for details\.$/, '');
    expect(reason.startsWith(kept)).toBe(true);
    expect(reason.slice(kept.length)).toMatch(/^[,;:.]? /);
  });

  it('prints one demo login per add/drop step', () => {
    const notes = logins.filter((l) => l.username.startsWith('66')).map((l) => l.note);
    expect(notes).toEqual([
      'registered: start add/drop',
      'add/drop started',
      "add/drop awaiting the DPAA's office",
      'add/drop disapproved',
      'add/drop approved: submit and print',
      'add/drop completed: print it',
    ]);
  });
});
