import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findWallet, insertStudentWallets } from '@portal/db';
import { staffStatementSchema, walletListResponseSchema, type MyWallets } from '@portal/domain';
import { body, createStaff, createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function student(username: string, surname = 'OKAFOR') {
  const s = await createStudent(ctx, 'complete', { username, surname, firstName: 'Chidi', otherNames: 'Emeka' });
  await insertStudentWallets(ctx.db, s.customId);
  return s;
}

const setBalance = (cookie: string, kind: string, customId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/wallets/${kind}/${customId}/balance`, headers: { cookie }, payload });

describe('staff wallet screens', () => {
  it('lets the bursar set a balance as an adjustment of the difference, with the officer and reason', async () => {
    const s = await student('67001');
    const bursar = await createStaff(ctx, 'bursar', { surname: 'ADAMU', firstName: 'Ruth' });
    const cookie = await signIn(ctx, bursar);
    const res = await setBalance(cookie, 'portal', s.customId, {
      amount: '15000',
      expected_balance_kobo: 0,
      reason: 'Ledger balance',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).response).toEqual({ message: 'Portal Wallet Changed', balance_kobo: 1_500_000 });
    const down = await setBalance(cookie, 'portal', s.customId, {
      amount: '10000',
      expected_balance_kobo: 1_500_000,
      reason: 'Correction',
    });
    expect(body(down).response).toMatchObject({ balance_kobo: 1_000_000 });

    const studentCookie = await signIn(ctx, s);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/students/me/wallets',
      headers: { cookie: studentCookie },
    });
    const portal = body<MyWallets>(mine).response.portal!;
    expect(portal.balance_kobo).toBe(1_000_000);
    expect(portal.entries.map((e) => [e.kind, e.amount_kobo, e.by, e.reason])).toEqual([
      ['adjustment', -500_000, 'Ruth ADAMU (bursar)', 'Correction'],
      ['adjustment', 1_500_000, 'Ruth ADAMU (bursar)', 'Ledger balance'],
    ]);
  });

  it('refuses a balance that changed since the page was loaded, and changes nothing', async () => {
    const s = await student('67002');
    const cookie = await signIn(ctx, await createStaff(ctx, 'ict'));
    await setBalance(cookie, 'accommodation', s.customId, {
      amount: '5000',
      expected_balance_kobo: 0,
      reason: 'Hostel fee paid',
    });
    const stale = await setBalance(cookie, 'accommodation', s.customId, {
      amount: '9000',
      expected_balance_kobo: 0,
      reason: 'Again',
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).response).toBe('The balance changed since this page was loaded. Reload the page and try again.');
    expect((await findWallet(ctx.db, s.customId, 'accommodation'))!.balanceKobo).toBe(500_000);
  });

  it('refuses a negative balance without the confirmation flag and a reason, and keeps the reason of a confirmed debt (issue 15 §3)', async () => {
    const s = await student('67005');
    const cookie = await signIn(ctx, await createStaff(ctx, 'bursar', { surname: 'ADAMU', firstName: 'Ruth' }));
    await setBalance(cookie, 'portal', s.customId, { amount: '20', expected_balance_kobo: 0, reason: 'Opening' });
    for (const payload of [
      { amount: '-5', expected_balance_kobo: 2_000, reason: 'Ledger balance update' },
      { amount: '-5', expected_balance_kobo: 2_000, reason: 'Ledger balance update', confirm_negative: false },
      { amount: '-5', expected_balance_kobo: 2_000, reason: '   ', confirm_negative: true },
      { amount: '-5', expected_balance_kobo: 2_000, confirm_negative: true },
    ]) {
      const refused = await setBalance(cookie, 'portal', s.customId, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect((await findWallet(ctx.db, s.customId, 'portal'))!.balanceKobo).toBe(2_000);
    }
    const bare = await setBalance(cookie, 'portal', s.customId, {
      amount: '-5',
      expected_balance_kobo: 2_000,
      reason: 'Ledger balance update',
    });
    expect(body(bare).response).toBe('A negative balance must be confirmed, with the reason for the debt.');
    expect((await findWallet(ctx.db, s.customId, 'portal'))!.balanceKobo).toBe(2_000);

    const confirmed = await setBalance(cookie, 'portal', s.customId, {
      amount: '-5',
      expected_balance_kobo: 2_000,
      reason: 'Unpaid library fine',
      confirm_negative: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(body(confirmed).response).toEqual({ message: 'Portal Wallet Changed', balance_kobo: -500 });
    const statement = await ctx.app.inject({
      method: 'GET',
      url: `/api/wallets/portal/${s.customId}/entries`,
      headers: { cookie },
    });
    const { entries } = responseOf(statement, staffStatementSchema);
    expect(entries[0]).toMatchObject({ amount_kobo: -2_500, reason: 'Unpaid library fine', by: 'Ruth ADAMU (bursar)' });
    const audit = (await ctx.db.execute(
      sql`select details from audit_log where action = 'wallet.set-balance' and entity_id = ${s.customId} order by id desc limit 1`,
    )) as unknown as { rows: Array<{ details: unknown }> };
    expect(audit.rows[0]).toMatchObject({
      details: { from: 2_000, to: -500, reason: 'Unpaid library fine', confirmedNegative: true },
    });
  });

  it('asks for the amount ("Please fill out required field")', async () => {
    const s = await student('67003');
    const cookie = await signIn(ctx, await createStaff(ctx, 'ict'));
    const res = await setBalance(cookie, 'portal', s.customId, {
      amount: '',
      expected_balance_kobo: 0,
      reason: 'x-reason',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).response).toContain('Please fill out required field');
  });

  it('lets the auditor view but not set; other offices neither', async () => {
    const s = await student('67004');
    const auditor = await signIn(ctx, await createStaff(ctx, 'auditor'));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/wallets/portal', headers: { cookie: auditor } })).statusCode,
    ).toBe(200);
    expect(
      (await setBalance(auditor, 'portal', s.customId, { amount: '1', expected_balance_kobo: 0, reason: 'try' }))
        .statusCode,
    ).toBe(403);
    for (const office of ['registrar', 'dean', 'porter', 'assistant bursar'] as const) {
      const cookie = await signIn(ctx, await createStaff(ctx, office));
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/wallets/portal', headers: { cookie } })).statusCode,
        office,
      ).toBe(403);
    }
  });

  it('lists wallets paginated and searchable by name, Student ID or ledger number', async () => {
    await student('67010', 'ZUBAIRU');
    await student('67011', 'ZAKARI');
    const cookie = await signIn(ctx, await createStaff(ctx, 'ict'));
    const list = (q: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/wallets/portal?q=${encodeURIComponent(q)}`, headers: { cookie } });
    const byName = responseOf(await list('zubai'), walletListResponseSchema);
    expect(byName.items.map((i) => i.full_name)).toEqual(['ZUBAIRU Chidi Emeka']);
    const byId = responseOf(await list('67011'), walletListResponseSchema);
    expect(byId.items.map((i) => i.student_id)).toEqual(['67011']);
    const page = responseOf(
      await ctx.app.inject({ method: 'GET', url: '/api/wallets/portal?page=1', headers: { cookie } }),
      walletListResponseSchema,
    );
    expect(page.page_size).toBe(50);
    expect(page.items.length).toBe(Math.min(50, page.total));
  });
});

describe('no student request moves money', () => {
  it('leaves every wallet untouched whatever a student sends to any route', async () => {
    const s = await student('67050');
    const cookie = await signIn(ctx, s);
    const balances = async () =>
      (
        (await ctx.db.execute(sql`select id, balance_kobo::text as balance from wallets order by id`)) as unknown as {
          rows: Array<{ id: number; balance: string }>;
        }
      ).rows;
    const before = await balances();
    const payloads = [
      {},
      { amount: '999999', expected_balance_kobo: 0, reason: 'mine' },
      { amount: 999999, balance_kobo: 99999999, custom_id: s.customId, reference: 'X' },
      { reference: 'FAKE-REF', student_amount: `${s.username}, 5000` },
    ];
    for (const route of ctx.app.routePolicies) {
      if (route.method === 'GET' || route.method === 'HEAD') continue;
      if (route.url.includes('/auth/')) continue;
      const url = route.url.replace(/:kind/g, 'portal').replace(/:(\w+)/g, s.customId);
      for (const payload of payloads) {
        const res = await ctx.app.inject({ method: route.method as 'POST', url, headers: { cookie }, payload });
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
    expect(await balances()).toEqual(before);
  });
});
