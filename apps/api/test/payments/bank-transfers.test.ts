import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bumpRateCounter,
  findDedicatedAccount,
  findWallet,
  insertDedicatedAccountIfAbsent,
  insertStudentWallets,
  lockBankTransfer,
  updateDedicatedAccount,
  type Executor,
} from '@portal/db';
import { requestPendingAccounts } from '../../src/modules/payments/index.js';
import { leaseKey } from '../../src/modules/payments/dedicated-accounts.service.js';
import {
  BANK_TRANSFER_MESSAGES,
  ownAccountSchema,
  type ReconciliationResponse,
  SMS_NOTICES,
  transferExceptionsSchema,
  watDay,
} from '@portal/domain';
import { DOCUMENTED_TRANSFER_FIELDS, FakePaystack } from '../support/fakes/fake-paystack.js';
import { capturingLogger, type LogLine } from '../support/capturing-logger.js';
import { body, createStaff, createStudent, signIn, type TestContext } from '../support/helpers.js';
import { paystackTestContext } from '../support/paystack-context.js';
import { responseOf } from '../support/responses.js';

/**
 * Issue 29: a student's own bank account number (Paystack Dedicated Virtual Accounts); a signed
 * transfer into it credits the portal wallet once, an unknown account is an exception the bursar
 * assigns, a refund reverses once.
 */
const SECRET = 'sk_test_bank_transfers';
const paystack = new FakePaystack(SECRET);
let ctx: TestContext;
const logged: LogLine[] = [];

beforeAll(async () => {
  ctx = await paystackTestContext(paystack, SECRET);
  ctx.app.deps.log = capturingLogger(logged);
});
afterAll(async () => {
  await ctx.close();
  await paystack.stop();
});
beforeEach(() => {
  paystack.failure = 'none';
  paystack.dedicatedAccountRefusal = null;
  paystack.assignLater = false;
  logged.length = 0;
});

let username = 71_000;
let address = 0;
async function studentWithAccount() {
  const user = await createStudent(ctx, 'complete', { username: String(++username) });
  await insertStudentWallets(ctx.db, user.customId);
  const cookie = await signIn(ctx, user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/students/me/dedicated-account',
    headers: { cookie },
    remoteAddress: `10.29.0.${++address}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user, cookie, account: responseOf(res, ownAccountSchema) };
}
const webhook = (raw: string, signature = paystack.sign(raw)) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: raw,
  });
/** Paystack's `refund.processed` for a transaction (the amount as text, as documented). */
const refundEvent = (reference: string, amount: number) =>
  JSON.stringify({
    event: 'refund.processed',
    data: {
      status: 'processed',
      transaction_reference: reference,
      refund_reference: `RF_${reference}`,
      amount: String(amount),
      currency: 'NGN',
    },
  });
const balanceOf = async (customId: string) => (await findWallet(ctx.db, customId, 'portal'))!.balanceKobo;
async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}
/**
 * Another instance's open transaction: `hold` runs in it (taking a lock), then it stays open
 * until `release` (rolled back), so a request can be stopped exactly at that lock.
 */
async function heldTransaction(hold: (tx: Executor) => Promise<unknown>) {
  let taken!: () => void;
  let release!: () => void;
  const held = new Promise<void>((r) => (taken = r));
  const released = new Promise<void>((r) => (release = r));
  const holder = ctx.db
    .transaction(async (tx) => {
      await hold(tx);
      taken();
      await released;
      tx.rollback();
    })
    .catch(() => undefined);
  await held;
  return async () => {
    release();
    await holder;
  };
}
/** How many statements wait for a lock on a table's rows. */
async function lockWaiters(table: string) {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike ${`%${table}%`}`,
  );
  return row?.n ?? 0;
}

