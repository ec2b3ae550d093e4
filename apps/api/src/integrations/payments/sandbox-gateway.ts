import { createHash } from 'node:crypto';
import { findSandboxTransaction, insertSandboxTransaction, type Database } from '@portal/db';
import type { ProviderVerification } from '@portal/domain';
import {
  notFoundVerification,
  type CustomerInput,
  type DedicatedAccountAnswer,
  type InitializeInput,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.js';

/** The bank the sandbox's demo accounts are at (as Paystack's are at Wema Bank). */
export const SANDBOX_BANK = 'Wema Bank';

/**
 * The built-in, offline payment provider. It keeps its own records and has its own checkout
 * page (`/sandbox-gateway/checkout/{reference}`), where the payer chooses success, failure or
 * abandonment and is sent back to the callback address, as with a real provider.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Database) {}

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

  /** The sandbox sends no webhooks. */
  verifyWebhookSignature(): boolean {
    return false;
  }

  readWebhookEvent(): ProviderEvent {
    return { kind: 'other', event: 'sandbox' };
  }
}
