import { describe, expect, it } from 'vitest';
import { clearStoredSession, getStoredSession, SESSION_STORAGE_KEY, storeSession } from './session';

const NOW = 1_700_000_000_000;

describe('stored session', () => {
  it('keeps only custom_id, role, surname and expiry', () => {
    storeSession({
      custom_id: 'S-1',
      role: 'student',
      surname: 'Okafor',
      expiry: NOW + 1000,
      token: 'secret',
    } as never);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual({
      custom_id: 'S-1',
      role: 'student',
      surname: 'Okafor',
      expiry: NOW + 1000,
    });
    expect(getStoredSession(NOW)).toEqual({ custom_id: 'S-1', role: 'student', surname: 'Okafor', expiry: NOW + 1000 });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    ['without expiry', '{"custom_id":"S-1","role":"student","surname":"A"}'],
    ['with an unknown role', '{"custom_id":"S-1","role":"guest","surname":"A","expiry":9999999999999}'],
    ['expired', `{"custom_id":"S-1","role":"student","surname":"A","expiry":${NOW}}`],
  ])('is null and removed when %s', (_, raw) => {
    if (raw !== null) window.localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(getStoredSession(NOW)).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears', () => {
    storeSession({ custom_id: 'S-1', role: 'admin', surname: 'ict', expiry: NOW + 1000 });
    clearStoredSession();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
