import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertStudentWallets } from '@portal/db';
import { recheckPendingPayments } from '../../src/modules/payments/index.js';
import { FakePaystack } from '../support/fakes/fake-paystack.js';
import { createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { startSecondInstance } from '../support/second-instance.js';

/**
 * Issue 26 §3: two instances run the background re-check at the same moment against one
 * database; each pending payment is verified with Paystack exactly once, and credited once.
 */
const SECRET = 'sk_test_two_instances';
const paystack = new FakePaystack(SECRET);
let ctx: TestContext;
let second: Awaited<ReturnType<typeof startSecondInstance>>;

beforeAll(async () => {
  const baseUrl = await paystack.start();
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: baseUrl,
  });
  second = await startSecondInstance(ctx);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
  await paystack.stop();
});

async function pendingTopUp(i: number): Promise<string> {
  const user = await createStudent(ctx, 'complete', { username: String(68_000 + i) });
  await insertStudentWallets(ctx.db, user.customId);
  const cookie = await signIn(ctx, user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/students/me/top-ups',
    headers: { cookie },
    payload: { amount: '1000' },
    remoteAddress: `10.26.3.${i + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { response: { reference: string } }).response.reference;
}

describe('the payment re-check on two instances', () => {
  it('verifies each pending payment exactly once when both run at once', async () => {
    const references: string[] = [];
    for (let i = 0; i < 30; i++) references.push(await pendingTopUp(i));
    // the payers paid, but never came back to the portal: only the re-check can credit them
    for (const reference of references) paystack.settle(reference, {});
    paystack.requests.length = 0;

    const later = new Date(Date.now() + 60 * 60_000);
    const [a, b] = await Promise.all([
      recheckPendingPayments(ctx.app.deps, later),
      recheckPendingPayments(second.app.deps, later),
    ]);
    expect(a.checked + b.checked).toBe(references.length);
    expect(a.credited + b.credited).toBe(references.length);

    const verified = paystack.requests.filter((r) => r.path.includes('/transaction/verify/'));
    for (const reference of references) {
      expect(
        verified.filter((r) => r.path.endsWith(`/${reference}`)),
        reference,
      ).toHaveLength(1);
    }
    const { rows } = (await ctx.db.execute(
      sql`select status, count(*)::int as n from payments group by status`,
    )) as unknown as { rows: Array<{ status: string; n: number }> };
    expect(rows).toEqual([{ status: 'credited', n: references.length }]);
    // nothing is left for a later run on either instance
    expect((await recheckPendingPayments(second.app.deps, later)).checked).toBe(0);
  });
});
