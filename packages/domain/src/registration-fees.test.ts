import { describe, expect, it } from 'vitest';
import { dropCreditNotice } from './add-drop.js';
import {
  courseHoursText,
  creditHoursTotal,
  hoursTotalText,
  openPeriodsNote,
  programmeFeesLabel,
  registrationShortfall,
  undertakingNote,
} from './registration.js';

/** The fee summary's words and figures (issue 27 §3, §4, §11). */

describe('hours that add up (issue 27 §3)', () => {
  it('a row shows the credit hours, and the charged hours only where they differ', () => {
    expect(courseHoursText({ hours: '3', form_hours: 3 })).toBe('3');
    expect(courseHoursText({ hours: 'P/F', form_hours: 1 })).toBe('P/F (1)');
    expect(courseHoursText({ hours: '2', form_hours: 3 })).toBe('2 CH, charged as 3');
    expect(courseHoursText({ hours: 'P/F', form_hours: 2 })).toBe('P/F (1), charged as 2');
  });

  it('a total says what it adds', () => {
    const courses = [{ hours: '2' }, { hours: '3' }, { hours: 'P/F' }];
    expect(creditHoursTotal(courses)).toBe(6);
    expect(hoursTotalText({ credit_hours: 13, total_hours: 13 })).toBe('13 credit hours');
    expect(hoursTotalText({ credit_hours: 13, total_hours: 14 })).toBe('13 credit hours, charged as 14');
    expect(programmeFeesLabel({ credit_hours: 13, total_hours: 14 })).toBe(
      'Programme fees (13 credit hours, charged as 14)',
    );
  });
});

describe('the shortfall an undertaking covers (issue 27 §4)', () => {
  it('is what the wallet lacks of the total; a completed form counts the wallet before its debit', () => {
    expect(registrationShortfall({ totalKobo: 3_650_000, walletKobo: 0, openingBalanceKobo: null })).toBe(3_650_000);
    expect(registrationShortfall({ totalKobo: 3_650_000, walletKobo: 5_000_000, openingBalanceKobo: null })).toBe(0);
    // After submit the wallet is −36,500; the opening balance (0) is what the total was measured against.
    expect(registrationShortfall({ totalKobo: 3_650_000, walletKobo: -3_650_000, openingBalanceKobo: 0 })).toBe(
      3_650_000,
    );
  });

  it('says the undertaking covers it and where the wallet ends, as the print closes it', () => {
    expect(undertakingNote({ shortfallKobo: 3_650_000, completed: false })).toBe(
      'The undertaking covers the shortfall of ₦36,500.00: the portal wallet goes to -₦36,500.00 when the form is submitted.',
    );
    expect(undertakingNote({ shortfallKobo: 3_650_000, completed: true })).toBe(
      'The undertaking covered the shortfall of ₦36,500.00: the portal wallet went to -₦36,500.00 when the form was submitted.',
    );
    expect(undertakingNote({ shortfallKobo: 0, completed: false })).toBe(
      'An undertaking was granted; the portal wallet covers the grand total.',
    );
  });
});

describe('where a deliberate difference applies, the student is told (issue 27 §11)', () => {
  it('the drop confirmation says whether the fee is credited', () => {
    expect(dropCreditNotice('free')).toContain('will be credited to your portal wallet');
    expect(dropCreditNotice('W')).toBe(
      'This course will be recorded as W and its fee will not be credited to your wallet.',
    );
    expect(dropCreditNotice('WF')).toContain('will not be credited');
  });

  it('only virtual students read which periods stay open to them', () => {
    expect(openPeriodsNote('virtual')).toContain('current semester even after its registration has closed');
    expect(openPeriodsNote('in_person')).toBeNull();
    expect(openPeriodsNote(null)).toBeNull();
  });
});
