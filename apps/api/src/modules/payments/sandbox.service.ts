import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  findDedicatedAccountByNumber,
  findSandboxTransaction,
  findUserById,
  settleSandboxTransaction,
} from '@portal/db';
import {
  paystackWebhookResponseSchema,
  type PaystackWebhookOutcome,
  type SandboxCompleted,
  type SandboxOutcome,
  type SandboxTransaction,
  type SandboxTransferSent,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { SANDBOX_BANK, SandboxGateway } from '../../integrations/payments/index.js';
import { envelopeSchema, errorEnvelopeSchema } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';

/** What the sandbox checkout page shows. */
export async function describeSandboxCheckout(deps: DbDeps, reference: string): Promise<SandboxTransaction> {
  const tx = await findSandboxTransaction(deps.db, reference);
  if (!tx) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxPaymentMissing);
  return {
    reference: tx.reference,
    amount_kobo: tx.amountKobo,
    email: tx.email,
    status: tx.status,
    merchant: 'ECWA Theological Seminary, Jos',
  };
}

/** The payer's choice on the sandbox page; then back to the portal like a real provider. */
export async function completeSandboxCheckout(
  deps: DbDeps,
  reference: string,
  outcome: SandboxOutcome,
): Promise<SandboxCompleted> {
  const tx = await findSandboxTransaction(deps.db, reference);
  if (!tx) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxPaymentMissing);
  const settled = await settleSandboxTransaction(deps.db, reference, outcome);
  if (!settled) throw new AppError('CONFLICT', PAYMENT_MESSAGES.sandboxPaymentCompleted);
  const url = new URL(tx.callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  // Only the path and query go back to the browser: the page stays on this origin.
  return { redirect_url: `${url.pathname}${url.search}` };
}

/** Where the portal's own webhook is, below the portal's base address. */
const WEBHOOK_PATH = '/api/payments/paystack/webhook';
/** How long one delivery may take before the next address is tried. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The addresses the sandbox delivers its events to, in order: the portal's configured address
 * (APP_URL, as Paystack would reach it), then this process's own listening address, for when
 * APP_URL is not reachable from the server itself (a public name behind a proxy, the Vite dev
 * server, `localhost` resolving to an address the portal does not listen on).
 */
export function webhookAddresses(appUrl: string, listening: AddressInfo | string | null): string[] {
  const addresses = [appUrl.replace(/\/$/, '')];
  if (listening && typeof listening === 'object') {
    const unspecified = listening.address === '0.0.0.0' || listening.address === '::';
    const host = unspecified ? '127.0.0.1' : listening.family === 'IPv6' ? `[${listening.address}]` : listening.address;
    addresses.push(`http://${host}:${listening.port}`);
  }
  return [...new Set(addresses)];
}

/**
 * Paystack's documented `charge.success` for a transfer into a dedicated account (channel
 * `dedicated_nuban`, the sender and the receiving account in `authorization`), with exactly the
 * documented fields (the contract test's DOCUMENTED_TRANSFER_FIELDS), as the body Paystack signs.
 */
