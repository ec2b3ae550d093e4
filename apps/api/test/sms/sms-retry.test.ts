import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsMessages } from '@portal/db';
import { SMS_MAX_ATTEMPTS, smsOutboxPageSchema } from '@portal/domain';
import { TermiiSmsSender } from '../../src/integrations/sms/index.js';
import { BackgroundTasks } from '../../src/lib/background-tasks.js';
import { retryDueSms, sendSms } from '../../src/modules/sms/index.js';
import { startFakeTermii, type FakeTermii } from '../support/fakes/fake-termii.js';
import { createStaff, createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';
import { startSecondInstance } from '../support/second-instance.js';

/**
 * Issue 28 §7: an SMS Termii refuses, does not answer in time or cannot be reached for is kept,
 * tried again after 1, 5 and 30 minutes, and shown on the SMS Outbox as pending (next try,
 * tries made) or failed after the last try, with the provider's error.
 */
let fake: FakeTermii;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeTermii();
  ctx = await createTestContext({
    SMS_PROVIDER: 'termii',
    TERMII_API_KEY: 'TLtestkey123456',
    TERMII_BASE_URL: fake.url,
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
afterEach(() => {
  fake.mode = 'success';
  fake.failNext.length = 0;
  fake.requests.length = 0;
});

const MINUTE = 60_000;
const rowOf = async (id: number) => (await ctx.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;
/** Moves the portal's clock on and runs the background retry once. */
async function retryAfter(ms: number, deps = ctx.app.deps) {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
  return retryDueSms(deps);
}
const sentTexts = () => fake.requests.map((r) => (r.body as { sms: string }).sms);

describe('an SMS the provider did not take', () => {
  it('is kept pending after a refusal and sent on the next try, its tries counted', async () => {
    fake.failNext.push('rejected');
    const start = ctx.clock.now.getTime();
    const first = await sendSms(ctx.app.deps, { to: '08031110001', body: 'Refused once', purpose: 'test' });
    expect(first).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringMatching(/HTTP 400/) });
    expect(first.nextAttemptAt?.getTime()).toBe(start + MINUTE);

    // not due yet: nothing is sent
    expect(await retryAfter(30_000)).toEqual({ tried: 0, sent: 0 });
    expect(await retryAfter(30_000)).toEqual({ tried: 1, sent: 1 });
    expect(await rowOf(first.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
      error: null,
      sendBody: null,
    });
    expect(sentTexts()).toEqual(['Refused once', 'Refused once']);
    // nothing left to try
    expect(await retryAfter(60 * MINUTE)).toEqual({ tried: 0, sent: 0 });
  });

  it.each([
    ['a server error', 'server-error', /HTTP 500/],
    ['a dropped connection', 'unreachable', /termii: /],
  ] as const)('is kept pending after %s', async (_what, mode, error) => {
    fake.failNext.push(mode);
    const row = await sendSms(ctx.app.deps, { to: '08031110002', body: 'Hi', purpose: 'test' });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringMatching(error) });
    expect(await retryAfter(MINUTE)).toEqual({ tried: 1, sent: 1 });
  });

  it('is kept pending when the provider cannot be reached at all, or does not answer in time', async () => {
    const unreachable = new TermiiSmsSender({
      apiKey: 'TLtestkey123456',
      senderId: 'JETS',
      baseUrl: 'http://127.0.0.1:1',
    });
    const nowhere = await sendSms(
      { ...ctx.app.deps, sms: unreachable },
      { to: '08031110003', body: 'A', purpose: 't' },
    );
    expect(nowhere).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringMatching(/^termii: /) });

    fake.failNext.push('hang');
    const quick = new TermiiSmsSender({
      apiKey: 'TLtestkey123456',
      senderId: 'JETS',
      baseUrl: fake.url,
      timeoutMs: 300,
    });
    const slow = await sendSms({ ...ctx.app.deps, sms: quick }, { to: '08031110004', body: 'B', purpose: 't' });
    expect(slow).toMatchObject({ status: 'pending', attempts: 1, error: 'termii: no answer within 300 ms' });
    // both go out on their next try, through the configured sender
    expect(await retryAfter(MINUTE)).toEqual({ tried: 2, sent: 2 });
  });

  it('is tried 4 times (after 1, 5 and 30 minutes), then failed and shown so in the outbox', async () => {
    fake.mode = 'rejected';
    const start = ctx.clock.now.getTime();
    const row = await sendSms(ctx.app.deps, { to: '08031110005', body: 'Never taken', purpose: 'always-refused' });
    const ict = await signIn(ctx, await createStaff(ctx, 'ict'));
    const outboxItem = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/sms-outbox?q=always-refused',
        headers: { cookie: ict },
      });
      return responseOf(res, smsOutboxPageSchema).items[0]!;
    };
    expect(await outboxItem()).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: new Date(start + MINUTE).toISOString(),
      error: 'termii: HTTP 400: ApplicationSenderId not found',
    });

    expect(await retryAfter(MINUTE)).toEqual({ tried: 1, sent: 0 });
    expect(await outboxItem()).toMatchObject({
      status: 'pending',
      attempts: 2,
      next_attempt_at: new Date(start + 6 * MINUTE).toISOString(),
    });
    expect(await retryAfter(5 * MINUTE)).toEqual({ tried: 1, sent: 0 });
    expect((await rowOf(row.id)).nextAttemptAt?.getTime()).toBe(start + 36 * MINUTE);
    expect(await retryAfter(29 * MINUTE)).toEqual({ tried: 0, sent: 0 });
    expect(await retryAfter(MINUTE)).toEqual({ tried: 1, sent: 0 });

    expect(await outboxItem()).toMatchObject({
      status: 'failed',
      attempts: SMS_MAX_ATTEMPTS,
      next_attempt_at: null,
      error: 'termii: HTTP 400: ApplicationSenderId not found',
    });
    expect(fake.requests).toHaveLength(4);
    // given up: never tried again
    expect(await retryAfter(24 * 60 * MINUTE)).toEqual({ tried: 0, sent: 0 });
    expect(fake.requests).toHaveLength(4);
  });

  it('counts only the messages given up in /metrics, not the ones still being tried', async () => {
    const failedNow = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      return Number(/\nportal_sms_failed (\d+)/.exec(res.body)![1]);
    };
    const before = await failedNow();
    fake.mode = 'rejected';
    await sendSms(ctx.app.deps, { to: '08031110006', body: 'Counted at the end', purpose: 'test' });
    expect(await failedNow()).toBe(before);
    for (const wait of [1, 5, 30]) await retryAfter(wait * MINUTE);
    expect(await failedNow()).toBe(before + 1);
  });
});