describe('a student’s own account number (issue 29 §1)', () => {
  it('is asked from Paystack and shown with the page’s sentence', async () => {
    const { account, user } = await studentWithAccount();
    expect(account.status).toBe('active');
    expect(account.bank).toBe('Wema Bank');
    expect(account.account_number).toMatch(/^\d{10}$/);
    expect(account.text).toBe(
      `Pay by bank transfer to your own account: Wema Bank, ${account.account_number}, ${account.account_name}. Transfers reach your portal wallet within minutes.`,
    );
    expect(account.account_name).toContain(user.surname.toUpperCase());
  });

  it('an account requested at Complete Profile is asked of Paystack by the background job, never twice', async () => {
    const user = await createStudent(ctx, 'complete', { username: String(++username) });
    await insertDedicatedAccountIfAbsent(ctx.db, { userId: user.customId, provider: 'paystack' });
    await requestPendingAccounts(ctx.app.deps);
    const row = await findDedicatedAccount(ctx.db, user.customId);
    expect(row).toMatchObject({ status: 'active', bank: 'Wema Bank' });
    const asked = paystack.requests.length;
    await requestPendingAccounts(ctx.app.deps);
    expect(paystack.requests.length).toBe(asked);
  });

  it('two instances running the job at once, and a student clicking at the same moment, ask Paystack once', async () => {
    const students = await Promise.all(
      [1, 2, 3].map(() => createStudent(ctx, 'complete', { username: String(++username) })),
    );
    for (const s of students) {
      await insertDedicatedAccountIfAbsent(ctx.db, { userId: s.customId, provider: 'paystack' });
    }
    const cookie = await signIn(ctx, students[0]!);
    const before = paystack.requests.filter((r) => r.path === '/dedicated_account').length;
    await Promise.all([
      requestPendingAccounts(ctx.app.deps),
      requestPendingAccounts(ctx.app.deps),
      requestPendingAccounts(ctx.app.deps),
      ctx.app.inject({
        method: 'POST',
        url: '/api/students/me/dedicated-account',
        headers: { cookie },
        remoteAddress: `10.29.1.${++address}`,
      }),
    ]);
    const asked = paystack.requests.filter((r) => r.path === '/dedicated_account').length - before;
    expect(asked).toBe(students.length);
    for (const s of students) {
      expect(await findDedicatedAccount(ctx.db, s.customId)).toMatchObject({ status: 'active' });
    }
  });

  it('a click that read the queued row just before another instance kept its answer does not ask again', async () => {
    const student = await createStudent(ctx, 'complete', { username: String(++username) });
    await insertDedicatedAccountIfAbsent(ctx.db, { userId: student.customId, provider: 'paystack' });
    const cookie = await signIn(ctx, student);
    const asked = () => paystack.requests.filter((r) => r.path === '/dedicated_account').length;
    const before = asked();

    // Another instance holds the student's lease (an uncommitted row), so the click waits for
    // it exactly between reading the queued row and taking the lease.
    const release = await heldTransaction((tx) => bumpRateCounter(tx, leaseKey(student.customId), new Date(), 60_000));
    const click = ctx.app.inject({
      method: 'POST',
      url: '/api/students/me/dedicated-account',
      headers: { cookie },
      remoteAddress: `10.29.2.${++address}`,
    });
    await expect.poll(() => lockWaiters('rate_counters')).toBeGreaterThan(0);
    // That instance keeps Paystack's answer and gives the lease back.
    await updateDedicatedAccount(ctx.db, student.customId, {
      customerCode: 'CUS_other_instance',
      status: 'active',
      bank: 'Wema Bank',
      accountNumber: '9930000001',
      accountName: 'JETS/OTHER INSTANCE',
    });
    await release();

    const res = await click;
    expect(responseOf(res, ownAccountSchema)).toMatchObject({ status: 'active', account_number: '9930000001' });
    expect(asked() - before).toBe(0);
  });

  it('a refusal is recorded as failed, logged for ict, and the page has no sentence (the general accounts show)', async () => {
    paystack.dedicatedAccountRefusal = 'Dedicated NUBAN not available for this integration';
    const { account } = await studentWithAccount();
    expect(account).toMatchObject({ status: 'failed', text: null, account_number: null });
    expect(logged.some((l) => l.level === 'error' && /did not give a bank account/.test(l.message))).toBe(true);
  });

  it('an assign event finishes a pending assignment; a failed one marks it failed', async () => {
    const { user, cookie } = await studentWithAccount();
    const email = (await rows<{ email: string }>(sql`select email from students where custom_id = ${user.customId}`))[0]
      ?.email;
    await ctx.db.execute(sql`update dedicated_accounts set status = 'pending' where user_id = ${user.customId}`);
    const customer =
      [...paystack.customers.values()].find((c) => c.email === email) ?? [...paystack.customers.values()].at(-1)!;
    const assigned = await webhook(paystack.assignEvent(customer.email, 'success'));
    expect(body(assigned).response).toBe('recorded');
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/students/me/dedicated-account', headers: { cookie } });
    expect(responseOf(await get(), ownAccountSchema).status).toBe('active');
    await webhook(paystack.assignEvent(customer.email, 'failed'));
    expect(responseOf(await get(), ownAccountSchema)).toMatchObject({ status: 'failed', text: null });
  });
});