async function transferEventBody(
  deps: Pick<ServiceDeps, 'db'>,
  input: SandboxTransfer,
  reference: string,
  paidAt: string,
): Promise<string> {
  const account = await findDedicatedAccountByNumber(deps.db, input.accountNumber);
  const owner = account ? await findUserById(deps.db, account.userId) : undefined;
  const narration = `NIP/${input.senderName}/transfer`;
  return JSON.stringify({
    event: 'charge.success',
    data: {
      id: Number.parseInt(reference.slice(-8), 16),
      domain: 'test',
      status: 'success',
      reference,
      amount: input.amountKobo,
      message: null,
      gateway_response: 'Approved',
      paid_at: paidAt,
      created_at: paidAt,
      channel: 'dedicated_nuban',
      currency: 'NGN',
      ip_address: null,
      metadata: '',
      fees_breakdown: null,
      log: null,
      fees: 0,
      fees_split: null,
      authorization: {
        authorization_code: `AUTH_${reference.slice(-10).toLowerCase()}`,
        bin: '008XXX',
        last4: 'X553',
        exp_month: '11',
        exp_year: '2026',
        channel: 'dedicated_nuban',
        card_type: 'transfer',
        bank: input.senderBank,
        country_code: 'NG',
        brand: 'Managed Account',
        reusable: false,
        signature: null,
        sender_bank: input.senderBank,
        sender_bank_account_number: 'XXXXXX0553',
        sender_country: 'NG',
        sender_name: input.senderName,
        narration,
        receiver_bank_account_number: input.accountNumber,
        receiver_bank: SANDBOX_BANK,
      },
      customer: {
        id: 0,
        first_name: owner?.firstName ?? null,
        last_name: owner?.surname ?? null,
        email: null,
        customer_code: account?.customerCode ?? null,
        phone: owner?.phoneNumber ?? null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: {},
      subaccount: {},
      split: {},
      order_id: null,
      paidAt,
      requested_amount: input.amountKobo,
      pos_transaction_data: null,
      source: null,
    },
  });
}

const webhookAnswerSchema = envelopeSchema(paystackWebhookResponseSchema);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs a signed event to the first address where the portal's webhook answers; the portal's
 * answer (its outcome). An address that cannot be reached, redirects (the signed body must not
 * be carried elsewhere) or answers something other than the webhook (a proxy's 404 page, a dev
 * server's page) is passed over for the next; delivering twice is safe, as the webhook credits a
 * transfer once. The webhook's own error (its JSON envelope) ends the delivery: another address
 * would answer alike.
 */
async function deliver(
  deps: Pick<ServiceDeps, 'log'>,
  addresses: string[],
  body: string,
  signature: string,
): Promise<PaystackWebhookOutcome> {
  let foreignAnswer: string | null = null;
  for (const address of addresses) {
    let res: Response;
    try {
      res = await fetch(`${address}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
    } catch (err) {
      deps.log.warn(
        { err, address },
        'the sandbox could not reach the portal’s webhook there; trying the next address',
      );
      continue;
    }
    const text = await res.text();
    const json = parseJson(text);
    const answer = res.ok ? webhookAnswerSchema.safeParse(json) : null;
    if (answer?.success) return answer.data.response;
    const said = PAYMENT_MESSAGES.sandboxWebhookAnswered(address, res.status, text.slice(0, 200));
    if (!res.ok && errorEnvelopeSchema.safeParse(json).success) throw new AppError('BAD_GATEWAY', said);
    deps.log.warn(
      { address, status: res.status },
      'something other than the portal’s webhook answered there; trying the next address',
    );
    foreignAnswer ??= said;
  }
  throw new AppError(
    'BAD_GATEWAY',
    foreignAnswer ?? PAYMENT_MESSAGES.sandboxWebhookUnreachable(addresses.join(' or ')),
  );
}

interface SandboxTransfer {
  accountNumber: string;
  amountKobo: number;
  senderName: string;
  senderBank: string;
}

/**
 * The sandbox's "send a transfer" (issue 29 §4): delivers the signed `charge.success` Paystack
 * would send for a transfer into a demo account, by HTTP to the portal's own webhook, which
 * handles it as any signed Paystack event (credited once, or an exception for an unknown
 * account); its answer is the page's.
 */
export async function sendSandboxTransfer(
  deps: Pick<ServiceDeps, 'db' | 'payments' | 'now' | 'log'>,
  input: SandboxTransfer,
  addresses: string[],
): Promise<SandboxTransferSent> {
  const gateway = deps.payments;
  if (!(gateway instanceof SandboxGateway)) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxNotInUse);
  const reference = `SBX-TRF-${randomBytes(6).toString('hex').toUpperCase()}`;
  const body = await transferEventBody(deps, input, reference, deps.now().toISOString());
  const outcome = await deliver(deps, addresses, body, await gateway.signWebhook(body));
  return { reference, outcome };
}
