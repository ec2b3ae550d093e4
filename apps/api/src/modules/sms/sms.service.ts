import {
  claimSmsToRetry,
  insertSmsMessage,
  listSmsMessages,
  releaseSmsClaims,
  updateSmsMessage,
  type SmsAttemptUpdate,
  type SmsMessageRow,
} from '@portal/db';
import {
  EXPIRED_CODE_ERROR,
  fitsOneSms,
  maskOneTimeCodes,
  MESSAGES,
  smsNextAttemptAt,
  smsStillWorthSending,
  toInternationalPhone,
  type SmsOutboxPage,
} from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { OUTBOX_SENDER_NAME, type SmsSender } from '../../integrations/sms/index.js';

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
 * What sending needs. The clock is optional only because notices are sent with the narrower
 * NotifyDeps of many services; the app's deps always carry it (and tests set it).
 */
export type SmsDeps = Pick<ServiceDeps, 'db' | 'sms' | 'log'> & Partial<Pick<ServiceDeps, 'now'>>;
const clockOf = (deps: SmsDeps) => deps.now?.() ?? new Date();

/** One try through the sender: null when it took the message, else the provider's error. */
async function tryOnce(sender: SmsSender, to: string, text: string): Promise<string | null> {
  try {
    const result = await sender.send(to, text);
    return result.ok ? null : result.error.slice(0, 500);
  } catch (err) {
    return `${sender.name}: ${(err as Error)?.message ?? String(err)}`.slice(0, 500);
  }
}

/**
 * What a try makes of a message: sent (or stored, for the outbox); else pending until the next
 * try of the schedule (SMS_RETRY_DELAYS_MS), keeping the text to send; else failed for good.
 */
function afterTry(
  sender: SmsSender,
  error: string | null,
  attempts: number,
  sendBody: string | null,
  now: Date,
): SmsAttemptUpdate {
  if (error === null) {
    const status = sender.name === OUTBOX_SENDER_NAME ? 'stored' : 'sent';
    return { status, attempts, nextAttemptAt: null, error: null, sendBody: null };
  }
  const next = smsNextAttemptAt(attempts, now);
  return next
    ? { status: 'pending', attempts, nextAttemptAt: next, error, sendBody }
    : { status: 'failed', attempts, nextAttemptAt: null, error, sendBody: null };
}

function logFailedTry(deps: Pick<SmsDeps, 'log'>, sender: SmsSender, purpose: string, outcome: SmsAttemptUpdate) {
  if (outcome.error === null) return;
  const { status, attempts, nextAttemptAt, error } = outcome;
  deps.log.warn({ provider: sender.name, purpose, status, attempts, nextAttemptAt, error }, 'SMS not sent');
}

/**
 * Sends one SMS through the configured sender and always records it in sms_messages: `stored`
 * for the outbox, `sent` for a real provider that took it, `pending` (tried again in the
 * background, retryDueSms) when the provider refused it, did not answer in time or could not be
 * reached. A provider failure is logged and recorded, never thrown.
 */
export async function sendSms(deps: SmsDeps, sms: OutgoingSms): Promise<SmsMessageRow> {
  if (!fitsOneSms(sms.body)) throw new AppError('VALIDATION', MESSAGES.tooManyCharacters);
  const to = toInternationalPhone(sms.to);
  const sender = deps.sms;
  const recorded = sender.name === OUTBOX_SENDER_NAME ? sms.body : (sms.recordedBody ?? sms.body);
  const now = clockOf(deps);
  const error = await tryOnce(sender, to, sms.body);
  const outcome = afterTry(sender, error, 1, recorded === sms.body ? null : sms.body, now);
  logFailedTry(deps, sender, sms.purpose, outcome);
  return insertSmsMessage(deps.db, {
    toPhone: to,
    body: recorded,
    purpose: sms.purpose,
    userId: sms.userId ?? null,
    sentBy: sms.sentBy ?? null,
    provider: sender.name,
    // The app's clock, as for the next try: a one-time code's lifetime is counted from here.
    createdAt: now,
    ...outcome,
  });
}

/** Messages one retry run claims; at 10 s a try at most, a run ends well within its lease. */
const SMS_RETRY_BATCH = 20;
/** How long claimed messages are kept from other instances (a sender that died frees them then). */
const SMS_RETRY_CLAIM_MS = 15 * 60_000;

/**
 * Background job: tries again every pending message whose time has come. Rows are claimed, not
 * just listed, so instances running it at the same moment never send one message twice. On
 * shutdown (`background.stopping`) the claimed messages not yet tried are given back at once.
 */
export async function retryDueSms(
  deps: SmsDeps & Pick<ServiceDeps, 'background' | 'now'>,
  now: Date = deps.now(),
): Promise<{ tried: number; sent: number }> {
  const due = await claimSmsToRetry(deps.db, { now, limit: SMS_RETRY_BATCH, leaseMs: SMS_RETRY_CLAIM_MS });
  const sender = deps.sms;
  let tried = 0;
  let sent = 0;
  for (const row of due) {
    if (deps.background.stopping) break;
    tried++;
    if (!smsStillWorthSending(row.purpose, row.createdAt, deps.now())) {
      // A one-time code past its lifetime: given up unsent, its readable copy cleared.
      const expired = {
        status: 'failed',
        attempts: row.attempts,
        nextAttemptAt: null,
        error: EXPIRED_CODE_ERROR,
        sendBody: null,
      } as const;
      await updateSmsMessage(deps.db, row.id, expired);
      continue;
    }
    const error = await tryOnce(sender, row.toPhone, row.sendBody ?? row.body);
    const outcome = afterTry(sender, error, row.attempts + 1, row.sendBody, deps.now());
    logFailedTry(deps, sender, row.purpose, outcome);
    await updateSmsMessage(deps.db, row.id, outcome);
    if (error === null) sent++;
  }
  await releaseSmsClaims(
    deps.db,
    due.slice(tried).map((row) => row.id),
    now,
  );
  return { tried, sent };
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
      attempts: m.attempts,
      next_attempt_at: m.nextAttemptAt?.toISOString() ?? null,
      provider: m.provider,
      created_at: m.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    page_size: SMS_OUTBOX_PAGE_SIZE,
    codes_masked: codesMasked,
  };
}
