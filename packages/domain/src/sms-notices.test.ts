import { describe, expect, it } from 'vitest';
import { addDropFormNumber } from './add-drop.js';
import { SEMESTERS } from './periods.js';
import { MAX_AMOUNT_NAIRA } from './money.js';
import { RECEIPT_NUMBER_MAX_LENGTH } from './receipts.js';
import { registrationFormNumber } from './registration.js';
import { SMS_MAX_LENGTH } from './schemas/sms.js';
import {
  fitsOneSms,
  gsmLength,
  SMS_NOTICES,
  SMS_PART_LENGTH,
  SMS_SEE_PORTAL,
  smsNaira,
  toGsm,
  withStaffText,
} from './sms-notices.js';
import { MAX_TOP_UP_NAIRA } from './wallets.js';
import { asSentence } from './workflow/comments.js';
import { decisionCommentSchema } from './workflow/schemas.js';

// The longest realistic values of each notice.
const longestSemester = [...SEMESTERS].sort((a, b) => b.length - a.length)[0]!;
const PERIOD = `${longestSemester} 2025/2026`;
const STUDENT_ID = '65013';
const FORM_NUMBERS = [
  registrationFormNumber({ semester: longestSemester, session: '2025/2026' }, STUDENT_ID),
  addDropFormNumber({ semester: longestSemester, session: '2025/2026' }, STUDENT_ID),
];
const FORM_NUMBER = [...FORM_NUMBERS].sort((a, b) => b.length - a.length)[0]!;
/** A room and a bedspace as staff may name them (schemas/hostel.ts: one line of at most 20). */
const LABEL_MAX = 20;
const ROOM = 'Block C Room 214 Ext'.slice(0, LABEL_MAX);
const BED = 'Upper bunk by window'.slice(0, LABEL_MAX);
const COMMENT_MAX = decisionCommentSchema.maxLength ?? 500;
/** A decision comment of the longest length staff may type, in words, ending with a full stop. */
const LONGEST_COMMENT = (() => {
  const words =
    'Drop RES 701 and add CHA 702 instead; your level does not allow NTS 612. See the HOD before you forward the form again, with your receipt for the late fee.'.split(
      ' ',
    );
  let text = '';
  for (let i = 0; ; i += 1) {
    const next = `${text} ${words[i % words.length]}`.trim();
    if (next.length > COMMENT_MAX - 1) return `${text}.`;
    text = next;
  }
})();
/** A staff SMS of the most the SMS box takes, with the typographic marks phones put in. */
const STAFF_SMS =
  'Please come to the Bursary with your “receipt” – bring the bank teller; ask for Mr. Dung at Desk 13.';

