import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findWallet, insertStudentWallets } from '@portal/db';
import {
  type MyWallets,
  RECHECK_FIRST_DELAY_MS,
  type ReconciliationResponse,
  startedTopUpSchema,
  TOP_UP_MESSAGES,
  WALLET_MESSAGES,
  watDay,
} from '@portal/domain';
import { loadConfig } from '../../src/config/env.js';
import { recheckPendingPayments } from '../../src/modules/payments/index.js';
import { FakePaystack, PAYSTACK_STATUSES } from '../support/fakes/fake-paystack.js';
import { capturingLogger, type LogLine } from '../support/capturing-logger.js';
import { body, createStaff, createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

/**
 * Issue 9: the Paystack adapter against a fake that answers as Paystack's documents show
 * (the documented verify body with `requested_amount`, `fees` and `metadata: ""`, 401 for a
 * refused key, each transaction status, a signed `refund.processed`).
 */
const SECRET = 'sk_test_contract_secret';
const paystack = new FakePaystack(SECRET);
let ctx: TestContext;

const logged: LogLine[] = [];

beforeAll(async () => {
  const baseUrl = await paystack.start();
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: baseUrl,
  });
  ctx.app.deps.log = capturingLogger(logged);
});
afterAll(async () => {
  await ctx.close();
  await paystack.stop();
});
beforeEach(() => {
  paystack.failure = 'none';
  logged.length = 0;
});

let address = 0;
const nextAddress = () => `10.19.${Math.floor(++address / 250)}.${address % 250}`;
let username = 69_000;
async function student() {
  const user = await createStudent(ctx, 'complete', { username: String(++username) });
  await insertStudentWallets(ctx.db, user.customId);
  return { user, cookie: await signIn(ctx, user) };
}
async function startTopUp(cookie: string, amount: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/students/me/top-ups',
    headers: { cookie },
    payload: { amount },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return responseOf(res, startedTopUpSchema).reference;
}
const verify = (cookie: string, reference: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/students/me/top-ups/verify',
    headers: { cookie },
    payload: { reference },
    remoteAddress: nextAddress(),
  });
const webhook = (raw: string, signature = paystack.sign(raw)) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: raw,
  });
const balanceOf = async (customId: string) => (await findWallet(ctx.db, customId, 'portal'))!.balanceKobo;
async function paymentRow(reference: string) {
  const r = (await ctx.db.execute(
    sql`select status, provider_status, charged_kobo, fee_kobo, reversal_entry_id, credited_entry_id, check_count,
               next_check_at
          from payments where reference = ${reference}`,
  )) as unknown as {
    rows: Array<{
      status: string;
      provider_status: string | null;
      charged_kobo: string | number | null;
      fee_kobo: string | number | null;
      reversal_entry_id: string | number | null;
      credited_entry_id: string | number | null;
      check_count: number;
      next_check_at: Date | string | null;
    }>;
  };
  return r.rows[0]!;
}
async function entriesOf(customId: string) {
  const r = (await ctx.db.execute(
    sql`select e.id::int as id, e.kind, e.amount_kobo::int as amount, e.reverses_entry_id::int as reverses
          from wallet_entries e join wallets w on w.id = e.wallet_id
         where w.owner_id = ${customId} and w.kind = 'portal' order by e.id`,
  )) as unknown as { rows: Array<{ id: number; kind: string; amount: number; reverses: number | null }> };
  return r.rows;
}
const errorsLogged = () => logged.filter((l) => l.level === 'error');

