export type SmsSendResult = { ok: true } | { ok: false; error: string };

/** Sends one text message. `to` is in +234 form. Implementations never throw for a provider failure. */
export interface SmsSender {
  readonly name: string;
  send(to: string, body: string): Promise<SmsSendResult>;
}

export const OUTBOX_SENDER_NAME = 'outbox';
