import { describe, expect, it } from 'vitest';
import { homeForRole, isSessionExpired, SESSION_LIFETIME_MS, STUDENT_STATUS_SCREENS } from './session.js';

describe('sessions', () => {
  it('lasts 3 hours', () => {
    expect(SESSION_LIFETIME_MS).toBe(3 * 60 * 60 * 1000);
  });

  it('is expired at or after its expiry, or when the expiry is missing', () => {
    expect(isSessionExpired(1000, 999)).toBe(false);
    expect(isSessionExpired(1000, 1000)).toBe(true);
    expect(isSessionExpired(Number.NaN, 0)).toBe(true);
  });

  it('routes each role home and each student status to its screen', () => {
    expect(homeForRole('admin')).toBe('/admin/dashboard');
    expect(homeForRole('faculty')).toBe('/faculty/profile');
    expect(homeForRole('student')).toBe('/student/downloads');
    expect(STUDENT_STATUS_SCREENS).toEqual({
      'change password': '/student/change-default-password',
      'complete profile': '/student/complete-profile',
      'upload passport': '/student/passport',
      complete: '/student/downloads',
    });
  });
});
