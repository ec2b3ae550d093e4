import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findWallet, insertStudentWallets } from '@portal/db';
import { WALLET_MESSAGES } from '@portal/domain';
import { FakePaystack } from '../support/fakes/fake-paystack.js';
import { body, createStaff, createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';

/**
 * Issue 24: the receipts desk's "Update Student Wallet" credits by the domain's rule
 * (`deskCreditableAmount`, built on `creditableAmount`), so a charge whose amount above what was
 * asked is more than the fees Paystack names credits nothing. Its old copy of the rule had no
 * fee check and credited such a payment.
 */
const SECRET = 'sk_test_desk_credit_secret';
const paystack = new FakePaystack(SECRET);
let ctx: TestContext;

beforeAll(async () => {
  const baseUrl = await paystack.start();
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: baseUrl,
  });
});
afterAll(async () => {
  await ctx.close();
  await paystack.stop();
});

const balanceOf = async (customId: string) => (await findWallet(ctx.db, customId, 'portal'))!.balanceKobo;
const credit = (cookie: string, reference: string, student_amount: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/credit',
    headers: { cookie },
    payload: { reference, student_amount },
  });
async function creditsOf(reference: string) {
  const r = (await ctx.db.execute(
    sql`select amount_kobo, reference from wallet_entries where provider_reference = ${reference}`,
  )) as unknown as { rows: Array<{ amount_kobo: string | number }> };
  return r.rows.map((row) => Number(row.amount_kobo));
}
function paidAtPaystack(
  reference: string,
  studentId: string,
  amounts: { amount: number; requested: number; fees: number },
) {
  paystack.addTransaction({
    reference,
    amount: amounts.amount,
    requested_amount: amounts.requested,
    fees: amounts.fees,
    currency: 'NGN',
    status: 'success',
    email: 'desk@jets.edu.ng',
    metadata: { student_id: studentId },
    paid_at: '2026-11-20T09:00:00.000Z',
  });
}

describe('receipts desk credit (issue 24: the domain rule, with its fee check)', () => {
  it('credits nothing when the charge above what was asked is more than the fees Paystack names', async () => {
    const student = await createStudent(ctx, 'complete', { username: '66241' });
    await insertStudentWallets(ctx.db, student.customId);
    // Asked ₦1,000, charged ₦9,000, and Paystack names ₦25 of fees: not a fee on top.
    paidAtPaystack('DESK-GREEDY', '66241', { amount: 900_000, requested: 100_000, fees: 2_500 });
    const bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
    for (const amount of ['1000', '9000']) {
      const res = await credit(bursar, 'DESK-GREEDY', `66241, ${amount}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).response).toBe(WALLET_MESSAGES.staffAboveFees);
    }
    expect(await balanceOf(student.customId)).toBe(0);
    expect(await creditsOf('DESK-GREEDY')).toEqual([]);
  });

  it('credits what was asked, never the fees the payer bore, when they are within the fees Paystack names', async () => {
    const student = await createStudent(ctx, 'complete', { username: '66242' });
    await insertStudentWallets(ctx.db, student.customId);
    paidAtPaystack('DESK-FEES', '66242', { amount: 101_600, requested: 100_000, fees: 1_600 });
    const bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
    const withFees = await credit(bursar, 'DESK-FEES', '66242, 1016');
    expect(body(withFees).response).toBe('The amount must be what was paid: ₦1,000.00. Nothing was credited.');
    const ok = await credit(bursar, 'DESK-FEES', '66242, 1000');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok).response).toMatchObject({ message: WALLET_MESSAGES.staffCredited, balance_kobo: 100_000 });
    expect(await creditsOf('DESK-FEES')).toEqual([100_000]);
  });
});