describe('a wrong or revoked Paystack key (issue 9 §2)', () => {
  it('is the portal’s fault: logged at error level, the student told to contact the ICT, the payment kept pending', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '1000');
    paystack.settle(reference, {});
    paystack.failure = 'key-revoked';

    const res = await verify(cookie, reference);
    expect(res.statusCode).toBe(502);
    expect(body(res).response).toBe('Verification Failed. Try Again or Contact the ICT.');
    expect(body(res).response).not.toBe(WALLET_MESSAGES.notFound);
    const errors = errorsLogged();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/refused the portal’s secret key: check PAYSTACK_SECRET_KEY/);
    expect(errors[0]!.fields).toMatchObject({ provider: 'paystack', reference, httpStatus: 401 });
    expect(JSON.stringify(errors)).not.toContain(SECRET);
    const row = await paymentRow(reference);
    expect(row.status).toBe('pending');
    expect(row.next_check_at).not.toBeNull();
    expect(await balanceOf(user.customId)).toBe(0);

    // the key is put right: the same payment is credited once
    paystack.failure = 'none';
    expect((await verify(cookie, reference)).statusCode).toBe(200);
    expect(await balanceOf(user.customId)).toBe(100_000);
  });

  it('answers the webhook with a status that makes Paystack deliver again, and credits on the next delivery', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '1500');
    paystack.settle(reference, {});
    const raw = paystack.chargeSuccessEvent(reference);

    paystack.failure = 'key-revoked';
    const refused = await webhook(raw);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(errorsLogged().some((l) => /PAYSTACK_SECRET_KEY/.test(l.message))).toBe(true);

    paystack.failure = 'http500';
    expect((await webhook(raw)).statusCode).toBe(503);
    paystack.failure = 'html';
    expect((await webhook(raw)).statusCode).toBe(503);
    expect(await balanceOf(user.customId)).toBe(0);
    expect((await paymentRow(reference)).status).toBe('pending');

    paystack.failure = 'none';
    const delivered = await webhook(raw);
    expect(delivered.statusCode).toBe(200);
    expect(body(delivered).response).toBe('credited');
    expect(await balanceOf(user.customId)).toBe(150_000);
  });

  it('tells the receipts desk the key was refused, not that the transaction was not found', async () => {
    const ict = await createStaff(ctx, 'ict');
    const cookie = await signIn(ctx, ict);
    paystack.addTransaction({
      reference: 'PAYPAGE-KEY-1',
      amount: 500_000,
      currency: 'NGN',
      status: 'success',
      email: 'x@jets.edu.ng',
      metadata: '',
      paid_at: new Date().toISOString(),
    });
    paystack.failure = 'key-revoked';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/lookup',
      headers: { cookie },
      payload: { reference: 'PAYPAGE-KEY-1' },
    });
    expect(res.statusCode).toBe(502);
    expect(body(res).response).toMatch(/refused the portal’s secret key/);
    expect(body(res).response).not.toMatch(/not found/i);
    expect(errorsLogged()).toHaveLength(1);
  });

  it('is logged when a top-up cannot start, with a message that is not the student’s fault', async () => {
    const { cookie } = await student();
    paystack.failure = 'key-revoked';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/students/me/top-ups',
      headers: { cookie },
      payload: { amount: '1000' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(502);
    expect(body(res).response).toBe('The payment could not be started. Contact the ICT department.');
    expect(errorsLogged()[0]!.message).toMatch(/PAYSTACK_SECRET_KEY/);
  });
});

