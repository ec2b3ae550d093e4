import { describe, expect, it } from 'vitest';
import { STUDENT_STATUSES } from './roles.js';
import { canHappen, studentStatusAfter } from './student-status.js';

describe('student onboarding machine', () => {
  it('moves through the four statuses in order', () => {
    expect(studentStatusAfter('default-password-changed', 'change password')).toBe('complete profile');
    expect(studentStatusAfter('profile-completed', 'complete profile')).toBe('upload passport');
    expect(studentStatusAfter('passport-uploaded', 'upload passport')).toBe('complete');
    expect(studentStatusAfter('passport-uploaded', 'complete')).toBe('complete');
  });

  it('refuses every step out of its status', () => {
    for (const status of STUDENT_STATUSES) {
      expect(canHappen('default-password-changed', status)).toBe(status === 'change password');
      expect(canHappen('profile-completed', status)).toBe(status === 'complete profile');
      expect(studentStatusAfter('profile-completed', status)).toBe(
        status === 'complete profile' ? 'upload passport' : null,
      );
    }
  });

  it('lets a reset replace the default password and leaves later statuses alone', () => {
    expect(studentStatusAfter('password-reset', 'change password')).toBe('complete profile');
    expect(studentStatusAfter('password-reset', 'upload passport')).toBe('upload passport');
    expect(studentStatusAfter('password-reset', 'complete')).toBe('complete');
  });
});
