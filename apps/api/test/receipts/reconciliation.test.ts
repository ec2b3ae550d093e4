import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findWallet,
  insertEntry,
  insertPayment,
  payments,
  updatePayment,
  walletEntries,
  type UserRow,
} from '@portal/db';
import { reconciliationWindow, watDay, type ReconciliationResponse } from '@portal/domain';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { createDesk, deskApi, POSITIONS, registrantAt, type Desk } from '../support/bursary-factories.js';
import { createRegistrant, naira, portalBalance, seedRegistrationSetup } from '../support/registration-factories.js';

/**
 * The reconciliation report against hand-computed figures. Everything below happens today
 * (West Africa Time) except one carried-forward entry and one failed payment dated yesterday.
 *
 * Student A: funded 100,000 (adjustment by the system), registration debit 59,000, receipts
 * 20,000 tuition and 15,000 accommodation (bursar), a top-up of 8,000 through a portal payment,
 * a receipt credit of 1,000 without a captured receipt (an exception).
 * Student B: 7,000 carried forward from yesterday, a 10,000 work-scholarship receipt (assistant
 * bursar), the bursar sets the balance 2,500 higher (reason written like a formula), a 6,000
 * top-up credited by the desk for a payment started outside the portal.
 * Payments started today: pending 5,000 and 4,000 (the provider said success: an exception),
 * failed 3,000, credited 8,000 and 2,000 (the latter without its ledger entry: an exception).
 */

