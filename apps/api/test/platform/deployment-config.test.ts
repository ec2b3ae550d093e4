import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { serializeError } from '../../src/app.js';

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

  it("asks Paystack's test bank with a test key and Wema Bank with a live key, unless told otherwise", () => {
    const paystack = { PAYMENT_PROVIDER: 'paystack', APP_URL: 'https://portal.jets.edu.ng' };
    expect(loadConfig({ ...paystack, PAYSTACK_SECRET_KEY: 'sk_test_12345678' }).PAYSTACK_DVA_BANK).toBe('test-bank');
    expect(loadConfig({ ...paystack, PAYSTACK_SECRET_KEY: 'sk_live_12345678' }).PAYSTACK_DVA_BANK).toBe('wema-bank');
    expect(
      loadConfig({ ...paystack, PAYSTACK_SECRET_KEY: 'sk_live_12345678', PAYSTACK_DVA_BANK: 'titan-paystack' })
        .PAYSTACK_DVA_BANK,
    ).toBe('titan-paystack');
    expect(() =>
      loadConfig({ ...paystack, PAYSTACK_SECRET_KEY: 'sk_live_12345678', PAYSTACK_DVA_BANK: 'gtbank' }),
    ).toThrow(/PAYSTACK_DVA_BANK/);
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
