import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { smsMessages } from '@portal/db';
import { MESSAGES, smsOutboxPageSchema } from '@portal/domain';
import { loadConfig } from '../../src/config/env.js';
import { createSmsSender, OutboxSmsSender, TermiiSmsSender } from '../../src/integrations/sms/index.js';
import { sendSms } from '../../src/modules/sms/index.js';
import { startFakeTermii, type FakeTermii } from '../support/fakes/fake-termii.js';
import { createStaff, createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

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
  fake.requests.length = 0;
});

const latestSms = async () => (await ctx.db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(1))[0]!;

describe('configuration', () => {
  it('uses the outbox by default', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.TERMII_SENDER_ID).toBe('JETS');
    expect(config.TERMII_BASE_URL).toBe('https://api.ng.termii.com');
    expect(createSmsSender(config)).toBeInstanceOf(OutboxSmsSender);
  });

  it('fails at boot, naming TERMII_API_KEY, when termii is chosen without a key', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'termii' })).toThrow(/TERMII_API_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('builds the termii sender with a 10 s timeout from the configuration', () => {
    const sender = createSmsSender(ctx.app.config);
    expect(sender).toBeInstanceOf(TermiiSmsSender);
    expect((sender as TermiiSmsSender).timeoutMs).toBe(10_000);
    expect(ctx.app.deps.sms.name).toBe('termii');
  });
});

