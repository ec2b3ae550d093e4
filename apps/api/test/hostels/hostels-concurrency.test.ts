import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { hostelApplications, walletEntries } from '@portal/db';
import { HOSTEL_MESSAGES, type AllocateBedResponse } from '@portal/domain';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import {
  accommodationBalance,
  apiAs,
  applicationAt,
  buildHostel,
  createDesk,
  deskUrl,
  naira,
  openAccommodation,
  PERIOD_ID,
  type BuiltHostel,
  type Desk,
} from '../support/hostel-factories.js';
import { seedRegistrationSetup } from '../support/registration-factories.js';

/**
 * Every money and bed action happens once: parallel requests against one bedspace or one
 * application give exactly one effect.
 */

let ctx: TestContext;
let desk: Desk;
let hostel: BuiltHostel;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
  await openAccommodation(ctx, desk);
  hostel = await buildHostel(ctx, desk, {
    name: 'Concurrency Hall',
    semester: 30_000,
    summer: 12_000,
    caution: 4_000,
    rooms: [{ number: 'C1', beds: 6 }],
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('one bedspace, fifty students', () => {
  it('50 officers allocating ONE bedspace to 50 different students at once give exactly one allocation', async () => {
    const students = [];
    for (let i = 0; i < 50; i++) {
      students.push(await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 50_000 }));
    }
    const room = hostel.rooms[0]!;
    const bed = room.beds[0]!;
    const officers = [desk.porter.cookie, desk.ict.cookie];
    const answers = await Promise.all(
      students.map((s, i) =>
        apiAs(ctx, officers[i % 2]!).post(`${deskUrl(s.user.customId)}/allocation`, {
          room_id: room.id,
          bed_id: bed.id,
        }),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((r) => r.statusCode !== 200);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.statusCode, r.body).toBe(409);
      expect(body(r).response).toBe(HOSTEL_MESSAGES.bedTaken);
    }
    const ids = students.map((s) => s.user.customId);
    const rows = await ctx.db
      .select()
      .from(hostelApplications)
      .where(and(eq(hostelApplications.periodId, PERIOD_ID), inArray(hostelApplications.studentId, ids)));
    expect(rows.filter((r) => r.bedId === bed.id)).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'complete')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'awaiting porter')).toHaveLength(49);
    const debits = await ctx.db.select().from(walletEntries).where(eq(walletEntries.kind, 'hostel'));
    expect(debits).toHaveLength(1);
    expect(debits[0]!.amountKobo).toBe(-naira(34_000));
    // Only the winner's wallet moved.
    const balances = await Promise.all(ids.map((id) => accommodationBalance(ctx, id)));
    expect(balances.filter((b) => b === naira(16_000))).toHaveLength(1);
    expect(balances.filter((b) => b === naira(50_000))).toHaveLength(49);
    // The losers can still be given another bedspace.
    const next = students.find((s) => rows.find((r) => r.studentId === s.user.customId)!.status !== 'complete')!;
    const again = await apiAs(ctx, desk.porter.cookie).post(`${deskUrl(next.user.customId)}/allocation`, {
      room_id: room.id,
      bed_id: room.beds[1]!.id,
    });
    expect(again.statusCode, again.body).toBe(200);
  }, 240_000);
});

describe('one application, fifty clicks', () => {
  it('50 concurrent allocations of the same bedspace for one application give one debit', async () => {
    const s = await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 40_000 });
    const room = hostel.rooms[0]!;
    const bed = room.beds[2]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apiAs(ctx, i % 2 ? desk.ict.cookie : desk.porter.cookie).post(`${deskUrl(s.user.customId)}/allocation`, {
          room_id: room.id,
          bed_id: bed.id,
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = new Set(answers.map((r) => body<AllocateBedResponse>(r).response.form_number));
    expect([...numbers]).toEqual([`HAA${s.user.username}25`]);
    const debits = await ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'hostel'), eq(walletEntries.reference, `HAA${s.user.username}25`)));
    expect(debits).toHaveLength(1);
    expect(await accommodationBalance(ctx, s.user.customId)).toBe(naira(6_000));
  }, 120_000);

  it('50 concurrent allocations of different bedspaces for one application give one allocation and one debit', async () => {
    const s = await applicationAt(ctx, desk, 'awaiting porter', { hostel, balanceNaira: 40_000 });
    const room = hostel.rooms[0]!;
    const free = room.beds.slice(3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apiAs(ctx, desk.porter.cookie).post(`${deskUrl(s.user.customId)}/allocation`, {
          room_id: room.id,
          bed_id: free[i % free.length]!.id,
        }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    const allocatedBed = (
      await ctx.db.select().from(hostelApplications).where(eq(hostelApplications.studentId, s.user.customId))
    )[0]!.bedId;
    // Only requests for the winning bedspace succeed (a repeat answers the allocation); the rest are refused.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(
      answers.filter((_, i) => free[i % free.length]!.id !== allocatedBed).every((r) => r.statusCode === 409),
    ).toBe(true);
    const debits = await ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'hostel'), eq(walletEntries.reference, `HAA${s.user.username}25`)));
    expect(debits).toHaveLength(1);
    expect(await accommodationBalance(ctx, s.user.customId)).toBe(naira(6_000));
  }, 120_000);

  it('50 concurrent bursary balance entries give one adjustment', async () => {
    const s = await applicationAt(ctx, desk, 'awaiting bursar');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        apiAs(ctx, desk.bursar.cookie).post(`${deskUrl(s.user.customId)}/balance`, {
          balance: '70000',
          expected_balance_kobo: 0,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await accommodationBalance(ctx, s.user.customId)).toBe(naira(70_000));
  }, 120_000);

  it('50 concurrent choices give one move to the porter', async () => {
    const s = await applicationAt(ctx, desk, 'balance updated', { balanceNaira: 40_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        apiAs(ctx, s.cookie).post(`/api/students/me/hostel-applications/${PERIOD_ID}/choice`, { hostel_id: hostel.id }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
  }, 120_000);
});
