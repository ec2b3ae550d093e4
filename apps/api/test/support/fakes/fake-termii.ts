import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Termii's messaging API (POST /api/sms/send), answering as Termii's
 * documentation shows: the send answer `{message_id, message: 'Successfully Sent', balance,
 * user}`, and its error answers: 401 for no valid API key, 400 for a sender ID that is not
 * 3 to 11 characters or a channel other than dnd, whatsapp or generic, and the common errors of
 * its error page ("You are not set up on this route", 429, 5xx). It checks every request as
 * Termii would and records it. It fails on demand: refuses (4xx, 5xx), never answers (`hang`,
 * a timeout for the sender) or drops the connection (`unreachable`), for every request (`mode`)
 * or for the next few (`failNext`).
 */
export interface FakeTermii {
  url: string;
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: unknown }>;
  /** How the next requests are answered (after the request checks). */
  mode: FakeTermiiMode;
  /** How the next requests are answered, one entry each, before `mode` applies again. */
  failNext: FakeTermiiMode[];
  /** The API key Termii accepts. */
  apiKey: string;
  close(): Promise<void>;
}

export type FakeTermiiMode =
  | 'success'
  | 'rejected'
  | 'server-error'
  | 'hang'
  | 'unreachable'
  | 'no-message-id'
  | 'route-not-set-up'
  | 'too-many-requests';

export const TERMII_CHANNELS = ['dnd', 'whatsapp', 'generic'] as const;

export async function startFakeTermii(apiKey = 'TLtestkey123456'): Promise<FakeTermii> {
  const fake: Omit<FakeTermii, 'url' | 'close'> = { requests: [], mode: 'success', failNext: [], apiKey };
  let nextId = 3_017_544_054_459;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let parsed: unknown = raw;
      try {
        parsed = JSON.parse(raw);
      } catch {
        /* keep raw */
      }
      fake.requests.push({ method: req.method!, path: req.url!, headers: req.headers, body: parsed });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const mode = fake.failNext.shift() ?? fake.mode;
      if (mode === 'hang') return; // never answers
      if (mode === 'unreachable') return req.socket.destroy(); // the connection drops, no answer
      if (mode === 'server-error') {
        res.writeHead(500, { 'content-type': 'text/html' });
        return res.end('<html>Internal Server Error</html>');
      }
      if (req.method !== 'POST' || req.url !== '/api/sms/send') return json(404, { message: 'Not Found' });
      const body = (typeof parsed === 'object' && parsed ? parsed : {}) as Record<string, unknown>;
      // Termii's own checks, as documented.
      if (body.api_key !== fake.apiKey) return json(401, { message: 'Unauthorized' });
      if (typeof body.from !== 'string' || body.from.length < 3 || body.from.length > 11)
        return json(400, { message: 'Invalid Sender Id' });
      if (!TERMII_CHANNELS.includes(body.channel as (typeof TERMII_CHANNELS)[number]))
        return json(400, { message: 'channel must be one of dnd, whatsapp, generic' });
      if (body.type !== 'plain') return json(400, { message: 'type must be plain' });
      if (typeof body.to !== 'string' || !/^\d{10,15}$/.test(body.to))
        return json(400, { message: 'to must be a phone number in the international format' });
      if (typeof body.sms !== 'string' || !body.sms) return json(400, { message: 'sms is required' });
      switch (mode) {
        case 'rejected':
          return json(400, { message: 'ApplicationSenderId not found' });
        case 'route-not-set-up':
          return json(400, { message: 'You are not set up on this route' });
        case 'too-many-requests':
          return json(429, { message: 'Too Many Requests' });
        case 'no-message-id':
          return json(200, { message: 'Insufficient balance' });
        case 'success':
          return json(200, {
            code: 'ok',
            message_id: String(nextId),
            message_id_str: String(nextId++),
            message: 'Successfully Sent',
            balance: 9,
            user: 'JETS',
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeTermii;
}
