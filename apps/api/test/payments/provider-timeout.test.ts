import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findPaymentByReference, findWallet, insertStudentWallets } from '@portal/db';
import { startedTopUpSchema, WALLET_MESSAGES } from '@portal/domain';
import { recheckPendingPayments } from '../../src/modules/payments/index.js';
import { FakePaystack } from '../support/fakes/fake-paystack.js';
import { body, createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

/**
 * Issue 28 §7: Paystack slower than the portal's timeout (PAYSTACK_TIMEOUT_MS) during a top-up's
 * start or its verification. The student gets an answer at once, the payment stays pending, and
 * the background re-check settles it once Paystack answers, crediting it exactly once.
 */
const SECRET = 'sk_test_provider_timeout';
const TIMEOUT_MS = 300;
const paystack = new FakePaystack(SECRET);
let ctx: TestContext;

beforeAll(async () => {
  const baseUrl = await paystack.start();
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: baseUrl,
    PAYSTACK_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterAll(async () => {
  await ctx.close();
  await paystack.stop();
});
afterEach(() => {
  paystack.delayMs = 0;
});

let n = 0;
async function payer() {
  const student = await createStudent(ctx, 'complete', { username: String(69_100 + ++n) });
  await insertStudentWallets(ctx.db, student.customId);
  const cookie = await signIn(ctx, student);
  // each request from an address of its own: the rate limits are not what this is about
  const post = (path: string, payload: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/students/me/top-ups${path}`,
      headers: { cookie },
      payload,
      remoteAddress: `10.28.7.${++n}`,
    });
  const balance = async () => (await findWallet(ctx.db, student.customId, 'portal'))!.balanceKobo;
  return { student, post, balance };
}

/** The portal's clock moved on past the re-check's first delay (2 minutes). */
function later(minutes: number) {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + minutes * 60_000);
  return ctx.clock.now;
}

describe('Paystack slower than the timeout', () => {
  it('answers a verification with the spec’s network message; the re-check credits the payment once', async () => {
    const { post, balance } = await payer();
    const reference = responseOf(await post('', { amount: '2500' }), startedTopUpSchema).reference;
    paystack.settle(reference, {});

    paystack.delayMs = TIMEOUT_MS * 4;
    const started = Date.now();
    const res = await post('/verify', { reference });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(res.statusCode).toBe(502);
    expect(body(res).response).toBe(WALLET_MESSAGES.networkError);
    expect(WALLET_MESSAGES.networkError).toBe('Network error during verification');
    expect(await findPaymentByReference(ctx.db, reference)).toMatchObject({ status: 'pending' });
    expect(await balance()).toBe(0);

    // Paystack answers in time again: the background re-check settles it
    paystack.delayMs = 0;
    const run = await recheckPendingPayments(ctx.app.deps, later(60));
    expect(run).toMatchObject({ credited: 1 });
    expect(await findPaymentByReference(ctx.db, reference)).toMatchObject({ status: 'credited' });
    expect(await balance()).toBe(250_000);

    // exactly once: neither a second run nor the student's own verification credits it again
    expect((await recheckPendingPayments(ctx.app.deps, later(60))).checked).toBe(0);
    const again = await post('/verify', { reference });
    expect(body(again).response).toBe(WALLET_MESSAGES.alreadyProcessed);
    expect(await balance()).toBe(250_000);
  });

  it('keeps a top-up whose start timed out pending, and the re-check credits it when it was paid after all', async () => {
    const { student, post, balance } = await payer();
    paystack.delayMs = TIMEOUT_MS * 4;
    const res = await post('', { amount: '1500' });
    expect(res.statusCode).toBe(502);
    expect(body(res).response).toBe('The payment could not be started. Please try again.');
    const [reference] = [...paystack.transactions.keys()].filter((r) => r.includes(`-${student.username}-`));
    // Paystack did create it; only its answer came too late
    expect(reference).toBeDefined();
    expect(await findPaymentByReference(ctx.db, reference!)).toMatchObject({ status: 'pending' });

    // the payer reached Paystack's page after all (e.g. its checkout link) and paid
    paystack.delayMs = 0;
    paystack.settle(reference!, {});
    expect(await recheckPendingPayments(ctx.app.deps, later(60))).toMatchObject({ credited: 1 });
    expect(await balance()).toBe(150_000);
  });

  it('gives up on a top-up whose start timed out once Paystack says it was never paid', async () => {
    const { student, post } = await payer();
    paystack.delayMs = TIMEOUT_MS * 4;
    expect((await post('', { amount: '1000' })).statusCode).toBe(502);
    paystack.delayMs = 0;
    const [reference] = [...paystack.transactions.keys()].filter((r) => r.includes(`-${student.username}-`));
    await recheckPendingPayments(ctx.app.deps, later(60));
    expect(await findPaymentByReference(ctx.db, reference!)).toMatchObject({
      status: 'pending',
      providerStatus: 'abandoned',
    });
    // abandoned for a day: settled as not paid
    await recheckPendingPayments(ctx.app.deps, later(25 * 60));
    expect(await findPaymentByReference(ctx.db, reference!)).toMatchObject({ status: 'failed' });
  });
});
