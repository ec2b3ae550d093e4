import { MESSAGES } from './messages.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADD_DROP_MESSAGES,
  ADD_DROP_STATUSES,
  ADD_DROP_TRANSITIONS,
  addDropDialogFor,
  addDropFormHours,
  addDropFormNumber,
  addDropFormTitle,
  addDropLogActionFor,
  addDropQueueStatusesFor,
  addDropStatusAfter,
  addDropStatusMessage,
  areSemesterDatesValid,
  canActOnAddDrop,
  canTransitionAddDrop,
  dropMarkOn,
  lateDropNotice,
  priceAddDrop,
  seminaryDate,
  type AddDropPricingInput,
  type DropInput,
} from './add-drop.js';
import { setSemesterDatesSchema } from './schemas/add-drop.js';

const naira = (n: number) => n * 100;
const RATE = naira(3500); // PG ECWA per credit hour in the demo schedule

/** Courses of a completed registration as its priced snapshot holds them. */
const NTS: DropInput = {
  code: 'NTS 612',
  title: 'New Testament Survey',
  hours: '3',
  amountKobo: naira(10500),
  basis: 'per-hour',
  rateKobo: RATE,
  chargedHours: 3,
  mark: 'free',
};
const FED: DropInput = {
  code: 'FED 613',
  title: 'Supervised Field Education',
  hours: 'P/F',
  amountKobo: naira(7500),
  basis: 'pass-fail',
  rateKobo: null,
  chargedHours: 1,
  mark: 'W',
};
const HRM = { code: 'HRM 501', title: 'Biblical Hermeneutics', hours: '3' };
const SPF = { code: 'SPF 100', title: 'Spiritual Formation and Chapel', hours: 'P/F' };

function price(overrides: Partial<AddDropPricingInput> = {}) {
  return priceAddDrop({
    dropped: [NTS, FED],
    added: [HRM, SPF],
    ratePerHourKobo: RATE,
    registrationHadStaffHalf: false,
    isStaff: false,
    walletKobo: naira(5000),
    ...overrides,
  });
}

