import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ProviderVerification } from '@portal/domain';
import {
  answerExcerpt,
  notFoundVerification,
  ProviderAnswerError,
  ProviderKeyRefusedError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type BankTransferEvent,
  type CustomerInput,
  type DedicatedAccountAnswer,
  type DedicatedAccountDetails,
  type InitializeInput,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.js';

/** An amount in kobo as Paystack sends it: a non-negative safe integer. */
const kobo = z
  .number()
  .int()
  .nonnegative()
  .refine((n) => Number.isSafeInteger(n), 'not a safe integer');

const envelopeSchema = z.object({
  status: z.boolean(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});

const metadataSchema = z
  .object({
    student_id: z.string().nullish(),
    custom_fields: z.array(z.object({ variable_name: z.string().nullish(), value: z.unknown() }).loose()).nullish(),
  })
  .loose();

/** The fields of Paystack's Transaction resource the portal reads (GET /transaction/verify/:reference). */
const transactionSchema = z.object({
  status: z.string().min(1),
  reference: z.string().min(1),
  amount: kobo,
  currency: z.string().min(1),
  /** What the merchant asked for; `amount` adds the fees when the customer bears them. */
  requested_amount: kobo.nullish(),
  fees: z.number().int().nullish(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  gateway_response: z.string().nullish(),
  customer: z
    .object({
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
      email: z.string().nullish(),
      phone: z.string().nullish(),
    })
    .loose()
    .nullish(),
  /** An object when the merchant sent one; Paystack answers `""` when there is none (or a JSON text). */
  metadata: z.unknown(),
});
type PaystackTransaction = z.infer<typeof transactionSchema>;

/** A refund event's data (refund.pending / processing / processed / failed). */
const refundEventSchema = z.object({
  transaction_reference: z.string().min(1).nullish(),
  transaction: z
    .object({ reference: z.string().min(1).nullish() })
    .loose()
    .nullish(),
  refund_reference: z.string().nullish(),
  amount: z
    .union([
      kobo,
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number),
    ])
    .nullish(),
  currency: z.string().nullish(),
  status: z.string().nullish(),
});

const webhookSchema = z.object({ event: z.string().min(1), data: z.unknown() });

const customerRefSchema = z.object({ customer_code: z.string().min(1) }).loose();

/** Paystack's dedicated account resource (POST /dedicated_account, dedicatedaccount.assign.success). */
const dedicatedAccountSchema = z
  .object({
    bank: z.object({ name: z.string().min(1) }).loose(),
    account_name: z.string().min(1),
    account_number: z.string().regex(/^\d{10}$/),
    active: z.boolean().nullish(),
    assigned: z.boolean().nullish(),
    customer: customerRefSchema.nullish(),
  })
  .loose();

/** The parts of a charge.success on a dedicated account that the portal reads; each may be missing. */
const transferChargeSchema = z
  .object({
    reference: z.string().min(1),
    channel: z.string().nullish(),
    amount: z.unknown(),
    fees: z.unknown(),
    currency: z.string().nullish(),
    paid_at: z.string().nullish(),
    customer: customerRefSchema.nullish().catch(null),
    authorization: z
      .object({
        receiver_bank_account_number: z.string().nullish(),
        sender_name: z.string().nullish(),
        sender_bank: z.string().nullish(),
        narration: z.string().nullish(),
      })
      .loose()
      .nullish()
      .catch(null),
  })
  .loose();

const assignEventSchema = z
  .object({
    customer: customerRefSchema,
    dedicated_account: z.unknown(),
    identification: z.object({ status: z.string().nullish() }).loose().nullish(),
  })
  .loose();

/**
 * An account is the student's while Paystack shows it both active and assigned: its documented
 * Deactivate answer keeps `active: true` and says `assigned: false`.
 */
function accountDetails(data: z.infer<typeof dedicatedAccountSchema>): DedicatedAccountDetails {
  return {
    bank: data.bank.name,
    accountNumber: data.account_number,
    accountName: data.account_name,
    active: data.active !== false && data.assigned !== false,
  };
}

/** Reads a dedicated-account transfer; what does not parse is null (the transfer becomes an exception). */
function readTransfer(data: z.infer<typeof transferChargeSchema>): BankTransferEvent {
  const amount = kobo.safeParse(data.amount);
  const fees = kobo.safeParse(data.fees);
  return {
    kind: 'transfer.received',
    reference: data.reference,
    amountKobo: amount.success && amount.data > 0 ? amount.data : null,
    feeKobo: fees.success ? fees.data : 0,
    currency: data.currency ?? null,
    // Paystack documents the receiving account in `authorization` only (its example's metadata is "").
    accountNumber: data.authorization?.receiver_bank_account_number ?? null,
    customerCode: data.customer?.customer_code ?? null,
    senderName: data.authorization?.sender_name ?? null,
    senderBank: data.authorization?.sender_bank ?? null,
    narration: data.authorization?.narration ?? null,
    paidAt: data.paid_at ?? null,
    raw: data,
  };
}

function readMetadata(raw: unknown): z.infer<typeof metadataSchema> {
  let value = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return {};
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  const parsed = metadataSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

function studentIdOf(data: PaystackTransaction): string | null {
  const metadata = readMetadata(data.metadata);
  if (metadata.student_id) return metadata.student_id;
  const field = metadata.custom_fields?.find((f) => f.variable_name === 'student_id')?.value;
  return typeof field === 'string' && field ? field : null;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
}

/**
 * Paystack (https://paystack.com/docs/api/transaction): initialize and verify by reference,
 * with the secret key sent only from the server; webhooks signed with HMAC-SHA512. Every answer
 * is read against the documented shape: a key Paystack refuses (401, 403) is the portal's fault
 * (ProviderKeyRefusedError), a server error or no answer is an outage (ProviderUnavailableError),
 * and anything else out of shape is a malformed answer (ProviderAnswerError).
 */
export class PaystackGateway implements PaymentProvider {
  readonly name = 'paystack' as const;

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
    /** Paystack's slug for the bank of new dedicated accounts ('wema-bank', 'titan-paystack'; 'test-bank' in test mode). */
    private readonly preferredBank = 'wema-bank',
  ) {}

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ httpStatus: number; envelope: z.infer<typeof envelopeSchema>; text: string }> {
    let res: Response;
    let text: string;
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
      text = await res.text();
    } catch (err) {
      throw new ProviderUnavailableError('Paystack could not be reached', { cause: err });
    }
    if (res.status >= 500 || res.status === 429) {
      throw new ProviderUnavailableError(`Paystack answered ${res.status}: ${answerExcerpt(text, 200)}`);
    }
    if (res.status === 401 || res.status === 403) {
      throw new ProviderKeyRefusedError(
        `Paystack refused the portal's secret key (HTTP ${res.status}): ${answerExcerpt(text, 200)}`,
        res.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderAnswerError(`Paystack answered ${res.status} without JSON`, answerExcerpt(text));
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw new ProviderAnswerError(
        `Paystack answered ${res.status} out of shape: ${describeIssues(envelope.error)}`,
        answerExcerpt(text),
      );
    }
    return { httpStatus: res.status, envelope: envelope.data, text };
  }

  async initialize(input: InitializeInput): Promise<{ authorizationUrl: string }> {
    const { envelope, text } = await this.call('POST', '/transaction/initialize', {
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
    const data = z.object({ authorization_url: z.string().url() }).safeParse(envelope.data);
    if (!envelope.status || !data.success) {
      throw new ProviderAnswerError(
        `Paystack refused to start the payment: ${envelope.message ?? 'no authorization_url'}`,
        answerExcerpt(text),
      );
    }
    return { authorizationUrl: data.data.authorization_url };
  }

  /**
   * Paystack's two documented calls: POST /customer (names, phone, e-mail), then POST
   * /dedicated_account with the customer code and the preferred bank. A 400 with `status: false`
   * is a refusal Paystack explains (ProviderRefusedError, with its message).
   */
  async requestDedicatedAccount(customer: CustomerInput): Promise<DedicatedAccountAnswer> {
    const created = await this.call('POST', '/customer', {
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      ...(customer.phone ? { phone: customer.phone } : {}),
    });
    this.refuseUnlessOk(created);
    const code = customerRefSchema.safeParse(created.envelope.data);
    if (!code.success) {
      throw new ProviderAnswerError(
        `Paystack's customer is out of shape: ${describeIssues(code.error)}`,
        answerExcerpt(created.text),
      );
    }
    const customerCode = code.data.customer_code;
    const account = await this.call('POST', '/dedicated_account', {
      customer: customerCode,
      preferred_bank: this.preferredBank,
    });
    this.refuseUnlessOk(account);
    // Accepted without an account: Paystack assigns it later (dedicatedaccount.assign.success).
    if (account.envelope.data === undefined || account.envelope.data === null) {
      return { status: 'pending', customerCode };
    }
    const parsed = dedicatedAccountSchema.safeParse(account.envelope.data);
    if (!parsed.success) {
      throw new ProviderAnswerError(
        `Paystack's dedicated account is out of shape: ${describeIssues(parsed.error)}`,
        answerExcerpt(account.text),
      );
    }
    return { status: 'active', customerCode, account: accountDetails(parsed.data) };
  }

  private refuseUnlessOk(answer: { httpStatus: number; envelope: z.infer<typeof envelopeSchema>; text: string }) {
    if (answer.envelope.status && answer.httpStatus >= 200 && answer.httpStatus < 300) return;
    if (answer.httpStatus >= 400 && answer.httpStatus < 500) {
      throw new ProviderRefusedError(answer.envelope.message ?? `HTTP ${answer.httpStatus}`, answer.httpStatus);
    }
    throw new ProviderAnswerError(
      `Paystack answered ${answer.httpStatus} with status ${String(answer.envelope.status)}`,
      answerExcerpt(answer.text),
    );
  }

  async verify(reference: string): Promise<ProviderVerification> {
    const { httpStatus, envelope, text } = await this.call(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    // Paystack answers an unknown reference with 400 (or 404) and status false.
    if ((httpStatus === 400 || httpStatus === 404) && !envelope.status) {
      return notFoundVerification(reference, envelope.message ?? undefined);
    }
    if (httpStatus !== 200 || !envelope.status) {
      throw new ProviderAnswerError(
        `Paystack answered ${httpStatus} with status ${String(envelope.status)}: ${envelope.message ?? ''}`,
        answerExcerpt(text),
      );
    }
    const parsed = transactionSchema.safeParse(envelope.data);
    if (!parsed.success) {
      throw new ProviderAnswerError(
        `Paystack's transaction is out of shape: ${describeIssues(parsed.error)}`,
        answerExcerpt(text),
      );
    }
    const data = parsed.data;
    return {
      found: true,
      status: data.status,
      currency: data.currency,
      amountKobo: data.amount,
      requestedAmountKobo: data.requested_amount ?? null,
      feesKobo: data.fees ?? null,
      reference: data.reference,
      studentId: studentIdOf(data),
      message: data.gateway_response ?? envelope.message ?? '',
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

  readWebhookEvent(rawBody: Buffer): ProviderEvent {
    const text = rawBody.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderAnswerError('Paystack event is not JSON', answerExcerpt(text));
    }
    const event = webhookSchema.safeParse(json);
    if (!event.success) {
      throw new ProviderAnswerError(`Paystack event out of shape: ${describeIssues(event.error)}`, answerExcerpt(text));
    }
    const { event: name, data } = event.data;
    if (name === 'charge.success' && isDedicatedTransfer(data)) {
      const transfer = transferChargeSchema.safeParse(data);
      if (!transfer.success) {
        throw new ProviderAnswerError(
          `charge.success out of shape: ${describeIssues(transfer.error)}`,
          answerExcerpt(text),
        );
      }
      return readTransfer(transfer.data);
    }
    // Paystack's documented names (no underscore, unlike the API's /dedicated_account path).
    if (name === 'dedicatedaccount.assign.success' || name === 'dedicatedaccount.assign.failed') {
      return readAssignEvent(name, data, text);
    }
    if (name === 'charge.success') {
      const charge = z.object({ reference: z.string().min(1) }).safeParse(data);
      if (!charge.success) {
        throw new ProviderAnswerError(
          `charge.success out of shape: ${describeIssues(charge.error)}`,
          answerExcerpt(text),
        );
      }
      return { kind: 'charge.success', reference: charge.data.reference };
    }
    if (name === 'refund.processed') {
      const refund = refundEventSchema.safeParse(data);
      const reference = refund.success
        ? (refund.data.transaction_reference ?? refund.data.transaction?.reference ?? null)
        : null;
      if (!refund.success || !reference) {
        throw new ProviderAnswerError(
          `refund.processed out of shape: ${refund.success ? 'no transaction_reference' : describeIssues(refund.error)}`,
          answerExcerpt(text),
        );
      }
      return {
        kind: 'refund.processed',
        reference,
        amountKobo: refund.data.amount ?? null,
        currency: refund.data.currency ?? null,
        refundReference: refund.data.refund_reference ?? null,
      };
    }
    return { kind: 'other', event: name };
  }
}

function isDedicatedTransfer(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === 'dedicated_nuban';
}

function readAssignEvent(
  name: 'dedicatedaccount.assign.success' | 'dedicatedaccount.assign.failed',
  data: unknown,
  text: string,
): ProviderEvent {
  const event = assignEventSchema.safeParse(data);
  if (!event.success) {
    throw new ProviderAnswerError(`${name} out of shape: ${describeIssues(event.error)}`, answerExcerpt(text));
  }
  const customerCode = event.data.customer.customer_code;
  if (name === 'dedicatedaccount.assign.failed') {
    const status = event.data.identification?.status;
    return { kind: 'dedicated_account.assign_failed', customerCode, reason: status ?? 'failed' };
  }
  const account = dedicatedAccountSchema.safeParse(event.data.dedicated_account);
  if (!account.success) {
    throw new ProviderAnswerError(`${name} out of shape: ${describeIssues(account.error)}`, answerExcerpt(text));
  }
  return { kind: 'dedicated_account.assigned', customerCode, account: accountDetails(account.data) };
}
