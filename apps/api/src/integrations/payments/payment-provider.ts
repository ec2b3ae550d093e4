import type { ProviderVerification } from '@portal/domain';

export interface InitializeInput {
  reference: string;
  amountKobo: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  studentId: string;
  callbackUrl: string;
}

/** The provider could not be reached or answered nonsense: nothing is known about the payment. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A card/bank payment provider. The portal starts a payment (initialize), sends the payer to
 * the provider's page, and later asks the provider what became of it (verify). The provider's
 * word is the only thing that credits a wallet.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ProviderVerification>;
  /** Whether a webhook body was signed by the provider (constant-time). */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

export const notFoundVerification = (
  reference: string,
  message = 'Transaction reference not found',
): ProviderVerification => ({
  found: false,
  status: 'not-found',
  currency: 'NGN',
  amountKobo: 0,
  reference,
  studentId: null,
  message,
  paidAt: null,
  customer: { firstName: null, lastName: null, phone: null, email: null },
});
