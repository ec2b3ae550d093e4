import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  findDedicatedAccount,
  insertDedicatedAccountIfAbsent,
  lockDedicatedAccount,
  updateDedicatedAccount,
} from '@portal/db';
import { runBankAccounts } from '../../src/cli/bank-accounts-command.js';
import { describeBulkReport, requestAccountsInBulk } from '../../src/modules/payments/bulk-accounts.service.js';
import { FakePaystack } from '../support/fakes/fake-paystack.js';
import { createStudent, type TestContext } from '../support/helpers.js';
import { paystackTestContext } from '../support/paystack-context.js';
import { createRegistrant } from '../support/registration-factories.js';

/**
 * Issue 29 §1: `npm run bank-accounts` asks the provider (here the fake Paystack) for the own
 * account of every student who completed the profile and has no active one, once each.
 */
const SECRET = 'sk_test_bulk_accounts';
const paystack = new FakePaystack(SECRET);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await paystackTestContext(paystack, SECRET);
});
afterAll(async () => {
  await ctx.close();
  await paystack.stop();
});

const audits = async (action: string) =>
  (
    (await ctx.db.execute(sql`select entity_id from audit_log where action = ${action}`)) as unknown as {
      rows: Array<{ entity_id: string }>;
    }
  ).rows.map((r) => r.entity_id);
