import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Transaction statuses Paystack documents for GET /transaction/verify/:reference, with the
 * gateway_response its examples show for each.
 */
export const PAYSTACK_STATUSES = {
  success: 'Successful',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
  reversed: 'Reversed',
  pending: 'Transaction in progress',
  ongoing: 'Transaction in progress',
  processing: 'Transaction is being processed',
  queued: 'Transaction queued',
} as const;

export interface FakeTransaction {
  reference: string;
  /** What the payer was charged (kobo): the requested amount plus the fees when the payer bears them. */
  amount: number;
  /** What the merchant asked for (kobo). Defaults to `amount`. */
  requested_amount?: number;
  /** Paystack's fees (kobo). */
  fees?: number | null;
  currency: string;
  status: string;
  email: string;
  /** What the merchant sent, or `""` when it sent none (as Paystack answers). */
  metadata: Record<string, unknown> | string | number;
  paid_at: string | null;
  /** Replaces the whole JSON answer of verify (malformed answers). */
  answer?: unknown;
}

let nextId = 4_099_260_000;

export interface FakeCustomer {
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  id: number;
}

export interface FakeDedicatedAccount {
  id: number;
  account_number: string;
  account_name: string;
  bank: { name: string; id: number; slug: string };
  customer: FakeCustomer;
  /** False once the merchant deactivated it (DELETE /dedicated_account/:id answers `assigned: false`). */
  assigned: boolean;
}

/** The bank Paystack's documented examples show for dedicated accounts. */
const WEMA = { name: 'Wema Bank', id: 20, slug: 'wema-bank' };

/**
 * The names of the fields of a `charge.success` for a transfer into a dedicated account, as
 * Paystack documents them (PaystackOSS/doc-code-snippets: the transfer charge.success of
 * payments/payment-methods/pwt-events for the body, payments/dedicated-virtual-account/event-snippet
 * for the `authorization` of channel `dedicated_nuban`). Tests check the fake's event against them.
 */
export const DOCUMENTED_TRANSFER_FIELDS = {
  data: [
    'id',
    'domain',
    'status',
    'reference',
    'amount',
    'message',
    'gateway_response',
    'paid_at',
    'created_at',
    'channel',
    'currency',
    'ip_address',
    'metadata',
    'fees_breakdown',
    'log',
    'fees',
    'fees_split',
    'authorization',
    'customer',
    'plan',
    'subaccount',
    'split',
    'order_id',
    'paidAt',
    'requested_amount',
    'pos_transaction_data',
    'source',
  ],
  authorization: [
    'authorization_code',
    'bin',
    'last4',
    'exp_month',
    'exp_year',
    'channel',
    'card_type',
    'bank',
    'country_code',
    'brand',
    'reusable',
    'signature',
    'sender_bank',
    'sender_bank_account_number',
    'sender_country',
    'sender_name',
    'narration',
    'receiver_bank_account_number',
    'receiver_bank',
  ],
  customer: [
    'id',
    'first_name',
    'last_name',
    'email',
    'customer_code',
    'phone',
    'metadata',
    'risk_action',
    'international_format_phone',
  ],
} as const;

/**
 * A local stand-in for Paystack's HTTP API (transaction/initialize, transaction/verify/:ref,
 * customer, dedicated_account), answering exactly as Paystack's documentation shows: the verify
 * body of the documented example (`requested_amount`, `fees`, `metadata: ""` when none), 400 for
 * an unknown reference, 401 `Invalid key` for a wrong or revoked secret key, the documented
 * customer and dedicated-account answers. Tests decide what became of each payment, and build
 * signed webhook events (`charge.success`, `refund.processed`, `dedicatedaccount.assign.*`).
 * Sources: decision 0030, "Sources".
 */
