import type { WorkflowNotice, WorkflowSms } from '@portal/domain';
import { notifyStudent, notifyStudentById, type NotifyDeps } from '../sms/index.js';

/** A period as the SMS texts name it: "1st 2025/2026". */
export const shortPeriod = (p: { semester: string; session: string }) => `${p.semester} ${p.session}`;

/**
 * Sends the SMS a machine's step declares (`transitions[event].sms` in the domain), to a student
 * row or a Student ID, after the answer (the outbox and provider never delay it).
 */
export function notifyStep(
  deps: NotifyDeps,
  step: { sms?: WorkflowSms },
  to: { customId: string; phoneNumber: string | null } | string,
  notice: Omit<WorkflowNotice, 'period'> & { period: { semester: string; session: string } | string },
  sentBy: string | null = null,
): void {
  if (!step.sms) return;
  const period = typeof notice.period === 'string' ? notice.period : shortPeriod(notice.period);
  const text = step.sms.text({ ...notice, period });
  if (typeof to === 'string') notifyStudentById(deps, to, text, step.sms.purpose, sentBy);
  else notifyStudent(deps, to, text, step.sms.purpose, sentBy);
}
