import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SmsSender } from '../../src/integrations/sms/index.js';
import { createStudent, createTestContext, type TestContext } from '../support/helpers.js';

describe('a reset code sent by a real provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
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
});