/** Every notice, rendered with its longest values (a new notice must be added here to compile). */
const LONGEST: Record<keyof typeof SMS_NOTICES, () => string> = {
  registrationForwarded: () => SMS_NOTICES.registrationForwarded(PERIOD),
  registrationApproved: () => SMS_NOTICES.registrationApproved(PERIOD),
  registrationDisapproved: () => SMS_NOTICES.registrationDisapproved(PERIOD, LONGEST_COMMENT),
  registrationLedgerBalance: () => SMS_NOTICES.registrationLedgerBalance(PERIOD),
  registrationCompleted: () => SMS_NOTICES.registrationCompleted(PERIOD, FORM_NUMBER),
  registrationUndertaking: () => SMS_NOTICES.registrationUndertaking(PERIOD),
  addDropForwarded: () => SMS_NOTICES.addDropForwarded(PERIOD),
  addDropApproved: () => SMS_NOTICES.addDropApproved(PERIOD),
  addDropDisapproved: () => SMS_NOTICES.addDropDisapproved(PERIOD, LONGEST_COMMENT),
  addDropCompleted: () => SMS_NOTICES.addDropCompleted(PERIOD, FORM_NUMBER),
  hostelApplied: () => SMS_NOTICES.hostelApplied(PERIOD),
  hostelBalanceUpdated: () => SMS_NOTICES.hostelBalanceUpdated(PERIOD),
  hostelChosen: () => SMS_NOTICES.hostelChosen(PERIOD),
  hostelRejected: () => SMS_NOTICES.hostelRejected(PERIOD, LONGEST_COMMENT),
  hostelAllocated: () => SMS_NOTICES.hostelAllocated(PERIOD, ROOM, BED),
  receiptCredited: () =>
    SMS_NOTICES.receiptCredited({
      receiptNumber: 'R'.repeat(RECEIPT_NUMBER_MAX_LENGTH),
      amountKobo: MAX_AMOUNT_NAIRA * 100,
      wallet: 'accommodation',
    }),
  // The portal's own references: JETS-{Student ID}-{12 hex} (payments/top-up.service.ts).
  topUpRefunded: () => SMS_NOTICES.topUpRefunded(MAX_TOP_UP_NAIRA * 100, `JETS-${STUDENT_ID}-0123456789AB`),
  // A transfer's amount has no top-up bound: the largest amount the portal's money parser takes.
  bankTransferCredited: () => SMS_NOTICES.bankTransferCredited(MAX_AMOUNT_NAIRA * 100),
  bankTransferReversed: () => SMS_NOTICES.bankTransferReversed(MAX_AMOUNT_NAIRA * 100),
  passwordResetCode: () => SMS_NOTICES.passwordResetCode('123456'),
  staffMessage: () => SMS_NOTICES.staffMessage(STAFF_SMS),
};

/** The words of a text, as the SMS compares them (GSM, one line). */
const wordsOf = (text: string) => toGsm(text).split(' ');

