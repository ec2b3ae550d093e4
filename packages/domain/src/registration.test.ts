import { describe, expect, it } from 'vitest';
import {
  maskedStudentId,
  canAct,
  canTransition,
  isRegistrationOpenFor,
  levelsOf,
  REGISTRATION_STATUSES,
  REGISTRATION_TRANSITIONS,
  registrationFormNumber,
  registrationGroupOf,
  registrationStatusAfter,
  registrationStatusMessage,
  yearLabel,
  yearsForLevel,
} from './registration.js';

describe('registration transitions', () => {
  it('follows the spec: started → awaiting dean → awaiting bursar → incomplete → completed', () => {
    expect(registrationStatusAfter('forward', 'started')).toBe('awaiting dean');
    expect(registrationStatusAfter('approve', 'awaiting dean')).toBe('awaiting bursar');
    expect(registrationStatusAfter('enter-ledger-balance', 'awaiting bursar')).toBe('incomplete');
    expect(registrationStatusAfter('submit', 'incomplete')).toBe('completed');
  });

  it('a disapproved form can be re-forwarded', () => {
    expect(registrationStatusAfter('disapprove', 'awaiting dean')).toBe('disapproved');
    expect(registrationStatusAfter('forward', 'disapproved')).toBe('awaiting dean');
  });

  it('refuses every event outside its states', () => {
    const allowed: Record<string, string[]> = {
      forward: ['started', 'disapproved'],
      approve: ['awaiting dean'],
      disapprove: ['awaiting dean'],
      'enter-ledger-balance': ['awaiting bursar', 'incomplete'],
      submit: ['incomplete'],
    };
    for (const event of Object.keys(REGISTRATION_TRANSITIONS) as Array<keyof typeof REGISTRATION_TRANSITIONS>) {
      for (const status of REGISTRATION_STATUSES) {
        expect(canTransition(event, status), `${event} from ${status}`).toBe(allowed[event]!.includes(status));
      }
    }
    expect(registrationStatusAfter('submit', 'completed')).toBeNull();
    expect(registrationStatusAfter('approve', 'started')).toBeNull();
  });

  it('courses are picked and removed only while started or disapproved; nothing changes after completion', () => {
    for (const status of REGISTRATION_STATUSES) {
      expect(canAct('pick-course', status)).toBe(status === 'started' || status === 'disapproved');
      expect(canAct('grant-undertaking', status)).toBe(status !== 'completed');
      expect(canAct('edit-charge', status)).toBe(status !== 'completed');
      expect(canAct('print', status)).toBe(status === 'completed');
    }
  });

  it('says what each state means, with the reason of a disapproval', () => {
    expect(registrationStatusMessage('disapproved', 'Pick OTS 611 instead')).toContain('Pick OTS 611 instead');
    expect(registrationStatusMessage('awaiting dean', null)).toContain("DPAA's Office");
  });
});