describe('termii adapter against a local fake', () => {
  it('sends the exact payload and records a sent message', async () => {
    const row = await sendSms(ctx.app.deps, { to: '08031234567', body: 'Hello from JETS', purpose: 'test' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/api/sms/send');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      to: '2348031234567',
      from: 'JETS',
      sms: 'Hello from JETS',
      type: 'plain',
      // Termii's transactional route (TERMII_CHANNEL's default): one-time codes are forbidden on `generic`.
      channel: 'dnd',
      api_key: 'TLtestkey123456',
    });
    expect(row).toMatchObject({ toPhone: '+2348031234567', status: 'sent', provider: 'termii', error: null });
    expect(await latestSms()).toMatchObject({ id: row.id, status: 'sent' });
  });

  it.each([
    ['rejected', /HTTP 400: ApplicationSenderId not found/],
    ['server-error', /HTTP 500/],
    ['no-message-id', /HTTP 200: Insufficient balance/],
  ] as const)('keeps a pending row (tried again later) when the provider answers %s', async (mode, error) => {
    fake.mode = mode;
    const row = await sendSms(ctx.app.deps, { to: '+2348031234567', body: 'Hi', purpose: 'test' });
    expect(row.status).toBe('pending');
    expect(row.error).toMatch(error);
    expect(row.error).not.toContain('TLtestkey123456');
    expect(await latestSms()).toMatchObject({ id: row.id, status: 'pending', provider: 'termii' });
  });

  it('gives up on a provider that does not answer and keeps a pending row', async () => {
    fake.mode = 'hang';
    const app = ctx.app;
    const quick = new TermiiSmsSender({
      apiKey: 'TLtestkey123456',
      senderId: 'JETS',
      baseUrl: fake.url,
      timeoutMs: 300,
    });
    const started = Date.now();
    const row = await sendSms({ ...app.deps, sms: quick }, { to: '8031234567', body: 'Hi', purpose: 'test' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(row).toMatchObject({ status: 'pending', toPhone: '+2348031234567' });
    expect(row.error).toMatch(/no answer within 300 ms/);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps a pending row when the provider cannot be reached', async () => {
    const unreachable = new TermiiSmsSender({
      apiKey: 'k-12345678',
      senderId: 'JETS',
      baseUrl: 'http://127.0.0.1:1',
    });
    const row = await sendSms(
      { ...ctx.app.deps, sms: unreachable },
      { to: '08031234567', body: 'Hi', purpose: 'test' },
    );
    expect(row.status).toBe('pending');
  });

  it('refuses a message over 100 characters and sends nothing', async () => {
    const count = (await ctx.db.select().from(smsMessages)).length;
    await expect(
      sendSms(ctx.app.deps, { to: '08031234567', body: 'x'.repeat(101), purpose: 'test' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      userMessage: MESSAGES.tooManyCharacters,
    });
    expect(MESSAGES.tooManyCharacters).toBe('*Too many characters');
    expect(fake.requests).toHaveLength(0);
    expect(await ctx.db.select().from(smsMessages)).toHaveLength(count);
    const exactly100 = await sendSms(ctx.app.deps, { to: '08031234567', body: 'y'.repeat(100), purpose: 'test' });
    expect(exactly100.status).toBe('sent');
  });

  it('reports provider failures of a reset code without changing the answer', async () => {
    fake.mode = 'server-error';
    const student = await createStudent(ctx, 'complete', { phoneNumber: '08037770001' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { student_id: student.username, phone_number: '8037770001' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.backgroundTasks.settle();
    const row = await latestSms();
    expect(row).toMatchObject({ purpose: 'password-reset', status: 'pending', toPhone: '+2348037770001' });
  });
});

describe('Termii by its published contract (issue 9)', () => {
  it('takes the transactional route by default and TERMII_CHANNEL when set', () => {
    const base = { NODE_ENV: 'test', SMS_PROVIDER: 'termii', TERMII_API_KEY: 'TLtestkey123456' };
    expect(loadConfig(base).TERMII_CHANNEL).toBe('dnd');
    expect((createSmsSender(loadConfig(base)) as TermiiSmsSender).channel).toBe('dnd');
    const generic = loadConfig({ ...base, TERMII_CHANNEL: 'generic' });
    expect((createSmsSender(generic) as TermiiSmsSender).channel).toBe('generic');
    expect(() => loadConfig({ ...base, TERMII_CHANNEL: 'whatsapp' })).toThrow(/TERMII_CHANNEL/);
  });

  it('accepts only sender IDs of 3 to 11 letters or digits', () => {
    const base = { NODE_ENV: 'test', SMS_PROVIDER: 'termii', TERMII_API_KEY: 'TLtestkey123456' };
    for (const id of ['JET', 'JETS', 'JETS Jos', 'ECWASeminar']) {
      expect(loadConfig({ ...base, TERMII_SENDER_ID: id }).TERMII_SENDER_ID, id).toBe(id);
    }
    for (const id of ['JE', 'ECWASeminary', ' JETS', 'JETS!', 'JÉTS']) {
      expect(() => loadConfig({ ...base, TERMII_SENDER_ID: id }), id).toThrow(/TERMII_SENDER_ID/);
    }
    expect(() => new TermiiSmsSender({ apiKey: 'TLtestkey123456', senderId: 'JE', baseUrl: fake.url })).toThrow(
      /3 to 11/,
    );
  });

  it('sends a password-reset code on the transactional route, and Termii accepts it', async () => {
    const student = await createStudent(ctx, 'complete', { phoneNumber: '08037770009' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { student_id: student.username, phone_number: '8037770009' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.backgroundTasks.settle();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toMatchObject({ to: '2348037770009', from: 'JETS', channel: 'dnd', type: 'plain' });
    expect((fake.requests[0]!.body as { sms: string }).sms).toMatch(/\d{6}/);
    expect(await latestSms()).toMatchObject({ purpose: 'password-reset', status: 'sent', provider: 'termii' });
  });

  it.each([
    ['a key Termii does not know', 'success', /HTTP 401: Unauthorized/],
    ['a route not set up on the account', 'route-not-set-up', /HTTP 400: You are not set up on this route/],
    ['too many requests', 'too-many-requests', /HTTP 429: Too Many Requests/],
  ] as const)('records a pending message for %s, without the key', async (what, mode, error) => {
    fake.mode = mode;
    const sender =
      what === 'a key Termii does not know'
        ? new TermiiSmsSender({ apiKey: 'TLrevokedkey999', senderId: 'JETS', baseUrl: fake.url })
        : ctx.app.deps.sms;
    const row = await sendSms({ ...ctx.app.deps, sms: sender }, { to: '08031234567', body: 'Hi', purpose: 'test' });
    expect(row.status).toBe('pending');
    expect(row.error).toMatch(error);
    expect(row.error).not.toContain('TLrevokedkey999');
    expect(row.error).not.toContain('TLtestkey123456');
  });
});

describe('reset codes and a slow provider', () => {
  it('answers the reset request at once even when the provider hangs', async () => {
    fake.mode = 'hang';
    const app = ctx.app;
    // The sender every service is given (app.deps) is swapped for a slow one.
    const original = app.deps.sms;
    app.deps.sms = new TermiiSmsSender({
      apiKey: 'TLtestkey123456',
      senderId: 'JETS',
      baseUrl: fake.url,
      timeoutMs: 1_500,
    });
    try {
      const student = await createStudent(ctx, 'complete', { phoneNumber: '08037770002' });
      const started = Date.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { student_id: student.username, phone_number: '8037770002' },
      });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
      await app.backgroundTasks.settle();
      expect(await latestSms()).toMatchObject({ toPhone: '+2348037770002', status: 'pending' });
    } finally {
      app.deps.sms = original;
    }
  });
});

describe('SMS Outbox screen', () => {
  it('lists messages newest first, 50 a page, searchable by phone or purpose, for ict only', async () => {
    const outbox = await createTestContext();
    try {
      for (let i = 0; i < 55; i++) {
        await sendSms(outbox.app.deps, {
          to: i % 2 ? '08030000001' : '08030000002',
          body: `Message ${i}`,
          purpose: i < 3 ? 'staff-message' : 'password-reset',
        });
      }
      const ict = await signIn(outbox, await createStaff(outbox, 'ict'));
      const page1 = await outbox.app.inject({ method: 'GET', url: '/api/sms-outbox', headers: { cookie: ict } });
      expect(page1.statusCode, page1.body).toBe(200);
      const first = responseOf(page1, smsOutboxPageSchema);
      expect(first.total).toBe(55);
      expect(first.page).toBe(1);
      expect(first.page_size).toBe(50);
      expect(first.items).toHaveLength(50);
      expect(first.items[0]).toMatchObject({
        body: 'Message 54',
        to_phone: '+2348030000002',
        purpose: 'password-reset',
        status: 'stored',
        provider: 'outbox',
        error: null,
        attempts: 1,
        next_attempt_at: null,
      });
      expect(Object.keys(first.items[0]!).sort()).toEqual(
        [
          'attempts',
          'body',
          'created_at',
          'error',
          'id',
          'next_attempt_at',
          'provider',
          'purpose',
          'status',
          'to_phone',
        ].sort(),
      );

      const page2 = await outbox.app.inject({ method: 'GET', url: '/api/sms-outbox?page=2', headers: { cookie: ict } });
      expect(responseOf(page2, smsOutboxPageSchema).items).toHaveLength(5);

      const byPurpose = await outbox.app.inject({
        method: 'GET',
        url: '/api/sms-outbox?q=staff',
        headers: { cookie: ict },
      });
      expect(responseOf(byPurpose, smsOutboxPageSchema).total).toBe(3);
      const byLocalPhone = await outbox.app.inject({
        method: 'GET',
        url: '/api/sms-outbox?q=08030000001',
        headers: { cookie: ict },
      });
      expect(responseOf(byLocalPhone, smsOutboxPageSchema).total).toBe(27);
      const byIntl = await outbox.app.inject({
        method: 'GET',
        url: `/api/sms-outbox?q=${encodeURIComponent('+2348030000002')}`,
        headers: { cookie: ict },
      });
      expect(responseOf(byIntl, smsOutboxPageSchema).total).toBe(28);
      const wildcard = await outbox.app.inject({
        method: 'GET',
        url: '/api/sms-outbox?q=%25',
        headers: { cookie: ict },
      });
      expect(responseOf(wildcard, smsOutboxPageSchema).total).toBe(0);

      for (const position of ['bursar', 'registrar', 'dean'] as const) {
        const cookie = await signIn(outbox, await createStaff(outbox, position));
        const res = await outbox.app.inject({ method: 'GET', url: '/api/sms-outbox', headers: { cookie } });
        expect(res.statusCode, position).toBe(403);
      }
      const student = await signIn(outbox, await createStudent(outbox));
      expect(
        (await outbox.app.inject({ method: 'GET', url: '/api/sms-outbox', headers: { cookie: student } })).statusCode,
      ).toBe(403);
    } finally {
      await outbox.close();
    }
  });
});

describe('one-time codes in the SMS Outbox (issue 15 §7)', () => {
  async function outboxAfterReset(env: Record<string, string>) {
    const outbox = await createTestContext(env);
    try {
      const student = await createStudent(outbox, 'complete', { phoneNumber: '08035550001' });
      await sendSms(outbox.app.deps, {
        to: '08035550002',
        body: 'Office closes at 1600 on Friday.',
        purpose: 'staff-message',
      });
      const requested = await outbox.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { student_id: student.username, phone_number: '8035550001' },
      });
      expect(requested.statusCode, requested.body).toBe(200);
      await outbox.app.backgroundTasks.settle();
      const [stored] = await outbox.db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(1);
      const code = stored!.body.match(/code is (\d{6})\./)![1]!;
      const ict = await signIn(outbox, await createStaff(outbox, 'ict'));
      const res = await outbox.app.inject({ method: 'GET', url: '/api/sms-outbox', headers: { cookie: ict } });
      expect(res.statusCode, res.body).toBe(200);
      return {
        code,
        raw: res.body,
        page: responseOf(res, smsOutboxPageSchema),
      };
    } finally {
      await outbox.close();
    }
  }

  it('masks reset codes for staff outside the demo: the code never leaves the server', async () => {
    const { code, raw, page } = await outboxAfterReset({ DEMO_SEED: 'false' });
    expect(page.codes_masked).toBe(true);
    expect(raw).not.toContain(code);
    expect(page.items.find((i) => i.purpose === 'password-reset')!.body).toBe(
      'Your JETS portal password reset code is ••••••. It expires in 10 minutes.',
    );
    // Other messages are shown as they are.
    expect(page.items.find((i) => i.purpose === 'staff-message')!.body).toBe('Office closes at 1600 on Friday.');
  });

  it('shows the code in the demo, where the outbox is how the tester receives it', async () => {
    const { code, page } = await outboxAfterReset({ DEMO_SEED: 'true' });
    expect(page.codes_masked).toBe(false);
    expect(page.items.find((i) => i.purpose === 'password-reset')!.body).toBe(
      `Your JETS portal password reset code is ${code}. It expires in 10 minutes.`,
    );
  });
});