describe('the portal SMS notices (issue 27 §2)', () => {
  it.each(Object.entries(LONGEST))('%s fits one GSM SMS with its longest values and ends a sentence', (_, render) => {
    const text = render();
    expect(gsmLength(text), text).not.toBeNull();
    expect(gsmLength(text)!, text).toBeLessThanOrEqual(SMS_PART_LENGTH);
    expect(fitsOneSms(text)).toBe(true);
    // A whole sentence at the end (a staff SMS ends as staff typed it): never a word cut short.
    expect(text, text).toMatch(/[.!?]$/);
    expect(text).not.toContain('…');
    expect(text).not.toContain('₦');
  });

  it.each([
    ['registration', SMS_NOTICES.registrationDisapproved(PERIOD, LONGEST_COMMENT)],
    ['add/drop', SMS_NOTICES.addDropDisapproved(PERIOD, LONGEST_COMMENT)],
    ['hostel', SMS_NOTICES.hostelRejected(PERIOD, LONGEST_COMMENT)],
  ])('a %s reason too long for one SMS ends at a word boundary with the portal sentence', (_, text) => {
    expect(LONGEST_COMMENT.length).toBeGreaterThan(SMS_PART_LENGTH);
    expect(text.endsWith(` ${SMS_SEE_PORTAL}`), text).toBe(true);
    const reason = text.slice(text.indexOf(': ') + 2, -` ${SMS_SEE_PORTAL}`.length).replace(/\.\.\.$/, '');
    const kept = reason.split(' ');
    const words = wordsOf(LONGEST_COMMENT);
    // Every word kept is a whole word of the reason, in order (the last may lose its comma).
    expect(kept.slice(0, -1)).toEqual(words.slice(0, kept.length - 1));
    expect(words[kept.length - 1]!.startsWith(kept.at(-1)!)).toBe(true);
    expect(words[kept.length - 1]!.replace(/[.,;:!?]+$/, '')).toBe(kept.at(-1)!.replace(/[.,;:!?]+$/, ''));
    expect(kept.length).toBeGreaterThan(5);
  });

  it('a long reason is cut after its last whole sentence when that keeps most of the room, else after a word', () => {
    const twoSentences =
      'Drop RES 701 and add CHA 702 instead; your level does not allow NTS 612. See the HOD before you forward the form again, with your receipt.';
    expect(SMS_NOTICES.hostelRejected('1st 2025/2026', twoSentences)).toBe(
      `Your hostel request (1st 2025/2026) was rejected: Drop RES 701 and add CHA 702 instead; your level does not allow NTS 612. ${SMS_SEE_PORTAL}`,
    );
    const oneSentence =
      'Drop RES 701 and add CHA 702 instead because your level does not allow NTS 612 and the HOD must sign your form first';
    expect(SMS_NOTICES.registrationDisapproved('Pre-Summer 2025/2026', oneSentence)).toBe(
      `Your registration form (Pre-Summer 2025/2026) was disapproved: Drop RES 701 and add CHA 702 instead because your level does not... ${SMS_SEE_PORTAL}`,
    );
  });

  it('a reason that fits is sent whole, with one full stop whether staff typed it or not', () => {
    expect(SMS_NOTICES.registrationDisapproved('1st 2025/2026', 'Drop CHA 702.')).toBe(
      'Your registration form (1st 2025/2026) was disapproved: Drop CHA 702.',
    );
    expect(SMS_NOTICES.addDropDisapproved('1st 2025/2026', 'Drop CHA 702')).toBe(
      'Your Add/Drop form (1st 2025/2026) was disapproved: Drop CHA 702.',
    );
    expect(SMS_NOTICES.hostelRejected('2nd 2025/2026', 'Bingham is for men only!')).toBe(
      'Your hostel request (2nd 2025/2026) was rejected: Bingham is for men only!',
    );
  });

  it('a staff SMS of up to 100 characters is sent whole, in GSM characters', () => {
    const sent = SMS_NOTICES.staffMessage(STAFF_SMS);
    expect(STAFF_SMS.length).toBe(SMS_MAX_LENGTH);
    expect(sent).toBe(
      'Please come to the Bursary with your "receipt" - bring the bank teller; ask for Mr. Dung at Desk 13.',
    );
    expect(fitsOneSms(sent)).toBe(true);
  });

  it('staff text outside GSM is written in GSM, so one character never halves the room', () => {
    expect(toGsm('Ọlọ́run’s “note” – ₦500…\n\tok 😀')).toBe('Olorun\'s "note" - N500... ok ?');
    const reason = `${'Make the correction ’now’ please '.repeat(4).trim()}`;
    const sent = SMS_NOTICES.registrationDisapproved(PERIOD, reason);
    expect(fitsOneSms(sent)).toBe(true);
    expect(sent).toContain("'now'");
  });

  it('one word longer than the room is left out whole: the head and the portal sentence', () => {
    expect(withStaffText('Your hostel request (1st 2025/2026) was rejected: ', 'x'.repeat(200))).toBe(
      `Your hostel request (1st 2025/2026) was rejected. ${SMS_SEE_PORTAL}`,
    );
  });

  it('counts GSM units: the extension table takes two, a character outside the alphabet makes it unsendable as GSM', () => {
    expect(gsmLength('Hello')).toBe(5);
    expect(gsmLength('[x]')).toBe(5);
    expect(gsmLength('€')).toBe(2);
    expect(gsmLength('₦5')).toBeNull();
    expect(fitsOneSms('a'.repeat(160))).toBe(true);
    expect(fitsOneSms('a'.repeat(161))).toBe(false);
    expect(fitsOneSms('{'.repeat(81))).toBe(false);
    expect(smsNaira(123_456_78)).toBe('NGN 123,456.78');
    expect(smsNaira(-100)).toBe('-NGN 1.00');
  });
});

describe('asSentence: a comment inside a sentence (issue 27 §6)', () => {
  it.each([
    ['Drop CHA 702', 'Drop CHA 702.'],
    ['Drop CHA 702.', 'Drop CHA 702.'],
    ['  Drop CHA 702.  ', 'Drop CHA 702.'],
    ['Why CHA 702?', 'Why CHA 702?'],
    ['See the HOD!', 'See the HOD!'],
    ['Take "CHA 702."', 'Take "CHA 702."'],
    ['(see the HOD.)', '(see the HOD.)'],
  ])('%j → %j', (comment, sentence) => {
    expect(asSentence(comment)).toBe(sentence);
  });
});
