import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { smsMessages } from '@portal/db';
import { MESSAGES } from '@portal/domain';
import { loadConfig } from '../src/config/env.js';
import { createSmsSender, OutboxSmsSender, TermiiSmsSender } from '../src/integrations/sms/index.js';
import { sendSms } from '../src/modules/sms/index.js';
import { body, createStaff, createStudent, createTestContext, signIn, type TestContext } from './helpers.js';

/** A local stand-in for Termii's API: records requests and answers as told. */
interface FakeTermii {
  url: string;
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: unknown }>;
  mode: 'success' | 'rejected' | 'server-error' | 'hang' | 'no-message-id';
  close(): Promise<void>;
}

async function startFakeTermii(): Promise<FakeTermii> {
  const fake: Omit<FakeTermii, 'url' | 'close'> = { requests: [], mode: 'success' };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let parsed: unknown = raw;
      try {
        parsed = JSON.parse(raw);
      } catch {
        /* keep raw */
      }
      fake.requests.push({ method: req.method!, path: req.url!, headers: req.headers, body: parsed });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      switch (fake.mode) {
        case 'success':
          return json(200, { message_id: '3017544054459', message: 'Successfully Sent', balance: 9, user: 'JETS' });
        case 'rejected':
          return json(400, { message: 'ApplicationSenderId not found' });
        case 'server-error':
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<html>Internal Server Error</html>');
        case 'no-message-id':
          return json(200, { message: 'Insufficient balance' });
        case 'hang':
          return; // never answers
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeTermii;
}

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
      channel: 'generic',
      api_key: 'TLtestkey123456',
    });
    expect(row).toMatchObject({ toPhone: '+2348031234567', status: 'sent', provider: 'termii', error: null });
    expect(await latestSms()).toMatchObject({ id: row.id, status: 'sent' });
  });

  it.each([
    ['rejected', /HTTP 400: ApplicationSenderId not found/],
    ['server-error', /HTTP 500/],
    ['no-message-id', /HTTP 200: Insufficient balance/],
  ] as const)('stores a failed row when the provider answers %s', async (mode, error) => {
    fake.mode = mode;
    const row = await sendSms(ctx.app.deps, { to: '+2348031234567', body: 'Hi', purpose: 'test' });
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(error);
    expect(row.error).not.toContain('TLtestkey123456');
    expect(await latestSms()).toMatchObject({ id: row.id, status: 'failed', provider: 'termii' });
  });

  it('gives up on a provider that does not answer and stores a failed row', async () => {
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
    expect(row).toMatchObject({ status: 'failed', toPhone: '+2348031234567' });
    expect(row.error).toMatch(/no answer within 300 ms/);
    expect(fake.requests).toHaveLength(1);
  });

  it('stores a failed row when the provider cannot be reached', async () => {
    const unreachable = new TermiiSmsSender({
      apiKey: 'k-12345678',
      senderId: 'JETS',
      baseUrl: 'http://127.0.0.1:1',
    });
    const row = await sendSms(
      { ...ctx.app.deps, sms: unreachable },
      { to: '08031234567', body: 'Hi', purpose: 'test' },
    );
    expect(row.status).toBe('failed');
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
    expect(row).toMatchObject({ purpose: 'password-reset', status: 'failed', toPhone: '+2348037770001' });
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
      expect(await latestSms()).toMatchObject({ toPhone: '+2348037770002', status: 'failed' });
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
      const first = body<{ items: Array<Record<string, unknown>>; total: number; page: number; page_size: number }>(
        page1,
      ).response;
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
      });
      expect(Object.keys(first.items[0]!).sort()).toEqual(
        ['body', 'created_at', 'error', 'id', 'provider', 'purpose', 'status', 'to_phone'].sort(),
      );

      const page2 = await outbox.app.inject({ method: 'GET', url: '/api/sms-outbox?page=2', headers: { cookie: ict } });
      expect(body<{ items: unknown[] }>(page2).response.items).toHaveLength(5);

      const byPurpose = await outbox.app.inject({
        method: 'GET',
        url: '/api/sms-outbox?q=staff',
        headers: { cookie: ict },
      });
      expect(body<{ total: number }>(byPurpose).response.total).toBe(3);
      const byLocalPhone = await outbox.app.inject({
        method: 'GET',
        url: '/api/sms-outbox?q=08030000001',
        headers: { cookie: ict },
      });
      expect(body<{ total: number }>(byLocalPhone).response.total).toBe(27);
      const byIntl = await outbox.app.inject({
        method: 'GET',
        url: `/api/sms-outbox?q=${encodeURIComponent('+2348030000002')}`,
        headers: { cookie: ict },
      });
      expect(body<{ total: number }>(byIntl).response.total).toBe(28);
      const wildcard = await outbox.app.inject({
        method: 'GET',
        url: '/api/sms-outbox?q=%25',
        headers: { cookie: ict },
      });
      expect(body<{ total: number }>(wildcard).response.total).toBe(0);

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
