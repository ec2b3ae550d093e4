import { describe, expect, it } from 'vitest';
import { smsMessageSchema } from './sms.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('SMS', () => {
  it('limits an SMS to 100 characters', () => {
    expect(smsMessageSchema.safeParse({ message: 'x'.repeat(100) }).success).toBe(true);
    expect(messages(smsMessageSchema.safeParse({ message: 'x'.repeat(101) }))).toEqual({
      message: '*Too many characters',
    });
  });
});