describe('a transfer credits the wallet once (issue 29 §2)', () => {
  it('credits the amount transferred, records the fee, tells the student by SMS and audits', async () => {
    const { user, account } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({
      accountNumber: account.account_number!,
      amount: 5_000_000,
      fees: 5_000,
      senderName: 'ADAMU J.',
      senderBank: 'GTBank',
    });
    const res = await webhook(raw);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).response).toBe('credited');
    expect(await balanceOf(user.customId)).toBe(5_000_000);
    const [transfer] = await rows<{ status: string; fee_kobo: string; credited_user_id: string }>(
      sql`select status, fee_kobo, credited_user_id from bank_transfers where provider_reference = ${reference}`,
    );
    expect(transfer).toMatchObject({ status: 'credited', credited_user_id: user.customId });
    expect(Number(transfer!.fee_kobo)).toBe(5_000);
    const [entry] = await rows<{ kind: string; reason: string }>(
      sql`select kind, reason from wallet_entries where provider_reference = ${reference}`,
    );
    expect(entry).toEqual({ kind: 'bank-transfer', reason: 'Bank transfer from ADAMU J., GTBank' });
    const audits = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'bank-transfer.credit' and entity_id = ${reference}`,
    );
    expect(audits[0]!.n).toBe(1);
    await ctx.app.backgroundTasks.settle();
    const sms = await rows<{ body: string }>(
      sql`select body from sms_messages where user_id = ${user.customId} and purpose = 'bank-transfer'`,
    );
    expect(sms.map((s) => s.body)).toEqual([SMS_NOTICES.bankTransferCredited(5_000_000)]);

    // The reconciliation report has the transfers as their own line, and still balances.
    const bursar = await createStaff(ctx, 'bursar');
    const day = watDay(new Date());
    const report = body<ReconciliationResponse>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/reconciliation?from=${day}&to=${day}`,
        headers: { cookie: await signIn(ctx, bursar) },
      }),
    ).response;
    const portal = report.wallets.find((w) => w.wallet_kind === 'portal')!;
    const line = portal.movements.find((m) => m.entry_kind === 'bank-transfer')!;
    expect(line.label).toBe('Bank transfer');
    expect(line.count).toBeGreaterThanOrEqual(1);
    expect(portal.agrees_with_balances).not.toBe(false);
  });

  it('the same event delivered 20 times at once credits once', async () => {
    const { user, account } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({
      accountNumber: account.account_number!,
      amount: 2_500_000,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(raw)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => body(a).response === 'credited')).toHaveLength(1);
    expect(await balanceOf(user.customId)).toBe(2_500_000);
    const entries = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_entries where provider_reference = ${reference}`,
    );
    expect(entries[0]!.n).toBe(1);
  });

  it('a refund of the transfer reverses the credit once', async () => {
    const { user, account } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({
      accountNumber: account.account_number!,
      amount: 1_000_000,
    });
    await webhook(raw);
    const refund = JSON.stringify({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: reference,
        refund_reference: 'RF1',
        amount: 1_000_000,
        currency: 'NGN',
      },
    });
    const answers = await Promise.all([webhook(refund), webhook(refund), webhook(refund)]);
    expect(answers.filter((a) => body(a).response === 'reversed')).toHaveLength(1);
    expect(await balanceOf(user.customId)).toBe(0);
    const [transfer] = await rows<{ status: string }>(
      sql`select status from bank_transfers where provider_reference = ${reference}`,
    );
    expect(transfer!.status).toBe('reversed');
  });
});

describe('exceptions (issue 29 §2)', () => {
  it('an unknown account credits nothing, is logged at error level and listed; the bursar assigns it once', async () => {
    const { user } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({
      accountNumber: '9911112222',
      amount: 3_000_000,
      senderName: 'MUSA K.',
      senderBank: 'Access Bank',
      narration: 'fees for 72001',
    });
    const res = await webhook(raw);
    expect(body(res).response).toBe('exception');
    expect(logged.some((l) => l.level === 'error' && /exception/.test(l.message))).toBe(true);

    const bursar = await createStaff(ctx, 'bursar');
    const cookie = await signIn(ctx, bursar);
    const list = responseOf(
      await ctx.app.inject({ method: 'GET', url: '/api/bank-transfers/exceptions', headers: { cookie } }),
      transferExceptionsSchema,
    );
    const item = list.items.find((i) => i.reference === reference)!;
    expect(item).toMatchObject({
      amount_kobo: 3_000_000,
      sender_name: 'MUSA K.',
      sender_bank: 'Access Bank',
      narration: 'fees for 72001',
      account_number: '9911112222',
      status: 'exception',
    });
    expect(item.raw_event).toMatchObject({ reference, channel: 'dedicated_nuban' });

    const assign = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bank-transfers/${item.id}/assign`,
        headers: { cookie },
        payload: { student_id: user.username },
      });
    const first = await assign();
    expect(first.statusCode, first.body).toBe(200);
    expect(await balanceOf(user.customId)).toBe(3_000_000);
    expect((await assign()).statusCode).toBe(409);
    expect(await balanceOf(user.customId)).toBe(3_000_000);
    const audits = await rows<{ actor_id: string }>(
      sql`select actor_id from audit_log where action = 'bank-transfer.assign' and entity_id = ${reference}`,
    );
    expect(audits).toEqual([{ actor_id: bursar.customId }]);
  });

  it('an amount that does not parse credits nothing and is listed with the amount null', async () => {
    const { user, account } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({
      accountNumber: account.account_number!,
      amount: '50,000',
    });
    expect(body(await webhook(raw)).response).toBe('exception');
    expect(await balanceOf(user.customId)).toBe(0);
    const [transfer] = await rows<{ amount_kobo: string | null; status: string }>(
      sql`select amount_kobo, status from bank_transfers where provider_reference = ${reference}`,
    );
    expect(transfer).toEqual({ amount_kobo: null, status: 'exception' });
  });

  it('a refund of an exception never credited returns it to the sender: assigning it is refused, the report balances', async () => {
    const { user } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({ accountNumber: '9911113333', amount: 4_000_000 });
    expect(body(await webhook(raw)).response).toBe('exception');
    const refund = refundEvent(reference, 4_000_000);
    expect(body(await webhook(refund)).response).toBe('not reversed');
    const transferRow = async () =>
      (
        await rows<{ id: string; status: string }>(
          sql`select id, status from bank_transfers where provider_reference = ${reference}`,
        )
      )[0]!;
    expect((await transferRow()).status).toBe('returned');
    const audits = () =>
      rows<{ actor_id: string | null; details: Record<string, unknown> }>(
        sql`select actor_id, details from audit_log where action = 'bank-transfer.reverse' and entity_id = ${reference}`,
      );
    expect(await audits()).toEqual([
      {
        actor_id: null,
        details: expect.objectContaining({ uncredited: true, via: 'the provider’s notification' }),
      },
    ]);
    // Another delivery of the same refund changes nothing.
    expect(body(await webhook(refund)).response).toBe('not reversed');
    expect(await audits()).toHaveLength(1);
    expect((await transferRow()).status).toBe('returned');

    const bursar = await createStaff(ctx, 'bursar');
    const cookie = await signIn(ctx, bursar);
    const list = responseOf(
      await ctx.app.inject({ method: 'GET', url: '/api/bank-transfers/exceptions', headers: { cookie } }),
      transferExceptionsSchema,
    );
    expect(list.items.map((i) => i.reference)).not.toContain(reference);
    const assign = await ctx.app.inject({
      method: 'POST',
      url: `/api/bank-transfers/${(await transferRow()).id}/assign`,
      headers: { cookie },
      payload: { student_id: user.username },
    });
    expect(assign.statusCode).toBe(409);
    expect(body(assign).response).toBe(BANK_TRANSFER_MESSAGES.returned);
    expect(await balanceOf(user.customId)).toBe(0);
    const entries = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_entries where provider_reference = ${reference}`,
    );
    expect(entries[0]!.n).toBe(0);

    const day = watDay(new Date());
    const report = body<ReconciliationResponse>(
      await ctx.app.inject({ method: 'GET', url: `/api/reconciliation?from=${day}&to=${day}`, headers: { cookie } }),
    ).response;
    expect(report.bank_transfers).toMatchObject({ difference_kobo: 0, balances: true });
    const line = report.bank_transfers.lines.find((l) => l.key === 'returned')!;
    expect(line.label).toBe('Refunded to the sender before it was credited');
    expect(line.count).toBeGreaterThanOrEqual(1);
    expect(line.amount_kobo).toBeGreaterThanOrEqual(4_000_000);
    expect(report.exceptions.filter((e) => e.reference === reference)).toEqual([]);
  });

  it('a refund that arrives while the bursar assigns the exception reverses the credit the assignment made', async () => {
    const { user } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({ accountNumber: '9911114444', amount: 2_000_000 });
    expect(body(await webhook(raw)).response).toBe('exception');
    const { id } = (
      await rows<{ id: string }>(sql`select id from bank_transfers where provider_reference = ${reference}`)
    )[0]!;
    const cookie = await signIn(ctx, await createStaff(ctx, 'bursar'));
    const waiting = () => lockWaiters('bank_transfers');

    // The row is held, so the assignment waits for it; the refund reads "not credited" and waits
    // behind the assignment: the assignment commits between the refund's first read and its lock.
    const release = await heldTransaction((tx) => lockBankTransfer(tx, Number(id)));
    const assign = ctx.app.inject({
      method: 'POST',
      url: `/api/bank-transfers/${id}/assign`,
      headers: { cookie },
      payload: { student_id: user.username },
    });
    let refund: ReturnType<typeof webhook>;
    try {
      await expect.poll(waiting).toBe(1);
      refund = webhook(refundEvent(reference, 2_000_000));
      await expect.poll(waiting).toBe(2);
    } finally {
      await release();
    }

    expect((await assign).statusCode).toBe(200);
    expect(body(await refund).response).toBe('reversed');
    expect(await balanceOf(user.customId)).toBe(0);
    const [transfer] = await rows<{ status: string }>(
      sql`select status from bank_transfers where provider_reference = ${reference}`,
    );
    expect(transfer!.status).toBe('reversed');
  });

  it('a transfer in another currency is an exception without an amount: the bursar gives the naira figure', async () => {
    const { user, account } = await studentWithAccount();
    const event = paystack.transferEvent({ accountNumber: account.account_number!, amount: 10_000 });
    const sent = JSON.parse(event.body) as { data: { currency: string } };
    sent.data.currency = 'USD';
    const raw = JSON.stringify(sent);
    expect(body(await webhook(raw)).response).toBe('exception');
    expect(await balanceOf(user.customId)).toBe(0);
    const [transfer] = await rows<{ id: string; amount_kobo: null; status: string; reason: string; amount: string }>(
      sql`select id, amount_kobo, status, exception_reason as reason, raw_event->>'amount' as amount
            from bank_transfers where provider_reference = ${event.reference}`,
    );
    // The raw event keeps what Paystack sent (cents); nothing of it is taken for kobo.
    expect(transfer).toMatchObject({
      amount_kobo: null,
      status: 'exception',
      reason: 'It is not in naira.',
      amount: '10000',
    });

    const cookie = await signIn(ctx, await createStaff(ctx, 'bursar'));
    const assign = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bank-transfers/${transfer!.id}/assign`,
        headers: { cookie },
        payload: { student_id: user.username, ...payload },
      });
    const refused = await assign({});
    expect(refused.statusCode).toBe(400);
    expect(body(refused).response).toBe(BANK_TRANSFER_MESSAGES.amountNeeded);
    expect(await balanceOf(user.customId)).toBe(0);
    expect((await assign({ amount_naira: '150000' })).statusCode).toBe(200);
    expect(await balanceOf(user.customId)).toBe(15_000_000);
  });
});

