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

/**
 * The provider could not be reached, did not answer in time, or answered with a server error
 * (5xx, 429): nothing is known about the payment; ask again later.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider refused the portal's own credentials (Paystack: 401 for an invalid or revoked
 * secret key, 403). The portal is misconfigured; it is never the payer's fault.
 */
export class ProviderKeyRefusedError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ProviderKeyRefusedError';
  }
}

/**
 * The provider answered, but not in the documented shape (an amount that is not an integer,
 * no `data`, a body that is not JSON): treated as a failed verification, logged with the answer.
 */
export class ProviderAnswerError extends Error {
  constructor(
    message: string,
    /** The start of what the provider sent, for the log. */
    readonly answer: string,
  ) {
    super(message);
    this.name = 'ProviderAnswerError';
  }
}

/** A signed notification from the provider, in the portal's terms. */
export type ProviderEvent =
  | { kind: 'charge.success'; reference: string }
  | {
      kind: 'refund.processed';
      /** The reference of the payment that was refunded. */
      reference: string;
      /** The refunded amount (kobo), when the provider says. */
      amountKobo: number | null;
      currency: string | null;
      refundReference: string | null;
    }
  | { kind: 'other'; event: string };

/**
 * A card/bank payment provider. The portal starts a payment (initialize), sends the payer to
 * the provider's page, and later asks the provider what became of it (verify). The provider's
 * word is the only thing that credits a wallet.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  /**
   * What the provider says about a reference. Throws ProviderUnavailableError,
   * ProviderKeyRefusedError or ProviderAnswerError; answers `found: false` for an unknown one.
   */
  verify(reference: string): Promise<ProviderVerification>;
  /** Whether a webhook body was signed by the provider (constant-time). */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** Reads a signed webhook body; throws ProviderAnswerError when it is not in the documented shape. */
  readWebhookEvent(rawBody: Buffer): ProviderEvent;
}

export const notFoundVerification = (
  reference: string,
  message = 'Transaction reference not found',
): ProviderVerification => ({
  found: false,
  status: 'not-found',
  currency: 'NGN',
  amountKobo: 0,
  requestedAmountKobo: null,
  feesKobo: null,
  reference,
  studentId: null,
  message,
  paidAt: null,
  customer: { firstName: null, lastName: null, phone: null, email: null },
});

/** The first characters of a provider's answer, for a log line. */
export function answerExcerpt(text: string, max = 500): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
