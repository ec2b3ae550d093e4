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
  | BankTransferEvent
  | {
      kind: 'dedicated_account.assigned';
      customerCode: string;
      account: DedicatedAccountDetails;
    }
  | { kind: 'dedicated_account.assign_failed'; customerCode: string; reason: string }
  | { kind: 'other'; event: string };

/**
 * A transfer into a student's dedicated account (`charge.success`, channel `dedicated_nuban`).
 * Fields the portal could not read are null: such a transfer becomes an exception for the
 * Bursary, never a credit, so it is not refused as out of shape.
 */
export interface BankTransferEvent {
  kind: 'transfer.received';
  reference: string;
  /** The amount transferred (kobo); null when it did not parse. */
  amountKobo: number | null;
  feeKobo: number;
  currency: string | null;
  /** The dedicated account the money was sent to. */
  accountNumber: string | null;
  customerCode: string | null;
  senderName: string | null;
  senderBank: string | null;
  narration: string | null;
  paidAt: string | null;
  /** Everything the provider sent (the event's data), kept for the Bursary. */
  raw: unknown;
}

/** A dedicated account as the provider describes it. */
export interface DedicatedAccountDetails {
  bank: string;
  accountNumber: string;
  accountName: string;
  /** Still the customer's: Paystack shows it active and assigned (a deactivated one is unassigned). */
  active: boolean;
}

export interface CustomerInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** What a request for a dedicated account came to: assigned now, or later by an event. */
export type DedicatedAccountAnswer =
  | { status: 'active'; customerCode: string; account: DedicatedAccountDetails }
  | { status: 'pending'; customerCode: string };

/**
 * The provider answered a request with a refusal it explained (Paystack: 400 with `status:
 * false` and a message, e.g. the integration has no dedicated accounts).
 */
export class ProviderRefusedError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ProviderRefusedError';
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
  /**
   * What the provider says about a reference. Throws ProviderUnavailableError,
   * ProviderKeyRefusedError or ProviderAnswerError; answers `found: false` for an unknown one.
   */
  verify(reference: string): Promise<ProviderVerification>;
  /**
   * Whether a webhook body was signed by the provider (constant-time); may first read its key
   * (the sandbox keeps its own in the database).
   */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean | Promise<boolean>;
  /** Reads a signed webhook body; throws ProviderAnswerError when it is not in the documented shape. */
  readWebhookEvent(rawBody: Buffer): ProviderEvent;
  /**
   * Asks for a dedicated bank account for a customer (Paystack: POST /customer, then POST
   * /dedicated_account). Throws ProviderRefusedError, ProviderKeyRefusedError,
   * ProviderUnavailableError or ProviderAnswerError.
   */
  requestDedicatedAccount(customer: CustomerInput): Promise<DedicatedAccountAnswer>;
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
