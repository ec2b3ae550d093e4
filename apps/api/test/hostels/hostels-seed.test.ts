import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  findHostelApplication,
  findPeriod,
  findUserByUsername,
  findWallet,
  hostelApplications,
  hostelBeds,
  hostels,
  walletEntries,
} from '@portal/db';
import { HOSTEL_APPLICATION_STATUSES, periodId } from '@portal/domain';
import { seedDemo } from '../../src/seed/demo-seed.js';
import { createTestContext, type TestContext } from '../support/helpers.js';

let ctx: TestContext;
const OPEN = periodId('1st', '2025/2026');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
  // Seeding again adds nothing.
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('demo hostels', () => {
  it('four hostels with rooms and bedspaces, one hostel closed, accommodation open in the open period', async () => {
    const rows = await ctx.db.select().from(hostels);
    expect(rows.map((h) => [h.name, h.status]).sort()).toEqual([
      ['Bingham Hostel Flat', 'opened'],
      ['Bowen Hall', 'opened'],
      ['Married Students Quarters', 'closed'],
      ['Mary Slessor Hall', 'opened'],
    ]);
    const beds = await ctx.db.select().from(hostelBeds);
    expect(beds.length).toBe(16 + 12 + 4 + 2);
    expect(beds.filter((b) => b.status === 'closed')).toHaveLength(1);
    expect((await findPeriod(ctx.db, OPEN))!.accommodationStatus).toBe('opened');
  });

  it('applications at every status; each complete one debited once by cost plus caution, each bedspace taken once', async () => {
    const rows = await ctx.db.select().from(hostelApplications).where(eq(hostelApplications.periodId, OPEN));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(HOSTEL_APPLICATION_STATUSES));
    expect(rows).toHaveLength(9);
    const complete = rows.filter((r) => r.status === 'complete');
    expect(complete).toHaveLength(3);
    for (const r of complete) {
      expect(r.totalKobo).toBe(r.costKobo! + r.cautionFeeKobo!);
      expect(r.closingBalanceKobo).toBe(r.openingBalanceKobo! - r.totalKobo!);
      const debits = await ctx.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.kind, 'hostel'), eq(walletEntries.reference, r.formNumber!)));
      expect(debits).toHaveLength(1);
      expect(debits[0]!.amountKobo).toBe(-r.totalKobo!);
    }
    const beds = complete.map((r) => r.bedId);
    expect(new Set(beds).size).toBe(beds.length);
    expect(rows.some((r) => r.printedByPorterAt)).toBe(true);
    expect(rows.find((r) => r.status === 'disapproved')!.comment).toMatch(/choose another hostel/);
  });

  it('leaves the demo login for a completed registration free to apply', async () => {
    const first = (await findUserByUsername(ctx.db, '65001'))!;
    expect(await findHostelApplication(ctx.db, OPEN, first.customId)).toBeUndefined();
  });

  it('puts the README’s hostel demo logins at the statuses it names', async () => {
    const statusOf = async (username: string) => {
      const user = (await findUserByUsername(ctx.db, username))!;
      return (await findHostelApplication(ctx.db, OPEN, user.customId))?.status;
    };
    expect({
      '65006': await statusOf('65006'),
      '65009': await statusOf('65009'),
      '65011': await statusOf('65011'),
      '65019': await statusOf('65019'),
      '65022': await statusOf('65022'),
      '65034': await statusOf('65034'),
    }).toEqual({
      '65006': 'complete',
      '65009': 'awaiting porter',
      '65011': 'disapproved',
      '65019': 'balance updated',
      '65022': 'awaiting bursar',
      '65034': 'balance updated',
    });
    // 65034's wallet covers every opened hostel; 65019's none.
    const wallet = async (username: string) => {
      const user = (await findUserByUsername(ctx.db, username))!;
      return (await findWallet(ctx.db, user.customId, 'accommodation'))!.balanceKobo;
    };
    expect(await wallet('65034')).toBe(9_000_000);
    expect(await wallet('65019')).toBe(2_000_000);
  });
});