export class FakePaystack {
  readonly transactions = new Map<string, FakeTransaction>();
  readonly requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }> = [];
  /** When set, every request fails this way. */
  failure: 'none' | 'http500' | 'hang' | 'html' | 'key-revoked' = 'none';
  /**
   * Milliseconds every answer waits (0: none): Paystack slower than the portal's timeout. The
   * request is still acted on (an initialize creates its transaction), only its answer is late.
   */
  delayMs = 0;
  /** Customers (POST /customer) by e-mail, and dedicated accounts (POST /dedicated_account) by number. */
  readonly customers = new Map<string, FakeCustomer>();
  readonly dedicatedAccounts = new Map<string, FakeDedicatedAccount>();
  /**
   * When set, POST /dedicated_account answers 400 with this message, in the shape of Paystack's
   * documented 400 answers (`status: false` and the message).
   */
  dedicatedAccountRefusal: string | null = null;
  /**
   * When set, POST /dedicated_account accepts the request without an account (`status: true`,
   * no `data`): the assignment finishes later with a `dedicatedaccount.assign.*` event.
   */
  assignLater = false;
  /** When set, replaces the `data` of POST /dedicated_account's answer (malformed answers). */
  accountDataOverride: unknown = undefined;
  private nextAccountNumber = 9_930_000_737;
  private server: Server | null = null;
  baseUrl = '';

  constructor(private readonly secretKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /**
   * The payer completed (or not) the payment on Paystack's page. A changed `amount` without a
   * `requested_amount` is a transaction for another amount (no fees on top): Paystack's
   * `requested_amount` follows it, as it does for a transaction initialized with that amount.
   */
  settle(reference: string, changes: Partial<FakeTransaction>): void {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`no fake transaction ${reference}`);
    const requested =
      changes.amount !== undefined && changes.requested_amount === undefined
        ? { requested_amount: changes.amount }
        : {};
    Object.assign(tx, { status: 'success', paid_at: new Date().toISOString() }, requested, changes);
  }

  /** The payer bore Paystack's fees: charged `requested + fee`, `requested_amount` unchanged. */
  settleWithFees(reference: string, feeKobo: number): void {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`no fake transaction ${reference}`);
    const requested = tx.requested_amount ?? tx.amount;
    this.settle(reference, { amount: requested + feeKobo, requested_amount: requested, fees: feeKobo });
  }

  /** A payment made at Paystack without the portal (e.g. a payment page), for the receipts desk. */
  addTransaction(tx: FakeTransaction): void {
    this.transactions.set(tx.reference, tx);
  }

  /** The documented `charge.success` event for a transaction (the body Paystack signs). */
  chargeSuccessEvent(reference: string): string {
    const tx = this.transactions.get(reference);
    return JSON.stringify({
      event: 'charge.success',
      data: tx ? this.transactionData(tx) : { reference, status: 'success', amount: 0, currency: 'NGN' },
    });
  }

  /**
   * Paystack refunded the payment (all of it unless `amount` says less): a later verify answers
   * `reversed` for a full refund; returns the documented `refund.processed` event body.
   */
  refund(reference: string, amount?: number, { amountAsText = true }: { amountAsText?: boolean } = {}): string {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`no fake transaction ${reference}`);
    const refunded = amount ?? tx.amount;
    if (refunded >= tx.amount) tx.status = 'reversed';
    return JSON.stringify({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: reference,
        refund_reference: `RF${(nextId++).toString(36).toUpperCase()}`,
        // Paystack's documented refund.processed sends the amount as text ("5000").
        amount: amountAsText ? String(refunded) : refunded,
        currency: tx.currency,
        processor: 'mastercard',
        customer: { first_name: null, last_name: null, email: tx.email },
        integration: 412_829,
        domain: 'test',
      },
    });
  }

  /**
   * The documented `charge.success` for a transfer into a dedicated account (channel
   * `dedicated_nuban`; the sender and the receiving account in `authorization`), as the body
   * Paystack signs: exactly the fields of DOCUMENTED_TRANSFER_FIELDS, with the portal's values.
   */
  transferEvent(args: {
    accountNumber: string;
    amount: unknown;
    fees?: number;
    reference?: string;
    senderName?: string;
    senderBank?: string;
    narration?: string;
  }): { reference: string; body: string } {
    const account = this.dedicatedAccounts.get(args.accountNumber);
    const reference = args.reference ?? `100004${(nextId++).toString()}`;
    const senderBank = args.senderBank ?? 'Guaranty Trust Bank';
    const paidAt = '2026-11-27T09:14:21.000Z';
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        id: nextId++,
        domain: 'test',
        status: 'success',
        reference,
        amount: args.amount,
        message: null,
        gateway_response: 'Approved',
        paid_at: paidAt,
        created_at: '2026-11-27T09:13:02.000Z',
        channel: 'dedicated_nuban',
        currency: 'NGN',
        ip_address: null,
        metadata: '',
        fees_breakdown: null,
        log: null,
        fees: args.fees ?? 5_000,
        fees_split: null,
        authorization: {
          authorization_code: `AUTH_${(nextId++).toString(36)}`,
          bin: '008XXX',
          last4: 'X553',
          exp_month: '11',
          exp_year: '2026',
          channel: 'dedicated_nuban',
          card_type: 'transfer',
          bank: senderBank,
          country_code: 'NG',
          brand: 'Managed Account',
          reusable: false,
          signature: null,
          sender_bank: senderBank,
          sender_bank_account_number: 'XXXXXX0553',
          sender_country: 'NG',
          sender_name: args.senderName ?? 'ADAMU JOHN',
          narration: args.narration ?? 'NIP/ADAMU JOHN/school fees',
          receiver_bank_account_number: args.accountNumber,
          receiver_bank: account?.bank.name ?? WEMA.name,
        },
        customer: account
          ? this.customerData(account.customer)
          : {
              id: 0,
              first_name: null,
              last_name: null,
              email: null,
              customer_code: null,
              phone: null,
              metadata: null,
              risk_action: 'default',
              international_format_phone: null,
            },
        plan: {},
        subaccount: {},
        split: {},
        order_id: null,
        paidAt,
        requested_amount: args.amount,
        pos_transaction_data: null,
        source: null,
      },
    });
    return { reference, body };
  }

  /**
   * The documented `dedicatedaccount.assign.success` (or `.failed`) event for a customer; a
   * success carries the account as the event documents it (no `customer` inside, `expired_at`).
   */
  assignEvent(email: string, outcome: 'success' | 'failed'): string {
    const customer = this.customers.get(email);
    if (!customer) throw new Error(`no fake customer ${email}`);
    // The customer's latest account (a customer asked again gets a new one).
    const account = [...this.dedicatedAccounts.values()].filter((a) => a.customer.email === email).at(-1);
    return JSON.stringify({
      event: `dedicatedaccount.assign.${outcome}`,
      data: {
        customer: this.customerData(customer),
        dedicated_account:
          outcome === 'success' && account
            ? { ...this.accountData(account), assignment: { ...this.assignmentData(account), expired_at: null } }
            : null,
        identification: { status: outcome === 'success' ? 'success' : 'failed' },
      },
    });
  }

  /**
   * The merchant deactivated the account (DELETE /dedicated_account/:id): as the documented
   * answer shows, it is no longer assigned (`assigned: false`) though `active` stays true.
   */
  deactivate(accountNumber: string): void {
    const account = this.dedicatedAccounts.get(accountNumber);
    if (!account) throw new Error(`no fake dedicated account ${accountNumber}`);
    account.assigned = false;
  }

  /** The signature Paystack sends with a body (HMAC-SHA512 of the raw body with the secret key). */
  sign(raw: string, key = this.secretKey): string {
    return createHmac('sha512', key).update(raw).digest('hex');
  }

  /** A customer as Paystack's events show it (the assign events, charge.success). */
  private customerData(c: FakeCustomer) {
    return {
      id: c.id,
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      customer_code: c.customer_code,
      phone: c.phone,
      metadata: {},
      risk_action: 'default',
      international_format_phone: c.phone ? `+234${c.phone.replace(/^0/, '')}` : null,
    };
  }

  private assignmentData(a: FakeDedicatedAccount) {
    return {
      integration: 412_829,
      assignee_id: a.customer.id,
      assignee_type: 'Customer',
      expired: false,
      account_type: 'PAY-WITH-TRANSFER-RECURRING',
      assigned_at: '2026-11-27T09:00:00.000Z',
    };
  }

  /** Paystack's dedicated account resource, as in the documented create answer (without its customer). */
  private accountData(a: FakeDedicatedAccount) {
    return {
      bank: a.bank,
      account_name: a.account_name,
      account_number: a.account_number,
      assigned: a.assigned,
      currency: 'NGN',
      metadata: null,
      active: true,
      id: a.id,
      created_at: '2026-11-27T09:00:00.000Z',
      updated_at: '2026-11-27T09:00:00.000Z',
      assignment: this.assignmentData(a),
    };
  }

  /** POST /customer and POST /dedicated_account, answered as Paystack's API reference shows them. */
  private dedicatedRoutes(method: string, path: string, body: Record<string, unknown> | undefined) {
    if (method === 'POST' && path === '/customer') {
      const email = typeof body?.email === 'string' ? body.email.trim() : '';
      // Paystack's documented sample error (the API reference's introduction): a missing e-mail.
      if (!email) {
        return [
          400,
          {
            status: false,
            message: 'Email Address is required',
            meta: { nextStep: 'Provide all required params ' },
            type: 'validation_error',
            code: 'missing_params',
          },
        ] as const;
      }
      const existing = this.customers.get(email);
      const customer: FakeCustomer = existing ?? {
        id: nextId++,
        customer_code: `CUS_${(nextId++).toString(36)}`,
        email,
        first_name: typeof body?.first_name === 'string' ? body.first_name : null,
        last_name: typeof body?.last_name === 'string' ? body.last_name : null,
        phone: typeof body?.phone === 'string' ? body.phone : null,
      };
      this.customers.set(email, customer);
      return [
        200,
        {
          status: true,
          message: 'Customer created',
          data: {
            email: customer.email,
            integration: 412_829,
            domain: 'test',
            customer_code: customer.customer_code,
            id: customer.id,
            identified: false,
            identifications: null,
            createdAt: '2026-11-27T09:00:00.000Z',
            updatedAt: '2026-11-27T09:00:00.000Z',
          },
        },
      ] as const;
    }
    if (method === 'POST' && path === '/dedicated_account') {
      const customer = [...this.customers.values()].find((c) => c.customer_code === body?.customer);
      // The API reference's generic not-found answer.
      if (!customer) return [404, { status: false, message: 'Entity not found' }] as const;
      if (this.dedicatedAccountRefusal) return [400, { status: false, message: this.dedicatedAccountRefusal }] as const;
      const account: FakeDedicatedAccount = {
        id: nextId++,
        account_number: String(this.nextAccountNumber++),
        account_name: `KAROKART/${customer.last_name ?? ''} ${customer.first_name ?? ''}`.toUpperCase().trim(),
        bank: WEMA,
        customer,
        assigned: true,
      };
      this.dedicatedAccounts.set(account.account_number, account);
      if (this.assignLater) return [200, { status: true, message: 'Assign dedicated account in progress' }] as const;
      if (this.accountDataOverride !== undefined) {
        return [200, { status: true, message: 'NUBAN successfully created', data: this.accountDataOverride }] as const;
      }
      const { id, first_name, last_name, email, customer_code, phone } = customer;
      return [
        200,
        {
          status: true,
          message: 'NUBAN successfully created',
          data: {
            ...this.accountData(account),
            // The create answer's customer, as documented: fewer fields than in the events.
            customer: { id, first_name, last_name, email, customer_code, phone, risk_action: 'default' },
          },
        },
      ] as const;
    }
    return null;
  }

  /** Paystack's Transaction resource, as in the documented verify example. */
  private transactionData(tx: FakeTransaction) {
    const meta =
      typeof tx.metadata === 'object'
        ? (tx.metadata as { first_name?: string; last_name?: string; phone?: string })
        : {};
    return {
      id: nextId++,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      receipt_number: null,
      amount: tx.amount,
      message: null,
      gateway_response: PAYSTACK_STATUSES[tx.status as keyof typeof PAYSTACK_STATUSES] ?? tx.status,
      paid_at: tx.paid_at,
      created_at: '2026-11-20T09:00:00.000Z',
      channel: 'card',
      currency: tx.currency,
      ip_address: '197.210.54.33',
      metadata: tx.metadata,
      log: null,
      fees: tx.fees ?? null,
      fees_split: null,
      authorization: {
        authorization_code: 'AUTH_uh8bcl3zbn',
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa ',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
        signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
        account_name: null,
      },
      customer: {
        id: 181_873_746,
        first_name: meta.first_name ?? null,
        last_name: meta.last_name ?? null,
        email: tx.email,
        customer_code: 'CUS_1rkzaqsv4rrhqo6',
        phone: meta.phone ?? null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: tx.paid_at,
      createdAt: '2026-11-20T09:00:00.000Z',
      requested_amount: tx.requested_amount ?? tx.amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
      transaction_date: '2026-11-20T09:00:00.000Z',
      plan_object: {},
      subaccount: {},
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : undefined;
    const path = req.url ?? '';
    this.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const delayMs = this.delayMs;
    const send = (status: number, json: unknown) => {
      const answer = () => {
        if (res.destroyed) return; // the portal gave up waiting
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (delayMs > 0) setTimeout(answer, delayMs).unref();
      else answer();
    };
    if (this.failure === 'hang') return; // never answers
    if (this.failure === 'http500') return send(500, { status: false, message: 'Internal error' });
    if (this.failure === 'html') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><body>502 Bad Gateway</body></html>');
    }
    // Paystack's answer to a missing, wrong or revoked secret key.
    if (this.failure === 'key-revoked' || req.headers.authorization !== `Bearer ${this.secretKey}`)
      return send(401, { status: false, message: 'Invalid key' });

    const dedicated = this.dedicatedRoutes(req.method ?? '', path, body);
    if (dedicated) return send(dedicated[0], dedicated[1]);
    if (req.method === 'POST' && path === '/transaction/initialize') {
      const reference = String(body.reference);
      const metadata = body.metadata && typeof body.metadata === 'object' ? body.metadata : '';
      this.transactions.set(reference, {
        reference,
        amount: Number(body.amount),
        requested_amount: Number(body.amount),
        currency: String(body.currency),
        status: 'abandoned',
        email: String(body.email),
        metadata,
        paid_at: null,
      });
      const code = (nextId++).toString(36);
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${this.baseUrl}/checkout/${reference}`, access_code: code, reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const tx = this.transactions.get(decodeURIComponent(verify[1]!));
      if (!tx)
        return send(400, {
          status: false,
          message: 'Transaction reference not found',
          meta: {
            nextStep: 'Ensure that you’re passing the reference of a transaction that exists on this integration',
          },
          type: 'validation_error',
          code: 'transaction_not_found',
        });
      if (tx.answer !== undefined) return send(200, tx.answer);
      return send(200, { status: true, message: 'Verification successful', data: this.transactionData(tx) });
    }
    return send(404, { status: false, message: 'Not found' });
  }
}
