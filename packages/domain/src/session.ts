import type { Role, StudentStatus } from './roles.js';
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
  'change password': '/student/change-default-password',
  'complete profile': '/student/complete-profile',
  'upload passport': '/student/passport',
  complete: '/student/downloads',
};

/** Landing page for each role once signed in (student-side §2). */
export function homeForRole(role: Role): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'faculty') return '/faculty/profile';
  return '/student/downloads';
}
