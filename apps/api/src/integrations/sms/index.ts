import type { AppConfig } from '../../config/env.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import type { SmsSender } from './sms-sender.js';
import { TermiiSmsSender } from './termii-sms-sender.js';

export type { SmsSender, SmsSendResult } from './sms-sender.js';
export { OUTBOX_SENDER_NAME } from './sms-sender.js';
export { OutboxSmsSender } from './outbox-sms-sender.js';
export { TermiiSmsSender, type TermiiChannel } from './termii-sms-sender.js';

/** The configured SMS sender (SMS_PROVIDER). */
export function createSmsSender(config: AppConfig): SmsSender {
  if (config.SMS_PROVIDER === 'termii') {
    return new TermiiSmsSender({
      apiKey: config.TERMII_API_KEY!,
      senderId: config.TERMII_SENDER_ID,
      baseUrl: config.TERMII_BASE_URL,
      channel: config.TERMII_CHANNEL,
      timeoutMs: config.TERMII_TIMEOUT_MS,
    });
  }
  return new OutboxSmsSender();
}