let ctx: TestContext;
let desk: Desk;
let studentCookie: string;
let a: UserRow;
let b: UserRow;
const FORMULA_REASON = "=cmd|' /C calc'!A0";
const today = watDay(new Date());
const yesterday = watDay(new Date(Date.now() - 86_400_000));

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
  a = (await registrantAt(ctx, desk, 'completed', { walletNaira: 100_000 })).user;
  b = (await registrantAt(ctx, desk, 'incomplete')).user;
  studentCookie = (await createRegistrant(ctx)).cookie;

  const { start } = reconciliationWindow(today, today);
  const before = new Date(start.getTime() - 3_600_000);
  const bPortal = (await findWallet(ctx.db, b.customId, 'portal'))!;
  await ctx.db.insert(walletEntries).values({
    walletId: bPortal.id,
    kind: 'adjustment',
    amountKobo: naira(7000),
    balanceAfterKobo: 0,
    actorId: null,
    reason: 'Balance brought forward',
    createdAt: before,
  });
  await ctx.db.insert(payments).values({
    reference: 'JETS-OLD-FAILED',
    ownerId: a.customId,
    walletKind: 'portal',
    provider: 'sandbox',
    amountKobo: naira(9999),
    status: 'failed',
    createdAt: before,
  });

  const bursar = deskApi(ctx, desk.staff.bursar.cookie);
  const capture = async (cookie: string, u: UserRow, description: string, amount: number, receipt_number: string) => {
    const res = await deskApi(ctx, cookie).post('/api/receipts', {
      ledger_number: `JETS/LED/${u.username}`,
      description,
      amount: String(amount),
      receipt_number,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await capture(desk.staff.bursar.cookie, a, 'tuition', 20_000, 'R-A-1');
  await capture(desk.staff.bursar.cookie, a, 'accommodation', 15_000, 'R-A-2');
  await capture(desk.staff['assistant bursar'].cookie, b, 'work scholarship', 10_000, 'R-B-1');

  const bBalance = await portalBalance(ctx, b.customId);
  expect(bBalance).toBe(naira(17_000));
  const set = await bursar.put(`/api/wallets/portal/${b.customId}/balance`, {
    amount: String(bBalance / 100 + 2500),
    expected_balance_kobo: bBalance,
    reason: FORMULA_REASON,
  });
  expect(set.statusCode, set.body).toBe(200);

  const pay = async (reference: string, owner: UserRow, naira_: number) =>
    insertPayment(ctx.db, {
      reference,
      ownerId: owner.customId,
      walletKind: 'portal',
      provider: 'sandbox',
      amountKobo: naira(naira_),
    });
  await pay('JETS-P1', a, 5000);
  await pay('JETS-P2', a, 3000);
  await updatePayment(ctx.db, 'JETS-P2', { status: 'failed', providerStatus: 'failed' });
  await pay('JETS-P3', b, 4000);
  await updatePayment(ctx.db, 'JETS-P3', { providerStatus: 'success' });
  await pay('JETS-P4', a, 8000);
  const aPortal = (await findWallet(ctx.db, a.customId, 'portal'))!;
  const topUp = await insertEntry(ctx.db, {
    walletId: aPortal.id,
    kind: 'top-up',
    amountKobo: naira(8000),
    reference: 'JETS-P4',
    providerReference: 'JETS-P4',
    actorId: a.customId,
    reason: 'Online payment (sandbox), verified by the student',
  });
  await updatePayment(ctx.db, 'JETS-P4', { status: 'credited', providerStatus: 'success', creditedEntryId: topUp.id });
  await pay('JETS-P5', b, 2000);
  await updatePayment(ctx.db, 'JETS-P5', { status: 'credited', providerStatus: 'success' });
  await insertEntry(ctx.db, {
    walletId: bPortal.id,
    kind: 'top-up',
    amountKobo: naira(6000),
    reference: 'PSK-OUTSIDE-1',
    providerReference: 'PSK-OUTSIDE-1',
    actorId: desk.staff.bursar.user.customId,
    reason: 'Online payment (paystack), verified by the bursar office',
  });
  await insertEntry(ctx.db, {
    walletId: aPortal.id,
    kind: 'receipt',
    amountKobo: naira(1000),
    reference: 'ORPHAN-1',
    actorId: null,
    reason: 'Receipt entered outside the desk',
  });
});

afterAll(async () => {
  await ctx?.close();
});

const as = (position: (typeof POSITIONS)[number]) => deskApi(ctx, desk.staff[position].cookie);

async function report(from: string, to: string, position: (typeof POSITIONS)[number] = 'bursar') {
  const res = await as(position).get(`/api/reconciliation?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<ReconciliationResponse>(res).response;
}

describe('reconciliation report', () => {
  it('is for the bursar, the auditor and ict only', async () => {
    for (const position of POSITIONS) {
      for (const path of ['/api/reconciliation', '/api/reconciliation.csv']) {
        const res = await as(position).get(`${path}?from=${today}&to=${today}`);
        expect(res.statusCode, `${path} ${position}`).toBe(['ict', 'bursar', 'auditor'].includes(position) ? 200 : 403);
      }
    }
    expect(
      (await deskApi(ctx, desk.lecturerCookie).get(`/api/reconciliation?from=${today}&to=${today}`)).statusCode,
    ).toBe(403);
    expect((await deskApi(ctx, studentCookie).get(`/api/reconciliation?from=${today}&to=${today}`)).statusCode).toBe(
      403,
    );
  });

  it('refuses a range that ends before it starts, or a date that does not exist', async () => {
    expect((await as('ict').get(`/api/reconciliation?from=${today}&to=${yesterday}`)).statusCode).toBe(400);
    expect((await as('ict').get(`/api/reconciliation?from=2026-02-30&to=2026-03-01`)).statusCode).toBe(400);
  });

  it('agrees with hand-computed figures for today, and with the sum of wallet balances', async () => {
    const r = await report(today, today);
    expect(r.reaches_now).toBe(true);

    expect(r.exceptions.map((e) => [e.kind, e.reference, e.student_id, e.amount_kobo])).toEqual([
      ['payment-success-not-credited', 'JETS-P3', b.username, naira(4000)],
      ['payment-credited-without-entry', 'JETS-P5', b.username, naira(2000)],
      ['receipt-entry-without-receipt', 'ORPHAN-1', a.username, naira(1000)],
    ]);
    expect(r.exceptions[0]!.label).toBe('Paid at the provider but not credited');

    expect(r.payments.by_status.map((p) => [p.status, p.count, p.amount_kobo])).toEqual([
      ['credited', 2, naira(10_000)],
      ['pending', 2, naira(9000)],
      ['failed', 1, naira(3000)],
    ]);
    expect(r.payments.top_ups_via_payment).toEqual({ count: 1, amount_kobo: naira(8000) });
    expect(r.payments.top_ups_via_desk).toEqual({ count: 1, amount_kobo: naira(6000) });

    const bursarId = desk.staff.bursar.user.customId;
    const assistantId = desk.staff['assistant bursar'].user.customId;
    expect(
      r.receipts.rows
        .map((x) => [x.officer_id, x.description, x.count, x.amount_kobo])
        .sort((p, q) => `${p[0]}${p[1]}`.localeCompare(`${q[0]}${q[1]}`)),
    ).toEqual(
      [
        [bursarId, 'accommodation', 1, naira(15_000)],
        [bursarId, 'tuition', 1, naira(20_000)],
        [assistantId, 'work scholarship', 1, naira(10_000)],
      ].sort((p, q) => `${p[0]}${p[1]}`.localeCompare(`${q[0]}${q[1]}`)),
    );
    expect(r.receipts.rows.find((x) => x.officer_id === bursarId)!.officer).toContain('(bursar)');
    expect([r.receipts.count, r.receipts.total_kobo]).toEqual([3, naira(45_000)]);

    expect(r.registration_debits.rows).toEqual([
      { period_id: '120252026', period: '1st Semester, 2025/2026', count: 1, amount_kobo: -naira(59_000) },
    ]);
    expect(r.registration_debits.total_kobo).toBe(-naira(59_000));

    expect(r.adjustments.rows.map((x) => [x.officer_id, x.reason, x.count, x.credits_kobo, x.debits_kobo])).toEqual(
      expect.arrayContaining([
        [null, 'test funding', 1, naira(100_000), 0],
        [bursarId, FORMULA_REASON, 1, naira(2500), 0],
      ]),
    );
    expect(r.adjustments.rows).toHaveLength(2);
    expect(r.adjustments.rows.find((x) => x.officer_id === null)!.officer).toBe('System');
    expect([r.adjustments.count, r.adjustments.net_kobo]).toEqual([2, naira(102_500)]);

    const [portal, accommodation] = r.wallets;
    expect(portal!.wallet_kind).toBe('portal');
    expect(portal!.opening_kobo).toBe(naira(7000));
    expect(portal!.movements.map((m) => [m.entry_kind, m.count, m.amount_kobo])).toEqual([
      ['top-up', 2, naira(14_000)],
      // Issue 29: bank transfers to students' own accounts are their own line.
      ['bank-transfer', 0, 0],
      ['receipt', 3, naira(31_000)],
      ['registration', 1, -naira(59_000)],
      ['add/drop', 0, 0],
      ['hostel', 0, 0],
      ['adjustment', 2, naira(102_500)],
      ['reversal', 0, 0],
    ]);
    // 7,000 + 14,000 + 31,000 − 59,000 + 102,500
    expect(portal!.closing_kobo).toBe(naira(95_500));
    expect(portal!.balances_kobo).toBe(naira(95_500));
    expect(portal!.agrees_with_balances).toBe(true);
    expect((await portalBalance(ctx, a.customId)) + (await portalBalance(ctx, b.customId))).toBe(naira(95_500));
    expect(accommodation).toMatchObject({
      wallet_kind: 'accommodation',
      opening_kobo: 0,
      closing_kobo: naira(15_000),
      balances_kobo: naira(15_000),
      agrees_with_balances: true,
    });
  });

  it('takes whole days: yesterday alone, and yesterday to today', async () => {
    const y = await report(yesterday, yesterday, 'auditor');
    expect(y.reaches_now).toBe(false);
    expect(y.exceptions).toEqual([]);
    expect(y.payments.by_status.find((p) => p.status === 'failed')).toMatchObject({
      count: 1,
      amount_kobo: naira(9999),
    });
    expect(y.wallets[0]).toMatchObject({ opening_kobo: 0, closing_kobo: naira(7000), agrees_with_balances: null });
    expect(y.adjustments.rows.map((x) => [x.reason, x.credits_kobo])).toEqual([
      ['Balance brought forward', naira(7000)],
    ]);

    const both = await report(yesterday, today, 'ict');
    expect(both.wallets[0]).toMatchObject({ opening_kobo: 0, closing_kobo: naira(95_500), agrees_with_balances: true });
    expect(both.payments.by_status.find((p) => p.status === 'failed')).toMatchObject({
      count: 2,
      amount_kobo: naira(12_999),
    });
    expect(both.exceptions).toHaveLength(3);
  });

  it('exports CSV with the exceptions first, exact naira amounts and formulas guarded', async () => {
    const res = await as('auditor').get(`/api/reconciliation.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`Reconciliation: ${today}`);
    expect(lines[1]).toBe('Section,Item,Detail,Count,Amount (NGN)');
    expect(lines.slice(2, 5).every((l) => l.startsWith('Exceptions,'))).toBe(true);
    expect(lines[2]).toContain('Paid at the provider but not credited');
    expect(lines).toContain('Registration debits,Total,,1,-59000.00');
    expect(lines).toContain('Portal wallets,Closing total,,,95500.00');
    expect(lines).toContain('Portal wallets,Sum of balances now,agrees,3,95500.00');
    expect(res.body).toContain(`,'=cmd|' /C calc'!A0,1,2500.00`);
    expect(res.body).not.toMatch(/(^|,)=cmd/m);
  });
});
