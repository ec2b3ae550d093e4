import { homeForRole, STUDENT_STATUS_SCREENS, STUDENT_STATUSES, type StudentStatus } from '@portal/domain';
import { CHANGE_PASSWORD_PATHS, paths } from '../config/paths';
import type { CurrentUser } from '../api/current-user';

/*
 * Where a signed-in user must be first: read by the protected areas' guard (RequireSession) to
 * redirect, and by the route loaders so that a screen's data is not asked for by a user the
 * guard is about to send elsewhere (a new student's first sign-in would otherwise draw 403s on
 * /api/downloads, /api/students/me/wallets…, issue 27 §8). No React here: the loaders' chunk
 * imports it.
 */

function isStudentStatus(value: unknown): value is StudentStatus {
  return (STUDENT_STATUSES as readonly unknown[]).includes(value);
}

/** Screens a student may use only in one onboarding status. */
const STATUS_ONLY_SCREENS = [paths.student.changeDefaultPassword.path, paths.student.completeProfile.path] as string[];

/**
 * Where the user must be instead of `pathname`, or null if `pathname` is fine:
 * students go to the screen of their onboarding status (student-side §4); staff and
 * lecturers who must change their password go to their change-password screen.
 */
export function requiredScreenFor(user: CurrentUser, pathname: string): string | null {
  if (user.role === 'student') {
    if (!isStudentStatus(user.status)) return null;
    if (user.status !== 'complete') {
      const screen = STUDENT_STATUS_SCREENS[user.status];
      return pathname === screen ? null : screen;
    }
    return STATUS_ONLY_SCREENS.includes(pathname) ? homeForRole('student') : null;
  }
  if (user.must_change_password) {
    const screen = CHANGE_PASSWORD_PATHS[user.role];
    return pathname === screen ? null : screen;
  }
  return null;
}

/** Whether the user has a step to take before anything else (onboarding, a forced password change). */
export function hasStepFirst(user: CurrentUser): boolean {
  if (user.role === 'student') return isStudentStatus(user.status) && user.status !== 'complete';
  return user.must_change_password;
}