describe('add/drop money (student-side §9, decision 0013)', () => {
  it('drops NTS 612 in the free window and FED 613 as W, adds HRM 501 and a P/F course, with 5,000 in the wallet', () => {
    const p = price();
    // Added: 3 h × 3,500 = 10,500 and P/F 7,500 (0 hours on the add/drop form).
    expect(p.added.map((a) => [a.code, a.formHours, a.amountKobo])).toEqual([
      ['HRM 501', 3, naira(10500)],
      ['SPF 100', 0, naira(7500)],
    ]);
    expect(p.addedHours).toBe(3);
    expect(p.addedKobo).toBe(naira(18000));
    // Dropped at the fees the registration charged: 10,500 + 7,500; only the free drop is credited.
    expect(p.dropped.map((d) => [d.code, d.formHours, d.credited])).toEqual([
      ['NTS 612', 3, true],
      ['FED 613', 0, false],
    ]);
    expect(p.droppedHours).toBe(3);
    expect(p.droppedSubtotalKobo).toBe(naira(18000));
    expect(p.droppedCreditKobo).toBe(naira(10500));
    // Closing = 5,000 + 10,500 − 18,000 = −2,500; amount to pay = 18,000 − 15,500 = 2,500; not covered.
    expect(p.netKobo).toBe(-naira(7500));
    expect(p.closingBalanceKobo).toBe(-naira(2500));
    expect(p.amountToPayKobo).toBe(naira(2500));
    expect(p.isCovered).toBe(false);
  });

  it('is covered exactly when wallet + dropped credit reaches the added fees', () => {
    const p = price({ walletKobo: naira(7500) });
    expect(p).toMatchObject({ closingBalanceKobo: 0, amountToPayKobo: 0, isCovered: true });
    expect(price({ walletKobo: naira(7500) - 1 }).isCovered).toBe(false);
  });

  it('a drop-only form credits the wallet; W and WF drops credit nothing', () => {
    const p = price({ added: [], walletKobo: 0 });
    expect(p).toMatchObject({ addedKobo: 0, netKobo: naira(10500), closingBalanceKobo: naira(10500), isCovered: true });
    const late = price({ added: [], dropped: [{ ...NTS, mark: 'WF' }], walletKobo: naira(100) });
    expect(late).toMatchObject({
      droppedSubtotalKobo: naira(10500),
      droppedCreditKobo: 0,
      netKobo: 0,
      closingBalanceKobo: naira(100),
    });
  });

  it('staff half on each side separately: credit at the half the registration charged, added fees halved when verified', () => {
    const p = price({ registrationHadStaffHalf: true, isStaff: true, walletKobo: 0 });
    expect(p.droppedCreditFullKobo).toBe(naira(10500));
    expect(p.droppedCreditStaffDiscountKobo).toBe(naira(5250));
    expect(p.droppedCreditKobo).toBe(naira(5250));
    expect(p.addedFullKobo).toBe(naira(18000));
    expect(p.addedStaffDiscountKobo).toBe(naira(9000));
    expect(p.addedKobo).toBe(naira(9000));
    expect(p.netKobo).toBe(-naira(3750));
    expect(p.amountToPayKobo).toBe(naira(3750));
    // An odd number of kobo: the discount is the lower half, so the payable half is never short.
    const odd = price({
      dropped: [{ ...NTS, amountKobo: 1001 }],
      added: [],
      registrationHadStaffHalf: true,
      walletKobo: 0,
    });
    expect(odd.droppedCreditKobo).toBe(501);
  });

  it('special rates: an added course at its agreed rate and hours; a dropped one at what it was charged', () => {
    const p = price({
      added: [{ code: 'CED 202', title: 'Foundations of Christian Education', hours: '2' }],
      specialRates: [{ courseCode: 'CED 202', ratePerHourKobo: naira(8000), hours: 3 }],
      dropped: [
        {
          ...NTS,
          code: 'PAS 401',
          hours: '3',
          basis: 'special-rate',
          rateKobo: naira(8000),
          chargedHours: 1,
          amountKobo: naira(8000),
        },
      ],
    });
    expect(p.added[0]).toMatchObject({ basis: 'special-rate', formHours: 3, amountKobo: naira(24000) });
    expect(p.dropped[0]).toMatchObject({ formHours: 1, amountKobo: naira(8000), rateKobo: naira(8000) });
    expect(p.droppedCreditKobo).toBe(naira(8000));
  });

  it('P/F counts 0 hours on the add/drop form (1 on the registration form)', () => {
    expect(addDropFormHours('P/F')).toBe(0);
    expect(addDropFormHours('3')).toBe(3);
    expect(addDropFormHours('2', 3)).toBe(3);
    expect(() => addDropFormHours('X')).toThrow(RangeError);
  });

  it('an added per-hour course needs the period’s fee; P/F and dropped courses do not', () => {
    expect(() => price({ ratePerHourKobo: null })).toThrow(/No course fee/);
    expect(price({ ratePerHourKobo: null, added: [SPF] }).addedKobo).toBe(naira(7500));
  });

  it('invariants for any amounts: closing = wallet + net; pay = max(0, −closing) when not covered; credit ≤ subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ kobo: fc.integer({ min: 0, max: 5_000_000 }), mark: fc.constantFrom('free', 'W', 'WF') }),
          {
            maxLength: 6,
          },
        ),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 6 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (drops, addHours, wallet, staffReg, staffNow) => {
          const p = priceAddDrop({
            dropped: drops.map((d, i) => ({ ...NTS, code: `D${i}`, amountKobo: d.kobo, mark: d.mark as 'free' })),
            added: addHours.map((h, i) => ({ code: `A${i}`, title: 'x', hours: String(h) })),
            ratePerHourKobo: RATE,
            registrationHadStaffHalf: staffReg,
            isStaff: staffNow,
            walletKobo: wallet,
          });
          expect(p.closingBalanceKobo).toBe(wallet + p.droppedCreditKobo - p.addedKobo);
          expect(p.netKobo).toBe(p.droppedCreditKobo - p.addedKobo);
          expect(p.isCovered).toBe(p.closingBalanceKobo >= 0);
          expect(p.amountToPayKobo).toBe(Math.max(0, -p.closingBalanceKobo));
          expect(p.droppedCreditKobo).toBeLessThanOrEqual(p.droppedSubtotalKobo);
          expect(p.addedStaffDiscountKobo + p.addedKobo).toBe(p.addedFullKobo);
        },
      ),
    );
  });
});

