import { recordAudit, type UserRow } from '@portal/db';
import { MESSAGES, officeCan, SMS_NOTICES } from '@portal/domain';
import { AppError, forbidden } from '../../lib/errors.js';
import { notifyStudent, type NotifyDeps } from '../sms/index.js';

/** The form an SMS is sent from: its audit entity and id, and the student it belongs to. */
export interface SmsTarget {
  entity: string;
  entityId: string;
  student: { customId: string; phoneNumber: string | null };
}

/**
 * The desk's SMS to a student (1 to 100 characters) from a form's process panel: offices that may
 * SMS students only, the form must exist (`load` throws the form's own not-found), the student
 * needs a phone number; the message is audited on the form and sent through the SMS interface.
 */
export async function sendDeskSms(
  deps: NotifyDeps,
  officer: UserRow,
  message: string,
  load: () => Promise<SmsTarget>,
): Promise<{ message: string }> {
  if (!officeCan(officer.adminPosition, 'smsStudents')) throw forbidden();
  const target = await load();
  if (!target.student.phoneNumber) throw new AppError('CONFLICT', MESSAGES.noPhone);
  await recordAudit(deps.db, {
    actorId: officer.customId,
    action: `${target.entity}.sms`,
    entity: target.entity,
    entityId: target.entityId,
    details: { length: message.length },
  });
  notifyStudent(deps, target.student, SMS_NOTICES.staffMessage(message), 'staff-message', officer.customId);
  return { message: MESSAGES.actionSuccessful };
}
