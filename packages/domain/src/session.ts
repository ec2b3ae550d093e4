import type { Role, StudentStatus } from './roles.js';
import { SCREENS } from './screens.js';
import type { SessionUser } from './schemas/auth.js';

/** Absolute lifetime of a session: 3 hours (student-side §9). */
export const SESSION_LIFETIME_MS = 10_800_000;

/** What the browser keeps to route (the login answer); never trusted by the server. */
export type StoredSession = SessionUser;

export function isSessionExpired(expiresAt: number, now: number): boolean {
  return !Number.isFinite(expiresAt) || expiresAt <= now;
}

/** Where a student must go for each onboarding status (student-side §4). */
export const STUDENT_STATUS_SCREENS: Record<StudentStatus, string> = {
  'change password': SCREENS.student.changeDefaultPassword.path,
  'complete profile': SCREENS.student.completeProfile.path,
  'upload passport': SCREENS.student.passport.path,
  complete: SCREENS.student.downloads.path,
};

/** Landing page for each role once signed in (student-side §2). */
export function homeForRole(role: Role): string {
  if (role === 'admin') return SCREENS.admin.dashboard.path;
  if (role === 'faculty') return SCREENS.faculty.profile.path;
  return SCREENS.student.downloads.path;
}