describe('W and WF by date', () => {
  const dates = { startDate: '2025-09-01', midSemesterDate: '2025-10-20' };

  it('free in the first two weeks (and before the start), W from week 3 to mid-semester, WF after', () => {
    expect(dropMarkOn(dates, '2025-08-25')).toBe('free');
    expect(dropMarkOn(dates, '2025-09-01')).toBe('free');
    expect(dropMarkOn(dates, '2025-09-14')).toBe('free'); // day 14 of the semester, end of week 2
    expect(dropMarkOn(dates, '2025-09-15')).toBe('W'); // first day of week 3
    expect(dropMarkOn(dates, '2025-10-20')).toBe('W'); // the mid-semester date itself
    expect(dropMarkOn(dates, '2025-10-21')).toBe('WF');
    expect(dropMarkOn(dates, '2026-01-10')).toBe('WF');
  });

  it('without a start date nothing is late; without a mid-semester date a late drop is W', () => {
    expect(dropMarkOn({ startDate: null, midSemesterDate: null }, '2030-01-01')).toBe('free');
    expect(dropMarkOn({ startDate: '2025-09-01', midSemesterDate: null }, '2026-06-01')).toBe('W');
  });

  it('the drop confirmation says what a late drop means', () => {
    expect(lateDropNotice('WF')).toBe(
      'This course will be recorded as WF and its fee will not be credited to your wallet.',
    );
  });

  it('counts days in Jos (UTC+1): 23:30 UTC on the 14th is already the 15th', () => {
    expect(seminaryDate(new Date('2025-09-14T22:59:00Z'))).toBe('2025-09-14');
    expect(seminaryDate(new Date('2025-09-14T23:30:00Z'))).toBe('2025-09-15');
    expect(dropMarkOn(dates, seminaryDate(new Date('2025-09-14T23:30:00Z')))).toBe('W');
  });

  it('the mid-semester date must come after the start date', () => {
    expect(areSemesterDatesValid('2025-09-01', '2025-10-20')).toBe(true);
    expect(areSemesterDatesValid('2025-09-01', '2025-09-01')).toBe(false);
    expect(areSemesterDatesValid(null, '2025-09-01')).toBe(true);
    const bad = setSemesterDatesSchema.safeParse({ start_date: '2025-10-01', mid_semester_date: '2025-09-01' });
    expect(bad.success).toBe(false);
    expect(setSemesterDatesSchema.safeParse({ start_date: '2025-02-30', mid_semester_date: '' }).success).toBe(false);
    expect(setSemesterDatesSchema.parse({ start_date: '2025-09-01', mid_semester_date: '' })).toEqual({
      start_date: '2025-09-01',
      mid_semester_date: null,
    });
  });
});

describe('semester dates that are not dates (issue 28 §2)', () => {
  it('a field that is not a calendar day gets *Invalid once, and the order check is not run on it', () => {
    for (const mid of ['y', '2026-13-45', '2026-02-30', '20261122', ' ']) {
      const result = setSemesterDatesSchema.safeParse({ start_date: '2026-11-22', mid_semester_date: mid });
      expect(result.success, mid).toBe(false);
      expect(
        result.error!.issues.map((i) => [i.path.join('.'), i.message]),
        mid,
      ).toEqual([['mid_semester_date', MESSAGES.invalid]]);
    }
    expect(areSemesterDatesValid('2026-11-22', 'y')).toBe(true);
    expect(areSemesterDatesValid('x', '2026-11-22')).toBe(true);
  });
});

describe('form number and print title', () => {
  it('AD, the semester code, the Student ID and the first year of the session', () => {
    expect(addDropFormNumber({ semester: '1st', session: '2025/2026' }, '64004')).toBe('ADA6400425');
    expect(addDropFormNumber({ semester: '2nd', session: '2025/2026' }, '64004')).toBe('ADB6400425');
    expect(addDropFormNumber({ semester: 'Summer', session: '2025/2026' }, '64004')).toBe('ADS6400425');
    expect(addDropFormNumber({ semester: 'Pre-Summer', session: '2025/2026' }, 'a1234')).toBe('ADPSA123425');
  });

  it('Summer and Pre-Summer never collide with the 2nd semester, nor any period or student with another', () => {
    const numbers = new Set<string>();
    const ids = ['64004', '04328', 'A1234', 'S6400', 'PS640'];
    for (const semester of ['1st', '2nd', 'Summer', 'Pre-Summer'] as const)
      for (const session of ['2024/2025', '2025/2026'])
        for (const id of ids) numbers.add(addDropFormNumber({ semester, session }, id));
    expect(numbers.size).toBe(4 * 2 * ids.length);
  });

  it('Postgraduate for levels 5 to 7, else Undergraduate', () => {
    expect(['5', '6', '7'].map(addDropFormTitle)).toEqual(['Postgraduate', 'Postgraduate', 'Postgraduate']);
    expect(['1-BA', '4-BA', '3-Diploma'].map(addDropFormTitle)).toEqual([
      'Undergraduate',
      'Undergraduate',
      'Undergraduate',
    ]);
  });
});

