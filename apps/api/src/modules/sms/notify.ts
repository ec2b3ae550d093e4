import { SMS_MAX_LENGTH } from '@portal/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { sendSms } from './sms.service.js';

export type NotifyDeps = Pick<ServiceDeps, 'db' | 'sms' | 'log' | 'background'>;

/** Cuts a text to the SMS limit (100 characters), ending with an ellipsis when cut. */
export function smsText(text: string): string {
  return text.length <= SMS_MAX_LENGTH ? text : `${text.slice(0, SMS_MAX_LENGTH - 1)}…`;
}

/**
 * Tells a student about a change (a registration, a receipt, a hostel application…), after the answer: through the SMS interface (the outbox by
 * default), recorded in sms_messages; a provider failure is logged, never thrown.
 */
export function notifyStudent(
  deps: NotifyDeps,
  to: { customId: string; phoneNumber: string | null },
  body: string,
  purpose: string,
  sentBy: string | null = null,
): void {
  const phone = to.phoneNumber;
  if (!phone) return;
  deps.background.run(`sms:${purpose}`, () =>
    sendSms(deps, {
      to: phone,
      body: smsText(body),
      purpose,
      userId: to.customId,
      sentBy,
    }),
  );
}
