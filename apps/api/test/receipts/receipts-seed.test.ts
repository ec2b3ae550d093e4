import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { findUserByUsername, receipts, walletEntries } from '@portal/db';
import {
  periodId,
  watDay,
  type EnrollmentStatisticsResponse,
  type HealthInsuranceLogResponse,
  type NewStudentsLogResponse,
  type ReceiptFound,
  type ReconciliationResponse,
  type RegistrationLogResponse,
} from '@portal/domain';
import { seedDemo } from '../../src/seed/demo-seed.js';
import { demoReceiptNumber } from '../../src/seed/receipts-seed.js';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { sessionFor } from '../support/registration-factories.js';

let ctx: TestContext;
let bursarCookie: string;
const OPEN = periodId('1st', '2025/2026');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
  // Seeding again adds nothing.
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
  bursarCookie = await sessionFor(ctx, (await findUserByUsername(ctx.db, 'bursar@jets.edu.ng'))!);
});
afterAll(async () => {
  await ctx?.close();
});

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: bursarCookie } });
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).response;
};

describe('demo receipts', () => {
  it('every receipt credit in the ledger has its receipt; twelve captured at the desk, every description', async () => {
    const orphans = await ctx.db.execute(sql`
      select count(*)::int as n from wallet_entries e
       where e.kind = 'receipt' and not exists (select 1 from receipts r where r.entry_id = e.id)`);
    expect((orphans as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    const desk = await ctx.db
      .select()
      .from(receipts)
      .where(sql`${receipts.receiptNumber} like 'BR/2025/%'`);
    expect(desk).toHaveLength(12);
    expect(new Set(desk.map((r) => r.description))).toEqual(
      new Set(['tuition', 'work scholarship', 'other scholarship', 'ledger transfer', 'accommodation']),
    );
    expect(desk.filter((r) => r.description === 'accommodation').every((r) => r.walletKind === 'accommodation')).toBe(
      true,
    );
    const entries = await ctx.db.select().from(walletEntries).where(eq(walletEntries.kind, 'receipt'));
    expect(entries.length).toBe((await ctx.db.select().from(receipts)).length);
  });

  it('Query Receipt finds a demo receipt', async () => {
    const r = await get<ReceiptFound>(
      `/api/receipts/query?receipt_number=${encodeURIComponent(demoReceiptNumber(1).toLowerCase())}`,
    );
    expect(r.receipt).toMatchObject({ receipt_number: 'BR/2025/0001', description: 'tuition' });
    expect(r.officer.position).toBe('bursar');
    expect(r.entry.kind).toBe('receipt');
  });

  it('every list shows something, and today’s reconciliation agrees with the balances, its only exceptions the demo transfers waiting for the bursar', async () => {
    const log = await get<RegistrationLogResponse>(`/api/registry-logs/${OPEN}/registrations`);
    expect(log.total).toBeGreaterThanOrEqual(50);
    expect(log.groups.every((g) => g.rows.length > 0)).toBe(true);
    expect((await get<NewStudentsLogResponse>(`/api/registry-logs/${OPEN}/new-students`)).total).toBeGreaterThan(0);
    const hi = await get<HealthInsuranceLogResponse>(`/api/registry-logs/${OPEN}/health-insurance`);
    expect(hi.total).toBeGreaterThan(0);
    expect(hi.total_amount_kobo).toBeGreaterThan(0);
    const stats = await get<EnrollmentStatisticsResponse>(`/api/registry-logs/${OPEN}/enrollment-statistics`);
    expect(stats.grand_total).toBe(log.total);
    expect(stats.completed).toBeGreaterThan(0);

    const today = watDay(new Date());
    const rec = await get<ReconciliationResponse>(`/api/reconciliation?from=${today}&to=${today}`);
    // Issue 29: the demo's bank transfers to unknown accounts wait for the bursar, and the report
    // lists them; nothing else is an exception, and the transfers add up.
    expect(rec.exceptions.map((e) => e.kind)).toEqual(rec.exceptions.map(() => 'bank-transfer-unassigned'));
    expect(rec.exceptions.map((e) => e.reference)).toContain('SBX-TRF-DEMO00000003');
    expect(rec.bank_transfers.received.count).toBeGreaterThanOrEqual(2);
    expect(rec.bank_transfers.credited.count).toBeGreaterThanOrEqual(1);
    expect(rec.bank_transfers.balances).toBe(true);
    expect(rec.receipts.count).toBeGreaterThan(12);
    expect(rec.registration_debits.count).toBeGreaterThan(0);
    expect(rec.wallets.every((w) => w.agrees_with_balances === true)).toBe(true);
  });
});
