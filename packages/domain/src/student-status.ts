import type { StudentStatus } from './roles.js';

/**
 * The student onboarding machine (student-side §4) as data: each event names the statuses it
 * may happen in and the status it leads to. Services check it, then re-check inside the
 * transaction on the locked row.
 */
export const STUDENT_STATUS_TRANSITIONS = {
  'default-password-changed': { from: ['change password'], to: 'complete profile' },
  'profile-completed': { from: ['complete profile'], to: 'upload passport' },
  'passport-uploaded': { from: ['upload passport', 'complete'], to: 'complete' },
  /** A reset replaces the default password too; any later status stays as it is. */
  'password-reset': { from: ['change password', 'complete profile', 'upload passport', 'complete'], to: null },
} as const satisfies Record<string, { from: readonly StudentStatus[]; to: StudentStatus | null }>;

export type StudentStatusEvent = keyof typeof STUDENT_STATUS_TRANSITIONS;

export function canHappen(event: StudentStatusEvent, current: string): boolean {
  return (STUDENT_STATUS_TRANSITIONS[event].from as readonly string[]).includes(current);
}

/** The status after an event, or null when the event may not happen in `current`. */
export function studentStatusAfter(event: StudentStatusEvent, current: StudentStatus): StudentStatus | null {
  if (!canHappen(event, current)) return null;
  if (event === 'password-reset') return current === 'change password' ? 'complete profile' : current;
  return STUDENT_STATUS_TRANSITIONS[event].to;
}
