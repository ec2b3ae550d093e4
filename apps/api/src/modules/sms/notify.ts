import { SMS_MAX_LENGTH } from '@portal/domain';
import { findUserById } from '@portal/db';
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

/**
 * Tells the student with this id about a change that has just been written (an approval, a
 * ledger balance, an allocation…). The student's phone number is looked up after the answer,
 * with the SMS itself: the write is done, so a missing account only means no SMS.
 */
export function notifyStudentById(
  deps: NotifyDeps,
  customId: string,
  body: string,
  purpose: string,
  sentBy: string | null = null,
): void {
  deps.background.run(`sms:${purpose}`, async () => {
    const student = await findUserById(deps.db, customId);
    if (!student?.phoneNumber) return;
    await sendSms(deps, {
      to: student.phoneNumber,
      body: smsText(body),
      purpose,
      userId: student.customId,
      sentBy,
    });
  });
}