describe('Paystack’s documented verify body', () => {
  it('reads a payment made without the portal whose metadata is "" (as Paystack answers when none was sent)', async () => {
    const ict = await createStaff(ctx, 'ict');
    paystack.addTransaction({
      reference: 'PAYPAGE-META-1',
      amount: 250_000,
      currency: 'NGN',
      status: 'success',
      email: 'payer@example.org',
      metadata: '',
      paid_at: new Date().toISOString(),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/lookup',
      headers: { cookie: await signIn(ctx, ict) },
      payload: { reference: 'PAYPAGE-META-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).response).toMatchObject({ status: 'success' });
    expect(errorsLogged()).toEqual([]);
  });
});

describe('the amount with fees (issue 9 §3)', () => {
  it('credits the requested amount once when the payer bore the fees, and records the fee', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '20000');
    paystack.settleWithFees(reference, 40_150);

    const res = await verify(cookie, reference);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).response).toMatchObject({ message: WALLET_MESSAGES.credited, balance_kobo: 2_000_000 });
    expect(await balanceOf(user.customId)).toBe(2_000_000);
    const row = await paymentRow(reference);
    expect(row.status).toBe('credited');
    expect(Number(row.charged_kobo)).toBe(2_040_150);
    expect(Number(row.fee_kobo)).toBe(40_150);

    // once: the webhook and the job afterwards add nothing
    expect(body(await webhook(paystack.chargeSuccessEvent(reference))).response).toBe('not credited');
    await recheckPendingPayments(ctx.app.deps, new Date(Date.now() + 60 * 60_000));
    expect(await balanceOf(user.customId)).toBe(2_000_000);
    expect(await entriesOf(user.customId)).toHaveLength(1);

    const wallets = body<MyWallets>(
      await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } }),
    ).response;
    expect(wallets.top_ups.find((t) => t.reference === reference)).toMatchObject({
      amount_kobo: 2_000_000,
      charged_kobo: 2_040_150,
      state: 'credited',
      label: 'Credited',
    });
  });

  it('gives one credit of the requested amount to 40 simultaneous verifications and deliveries', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '5000');
    paystack.settleWithFees(reference, 17_500);
    const raw = paystack.chargeSuccessEvent(reference);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? verify(cookie, reference) : webhook(raw))),
    );
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const credits = results.filter(
      (r, i) => (i % 2 === 0 && r.statusCode === 200) || (i % 2 === 1 && body(r).response === 'credited'),
    );
    expect(credits).toHaveLength(1);
    expect(await balanceOf(user.customId)).toBe(500_000);
    expect(await entriesOf(user.customId)).toHaveLength(1);
  });

  it('never credits more than requested, nor a charge above the fees Paystack names', async () => {
    const { user, cookie } = await student();
    const asked = await startTopUp(cookie, '1000');
    // Paystack says the portal asked for more than it did: not credited.
    paystack.settle(asked, { amount: 150_000, requested_amount: 150_000 });
    expect((await verify(cookie, asked)).statusCode).toBe(400);
    // charged far above the request while Paystack's fees are small: not credited, left for the Bursary
    const greedy = await startTopUp(cookie, '1000');
    paystack.settle(greedy, { amount: 1_000_000, requested_amount: 100_000, fees: 2_500 });
    const res = await verify(cookie, greedy);
    expect(res.statusCode).toBe(400);
    expect(body(res).response).toBe(WALLET_MESSAGES.failed);
    expect(await balanceOf(user.customId)).toBe(0);
  });
});

describe('each Paystack status has its own outcome (issue 9 §4)', () => {
  it.each(['pending', 'ongoing', 'processing', 'queued'] as const)(
    '%s: still processing, nothing credited, checked again with a growing delay',
    async (status) => {
      const { user, cookie } = await student();
      const reference = await startTopUp(cookie, '1000');
      paystack.settle(reference, { status, paid_at: null });
      const res = await verify(cookie, reference);
      expect(res.statusCode).toBe(409);
      expect(body(res).response).toBe(TOP_UP_MESSAGES.processing);
      const first = await paymentRow(reference);
      expect(first).toMatchObject({ status: 'pending', provider_status: status, check_count: 1 });
      const firstDelay = new Date(first.next_check_at!).getTime() - ctx.clock.now.getTime();
      expect(firstDelay).toBeGreaterThanOrEqual(RECHECK_FIRST_DELAY_MS);

      // the job asks again only when due, and then waits longer
      const tooSoon = await recheckPendingPayments(ctx.app.deps, new Date(ctx.clock.now.getTime() + 60_000));
      expect(tooSoon.checked).toBe(0);
      const due = new Date(new Date(first.next_check_at!).getTime() + 1000);
      await recheckPendingPayments(ctx.app.deps, due);
      const second = await paymentRow(reference);
      expect(second.check_count).toBe(2);
      expect(new Date(second.next_check_at!).getTime() - due.getTime()).toBeGreaterThan(firstDelay);

      const wallets = body<MyWallets>(
        await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } }),
      ).response;
      expect(wallets.top_ups[0]).toMatchObject({ reference, state: 'processing', label: 'Processing' });
      expect(await balanceOf(user.customId)).toBe(0);
    },
  );

  it('abandoned: not paid, the student may start again; given up after a day', async () => {
    const { cookie } = await student();
    const reference = await startTopUp(cookie, '1000');
    paystack.settle(reference, { status: 'abandoned', paid_at: null });
    const res = await verify(cookie, reference);
    expect(res.statusCode).toBe(400);
    expect(body(res).response).toBe(WALLET_MESSAGES.failed);
    expect((await paymentRow(reference)).status).toBe('pending');
    // a new top-up may be started at once
    expect(await startTopUp(cookie, '1000')).not.toBe(reference);

    await recheckPendingPayments(ctx.app.deps, new Date(Date.now() + 25 * 3_600_000));
    const row = await paymentRow(reference);
    expect(row).toMatchObject({ status: 'failed', provider_status: 'abandoned', next_check_at: null });
    const wallets = body<MyWallets>(
      await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } }),
    ).response;
    expect(wallets.top_ups.find((t) => t.reference === reference)).toMatchObject({
      state: 'not-completed',
      label: 'Not completed',
    });
    // and it is never asked about again
    const before = paystack.requests.length;
    await recheckPendingPayments(ctx.app.deps, new Date(Date.now() + 30 * 3_600_000));
    expect(paystack.requests.slice(before).some((r) => r.path.includes(reference))).toBe(false);
  });

  it('failed and reversed: final, nothing credited, each with its own text and state', async () => {
    const { user, cookie } = await student();
    const failed = await startTopUp(cookie, '1000');
    paystack.settle(failed, { status: 'failed', paid_at: null });
    const f = await verify(cookie, failed);
    expect([f.statusCode, body(f).response]).toEqual([400, WALLET_MESSAGES.failed]);
    expect(await paymentRow(failed)).toMatchObject({ status: 'failed', next_check_at: null });

    const reversed = await startTopUp(cookie, '1000');
    paystack.settle(reversed, { status: 'reversed' });
    const r = await verify(cookie, reversed);
    expect([r.statusCode, body(r).response]).toEqual([400, TOP_UP_MESSAGES.reversed]);
    expect(await paymentRow(reversed)).toMatchObject({ status: 'failed', provider_status: 'reversed' });

    const wallets = body<MyWallets>(
      await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } }),
    ).response;
    const states = Object.fromEntries(wallets.top_ups.map((t) => [t.reference, t.state]));
    expect(states[failed]).toBe('failed');
    expect(states[reversed]).toBe('reversed');
    expect(await balanceOf(user.customId)).toBe(0);
    expect(Object.keys(PAYSTACK_STATUSES)).toHaveLength(8);
  });
});

