import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaystackGateway,
  ProviderAnswerError,
  ProviderKeyRefusedError,
  ProviderRefusedError,
  ProviderUnavailableError,
} from '../../src/integrations/payments/index.js';
import { DOCUMENTED_TRANSFER_FIELDS, FakePaystack } from '../support/fakes/fake-paystack.js';

/**
 * Issue 29 §5: the Paystack adapter's dedicated-account calls and events against a fake that
 * answers as Paystack's API reference shows (POST /customer, POST /dedicated_account, the
 * dedicatedaccount.assign.* events, charge.success on channel dedicated_nuban), failures included.
 * The documents checked are listed in decision 0030, "Sources".
 */
const SECRET = 'sk_test_dva_contract';
const paystack = new FakePaystack(SECRET);
let gateway: PaystackGateway;
const student = { email: 'habila.lawal@example.org', firstName: 'Habila', lastName: 'Lawal', phone: '08031234567' };
/**
 * Paystack's refusal when the integration may not have dedicated accounts. Paystack's own
 * repositories document no message for it; this text is the one integrators report (second-hand).
 */
const REFUSAL = 'Dedicated NUBAN is not available for your business';

/** The fields of Paystack's dedicated account resource, as Create Dedicated Account and the assign event show it. */
const ACCOUNT_FIELDS = [
  'bank',
  'account_name',
  'account_number',
  'assigned',
  'currency',
  'metadata',
  'active',
  'id',
  'created_at',
  'updated_at',
  'assignment',
] as const;

/** A request to the fake as the adapter would send it, with the raw answer. */
async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${paystack.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  const baseUrl = await paystack.start();
  gateway = new PaystackGateway(SECRET, baseUrl, 500);
});
afterAll(() => paystack.stop());
beforeEach(() => {
  paystack.failure = 'none';
  paystack.dedicatedAccountRefusal = null;
  paystack.assignLater = false;
  paystack.accountDataOverride = undefined;
  paystack.requests.length = 0;
});