const student = async () => (await createRegistrant(ctx)).user;
const accountCount = async () =>
  (
    (await ctx.db.execute(sql`select count(*)::int as n from dedicated_accounts`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;

describe('npm run bank-accounts', () => {
  it('asks for the students without an active account, counts the others, and a dry run changes nothing', async () => {
    const none = await student();
    const failed = await student();
    const active = await student();
    const queued = await student();
    // Not counted: no profile completed (no student record).
    await createStudent(ctx, 'complete');
    await insertDedicatedAccountIfAbsent(ctx.db, { userId: failed.customId, provider: 'paystack' });
    await updateDedicatedAccount(ctx.db, failed.customId, { status: 'failed', failureReason: 'refused earlier' });
    await insertDedicatedAccountIfAbsent(ctx.db, { userId: active.customId, provider: 'paystack' });
    await updateDedicatedAccount(ctx.db, active.customId, {
      status: 'active',
      customerCode: 'CUS_had_one',
      bank: 'Wema Bank',
      accountNumber: '9876543210',
      accountName: 'JETS/HAD ONE',
    });
    await insertDedicatedAccountIfAbsent(ctx.db, { userId: queued.customId, provider: 'paystack' });

    const lines: string[] = [];
    const dry = await requestAccountsInBulk(ctx.app.deps, { dryRun: true, say: (l) => lines.push(l) });
    expect(dry).toMatchObject({ students: 4, alreadyHad: 1, beingAssigned: 0, toRequest: 3, requested: 0 });
    expect(await accountCount()).toBe(3);
    expect(await audits('dedicated-account.request')).toEqual([]);
    expect(paystack.requests.filter((r) => r.path === '/dedicated_account')).toHaveLength(0);

    const run = await requestAccountsInBulk(ctx.app.deps, { dryRun: false, say: (l) => lines.push(l) });
    expect(run).toMatchObject({ students: 4, alreadyHad: 1, toRequest: 3, requested: 3, refused: 0, finishLater: 0 });
    expect(lines).toEqual(['3 of 3 requested…']);
    for (const student of [none, failed, queued]) {
      expect(await findDedicatedAccount(ctx.db, student.customId)).toMatchObject({
        status: 'active',
        bank: 'Wema Bank',
      });
    }
    expect((await findDedicatedAccount(ctx.db, active.customId))!.accountNumber).toBe('9876543210');
    // One audit record per queued student (the one queued at Complete Profile already had its own), one per request.
    expect((await audits('dedicated-account.queue')).sort()).toEqual([none.customId, failed.customId].sort());
    expect((await audits('dedicated-account.request')).sort()).toEqual(
      [none.customId, failed.customId, queued.customId].sort(),
    );

    // A second run has nothing left to ask.
    const again = await requestAccountsInBulk(ctx.app.deps, { dryRun: false, say: () => undefined });
    expect(again).toMatchObject({ students: 4, alreadyHad: 4, toRequest: 0, requested: 0 });
  });

  it('counts a refusal, and leaves alone a student whose request is already on its way', async () => {
    const refused = await student();
    const busy = await student();
    // Another instance holds the lease on this student's request (as the running portal's job would).
    await ctx.db.execute(
      sql`insert into rate_counters (key, count, window_start, expires_at) values (${`dedicated-account-request:${busy.customId}`}, 1, now(), now() + interval '2 minutes')`,
    );
    paystack.dedicatedAccountRefusal = 'Dedicated NUBAN not available for this integration';
    try {
      const run = await requestAccountsInBulk(ctx.app.deps, { dryRun: false, say: () => undefined });
      expect(run).toMatchObject({ toRequest: 2, requested: 0, refused: 1, finishLater: 1 });
    } finally {
      paystack.dedicatedAccountRefusal = null;
    }
    expect(await findDedicatedAccount(ctx.db, refused.customId)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('Dedicated NUBAN not available'),
    });
    expect(await findDedicatedAccount(ctx.db, busy.customId)).toMatchObject({ status: 'pending', customerCode: null });
    await ctx.db.execute(sql`delete from rate_counters where key like 'dedicated-account-request:%'`);
  });

  it('runs from its argv: --dry-run, a usage error, a refused key, and a finished run', async () => {
    // With the two left by the test above (one refused, one whose lease was given back): three to ask.
    await createRegistrant(ctx);
    const env = {
      DATABASE_URL: ctx.database.url,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'silent',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: paystack.baseUrl,
    };
    const run = async (argv: string[], extra: Record<string, string> = {}) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runBankAccounts(
        argv,
        { ...env, ...extra },
        { out: (l) => out.push(l), err: (l) => err.push(l) },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    expect(await run(['--bogus'])).toMatchObject({ code: 2, err: 'Usage: npm run bank-accounts [-- --dry-run]' });

    const dry = await run(['--dry-run']);
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toContain('have none (or a failed or deactivated one).');
    expect(dry.out).toMatch(/, 3 have none/);
    expect(dry.out).toContain('Dry run: nothing was asked or changed.');

    const config = await run([], { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: '' });
    expect(config.code).toBe(1);
    expect(config.err).toContain('PAYSTACK_SECRET_KEY: required when PAYMENT_PROVIDER is paystack');

    paystack.failure = 'key-revoked';
    try {
      const refusedKey = await run([]);
      expect(refusedKey.code).toBe(1);
      expect(refusedKey.err).toContain(
        'The payment provider refused the portal’s secret key: check PAYSTACK_SECRET_KEY.',
      );
      expect(refusedKey.out).toContain('1 of 3 requested…');
    } finally {
      paystack.failure = 'none';
    }

    const done = await run([]);
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('3 of 3 requested…');
    expect(done.out).toContain('Requested: 3. Already had one:');
  });

  it('leaves alone an account a click made active after the run read it: not reset, not asked again', async () => {
    const clicked = await student();
    await insertDedicatedAccountIfAbsent(ctx.db, { userId: clicked.customId, provider: 'paystack' });
    await updateDedicatedAccount(ctx.db, clicked.customId, { status: 'failed', failureReason: 'refused earlier' });
    const asked = () => paystack.requests.filter((r) => r.path === '/dedicated_account' || r.path === '/customer');
    const before = asked().length;

    // The student's click holds the row (an open transaction), so the run reads it failed and
    // then waits exactly at its queue step, until the click keeps Paystack's answer.
    let locked!: () => void;
    let keep!: () => void;
    const rowLocked = new Promise<void>((r) => (locked = r));
    const kept = new Promise<void>((r) => (keep = r));
    const click = ctx.db.transaction(async (tx) => {
      await lockDedicatedAccount(tx, clicked.customId);
      locked();
      await kept;
      await updateDedicatedAccount(tx, clicked.customId, {
        customerCode: 'CUS_clicked',
        status: 'active',
        bank: 'Wema Bank',
        accountNumber: '9930000042',
        accountName: 'JETS/CLICKED',
        failureReason: null,
      });
    });
    await rowLocked;
    const lines: string[] = [];
    const run = requestAccountsInBulk(ctx.app.deps, { dryRun: false, say: (l) => lines.push(l) });
    await expect
      .poll(async () => {
        const r = (await ctx.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%update "dedicated_accounts"%'`,
        )) as unknown as { rows: Array<{ n: number }> };
        return r.rows[0]?.n ?? 0;
      })
      .toBeGreaterThan(0);
    keep();
    await click;

    const report = await run;
    expect(report).toMatchObject({ toRequest: 1, requested: 0, refused: 0, finishLater: 0, changedMeanwhile: 1 });
    expect(asked()).toHaveLength(before);
    expect(await findDedicatedAccount(ctx.db, clicked.customId)).toMatchObject({
      status: 'active',
      customerCode: 'CUS_clicked',
      accountNumber: '9930000042',
    });
    expect(await audits('dedicated-account.queue')).not.toContain(clicked.customId);
    expect(describeBulkReport(report, false)[1]).toContain(
      'Changed meanwhile by another request, left as they are: 1.',
    );
  });
});
