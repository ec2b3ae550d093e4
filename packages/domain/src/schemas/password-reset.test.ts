import { describe, expect, it } from 'vitest';
import { resetConfirmSchema, resetRequestSchema } from './password-reset.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password reset', () => {
  it('takes the phone without its leading 0 (10 digits) in the first reset step', () => {
    expect(resetRequestSchema.parse({ student_id: 'ab12c', phone_number: '8031234567' })).toEqual({
      student_id: 'AB12C',
      phone_number: '8031234567',
    });
    expect(messages(resetRequestSchema.safeParse({ student_id: 'ab12', phone_number: '08031234567' }))).toEqual({
      student_id: '*Required',
      phone_number: '*Required',
    });
  });

  it('takes a 6-digit code and a matching new password in the second step', () => {
    const base = { student_id: '64001', code: '012345', password: 'abcdefgh', confirm_password: 'abcdefgh' };
    expect(resetConfirmSchema.safeParse(base).success).toBe(true);
    expect(messages(resetConfirmSchema.safeParse({ ...base, code: '12345' }))).toEqual({ code: '*Invalid' });
    expect(messages(resetConfirmSchema.safeParse({ ...base, confirm_password: 'abcdefgx' }))).toEqual({
      confirm_password: '*Mismatch',
    });
  });
});
