import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findWallet, insertStudentWallets } from '@portal/db';
import { ownAccountSchema, sandboxTransferSentSchema, SMS_NOTICES } from '@portal/domain';
import type { SandboxGateway } from '../../src/integrations/payments/index.js';
import { sendSandboxTransfer, webhookAddresses } from '../../src/modules/payments/sandbox.service.js';
import { createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { DOCUMENTED_TRANSFER_FIELDS } from '../support/fakes/fake-paystack.js';
import { freePort } from '../support/process-helpers.js';
import { responseOf } from '../support/responses.js';
import { startSecondInstance } from '../support/second-instance.js';

/**
 * Issue 29 §4: the offline sandbox assigns demo account numbers and "sends" transfers to them,
 * as signed `charge.success` events delivered by HTTP to the portal's own webhook (APP_URL).
 */
const WEBHOOK = '/api/payments/paystack/webhook';
/** What reached the webhook: the raw body, the signature header and the answer's status. */
const deliveries: Array<{ body: string; signature: string | undefined; status: number }> = [];
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ APP_URL: base }, (app) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.url !== WEBHOOK) return;
      const signature = request.headers['x-paystack-signature'];
      deliveries.push({
        body: Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '',
        signature: typeof signature === 'string' ? signature : undefined,
        status: reply.statusCode,
      });
    });
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => ctx.close());
beforeEach(() => {
  deliveries.length = 0;
});

let username = 73_100;
async function studentWithAccount() {
  const user = await createStudent(ctx, 'complete', { username: String(++username) });
  await insertStudentWallets(ctx.db, user.customId);
  const cookie = await signIn(ctx, user);
  const account = responseOf(
    await ctx.app.inject({ method: 'POST', url: '/api/students/me/dedicated-account', headers: { cookie } }),
    ownAccountSchema,
  );
  return { user, accountNumber: account.account_number! };
}
const sendTransfer = (accountNumber: string, amount = '50,000') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sandbox-gateway/transfers',
    payload: { account_number: accountNumber, amount, sender_name: 'ADAMU J.', sender_bank: 'GTBank' },
  });