describe('Paystack’s documented answers and events, end to end (issue 29 §5)', () => {
  const get = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/students/me/dedicated-account', headers: { cookie } });
  const failureOf = async (customId: string) =>
    (
      await rows<{ status: string; failure_reason: string | null }>(
        sql`select status, failure_reason from dedicated_accounts where user_id = ${customId}`,
      )
    )[0]!;

  it('a refused key (401): the account failed, the student sees the general accounts, ict is told', async () => {
    paystack.failure = 'key-revoked';
    const { user, account } = await studentWithAccount();
    expect(account).toMatchObject({ status: 'failed', text: null, account_number: null });
    expect((await failureOf(user.customId)).failure_reason).toMatch(/refused the portal's secret key \(HTTP 401\)/);
    const error = logged.find((l) => l.level === 'error' && /did not give a bank account/.test(l.message));
    expect(String((error?.fields.err as Error | undefined)?.message)).toContain('Invalid key');
  });

  it('a 400 refusal keeps Paystack’s message for ict; the student sees the general accounts', async () => {
    paystack.dedicatedAccountRefusal = 'Dedicated NUBAN is not available for your business';
    const { user, account } = await studentWithAccount();
    expect(account).toMatchObject({ status: 'failed', text: null });
    expect(await failureOf(user.customId)).toEqual({
      status: 'failed',
      failure_reason: 'Dedicated NUBAN is not available for your business',
    });
    const error = logged.find((l) => l.level === 'error' && /did not give a bank account/.test(l.message));
    expect((error?.fields.err as Error).message).toBe('Dedicated NUBAN is not available for your business');
  });

  it('an assignment Paystack finishes later: pending, then the signed dedicatedaccount.assign.success shows the sentence', async () => {
    paystack.assignLater = true;
    const { user, cookie, account } = await studentWithAccount();
    expect(account).toMatchObject({ status: 'pending', text: null });
    const email = [...paystack.customers.values()].at(-1)!.email;
    const res = await webhook(paystack.assignEvent(email, 'success'));
    expect(body(res).response).toBe('recorded');
    const shown = responseOf(await get(cookie), ownAccountSchema);
    expect(shown.status).toBe('active');
    expect(shown.text).toContain(shown.account_number!);
    expect(shown.account_name).toContain(user.surname.toUpperCase());
  });

  it('an account Paystack shows unassigned (deactivated) is marked deactivated; the page shows the general accounts', async () => {
    const { cookie, account } = await studentWithAccount();
    paystack.deactivate(account.account_number!);
    const email = [...paystack.dedicatedAccounts.values()].find((a) => a.account_number === account.account_number)!
      .customer.email;
    expect(body(await webhook(paystack.assignEvent(email, 'success'))).response).toBe('recorded');
    expect(responseOf(await get(cookie), ownAccountSchema)).toMatchObject({ status: 'deactivated', text: null });
  });

  it('the documented charge.success of a dedicated_nuban transfer credits once, with everything Paystack sent kept', async () => {
    const { user, account } = await studentWithAccount();
    const { reference, body: raw } = paystack.transferEvent({
      accountNumber: account.account_number!,
      amount: 7_500_000,
      fees: 5_000,
      senderName: 'HABILA LAWAL',
      senderBank: 'First City Monument Bank',
      narration: 'NIP/HABILA LAWAL/fees',
    });
    const documented = JSON.parse(raw) as { event: string; data: Record<string, Record<string, unknown>> };
    expect(documented.event).toBe('charge.success');
    expect(Object.keys(documented.data)).toEqual(DOCUMENTED_TRANSFER_FIELDS.data);
    expect(Object.keys(documented.data.authorization!)).toEqual(DOCUMENTED_TRANSFER_FIELDS.authorization);
    expect(documented.data.metadata).toBe('');

    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(raw)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(answers.filter((a) => body(a).response === 'credited')).toHaveLength(1);
    expect(await balanceOf(user.customId)).toBe(7_500_000);
    const [transfer] = await rows<{
      status: string;
      amount_kobo: string;
      fee_kobo: string;
      sender_name: string;
      sender_bank: string;
      narration: string;
      account_number: string;
      raw_event: Record<string, unknown>;
    }>(
      sql`select status, amount_kobo, fee_kobo, sender_name, sender_bank, narration, account_number, raw_event
            from bank_transfers where provider_reference = ${reference}`,
    );
    expect(transfer).toMatchObject({
      status: 'credited',
      sender_name: 'HABILA LAWAL',
      sender_bank: 'First City Monument Bank',
      narration: 'NIP/HABILA LAWAL/fees',
      account_number: account.account_number,
    });
    expect([Number(transfer!.amount_kobo), Number(transfer!.fee_kobo)]).toEqual([7_500_000, 5_000]);
    expect(transfer!.raw_event).toEqual(documented.data);
  });
});
