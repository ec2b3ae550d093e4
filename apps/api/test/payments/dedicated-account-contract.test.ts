import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaystackGateway,
  ProviderAnswerError,
  ProviderKeyRefusedError,
  ProviderRefusedError,
  ProviderUnavailableError,
} from '../../src/integrations/payments/index.js';
import { FakePaystack } from '../support/fakes/fake-paystack.js';

/**
 * Issue 29 §5: the Paystack adapter's dedicated-account calls and events against a fake that
 * answers as Paystack's API reference shows (POST /customer, POST /dedicated_account, the
 * dedicated_account.assign.* events, charge.success on channel dedicated_nuban), failures included.
 */
const SECRET = 'sk_test_dva_contract';
const paystack = new FakePaystack(SECRET);
let gateway: PaystackGateway;
const student = { email: 'habila.lawal@example.org', firstName: 'Habila', lastName: 'Lawal', phone: '08031234567' };

beforeAll(async () => {
  const baseUrl = await paystack.start();
  gateway = new PaystackGateway(SECRET, baseUrl, 500);
});
afterAll(() => paystack.stop());
beforeEach(() => {
  paystack.failure = 'none';
  paystack.dedicatedAccountRefusal = null;
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
    paystack.dedicatedAccountRefusal = 'Dedicated NUBAN not available for this integration';
    const error = await gateway.requestDedicatedAccount(student).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as ProviderRefusedError).message).toBe('Dedicated NUBAN not available for this integration');
    expect((error as ProviderRefusedError).httpStatus).toBe(400);
  });

  it('answers an invalid e-mail with Paystack’s 400 message', async () => {
    const error = await gateway.requestDedicatedAccount({ ...student, email: 'not-an-email' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as Error).message).toBe('Invalid Email Address Passed');
  });

  it('a refused key (401), an outage and no answer in time are told apart', async () => {
    paystack.failure = 'key-revoked';
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

  it('reads dedicated_account.assign.success and .failed', async () => {
    await gateway.requestDedicatedAccount(student);
    const success = gateway.readWebhookEvent(Buffer.from(paystack.assignEvent(student.email, 'success')));
    expect(success).toMatchObject({
      kind: 'dedicated_account.assigned',
      customerCode: expect.stringMatching(/^CUS_/),
      account: { bank: 'Wema Bank', accountNumber: expect.stringMatching(/^\d{10}$/) },
    });
    const failed = gateway.readWebhookEvent(Buffer.from(paystack.assignEvent(student.email, 'failed')));
    expect(failed).toMatchObject({ kind: 'dedicated_account.assign_failed', reason: 'failed' });
  });

  it('an assign event without its customer is out of shape', () => {
    const body = JSON.stringify({ event: 'dedicated_account.assign.success', data: { dedicated_account: null } });
    expect(() => gateway.readWebhookEvent(Buffer.from(body))).toThrow(ProviderAnswerError);
  });
});
