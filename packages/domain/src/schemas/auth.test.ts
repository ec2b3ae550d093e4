import { describe, expect, it } from 'vitest';
import { adminLoginSchema, changePasswordSchema, facultyLoginSchema, studentLoginSchema } from './auth.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('login schemas (student-side §5, admin-faculty-side §5)', () => {
  it('takes a Student ID of exactly 5 characters, upper-cased', () => {
    expect(studentLoginSchema.parse({ username: ' ab12c ', password: '12345678' }).username).toBe('AB12C');
    expect(firstMessage(studentLoginSchema.safeParse({ username: '1234', password: '12345678' }))).toBe('*Invalid');
    expect(firstMessage(studentLoginSchema.safeParse({ username: '123456', password: '12345678' }))).toBe('*Invalid');
    expect(firstMessage(studentLoginSchema.safeParse({ username: '12345', password: '1234567' }))).toBe('*Invalid');
  });

  it('takes an e-mail for staff (lower-cased) with a password of 8, and of 4 for lecturers', () => {
    expect(adminLoginSchema.parse({ username: 'ICT@jets.edu.ng', password: '12345678' }).username).toBe(
      'ict@jets.edu.ng',
    );
    expect(adminLoginSchema.safeParse({ username: 'ict', password: '12345678' }).success).toBe(false);
    expect(adminLoginSchema.safeParse({ username: 'ict@jets.edu.ng', password: '1234' }).success).toBe(false);
    expect(facultyLoginSchema.safeParse({ username: 'john.bako@jets.edu.ng', password: '1234' }).success).toBe(true);
    expect(facultyLoginSchema.safeParse({ username: 'john.bako@jets.edu.ng', password: '123' }).success).toBe(false);
  });

  it('requires new passwords of at least 8 that match (*Invalid, *Mismatch)', () => {
    const base = { current_password: 'old-one' };
    expect(
      changePasswordSchema.safeParse({ ...base, password: 'abcdefgh', confirm_password: 'abcdefgh' }).success,
    ).toBe(true);
    expect(firstMessage(changePasswordSchema.safeParse({ ...base, password: 'abc', confirm_password: 'abc' }))).toBe(
      '*Invalid',
    );
    const mismatch = changePasswordSchema.safeParse({ ...base, password: 'abcdefgh', confirm_password: 'abcdefgx' });
    expect(firstMessage(mismatch)).toBe('*Mismatch');
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirm_password']);
  });
});
