import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertStudentWallets } from '@portal/db';
import { startedTopUpSchema } from '@portal/domain';
import { recheckPendingPayments } from '../../src/modules/payments/index.js';
import { createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

describe('an abandoned payment', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keeps an abandoned payment open: it is credited once the payer finishes', async () => {
    const student = await createStudent(ctx, 'complete', { username: '68002' });
    await insertStudentWallets(ctx.db, student.customId);
    const cookie = await signIn(ctx, student);
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/students/me/top-ups',
      headers: { cookie },
      payload: { amount: '2000' },
    });
    const { reference } = responseOf(start, startedTopUpSchema);
    await ctx.db.execute(sql`update sandbox_transactions set status = 'abandoned' where reference = ${reference}`);
    const later = new Date(Date.now() + 5 * 60_000);
    await recheckPendingPayments(ctx.app.deps, later);
    const after = await ctx.db.execute(
      sql`select status, provider_status from payments where reference = ${reference}`,
    );
    expect((after as unknown as { rows: Array<{ status: string; provider_status: string }> }).rows[0]).toEqual({
      status: 'pending',
      provider_status: 'abandoned',
    });
    await ctx.db.execute(
      sql`update sandbox_transactions set status = 'success', paid_at = now() where reference = ${reference}`,
    );
    const result = await recheckPendingPayments(ctx.app.deps, new Date(later.getTime() + 5 * 60_000));
    expect(result.credited).toBe(1);
    const audit = await ctx.db.execute(sql`select action from audit_log where entity_id = ${reference} order by id`);
    expect((audit as unknown as { rows: Array<{ action: string }> }).rows.map((r) => r.action)).toEqual([
      'payment.start',
      'payment.check',
      'payment.credit',
    ]);
  });
});
