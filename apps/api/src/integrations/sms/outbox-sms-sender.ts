import { OUTBOX_SENDER_NAME, type SmsSender, type SmsSendResult } from './sms-sender.js';

/**
 * The offline default: sends nothing. The message is kept in sms_messages (status `stored`)
 * and the ict office reads it on the SMS Outbox screen.
 */
export class OutboxSmsSender implements SmsSender {
  readonly name = OUTBOX_SENDER_NAME;

  async send(): Promise<SmsSendResult> {
    return { ok: true };
  }
}
