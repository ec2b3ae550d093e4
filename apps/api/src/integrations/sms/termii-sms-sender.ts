import type { SmsSender, SmsSendResult } from './sms-sender.js';

/** Termii's routes: `dnd` is the transactional one (one-time codes); `generic` is for promotions only. */
export type TermiiChannel = 'dnd' | 'generic';

/** Termii accepts alphanumeric sender IDs of 3 to 11 characters. */
export const TERMII_SENDER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ]{1,9}[A-Za-z0-9]$/;

export interface TermiiOptions {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  /** The route every message takes (default `dnd`, the transactional route). */
  channel?: TermiiChannel;
  /** Milliseconds before the request is abandoned (default 10 s). */
  timeoutMs?: number;
}

/**
 * Termii's HTTP API: POST {base}/api/sms/send; a message_id in a 200 answer means accepted.
 * Every message the portal sends concerns one person's own records (reset codes, notices), so
 * all of them take the transactional `dnd` route unless TERMII_CHANNEL says otherwise: Termii's
 * documentation forbids one-time codes on the promotional `generic` route, which does not reach
 * numbers on Do-Not-Disturb.
 */
export class TermiiSmsSender implements SmsSender {
  readonly name = 'termii';
  readonly timeoutMs: number;
  readonly channel: TermiiChannel;
  private readonly endpoint: string;

  constructor(private readonly options: TermiiOptions) {
    if (!TERMII_SENDER_ID_PATTERN.test(options.senderId)) {
      throw new Error(`Termii sender ID "${options.senderId}" must be 3 to 11 letters or digits`);
    }
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.channel = options.channel ?? 'dnd';
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
  }

  async send(to: string, body: string): Promise<SmsSendResult> {
    const payload = {
      to: to.replace(/^\+/, ''),
      from: this.options.senderId,
      sms: body,
      type: 'plain',
      channel: this.channel,
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
