import { afterAll, beforeAll } from 'vitest';
import { FakePaystack } from './fakes/fake-paystack.js';
import { createTestContext, type TestContext } from './helpers.js';

/** Starts the fake Paystack and an app that uses it as its payment provider (with the fake's key). */
export async function paystackTestContext(paystack: FakePaystack, secretKey: string) {
  const baseUrl = await paystack.start();
  return createTestContext({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: secretKey,
    PAYSTACK_BASE_URL: baseUrl,
  });
}

/**
 * One test file's fake Paystack and app: started before the file's tests, closed and stopped
 * after them. `ctx()` is the app once started.
 */
export function paystackForFile(secretKey: string) {
  const paystack = new FakePaystack(secretKey);
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await paystackTestContext(paystack, secretKey);
  });
  afterAll(async () => {
    await ctx?.close();
    await paystack.stop();
  });
  return {
    paystack,
    ctx: (): TestContext => {
      if (!ctx) throw new Error('the Paystack test context is not started yet');
      return ctx;
    },
  };
}
