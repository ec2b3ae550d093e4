import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderVerification } from '@portal/domain';
import {
  notFoundVerification,
  ProviderUnavailableError,
  type InitializeInput,
  type PaymentProvider,
} from './payment-provider.js';

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data?: T;
}

interface PaystackTransaction {
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at?: string | null;
  paidAt?: string | null;
  gateway_response?: string;
  customer?: { first_name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null };
  metadata?: { student_id?: string; custom_fields?: Array<{ variable_name?: string; value?: string }> } | string | null;
}

/**
 * Paystack (https://paystack.com/docs/api/transaction): initialize and verify by reference,
 * with the secret key sent only from the server; webhooks signed with HMAC-SHA512.
 */
export class PaystackGateway implements PaymentProvider {
  readonly name = 'paystack' as const;

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ httpStatus: number; json: PaystackEnvelope<T> }> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new ProviderUnavailableError('Paystack could not be reached', { cause: err });
    }
    let json: PaystackEnvelope<T>;
    try {
      json = (await res.json()) as PaystackEnvelope<T>;
    } catch (err) {
      throw new ProviderUnavailableError(`Paystack answered ${res.status} without JSON`, { cause: err });
    }
    if (res.status >= 500) throw new ProviderUnavailableError(`Paystack answered ${res.status}: ${json.message}`);
    return { httpStatus: res.status, json };
  }

  async initialize(input: InitializeInput): Promise<{ authorizationUrl: string }> {
    const { json } = await this.call<{ authorization_url: string }>('POST', '/transaction/initialize', {
      email: input.email,
      amount: input.amountKobo,
      currency: 'NGN',
      reference: input.reference,
      callback_url: input.callbackUrl,
      channels: ['card', 'bank'],
      metadata: {
        student_id: input.studentId,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
        custom_fields: [{ display_name: 'Student ID', variable_name: 'student_id', value: input.studentId }],
      },
    });
    if (!json.status || !json.data?.authorization_url) {
      throw new ProviderUnavailableError(`Paystack refused to start the payment: ${json.message}`);
    }
    return { authorizationUrl: json.data.authorization_url };
  }

  async verify(reference: string): Promise<ProviderVerification> {
    const { httpStatus, json } = await this.call<PaystackTransaction>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    if (httpStatus === 404 || httpStatus === 400 || !json.status || !json.data) {
      return notFoundVerification(reference, json.message);
    }
    const data = json.data;
    const metadata = typeof data.metadata === 'object' && data.metadata ? data.metadata : {};
    const studentId =
      metadata.student_id ?? metadata.custom_fields?.find((f) => f.variable_name === 'student_id')?.value ?? null;
    if (!Number.isSafeInteger(data.amount))
      throw new ProviderUnavailableError('Paystack answered a non-integer amount');
    return {
      found: true,
      status: data.status,
      currency: data.currency,
      amountKobo: data.amount,
      reference: data.reference,
      studentId,
      message: data.gateway_response ?? json.message,
      paidAt: data.paid_at ?? data.paidAt ?? null,
      customer: {
        firstName: data.customer?.first_name ?? null,
        lastName: data.customer?.last_name ?? null,
        phone: data.customer?.phone ?? null,
        email: data.customer?.email ?? null,
      },
    };
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    const expected = createHmac('sha512', this.secretKey).update(rawBody).digest();
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