describe('a reset code the provider did not take', () => {
  it('answers the request at once, and sends the real code on the next try without keeping it', async () => {
    fake.failNext.push('hang');
    const original = ctx.app.deps.sms;
    ctx.app.deps.sms = new TermiiSmsSender({
      apiKey: 'TLtestkey123456',
      senderId: 'JETS',
      baseUrl: fake.url,
      timeoutMs: 1_500,
    });
    try {
      const student = await createStudent(ctx, 'complete', { phoneNumber: '08031110007' });
      const started = Date.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { student_id: student.username, phone_number: '8031110007' },
      });
      expect(res.statusCode).toBe(200);
      // the provider's silence (1.5 s) does not hold the answer
      expect(Date.now() - started).toBeLessThan(1_000);
      await ctx.app.backgroundTasks.settle();
    } finally {
      ctx.app.deps.sms = original;
    }
    const [row] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.toPhone, '+2348031110007'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, error: 'termii: no answer within 1500 ms' });
    expect(row!.body).not.toMatch(/\d{6}/);
    const code = /code is (\d{6})\./.exec(row!.sendBody!)![1]!;

    expect(await retryAfter(MINUTE)).toEqual({ tried: 1, sent: 1 });
    expect(sentTexts()[1]).toContain(`code is ${code}.`);
    // once sent, the readable code is gone from the record
    expect(await rowOf(row!.id)).toMatchObject({ status: 'sent', sendBody: null });
    expect((await rowOf(row!.id)).body).not.toContain(code);
  });
});

describe('the background retry', () => {
  it('sends each message once when two instances retry at the same moment', async () => {
    fake.mode = 'server-error';
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push((await sendSms(ctx.app.deps, { to: '08031110008', body: `Twice? ${i}`, purpose: 'race' })).id);
    }
    fake.mode = 'success';
    fake.requests.length = 0;
    const second = await startSecondInstance(ctx);
    try {
      ctx.clock.now = new Date(ctx.clock.now.getTime() + MINUTE);
      const [a, b] = await Promise.all([retryDueSms(ctx.app.deps), retryDueSms(second.app.deps)]);
      const [c, d] = await Promise.all([retryDueSms(ctx.app.deps), retryDueSms(second.app.deps)]);
      expect(a.sent + b.sent + c.sent + d.sent).toBe(30);
    } finally {
      await second.close();
    }
    const texts = sentTexts();
    for (let i = 0; i < 30; i++)
      expect(
        texts.filter((t) => t === `Twice? ${i}`),
        `message ${i}`,
      ).toHaveLength(1);
    for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
  });

  it('stops on shutdown and gives back what it claimed but did not try', async () => {
    fake.mode = 'rejected';
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await sendSms(ctx.app.deps, { to: '08031110009', body: `Stop ${i}`, purpose: 'stop' })).id);
    }
    fake.mode = 'success';
    fake.requests.length = 0;
    const background = new BackgroundTasks(ctx.app.log);
    // the instance is told to close while its first message is on the way
    const stopping = {
      name: 'termii',
      send: async (to: string, body: string) => {
        background.stop();
        return ctx.app.deps.sms.send(to, body);
      },
    };
    ctx.clock.now = new Date(ctx.clock.now.getTime() + MINUTE);
    const run = await retryDueSms({ ...ctx.app.deps, sms: stopping, background });
    expect(run).toEqual({ tried: 1, sent: 1 });
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'pending', 'pending']);
    // the two not tried are due at once for the next run (this or another instance), not after the claim
    expect(rows[1]!.nextAttemptAt?.getTime()).toBe(ctx.clock.now.getTime());
    expect(await retryDueSms(ctx.app.deps)).toEqual({ tried: 2, sent: 2 });
  });
});