describe('refunds and reversals (issue 9 §5)', () => {
  it('reverses a refunded credit once whatever the number of deliveries, audited, with an SMS, listed for the bursary', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '3000');
    paystack.settle(reference, {});
    expect((await verify(cookie, reference)).statusCode).toBe(200);
    expect(await balanceOf(user.customId)).toBe(300_000);

    const event = paystack.refund(reference);
    const deliveries = await Promise.all(Array.from({ length: 12 }, () => webhook(event)));
    expect(deliveries.every((d) => d.statusCode === 200)).toBe(true);
    expect(deliveries.filter((d) => body(d).response === 'reversed')).toHaveLength(1);
    // later deliveries, and the student's own check (Paystack now answers reversed), add nothing
    expect(body(await webhook(event)).response).toBe('not reversed');
    const again = await verify(cookie, reference);
    expect([again.statusCode, body(again).response]).toEqual([409, TOP_UP_MESSAGES.refunded]);

    const entries = await entriesOf(user.customId);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['top-up', 300_000],
      ['reversal', -300_000],
    ]);
    expect(entries[1]!.reverses).toBe(entries[0]!.id);
    expect(await balanceOf(user.customId)).toBe(0);
    expect(Number((await paymentRow(reference)).reversal_entry_id)).toBe(entries[1]!.id);

    const audits = (await ctx.db.execute(
      sql`select count(*)::int as n from audit_log where entity_id = ${reference} and action = 'payment.reverse'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(audits.rows[0]!.n).toBe(1);

    await ctx.app.backgroundTasks.settle();
    const sms = (await ctx.db.execute(
      sql`select body from sms_messages where user_id = ${user.customId} and purpose = 'payment-reversal'`,
    )) as unknown as { rows: Array<{ body: string }> };
    expect(sms.rows).toHaveLength(1);
    expect(sms.rows[0]!.body).toContain(reference);

    const wallets = body<MyWallets>(
      await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } }),
    ).response;
    expect(wallets.top_ups.find((t) => t.reference === reference)).toMatchObject({ state: 'refunded' });

    const bursar = await createStaff(ctx, 'bursar');
    const day = watDay(new Date());
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/reconciliation?from=${day}&to=${day}`,
      headers: { cookie: await signIn(ctx, bursar) },
    });
    expect(report.statusCode).toBe(200);
    const exception = body<ReconciliationResponse>(report).response.exceptions.find(
      (e) => e.kind === 'payment-reversed' && e.reference === reference,
    );
    expect(exception).toMatchObject({ student_id: user.username, amount_kobo: -300_000 });
  });

  it('reverses a partial refund for its amount (sent as text), never more than was credited', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '4000');
    paystack.settle(reference, {});
    expect((await verify(cookie, reference)).statusCode).toBe(200);
    const partial = await webhook(paystack.refund(reference, 150_000, { amountAsText: true }));
    expect(body(partial).response).toBe('reversed');
    expect(await balanceOf(user.customId)).toBe(250_000);
    // a second refund event for the same payment: the credit has its one reversal already
    expect(body(await webhook(paystack.refund(reference, 900_000))).response).toBe('not reversed');
    expect(await balanceOf(user.customId)).toBe(250_000);
  });

  it('reverses a credit when a later verification says reversed, once, against simultaneous deliveries', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '2000');
    paystack.settle(reference, {});
    expect((await verify(cookie, reference)).statusCode).toBe(200);
    const event = paystack.refund(reference); // Paystack now answers `reversed`
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? verify(cookie, reference) : webhook(event))),
    );
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect(await balanceOf(user.customId)).toBe(0);
    expect((await entriesOf(user.customId)).filter((e) => e.kind === 'reversal')).toHaveLength(1);
  });

  it('closes a pending payment refunded before it was credited, so it never will be', async () => {
    const { user, cookie } = await student();
    const reference = await startTopUp(cookie, '2000');
    paystack.settle(reference, {});
    expect(body(await webhook(paystack.refund(reference))).response).toBe('not reversed');
    expect(await paymentRow(reference)).toMatchObject({ status: 'failed', provider_status: 'reversed' });
    expect((await verify(cookie, reference)).statusCode).toBe(400);
    expect(await balanceOf(user.customId)).toBe(0);
  });
});