describe('requesting a dedicated account', () => {
  it('creates the customer, then the account at the preferred bank, and reads the documented answer', async () => {
    const answer = await gateway.requestDedicatedAccount(student);
    expect(answer.status).toBe('active');
    if (answer.status !== 'active') return;
    expect(answer.customerCode).toMatch(/^CUS_/);
    expect(answer.account).toEqual({
      bank: 'Wema Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'KAROKART/LAWAL HABILA',
      active: true,
    });
    expect(paystack.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /customer',
      'POST /dedicated_account',
    ]);
    expect(paystack.requests[0]!.body).toEqual({
      email: student.email,
      first_name: 'Habila',
      last_name: 'Lawal',
      phone: '08031234567',
    });
    expect(paystack.requests[1]!.body).toEqual({ customer: answer.customerCode, preferred_bank: 'wema-bank' });
  });

  it('answers a 400 refusal with Paystack’s own message', async () => {
    paystack.dedicatedAccountRefusal = REFUSAL;
    const error = await gateway.requestDedicatedAccount(student).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as ProviderRefusedError).message).toBe(REFUSAL);
    expect((error as ProviderRefusedError).httpStatus).toBe(400);
  });

  it('answers a customer without an e-mail with Paystack’s documented 400 (message, meta, type, code)', async () => {
    const raw = await post('/customer', { first_name: 'Habila' });
    expect(raw).toEqual({
      status: 400,
      json: {
        status: false,
        message: 'Email Address is required',
        meta: { nextStep: 'Provide all required params ' },
        type: 'validation_error',
        code: 'missing_params',
      },
    });
    const error = await gateway.requestDedicatedAccount({ ...student, email: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as Error).message).toBe('Email Address is required');
    expect(paystack.requests.filter((r) => r.path === '/dedicated_account')).toEqual([]);
  });

  it('the fake answers with the documented fields of Create Customer and Create Dedicated Account', async () => {
    const customer = await post('/customer', { email: 'fields@example.org', first_name: 'A', last_name: 'B' });
    expect(customer.status).toBe(200);
    expect(customer.json).toMatchObject({ status: true, message: 'Customer created' });
    expect(Object.keys(customer.json.data as object).sort()).toEqual(
      [
        'email',
        'integration',
        'domain',
        'customer_code',
        'id',
        'identified',
        'identifications',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    const code = (customer.json.data as { customer_code: string }).customer_code;
    const account = await post('/dedicated_account', { customer: code, preferred_bank: 'wema-bank' });
    expect(account.json).toMatchObject({ status: true, message: 'NUBAN successfully created' });
    const data = account.json.data as Record<string, Record<string, unknown>>;
    expect(Object.keys(data).sort()).toEqual([...ACCOUNT_FIELDS, 'customer'].sort());
    expect(Object.keys(data.bank!).sort()).toEqual(['id', 'name', 'slug']);
    expect(Object.keys(data.assignment!).sort()).toEqual(
      ['integration', 'assignee_id', 'assignee_type', 'expired', 'account_type', 'assigned_at'].sort(),
    );
    expect(Object.keys(data.customer!).sort()).toEqual(
      ['id', 'first_name', 'last_name', 'email', 'customer_code', 'phone', 'risk_action'].sort(),
    );
  });

  it('an account answer out of the documented shape is a malformed answer, not a pending assignment', async () => {
    paystack.accountDataOverride = { account_number: '12345', bank: null };
    await expect(gateway.requestDedicatedAccount(student)).rejects.toBeInstanceOf(ProviderAnswerError);
  });

  it('an assignment Paystack finishes later: pending, then the documented dedicatedaccount.assign.success', async () => {
    paystack.assignLater = true;
    const later = { ...student, email: 'later@example.org' };
    const answer = await gateway.requestDedicatedAccount(later);
    expect(answer).toEqual({ status: 'pending', customerCode: expect.stringMatching(/^CUS_/) });
    const event = gateway.readWebhookEvent(Buffer.from(paystack.assignEvent(later.email, 'success')));
    expect(event).toEqual({
      kind: 'dedicated_account.assigned',
      customerCode: answer.customerCode,
      account: {
        bank: 'Wema Bank',
        accountNumber: expect.stringMatching(/^\d{10}$/),
        accountName: 'KAROKART/LAWAL HABILA',
        active: true,
      },
    });
  });

  it('a refused key (401), an outage and no answer in time are told apart', async () => {
    paystack.failure = 'key-revoked';
    // Paystack's documented 401 (the API reference's Unauthorized answer).
    expect(await post('/customer', { email: student.email })).toEqual({
      status: 401,
      json: { status: false, message: 'Invalid key' },
    });
    await expect(gateway.requestDedicatedAccount(student)).rejects.toBeInstanceOf(ProviderKeyRefusedError);
    paystack.failure = 'http500';
    await expect(gateway.requestDedicatedAccount(student)).rejects.toBeInstanceOf(ProviderUnavailableError);
    paystack.failure = 'hang';
    await expect(gateway.requestDedicatedAccount(student)).rejects.toBeInstanceOf(ProviderUnavailableError);
    paystack.failure = 'html';
    await expect(gateway.requestDedicatedAccount(student)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('dedicated-account events', () => {
  it('reads a transfer: amount, fee, sender, bank, narration and the receiving account', async () => {
    const answer = await gateway.requestDedicatedAccount(student);
    if (answer.status !== 'active') throw new Error('expected an account');
    const { reference, body } = paystack.transferEvent({
      accountNumber: answer.account.accountNumber,
      amount: 5_000_000,
      fees: 5_000,
      senderName: 'ADAMU J.',
      senderBank: 'GTBank',
    });
    const raw = Buffer.from(body);
    expect(gateway.verifyWebhookSignature(raw, paystack.sign(body))).toBe(true);
    const event = gateway.readWebhookEvent(raw);
    expect(event).toMatchObject({
      kind: 'transfer.received',
      reference,
      amountKobo: 5_000_000,
      feeKobo: 5_000,
      currency: 'NGN',
      accountNumber: answer.account.accountNumber,
      customerCode: answer.customerCode,
      senderName: 'ADAMU J.',
      senderBank: 'GTBank',
      narration: 'NIP/ADAMU JOHN/school fees',
    });
  });

  it('a transfer whose amount does not parse is still read (it becomes an exception), with amount null', () => {
    const { body } = paystack.transferEvent({ accountNumber: '9930000001', amount: '50,000.00' });
    expect(gateway.readWebhookEvent(Buffer.from(body))).toMatchObject({ kind: 'transfer.received', amountKobo: null });
  });

  it('reads the documented dedicatedaccount.assign.success and .failed', async () => {
    await gateway.requestDedicatedAccount(student);
    const documented = JSON.parse(paystack.assignEvent(student.email, 'success')) as {
      event: string;
      data: { dedicated_account: Record<string, unknown> };
    };
    expect(documented.event).toBe('dedicatedaccount.assign.success');
    expect(Object.keys(documented.data).sort()).toEqual(['customer', 'dedicated_account', 'identification']);
    expect(Object.keys(documented.data.dedicated_account).sort()).toEqual([...ACCOUNT_FIELDS].sort());
    expect(documented.data.dedicated_account.assignment).toHaveProperty('expired_at', null);
    const success = gateway.readWebhookEvent(Buffer.from(paystack.assignEvent(student.email, 'success')));
    expect(success).toMatchObject({
      kind: 'dedicated_account.assigned',
      customerCode: expect.stringMatching(/^CUS_/),
      account: { bank: 'Wema Bank', accountNumber: expect.stringMatching(/^\d{10}$/) },
    });
    const failed = gateway.readWebhookEvent(Buffer.from(paystack.assignEvent(student.email, 'failed')));
    expect(failed).toMatchObject({ kind: 'dedicated_account.assign_failed', reason: 'failed' });
  });

  it('the event names with an underscore are not Paystack’s, and are not read as assignments', async () => {
    await gateway.requestDedicatedAccount(student);
    const renamed = paystack.assignEvent(student.email, 'success').replace('dedicatedaccount.', 'dedicated_account.');
    expect(gateway.readWebhookEvent(Buffer.from(renamed))).toEqual({
      kind: 'other',
      event: 'dedicated_account.assign.success',
    });
  });

  it('an account Paystack shows unassigned (as its Deactivate answer does, active still true) is not active', async () => {
    const answer = await gateway.requestDedicatedAccount(student);
    if (answer.status !== 'active') throw new Error('expected an account');
    paystack.deactivate(answer.account.accountNumber);
    const event = JSON.parse(paystack.assignEvent(student.email, 'success')) as {
      data: { dedicated_account: { active: boolean; assigned: boolean } };
    };
    expect(event.data.dedicated_account).toMatchObject({ active: true, assigned: false });
    expect(gateway.readWebhookEvent(Buffer.from(JSON.stringify(event)))).toMatchObject({
      kind: 'dedicated_account.assigned',
      account: { accountNumber: answer.account.accountNumber, active: false },
    });
  });

  it('the transfer event has exactly the documented fields, its metadata "" and the account in authorization', () => {
    const { body } = paystack.transferEvent({ accountNumber: '9930000002', amount: 1_000 });
    const { event, data } = JSON.parse(body) as { event: string; data: Record<string, Record<string, unknown>> };
    expect(event).toBe('charge.success');
    expect(Object.keys(data)).toEqual(DOCUMENTED_TRANSFER_FIELDS.data);
    expect(Object.keys(data.authorization!)).toEqual(DOCUMENTED_TRANSFER_FIELDS.authorization);
    expect(Object.keys(data.customer!)).toEqual(DOCUMENTED_TRANSFER_FIELDS.customer);
    expect(data).toMatchObject({ channel: 'dedicated_nuban', metadata: '' });
    expect(gateway.readWebhookEvent(Buffer.from(body))).toMatchObject({ accountNumber: '9930000002' });
  });

  it('an assign event without its customer is out of shape', () => {
    const body = JSON.stringify({ event: 'dedicatedaccount.assign.success', data: { dedicated_account: null } });
    expect(() => gateway.readWebhookEvent(Buffer.from(body))).toThrow(ProviderAnswerError);
  });
});
