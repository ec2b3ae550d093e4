import type { FakePaystack } from './fakes/fake-paystack.js';
import { createTestContext } from './helpers.js';

/** Starts the fake Paystack and an app that uses it as its payment provider (with the fake's key). */
export async function paystackTestContext(paystack: FakePaystack, secretKey: string) {
  const baseUrl = await paystack.start();
  return createTestContext({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: secretKey,
    PAYSTACK_BASE_URL: baseUrl,
  });
}