describe('malformed answers (issue 9 §7)', () => {
  it.each([
    [
      'an amount that is a string',
      (ref: string) => ({
        status: true,
        message: 'Verification successful',
        data: { status: 'success', reference: ref, amount: '100000', currency: 'NGN', metadata: '' },
      }),
    ],
    ['no data', () => ({ status: true, message: 'Verification successful' })],
  ] as const)(
    '%s: a failed verification, logged, nothing credited, pending with the normal backoff',
    async (_what, answer) => {
      const { user, cookie } = await student();
      const reference = await startTopUp(cookie, '1000');
      paystack.settle(reference, { answer: answer(reference) });
      const res = await verify(cookie, reference);
      expect(res.statusCode).toBe(400);
      expect(body(res).response).toBe(WALLET_MESSAGES.failed);
      const errors = errorsLogged();
      expect(errors).toHaveLength(1);
      expect(String(errors[0]!.fields.answer)).toContain('Verification successful');
      const row = await paymentRow(reference);
      expect(row.status).toBe('pending');
      expect(new Date(row.next_check_at!).getTime() - ctx.clock.now.getTime()).toBeGreaterThanOrEqual(
        RECHECK_FIRST_DELAY_MS,
      );
      // not re-checked every minute
      const soon = await recheckPendingPayments(ctx.app.deps, new Date(ctx.clock.now.getTime() + 60_000));
      expect(soon.checked).toBe(0);
      expect(await balanceOf(user.customId)).toBe(0);
    },
  );
});

describe('the production address (issue 9 §6)', () => {
  const base = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_12345678' };
  it('refuses to start with Paystack in production without an https APP_URL, naming the variable', () => {
    expect(() => loadConfig(base)).toThrow(/APP_URL/);
    expect(() => loadConfig({ ...base, APP_URL: 'http://portal.jets.edu.ng' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ ...base, APP_URL: 'https://localhost:3000' })).toThrow(/APP_URL/);
    expect(loadConfig({ ...base, APP_URL: 'https://portal.jets.edu.ng' }).APP_URL).toBe('https://portal.jets.edu.ng');
    // the demo and tests keep working without it
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_1234' }),
    ).not.toThrow();
  });
});
