import { insertSmsMessage, listSmsMessages, type SmsMessageRow } from '@portal/db';
import { fitsOneSms, maskOneTimeCodes, MESSAGES, toInternationalPhone, type SmsOutboxPage } from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { OUTBOX_SENDER_NAME } from '../../integrations/sms/index.js';

export interface OutgoingSms {
  /** Any form: 08031234567, 8031234567, +2348031234567. */
  to: string;
  body: string;
  /** What it is for, e.g. password-reset. */
  purpose: string;
  userId?: string | null;
  sentBy?: string | null;
  /**
   * The text to keep in the record when a real provider delivered it (e.g. a reset code masked):
   * only the outbox, where staff are the delivery channel, keeps secrets in the body.
   */
  recordedBody?: string;
}

/**
 * Sends one SMS through the configured sender and always records it in sms_messages: `stored`
 * for the outbox, `sent` or `failed` for a real provider. A provider failure is logged and
 * recorded, never thrown.
 */
export async function sendSms(deps: Pick<ServiceDeps, 'db' | 'sms' | 'log'>, sms: OutgoingSms): Promise<SmsMessageRow> {
  if (!fitsOneSms(sms.body)) throw new AppError('VALIDATION', MESSAGES.tooManyCharacters);
  const to = toInternationalPhone(sms.to);
  const sender = deps.sms;
  let status: SmsMessageRow['status'];
  let error: string | null = null;
  try {
    const result = await sender.send(to, sms.body);
    if (result.ok) {
      status = sender.name === OUTBOX_SENDER_NAME ? 'stored' : 'sent';
    } else {
      status = 'failed';
      error = result.error.slice(0, 500);
    }
  } catch (err) {
    status = 'failed';
    error = `${sender.name}: ${(err as Error)?.message ?? String(err)}`.slice(0, 500);
  }
  if (status === 'failed') deps.log.warn({ provider: sender.name, purpose: sms.purpose, error }, 'SMS not sent');
  return insertSmsMessage(deps.db, {
    toPhone: to,
    body: sender.name === OUTBOX_SENDER_NAME ? sms.body : (sms.recordedBody ?? sms.body),
    purpose: sms.purpose,
    userId: sms.userId ?? null,
    sentBy: sms.sentBy ?? null,
    provider: sender.name,
    status,
    error,
  });
}

export const SMS_OUTBOX_PAGE_SIZE = 50;

/**
 * The SMS Outbox screen: newest first, searched by phone (as typed, 0803… or +234803…) or purpose.
 * One-time codes are masked here, before they leave the server, in every mode but the demo
 * (where the outbox is how a tester receives a reset code): issue 15 §7, decision 0019.
 */
export async function listSmsOutbox(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  query: { page: number; q: string },
): Promise<SmsOutboxPage> {
  const codesMasked = !deps.config.demoSeed;
  const q = query.q.trim();
  const terms = [q];
  // A phone typed the local way (0803…) is stored as +234803…
  if (/^0\d+$/.test(q)) terms.push(q.slice(1));
  const { items, total } = await listSmsMessages(deps.db, {
    page: query.page,
    pageSize: SMS_OUTBOX_PAGE_SIZE,
    terms: q ? terms : [],
  });
  return {
    items: items.map((m) => ({
      id: m.id,
      to_phone: m.toPhone,
      body: codesMasked ? maskOneTimeCodes(m.purpose, m.body) : m.body,
      purpose: m.purpose,
      status: m.status,
      error: m.error,
      provider: m.provider,
      created_at: m.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    page_size: SMS_OUTBOX_PAGE_SIZE,
    codes_masked: codesMasked,
  };
}
