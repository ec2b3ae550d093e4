import { findUserById } from '@portal/db';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { sendSms } from './sms.service.js';

export type NotifyDeps = Pick<ServiceDeps, 'db' | 'sms' | 'log' | 'background'>;

/**
 * Tells a student about a change (a registration, a receipt, a hostel application…), after the answer: through the SMS interface (the outbox by
 * default), recorded in sms_messages; a provider failure is logged, never thrown. `body` is one of
 * the domain's SMS_NOTICES, written to fit one SMS whole (issue 27 §2): nothing is cut here.
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
      body,
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
      body,
      purpose,
      userId: student.customId,
      sentBy,
    });
  });
}
