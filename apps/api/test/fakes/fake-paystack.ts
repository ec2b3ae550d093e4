import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface FakeTransaction {
  reference: string;
  amount: number;
  currency: string;
  status: string;
  email: string;
  metadata: Record<string, unknown>;
  paid_at: string | null;
}

/**
 * A local stand-in for Paystack's HTTP API (transaction/initialize, transaction/verify/:ref),
 * answering in Paystack's shapes. Tests decide what became of each payment.
 */
export class FakePaystack {
  readonly transactions = new Map<string, FakeTransaction>();
  readonly requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }> = [];
  /** When set, every request fails this way. */
  failure: 'none' | 'http500' | 'hang' = 'none';
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

  /** The payer completed (or not) the payment on Paystack's page. */
  settle(reference: string, changes: Partial<FakeTransaction>): void {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`no fake transaction ${reference}`);
    Object.assign(tx, { status: 'success', paid_at: new Date().toISOString() }, changes);
  }

  /** A payment made at Paystack without the portal (e.g. a payment page), for the receipts desk. */
  addTransaction(tx: FakeTransaction): void {
    this.transactions.set(tx.reference, tx);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : undefined;
    const path = req.url ?? '';
    this.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (this.failure === 'hang') return; // never answers
    if (this.failure === 'http500') return send(500, { status: false, message: 'Internal error' });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return send(401, { status: false, message: 'Invalid key' });

    if (req.method === 'POST' && path === '/transaction/initialize') {
      const reference = String(body.reference);
      this.transactions.set(reference, {
        reference,
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'abandoned',
        email: String(body.email),
        metadata: body.metadata ?? {},
        paid_at: null,
      });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${this.baseUrl}/checkout/${reference}`, access_code: 'ac_1', reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const tx = this.transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return send(400, { status: false, message: 'Transaction reference not found' });
      const meta = tx.metadata as { first_name?: string; last_name?: string; phone?: string };
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: {
          status: tx.status,
          reference: tx.reference,
          amount: tx.amount,
          currency: tx.currency,
          paid_at: tx.paid_at,
          gateway_response: tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
          customer: {
            first_name: meta.first_name ?? null,
            last_name: meta.last_name ?? null,
            email: tx.email,
            phone: meta.phone ?? null,
          },
          metadata: tx.metadata,
        },
      });
    }
    return send(404, { status: false, message: 'Not found' });
  }
}
