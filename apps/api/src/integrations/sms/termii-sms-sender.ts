import type { SmsSender, SmsSendResult } from './sms-sender.js';

export interface TermiiOptions {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  /** Milliseconds before the request is abandoned (default 10 s). */
  timeoutMs?: number;
}

/** Termii's HTTP API: POST {base}/api/sms/send; a message_id in a 200 answer means accepted. */
export class TermiiSmsSender implements SmsSender {
  readonly name = 'termii';
  readonly timeoutMs: number;
  private readonly endpoint: string;

  constructor(private readonly options: TermiiOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
  }

  async send(to: string, body: string): Promise<SmsSendResult> {
    const payload = {
      to: to.replace(/^\+/, ''),
      from: this.options.senderId,
      sms: body,
      type: 'plain',
      channel: 'generic',
      api_key: this.options.apiKey,
    };
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        return { ok: false, error: `termii: no answer within ${this.timeoutMs} ms` };
      }
      return { ok: false, error: `termii: ${(err as Error).message}`.slice(0, 300) };
    }
    let json: Record<string, unknown> | null = null;
    try {
      json = (await response.json()) as Record<string, unknown>;
    } catch {
      json = null;
    }
    if (response.status === 200 && json && json.message_id) return { ok: true };
    const message = typeof json?.message === 'string' ? json.message : 'no message_id in the answer';
    return { ok: false, error: `termii: HTTP ${response.status}: ${message}`.slice(0, 300) };
  }
}
