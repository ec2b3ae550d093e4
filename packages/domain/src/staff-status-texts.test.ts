import { describe, expect, it } from 'vitest';
import { ADD_DROP_STATUSES, addDropStaffStatusMessage, addDropStatusMessage } from './add-drop.js';
import { HOSTEL_APPLICATION_STATUSES, hostelStaffStatusMessage, hostelStatusMessage } from './hostel.js';
import { REGISTRATION_STATUSES, registrationStaffStatusMessage, registrationStatusMessage } from './registration.js';

/** Words that speak to the student, or point at a link only the student's page has. */
const STUDENT_WORDS = [/\byour?\b/i, /you will get an SMS/i, /link below/i, /\bClick\b/];

const COMMENT = 'Drop CHA 702.';

describe('staff read staff words on a student form (issue 27 §6)', () => {
  const cases: [string, readonly string[], (s: string) => string, (s: string) => string][] = [
    [
      'registration',
      REGISTRATION_STATUSES,
      (s) => registrationStaffStatusMessage(s as never, COMMENT),
      (s) => registrationStatusMessage(s as never, COMMENT),
    ],
    [
      'add/drop',
      ADD_DROP_STATUSES,
      (s) => addDropStaffStatusMessage(s as never, COMMENT),
      (s) => addDropStatusMessage(s as never, COMMENT),
    ],
    [
      'hostel',
      HOSTEL_APPLICATION_STATUSES,
      (s) => hostelStaffStatusMessage(s as never),
      (s) => hostelStatusMessage(s as never),
    ],
  ];
  it.each(cases)('%s: every state has its own staff line, in the third person', (_, statuses, staff, student) => {
    for (const status of statuses) {
      const line = staff(status);
      expect(line, status).not.toBe(student(status));
      for (const words of STUDENT_WORDS) expect(line, `${status}: ${line}`).not.toMatch(words);
      expect(line, status).toMatch(/[.!]$/);
    }
    // Each state reads differently.
    expect(new Set(statuses.map(staff)).size).toBe(statuses.length);
  });

  it('the awaiting states say who acts next, not that an SMS will come', () => {
    expect(registrationStaffStatusMessage('awaiting dean', null)).toBe(
      "The form awaits approval by the DPAA's Office: approve it, or disapprove it with the reason(s) the student must correct.",
    );
    expect(registrationStaffStatusMessage('awaiting bursar', null)).toBe(
      "The DPAA's Office approved the form. It awaits the Bursary, who will enter the student's ledger balance.",
    );
    expect(hostelStaffStatusMessage('complete')).toBe(
      'The request is COMPLETE: a room and bedspace were allocated. The Proof of Hostel Allocation is on this page, ready to print.',
    );
  });
});

describe('a disapproval comment reads with one full stop everywhere (issue 27 §6)', () => {
  it.each([
    ['Drop CHA 702.', 'Drop CHA 702. Make'],
    ['Drop CHA 702', 'Drop CHA 702. Make'],
    ['Why CHA 702?', 'Why CHA 702? Make'],
  ])('%j on the student form and the staff form', (comment, reads) => {
    for (const text of [
      registrationStatusMessage('disapproved', comment),
      addDropStatusMessage('disapproved', comment),
    ]) {
      expect(text).toContain(`reason(s): ${reads} the corrections`);
      expect(text).not.toContain('..');
    }
    for (const text of [
      registrationStaffStatusMessage('disapproved', comment),
      addDropStaffStatusMessage('disapproved', comment),
    ]) {
      expect(text).toContain(`reason(s): ${comment.replace(/([^.?])$/, '$1.')} The student must make the corrections`);
      expect(text).not.toContain('..');
    }
  });
});