describe('levels and year buttons', () => {
  it('levels per programme category', () => {
    expect(levelsOf('Bachelor of Arts Programme')).toEqual(['1-BA', '2-BA', '3-BA', '4-BA']);
    expect(levelsOf('Diploma Programme')).toEqual(['1-Diploma', '2-Diploma', '3-Diploma']);
    expect(levelsOf('PGDT Programme')).toEqual(['5']);
    expect(levelsOf('Masters Programme')).toEqual(['6', '7']);
    expect(levelsOf('Master of Divinity Programme')).toEqual(['6', '7']);
    expect(levelsOf('Unknown')).toEqual([]);
  });

  it('reveals the years of the original table', () => {
    expect(yearsForLevel('1-Diploma')).toEqual([1]);
    expect(yearsForLevel('2-Diploma')).toEqual([1, 2]);
    expect(yearsForLevel('3-Diploma')).toEqual([1, 2, 3]);
    expect(yearsForLevel('1-BA')).toEqual([1]);
    expect(yearsForLevel('2-BA')).toEqual([1, 2, 3]);
    expect(yearsForLevel('3-BA')).toEqual([1, 2, 3, 4]);
    expect(yearsForLevel('4-BA')).toEqual([1, 2, 3, 4]);
    expect(yearsForLevel('5')).toEqual([1, 2, 3, 4, 5]);
    expect(yearsForLevel('6')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(yearsForLevel('7')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(yearsForLevel('8')).toEqual([]);
  });
});

describe('form number', () => {
  it('R, the semester code, the Student ID and the first year of the session', () => {
    expect(registrationFormNumber({ semester: '1st', session: '2025/2026' }, '64004')).toBe('RA6400425');
    expect(registrationFormNumber({ semester: '2nd', session: '2025/2026' }, '64004')).toBe('RB6400425');
    expect(registrationFormNumber({ semester: 'Summer', session: '2025/2026' }, '64004')).toBe('RS6400425');
    expect(registrationFormNumber({ semester: 'Pre-Summer', session: '2025/2026' }, '04328')).toBe('RPS0432825');
  });

  it('differs for every period and student (one registration per student per period)', () => {
    const numbers = new Set<string>();
    for (const semester of ['1st', '2nd', 'Summer', 'Pre-Summer'] as const)
      for (const session of ['2024/2025', '2025/2026'])
        for (const id of ['64004', '04328', 'A1234']) numbers.add(registrationFormNumber({ semester, session }, id));
    expect(numbers.size).toBe(4 * 2 * 3);
  });
});

describe('groups, labels and windows', () => {
  it('puts each programme category in one of the five groups', () => {
    expect(registrationGroupOf('Master of Divinity Programme')).toBe('Master of Divinity');
    expect(registrationGroupOf('Masters Programme')).toBe('Masters');
    expect(registrationGroupOf('PGDT Programme')).toBe('PGDT');
    expect(registrationGroupOf('Bachelor of Arts Programme')).toBe('BA');
    expect(registrationGroupOf('Diploma Programme')).toBe('Diploma');
    expect(registrationGroupOf('Certificate Programme')).toBeNull();
  });

  it('shows the year as the level with fresh or returning', () => {
    expect(yearLabel('6', 'returning')).toBe('6 (Returning)');
    expect(yearLabel('1-BA', 'new')).toBe('1-BA (Fresh)');
  });

  it('closed registration blocks in-person students; virtual students keep the current period', () => {
    expect(isRegistrationOpenFor({ registrationStatus: 'opened', isCurrent: false }, 'in_person')).toBe(true);
    expect(isRegistrationOpenFor({ registrationStatus: 'closed', isCurrent: true }, 'in_person')).toBe(false);
    expect(isRegistrationOpenFor({ registrationStatus: 'closed', isCurrent: true }, 'virtual')).toBe(true);
    expect(isRegistrationOpenFor({ registrationStatus: 'closed', isCurrent: false }, 'virtual')).toBe(false);
  });
});

describe('approval queues by office', () => {
  it('dean: awaiting dean; bursar: awaiting bursar; ict and auditor: both; others: none', async () => {
    const { approvalQueueStatusesFor } = await import('./registration.js');
    expect(approvalQueueStatusesFor('dean')).toEqual(['awaiting dean']);
    expect(approvalQueueStatusesFor('bursar')).toEqual(['awaiting bursar']);
    expect(approvalQueueStatusesFor('ict')).toEqual(['awaiting dean', 'awaiting bursar']);
    expect(approvalQueueStatusesFor('auditor')).toEqual(['awaiting dean', 'awaiting bursar']);
    expect(approvalQueueStatusesFor('registrar')).toEqual([]);
    expect(approvalQueueStatusesFor('porter')).toEqual([]);
  });
});

describe('maskedStudentId (the public verify page, issue 28 §5)', () => {
  it('shows the first character and the last two, hides the rest', () => {
    expect(maskedStudentId('65001')).toBe('6**01');
    expect(maskedStudentId('a1234567')).toBe('a*****67');
    expect(maskedStudentId('123')).toBe('**3');
    expect(maskedStudentId('')).toBe('');
  });
});
