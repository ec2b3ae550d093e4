import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findWallet, insertStudentWallets } from '@portal/db';
import { ownAccountSchema, sandboxTransferSentSchema, SMS_NOTICES } from '@portal/domain';
import { createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

/** Issue 29 §4: the offline sandbox assigns demo account numbers and "sends" transfers to them. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the sandbox’s send-a-transfer page', () => {
  it('credits ₦50,000 to the student who holds the demo account, once, with an SMS', async () => {
    const user = await createStudent(ctx, 'complete', { username: '73001' });
    await insertStudentWallets(ctx.db, user.customId);
    const cookie = await signIn(ctx, user);
    const account = responseOf(
      await ctx.app.inject({ method: 'POST', url: '/api/students/me/dedicated-account', headers: { cookie } }),
      ownAccountSchema,
    );
    expect(account).toMatchObject({ status: 'active', bank: 'Wema Bank' });
    expect(account.account_number).toMatch(/^99\d{8}$/);

    const send = (accountNumber: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox-gateway/transfers',
        payload: { account_number: accountNumber, amount: '50,000', sender_name: 'ADAMU J.', sender_bank: 'GTBank' },
      });
    const sent = responseOf(await send(account.account_number!), sandboxTransferSentSchema);
    expect(sent.outcome).toBe('credited');
    expect((await findWallet(ctx.db, user.customId, 'portal'))!.balanceKobo).toBe(5_000_000);
    await ctx.app.backgroundTasks.settle();
    const sms = (await ctx.db.execute(
      sql`select body from sms_messages where user_id = ${user.customId} and purpose = 'bank-transfer'`,
    )) as unknown as { rows: Array<{ body: string }> };
    expect(sms.rows.map((r) => r.body)).toEqual([SMS_NOTICES.bankTransferCredited(5_000_000)]);

    expect(responseOf(await send('9900000000'), sandboxTransferSentSchema).outcome).toBe('exception');
  });
});
