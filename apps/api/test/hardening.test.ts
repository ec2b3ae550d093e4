import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertStudentWallets } from '@portal/db';
import { loadConfig } from '../src/config/env.js';
import { serializeError } from '../src/app.js';
import type { SmsSender } from '../src/integrations/sms/index.js';
import { recheckPendingPayments } from '../src/modules/payments/index.js';
import { body, createStudent, createTestContext, signIn, type TestContext } from './helpers.js';

describe('configuration for a real deployment', () => {
  it('refuses the sandbox gateway in production unless it is a demo or explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: the sandbox gateway/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' })).not.toThrow();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_live_12345678',
        APP_URL: 'https://portal.jets.edu.ng',
      }),
    ).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/);
  });

  it('keeps query parameters out of logged errors', () => {
    const err = Object.assign(
      new Error('Failed query: insert into sms_messages values ($1)\nparams: +2348031234567,Your code is 123456'),
      {
        cause: { message: 'duplicate key', code: '23505' },
      },
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('123456');
    expect(logged).not.toContain('+2348031234567');
  });
});

describe('hardening', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 403, not 500, to a state-changing request with Origin: null or garbage', async () => {
    for (const origin of ['null', 'not a url', 'https://evil.example']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin } });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('keeps a reset code out of the stored message when a real provider delivered it', async () => {
    const delivered: string[] = [];
    const termii: SmsSender = {
      name: 'termii',
      send: async (_to, text) => {
        delivered.push(text);
        return { ok: true };
      },
    };
    ctx.app.deps.sms = termii;
    await createStudent(ctx, 'complete', { username: '68001', phoneNumber: '08051112233' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { student_id: '68001', phone_number: '8051112233' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.backgroundTasks.settle();
    expect(delivered[0]).toMatch(/code is \d{6}\./);
    const rows = await ctx.db.execute(sql`select body, status from sms_messages where to_phone = '+2348051112233'`);
    const stored = (rows as unknown as { rows: Array<{ body: string; status: string }> }).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe('sent');
    expect(stored[0]!.body).not.toMatch(/\d{6}/);
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
    const { reference } = body<{ reference: string }>(start).response;
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