describe('the add/drop transition table', () => {
  it('started → awaiting dean → incomplete (approved) or disapproved (re-forward) → completed', () => {
    expect(addDropStatusAfter('start', null)).toBe('started');
    expect(addDropStatusAfter('forward', 'started')).toBe('awaiting dean');
    expect(addDropStatusAfter('approve', 'awaiting dean')).toBe('incomplete');
    expect(addDropStatusAfter('disapprove', 'awaiting dean')).toBe('disapproved');
    expect(addDropStatusAfter('forward', 'disapproved')).toBe('awaiting dean');
    expect(addDropStatusAfter('submit', 'incomplete')).toBe('completed');
  });

  it('refuses every event outside its states', () => {
    const allowed: Record<string, string[]> = {
      start: ['none'],
      forward: ['started', 'disapproved'],
      approve: ['awaiting dean'],
      disapprove: ['awaiting dean'],
      submit: ['incomplete'],
    };
    for (const event of Object.keys(ADD_DROP_TRANSITIONS) as Array<keyof typeof ADD_DROP_TRANSITIONS>) {
      for (const status of ['none', ...ADD_DROP_STATUSES]) {
        const current = status === 'none' ? null : status;
        expect(canTransitionAddDrop(event, current), `${event} from ${status}`).toBe(allowed[event]!.includes(status));
      }
    }
    expect(ADD_DROP_TRANSITIONS.approve.by).toBe('approveAddDrops');
    expect(ADD_DROP_TRANSITIONS.submit.by).toBe('student');
  });

  it('courses change only while started or disapproved; print only when completed', () => {
    for (const status of ADD_DROP_STATUSES) {
      const editable = status === 'started' || status === 'disapproved';
      for (const action of ['add-course', 'remove-added', 'drop-course', 'undo-drop'] as const) {
        expect(canActOnAddDrop(action, status), `${action} in ${status}`).toBe(editable);
      }
      expect(canActOnAddDrop('print', status)).toBe(status === 'completed');
    }
    expect(canActOnAddDrop('add-course', null)).toBe(false);
  });

  it('says what each state means, with the reason of a disapproval', () => {
    expect(addDropStatusMessage('disapproved', 'Keep NTS 612')).toContain('Keep NTS 612');
    expect(addDropStatusMessage('awaiting dean', null)).toContain("DPAA's Office");
  });
});

describe('the period chooser dialogs', () => {
  it('Not Registered, Incomplete Registration, completed, closed, or the form', () => {
    const at = (registrationStatus: string | null, addDropStatus: string | null, open = true) =>
      addDropDialogFor({ registrationStatus, addDropStatus, periodAddDrop: open ? 'opened' : 'closed' });
    expect(at(null, null)).toBe('not-registered');
    expect(at('incomplete', null)).toBe('incomplete-registration');
    expect(at('awaiting dean', null)).toBe('incomplete-registration');
    expect(at('completed', 'completed')).toBe('completed');
    expect(at('completed', null, false)).toBe('closed');
    expect(at('completed', null)).toBeNull();
    expect(at('completed', 'incomplete', false)).toBeNull(); // an approved form can still be submitted
    expect(ADD_DROP_MESSAGES.notRegistered).toBe(
      'You are not registered for the chosen semester therefore you cannot Add/Drop courses.',
    );
    expect(ADD_DROP_MESSAGES.incompleteRegistration).toBe(
      "You cannot perform Add/Drop for the chosen semester because you have not finished the semester's registration.",
    );
  });
});

describe('queue and log', () => {
  it('the dean and ict see forms awaiting the dean; nobody else', () => {
    expect(addDropQueueStatusesFor('dean')).toEqual(['awaiting dean']);
    expect(addDropQueueStatusesFor('ict')).toEqual(['awaiting dean']);
    for (const p of ['bursar', 'auditor', 'registrar', 'assistant bursar', 'porter', null]) {
      expect(addDropQueueStatusesFor(p)).toEqual([]);
    }
  });

  it('View when completed, else Print; Re-Print only for the office that printed', () => {
    expect(addDropLogActionFor('completed', [], 'bursar')).toEqual({ action: 'view', reprint: false });
    expect(addDropLogActionFor('completed', ['bursar'], 'bursar')).toEqual({ action: 'view', reprint: true });
    expect(addDropLogActionFor('completed', ['bursar'], 'registrar')).toEqual({ action: 'view', reprint: false });
    expect(addDropLogActionFor('completed', ['dean'], 'ict')).toEqual({ action: 'view', reprint: false });
    expect(addDropLogActionFor('awaiting dean', [], 'dean')).toEqual({ action: 'print', reprint: false });
  });
});
