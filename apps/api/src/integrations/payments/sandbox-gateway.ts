import { createHash, createHmac, randomBytes } from 'node:crypto';
import { findSandboxTransaction, insertSandboxTransaction, installationSecret, type Database } from '@portal/db';
import type { ProviderVerification } from '@portal/domain';
import {
  notFoundVerification,
  type CustomerInput,
  type DedicatedAccountAnswer,
  type InitializeInput,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.js';
import { PaystackGateway } from './paystack-gateway.js';

/** The bank the sandbox's demo accounts are at (as Paystack's are at Wema Bank). */
export const SANDBOX_BANK = 'Wema Bank';

/** The name of the sandbox's webhook signing key among the installation's secrets. */
const WEBHOOK_SECRET_NAME = 'sandbox-webhook-signing-key';
/** The base address given to the Paystack adapter the sandbox borrows its webhook dialect from: never called. */
const NOWHERE = 'http://sandbox.invalid';

/**
 * The built-in, offline payment provider. It keeps its own records and has its own checkout
 * page (`/sandbox-gateway/checkout/{reference}`), where the payer chooses success, failure or
 * abandonment and is sent back to the callback address, as with a real provider. Its webhooks
 * speak Paystack's dialect (the same bodies, signed with HMAC-SHA512 in `x-paystack-signature`),
 * with a key of the installation's own kept in the database, so every instance signs and
 * verifies with the same one.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private key: Promise<string> | null = null;

  constructor(private readonly db: Database) {}

  /** Read (or, by the first instance, generated) once, then kept. */
  private signingKey(): Promise<string> {
    this.key ??= installationSecret(this.db, WEBHOOK_SECRET_NAME, () => randomBytes(32).toString('hex')).catch(
      (err: unknown) => {
        this.key = null; // asked again next time (the database was briefly unreachable)
        throw err;
      },
    );
    return this.key;
  }

  /** The `x-paystack-signature` of a body the sandbox delivers: HMAC-SHA512 with its key, in hex. */
  async signWebhook(rawBody: string): Promise<string> {
    return createHmac('sha512', await this.signingKey())
      .update(rawBody)
      .digest('hex');
  }

  async initialize(input: InitializeInput): Promise<{ authorizationUrl: string }> {
    await insertSandboxTransaction(this.db, {
      reference: input.reference,
      amountKobo: input.amountKobo,
      email: input.email,
      callbackUrl: input.callbackUrl,
      metadata: {
        student_id: input.studentId,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
      },
    });
    return { authorizationUrl: `/sandbox-gateway/checkout/${encodeURIComponent(input.reference)}` };
  }

  async verify(reference: string): Promise<ProviderVerification> {
    const tx = await findSandboxTransaction(this.db, reference);
    if (!tx) return notFoundVerification(reference);
    const meta = tx.metadata as Record<string, string | null | undefined>;
    return {
      found: true,
      status: tx.status,
      currency: tx.currency,
      amountKobo: tx.amountKobo,
      requestedAmountKobo: tx.amountKobo,
      feesKobo: 0,
      reference: tx.reference,
      studentId: meta.student_id ?? null,
      message: tx.status === 'success' ? 'Successfully processed' : `Transaction ${tx.status}`,
      paidAt: tx.paidAt ? tx.paidAt.toISOString() : null,
      customer: {
        firstName: meta.first_name ?? null,
        lastName: meta.last_name ?? null,
        phone: meta.phone ?? null,
        email: tx.email,
      },
    };
  }

  /**
   * A demo account number, the same for the same e-mail (so a repeated request answers the
   * same account), always starting 99 so that it is never a real Wema account number.
   */
  async requestDedicatedAccount(customer: CustomerInput): Promise<DedicatedAccountAnswer> {
    const digest = createHash('sha256').update(customer.email.toLowerCase()).digest();
    const number = `99${(digest.readUInt32BE(0) % 100_000_000).toString().padStart(8, '0')}`;
    return {
      status: 'active',
      customerCode: `CUS_sandbox${digest.toString('hex').slice(0, 12)}`,
      account: {
        bank: SANDBOX_BANK,
        accountNumber: number,
        accountName: `JETS/${customer.lastName} ${customer.firstName}`.toUpperCase(),
        active: true,
      },
    };
  }

  /** Checked, and read, by Paystack's own adapter (given the sandbox's key; it calls nowhere). */
  async verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): Promise<boolean> {
    return new PaystackGateway(await this.signingKey(), NOWHERE).verifyWebhookSignature(rawBody, signature);
  }

  readWebhookEvent(rawBody: Buffer): ProviderEvent {
    return new PaystackGateway('', NOWHERE).readWebhookEvent(rawBody);
  }
}
