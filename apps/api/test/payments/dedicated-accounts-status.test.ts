import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertDedicatedAccountIfAbsent } from '@portal/db';
import { ADMIN_POSITIONS, dedicatedAccountsStatusSchema, refusedAccountsNotice } from '@portal/domain';
import { requestPendingAccounts } from '../../src/modules/payments/index.js';
import { createLecturer, createStaff, createStudent, signIn } from '../support/helpers.js';
import { paystackForFile } from '../support/paystack-context.js';
import { createRegistrant } from '../support/registration-factories.js';
import { responseOf } from '../support/responses.js';

/**
 * Issue 29 §1 "tell ict": the provider's refusals of students' own accounts reach the ict office
 * through GET /api/dedicated-accounts/status (its dashboard), not only the server's error log.
 */
const { paystack, ctx } = paystackForFile('sk_test_accounts_status');

const URL = '/api/dedicated-accounts/status';
const statusAs = (cookie: string) => ctx().app.inject({ method: 'GET', url: URL, headers: { cookie } });

/** Students who completed the profile, queued for an account and asked of the fake Paystack. */
async function askedStudents(count: number) {
  for (let i = 0; i < count; i++) {
    const { user } = await createRegistrant(ctx());
    await insertDedicatedAccountIfAbsent(ctx().db, { userId: user.customId, provider: 'paystack' });
  }
  await requestPendingAccounts(ctx().app.deps);
}

describe('GET /api/dedicated-accounts/status (issue 29 §1)', () => {
  it('shows ict the counts by state and Paystack’s latest refusal, with how many it affects', async () => {
    const ict = await signIn(ctx(), await createStaff(ctx(), 'ict'));
    const empty = responseOf(await statusAs(ict), dedicatedAccountsStatusSchema);
    expect(empty).toEqual({
      counts: { active: 0, pending: 0, failed: 0, deactivated: 0, none: 0 },
      latest_failure: null,
    });
    expect(refusedAccountsNotice(empty)).toBeNull();

    await createRegistrant(ctx()); // a completed profile, no account asked for: none
    await createStudent(ctx(), 'complete'); // no profile completed: not counted
    await askedStudents(2); // active
    paystack.failure = 'key-revoked';
    await askedStudents(2); // refused key (401)
    paystack.failure = 'none';
    paystack.dedicatedAccountRefusal = 'Dedicated NUBAN is not available for your business';
    await askedStudents(1); // refused with Paystack's message (400), the latest
    paystack.dedicatedAccountRefusal = null;
    const queued = await createRegistrant(ctx());
    await insertDedicatedAccountIfAbsent(ctx().db, { userId: queued.user.customId, provider: 'paystack' }); // pending

    const res = await statusAs(ict);
    expect(res.statusCode, res.body).toBe(200);
    const status = responseOf(res, dedicatedAccountsStatusSchema);
    expect(status.counts).toEqual({ active: 2, pending: 1, failed: 3, deactivated: 0, none: 1 });
    expect(status.latest_failure).toMatchObject({
      reason: 'Dedicated NUBAN is not available for your business',
      students: 1,
    });
    expect(Date.now() - Date.parse(status.latest_failure!.at)).toBeLessThan(60_000);
    expect(refusedAccountsNotice(status)).toMatch(
      /^Bank accounts: 3 students' own account numbers were refused by the provider \(latest \d+ \w+ \d{4}, \d\d:\d\d WAT: Dedicated NUBAN is not available for your business\)\. They see the general accounts\. Fix the cause, then run npm run bank-accounts\.$/,
    );

    // The refused key is now the latest (another refusal after it): two students share its reason.
    await ctx().db.execute(
      sql`update dedicated_accounts set updated_at = now() + interval '1 minute' where failure_reason like '%HTTP 401%'`,
    );
    const later = responseOf(await statusAs(ict), dedicatedAccountsStatusSchema);
    expect(later.latest_failure).toMatchObject({ reason: expect.stringMatching(/HTTP 401/), students: 2 });
  });

  it('answers the ict office only: other offices, a lecturer and a student get 403', async () => {
    for (const position of ADMIN_POSITIONS.filter((p) => p !== 'ict')) {
      const cookie = await signIn(ctx(), await createStaff(ctx(), position));
      expect((await statusAs(cookie)).statusCode, position).toBe(403);
    }
    expect((await statusAs(await signIn(ctx(), await createLecturer(ctx())))).statusCode).toBe(403);
    const student = await createRegistrant(ctx());
    expect((await statusAs(await signIn(ctx(), student.user))).statusCode).toBe(403);
    expect((await ctx().app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