const postWebhook = (body: string, signature?: string) =>
  fetch(`${base}${WEBHOOK}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    body,
  });
const balanceOf = async (customId: string) => (await findWallet(ctx.db, customId, 'portal'))!.balanceKobo;
async function storedKey(): Promise<string> {
  const r = (await ctx.db.execute(
    sql`select value from installation_secrets where name = 'sandbox-webhook-signing-key'`,
  )) as unknown as { rows: Array<{ value: string }> };
  return r.rows[0]!.value;
}

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

describe('the sandbox’s transfer as a signed HTTP delivery', () => {
  it('arrives at the webhook as Paystack’s signed charge.success; a wrong signature is refused; 20 deliveries credit once', async () => {
    const { user, accountNumber } = await studentWithAccount();
    const sent = responseOf(await sendTransfer(accountNumber, '20,000'), sandboxTransferSentSchema);
    expect(sent.outcome).toBe('credited');

    // One HTTP delivery, to APP_URL, in Paystack's shape, signed with the installation's key.
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery!.status).toBe(200);
    const event = JSON.parse(delivery!.body) as { event: string; data: Record<string, unknown> };
    expect(event.event).toBe('charge.success');
    expect(event.data).toMatchObject({
      reference: sent.reference,
      status: 'success',
      channel: 'dedicated_nuban',
      amount: 2_000_000,
      currency: 'NGN',
      authorization: {
        channel: 'dedicated_nuban',
        sender_name: 'ADAMU J.',
        sender_bank: 'GTBank',
        receiver_bank_account_number: accountNumber,
      },
      metadata: '',
    });
    // Exactly the fields Paystack documents for such an event, as the contract fake sends them.
    const data = event.data as Record<string, Record<string, unknown>>;
    expect(Object.keys(data).sort()).toEqual([...DOCUMENTED_TRANSFER_FIELDS.data].sort());
    expect(Object.keys(data.authorization!).sort()).toEqual([...DOCUMENTED_TRANSFER_FIELDS.authorization].sort());
    expect(Object.keys(data.customer!).sort()).toEqual([...DOCUMENTED_TRANSFER_FIELDS.customer].sort());
    const key = await storedKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(delivery!.signature).toBe(createHmac('sha512', key).update(delivery!.body).digest('hex'));
    expect(await balanceOf(user.customId)).toBe(2_000_000);

    // A body the sandbox did not sign is refused as the webhook refuses any: 401.
    const body = delivery!.body;
    expect((await postWebhook(body)).status).toBe(401);
    expect((await postWebhook(body, createHmac('sha512', 'not-the-key').update(body).digest('hex'))).status).toBe(401);
    expect((await postWebhook(body.replace('2000000', '9000000'), delivery!.signature)).status).toBe(401);

    // The same signed event delivered 20 times at once credits once.
    const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(body, delivery!.signature)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const outcomes = await Promise.all(answers.map(async (a) => ((await a.json()) as { response: string }).response));
    expect(outcomes).toEqual(Array(20).fill('not credited'));
    expect(await balanceOf(user.customId)).toBe(2_000_000);
    const credits = (await ctx.db.execute(
      sql`select count(*)::int as n from bank_transfers where provider_reference = ${sent.reference}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(credits.rows[0]!.n).toBe(1);
  });

  it('uses one key for every instance on the database', async () => {
    const second = await startSecondInstance(ctx);
    try {
      const body = JSON.stringify({ event: 'charge.success', data: { reference: 'SBX-ANY', channel: 'card' } });
      const signature = await (second.app.payments as SandboxGateway).signWebhook(body);
      const res = await ctx.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: body,
      });
      // Signed alike, so accepted (a payment the portal never started credits nothing).
      expect(res.statusCode, res.body).toBe(200);
      expect(signature).toBe(
        createHmac('sha512', await storedKey())
          .update(body)
          .digest('hex'),
      );
    } finally {
      await second.close();
    }
  });

  it('delivers to the listening address when APP_URL cannot be reached from the server', async () => {
    const { user, accountNumber } = await studentWithAccount();
    const addresses = webhookAddresses('http://127.0.0.1:9/', ctx.app.server.address());
    expect(addresses).toEqual(['http://127.0.0.1:9', base]);
    const sent = await sendSandboxTransfer(
      ctx.app.deps,
      { accountNumber, amountKobo: 150_000, senderName: 'BALA K.', senderBank: 'Access Bank' },
      addresses,
    );
    expect(sent.outcome).toBe('credited');
    expect(await balanceOf(user.customId)).toBe(150_000);
    expect(webhookAddresses('http://localhost:3000', { address: '::', family: 'IPv6', port: 3000 })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  it('passes over an APP_URL where something else answers (a proxy’s 404 page, a redirect), never following a redirect', async () => {
    // Not the portal: under /proxy a 404 HTML page, under /redirect a 307 to /elsewhere (which
    // records what reaches it), under /refusing the webhook's own JSON error.
    const elsewhere: string[] = [];
    const foreign = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        if (req.url?.startsWith('/redirect/')) {
          res.writeHead(307, { location: '/elsewhere' }).end();
        } else if (req.url?.startsWith('/refusing/')) {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: false, response: 'Invalid signature.' }));
        } else {
          if (req.url === '/elsewhere') elsewhere.push(body);
          res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>404 Not Found</body></html>');
        }
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => foreign.listen(port, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${port}`;
    const transfer = (accountNumber: string) => ({
      accountNumber,
      amountKobo: 70_000,
      senderName: 'MUSA T.',
      senderBank: 'Zenith Bank',
    });
    try {
      const { user, accountNumber } = await studentWithAccount();
      const proxied = webhookAddresses(`${other}/proxy`, ctx.app.server.address());
      expect(proxied).toEqual([`${other}/proxy`, base]);
      expect((await sendSandboxTransfer(ctx.app.deps, transfer(accountNumber), proxied)).outcome).toBe('credited');
      expect(await balanceOf(user.customId)).toBe(70_000);

      const redirected = [`${other}/redirect`, base];
      expect((await sendSandboxTransfer(ctx.app.deps, transfer(accountNumber), redirected)).outcome).toBe('credited');
      expect(elsewhere).toEqual([]);
      expect(await balanceOf(user.customId)).toBe(140_000);
      expect(deliveries.filter((d) => d.status === 200)).toHaveLength(2);

      // Every address failing is still a 502, with what answered; the webhook's own error ends it.
      await expect(
        sendSandboxTransfer(ctx.app.deps, transfer(accountNumber), [`${other}/proxy`]),
      ).rejects.toMatchObject({
        code: 'BAD_GATEWAY',
        userMessage: expect.stringContaining(`${other}/proxy answered 404`),
      });
      await expect(
        sendSandboxTransfer(ctx.app.deps, transfer(accountNumber), [`${other}/refusing`, base]),
      ).rejects.toMatchObject({ code: 'BAD_GATEWAY', userMessage: expect.stringContaining('answered 401') });
      expect(await balanceOf(user.customId)).toBe(140_000);
    } finally {
      await new Promise((resolve) => foreign.close(resolve));
    }
  });
});
