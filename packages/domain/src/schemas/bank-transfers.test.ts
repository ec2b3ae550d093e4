import { describe, expect, it } from 'vitest';
import { refusedAccountsNotice, type DedicatedAccountsStatus } from './bank-transfers.js';

describe('the ict dashboard’s notice of refused bank accounts (issue 29 §1)', () => {
  const counts = { active: 40, pending: 2, failed: 0, deactivated: 1, none: 5 };
  const latest = { at: '2026-11-27T13:02:00.000Z', reason: 'Invalid key', students: 3 };

  it('says nothing when no account is failed', () => {
    expect(refusedAccountsNotice({ counts, latest_failure: null })).toBeNull();
  });

  it('counts the refused students and names the latest refusal in West Africa Time', () => {
    const status: DedicatedAccountsStatus = { counts: { ...counts, failed: 3 }, latest_failure: latest };
    expect(refusedAccountsNotice(status)).toBe(
      "Bank accounts: 3 students' own account numbers were refused by the provider (latest 27 Nov 2026, 14:02 WAT: Invalid key). They see the general accounts. Fix the cause, then run npm run bank-accounts.",
    );
    expect(
      refusedAccountsNotice({ counts: { ...counts, failed: 1 }, latest_failure: { ...latest, students: 1 } }),
    ).toBe(
      "Bank accounts: 1 student's own account number was refused by the provider (latest 27 Nov 2026, 14:02 WAT: Invalid key). The student sees the general accounts. Fix the cause, then run npm run bank-accounts.",
    );
  });
});
