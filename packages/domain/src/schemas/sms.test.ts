import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../dates.js';
import { SMS_MAX_ATTEMPTS, smsAttemptsNote, smsMessageSchema, smsNextAttemptAt } from './sms.js';

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

describe('the SMS retry schedule (issue 28 §7)', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('tries again after 1, 5 and 30 minutes, then gives up after the 4th try', () => {
    expect(SMS_MAX_ATTEMPTS).toBe(4);
    expect(smsNextAttemptAt(1, now)?.toISOString()).toBe('2026-11-27T10:01:00.000Z');
    expect(smsNextAttemptAt(2, now)?.toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(smsNextAttemptAt(3, now)?.toISOString()).toBe('2026-11-27T10:30:00.000Z');
    expect(smsNextAttemptAt(4, now)).toBeNull();
  });

  it('says when a pending message is tried next, and how many tries a failed one had', () => {
    const next = '2026-11-27T10:05:00.000Z';
    expect(smsAttemptsNote({ status: 'pending', attempts: 2, next_attempt_at: next })).toBe(
      `Try 2 of 4 failed; next try ${formatDateTime(next)}`,
    );
    expect(smsAttemptsNote({ status: 'failed', attempts: 4, next_attempt_at: null })).toBe('Not sent after 4 tries');
    expect(smsAttemptsNote({ status: 'failed', attempts: 1, next_attempt_at: null })).toBe('Not sent after 1 try');
    expect(smsAttemptsNote({ status: 'sent', attempts: 2, next_attempt_at: null })).toBeNull();
    expect(smsAttemptsNote({ status: 'stored', attempts: 1, next_attempt_at: null })).toBeNull();
  });
});
