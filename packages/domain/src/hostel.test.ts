import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canMoveHostelApplication,
  canPrintHostelForm,
  HOSTEL_APPLICATION_STATUSES,
  HOSTEL_CHOICE_TEXTS,
  HOSTEL_TRANSITIONS,
  hostelAmountToAdd,
  hostelCharges,
  hostelChoice,
  hostelFormNumber,
  hostelQueueStatusesFor,
  hostelPeriodText,
  hostelSeasonCost,
  hostelStatusAfter,
  normalizeHostelLabel,
  walletAfterAllocation,
} from './hostel.js';
import { OFFICE_CAPABILITIES, officeCan } from './permissions.js';
import { createHostelSchema, hostelBalanceSchema, rejectHostelSchema } from './schemas/hostel.js';

const naira = (n: number) => n * 100;
/** Bingham Hostel Flat: 35,000 a semester, 15,000 a summer, 5,000 caution. */
const bingham = {
  amountPerSemesterKobo: naira(35_000),
  amountPerSummerKobo: naira(15_000),
  cautionFeeKobo: naira(5_000),
};

describe('hostel charges', () => {
  it('costs the semester amount in a regular period and the summer amount in a summer period', () => {
    expect(hostelSeasonCost(bingham, 'regular')).toBe(naira(35_000));
    expect(hostelSeasonCost(bingham, 'summer')).toBe(naira(15_000));
  });

  it('totals cost plus caution: 40,000 a semester, 20,000 a summer', () => {
    expect(hostelCharges(bingham, 'regular')).toEqual({
      costKobo: naira(35_000),
      cautionFeeKobo: naira(5_000),
      totalKobo: naira(40_000),
    });
    expect(hostelCharges(bingham, 'summer').totalKobo).toBe(naira(20_000));
  });

  it('amount to add is the total minus the wallet, never negative', () => {
    const total = hostelCharges(bingham, 'regular').totalKobo;
    expect(hostelAmountToAdd(total, naira(30_000))).toBe(naira(10_000));
    expect(hostelAmountToAdd(total, naira(40_000))).toBe(0);
    expect(hostelAmountToAdd(total, naira(55_000))).toBe(0);
    expect(hostelAmountToAdd(total, naira(-2_500))).toBe(naira(42_500));
  });

  it('the wallet after allocation is the wallet minus cost and caution', () => {
    expect(walletAfterAllocation(naira(60_000), hostelCharges(bingham, 'regular'))).toBe(naira(20_000));
    expect(walletAfterAllocation(naira(40_000), hostelCharges(bingham, 'regular'))).toBe(0);
  });

  it('adds up to the kobo for any amounts (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: -1e11, max: 1e11 }),
        (semester, summer, caution, wallet) => {
          const prices = { amountPerSemesterKobo: semester, amountPerSummerKobo: summer, cautionFeeKobo: caution };
          for (const season of ['regular', 'summer'] as const) {
            const c = hostelCharges(prices, season);
            expect(c.totalKobo).toBe(c.costKobo + caution);
            const toAdd = hostelAmountToAdd(c.totalKobo, wallet);
            expect(toAdd).toBeGreaterThanOrEqual(0);
            expect(wallet + toAdd >= c.totalKobo).toBe(true);
          }
        },
      ),
    );
  });
});

describe('choosing a hostel', () => {
  const total = naira(40_000);

  it('needs an opened hostel, a wallet value, a wallet covering cost AND caution, and a free bedspace', () => {
    const base = { hostelStatus: 'opened' as const, walletKobo: naira(40_000), totalKobo: total, availableBeds: 3 };
    expect(hostelChoice(base)).toEqual({ canChoose: true, reason: 'available' });
    expect(hostelChoice({ ...base, hostelStatus: 'closed' }).reason).toBe('closed');
    expect(hostelChoice({ ...base, walletKobo: 0 }).reason).toBe('no-wallet');
    // 35,000 covers the cost but not the caution: the original let this through.
    expect(hostelChoice({ ...base, walletKobo: naira(35_000) })).toEqual({ canChoose: false, reason: 'insufficient' });
    expect(hostelChoice({ ...base, walletKobo: naira(-100) }).reason).toBe('insufficient');
    expect(hostelChoice({ ...base, availableBeds: 0 }).reason).toBe('full');
  });

  it('says why on the button, in the spec’s words', () => {
    expect(HOSTEL_CHOICE_TEXTS.closed).toBe('Hostel is Closed');
    expect(HOSTEL_CHOICE_TEXTS['no-wallet']).toBe('Contact ICT Department');
    expect(HOSTEL_CHOICE_TEXTS.insufficient).toBe('Open but Insufficient Bal.');
  });
});

describe('form number', () => {
  it('is HA, the semester code, the Student ID and the session’s first year', () => {
    expect(hostelFormNumber({ semester: '1st', session: '2025/2026' }, '64004')).toBe('HAA6400425');
    expect(hostelFormNumber({ semester: '2nd', session: '2025/2026' }, '64004')).toBe('HAB6400425');
    expect(hostelFormNumber({ semester: 'Summer', session: '2025/2026' }, '64004')).toBe('HAS6400425');
    expect(hostelFormNumber({ semester: 'Pre-Summer', session: '2025/2026' }, 'ab12c')).toBe('HAPSAB12C25');
  });

  it('differs between every period of a session and between sessions (the original repeated it)', () => {
    const numbers = new Set<string>();
    for (const session of ['2024/2025', '2025/2026']) {
      for (const semester of ['1st', '2nd', 'Pre-Summer', 'Summer'] as const) {
        numbers.add(hostelFormNumber({ semester, session }, '64004'));
      }
    }
    expect(numbers.size).toBe(8);
  });
});

describe('hostel application transitions', () => {
  it('follows the spec: awaiting bursar → balance updated → awaiting porter → complete', () => {
    expect(hostelStatusAfter('update-balance', 'awaiting bursar')).toBe('balance updated');
    expect(hostelStatusAfter('choose', 'balance updated')).toBe('awaiting porter');
    expect(hostelStatusAfter('allocate', 'awaiting porter')).toBe('complete');
  });

  it('a rejected application can choose again', () => {
    expect(hostelStatusAfter('reject', 'awaiting porter')).toBe('disapproved');
    expect(hostelStatusAfter('choose', 'disapproved')).toBe('awaiting porter');
  });

  it('refuses every event outside its states; nothing leaves complete', () => {
    const allowed: Record<string, string[]> = {
      'update-balance': ['awaiting bursar', 'balance updated', 'disapproved'],
      choose: ['balance updated', 'disapproved'],
      reject: ['awaiting bursar', 'balance updated', 'awaiting porter'],
      allocate: ['awaiting porter'],
    };
    for (const event of Object.keys(HOSTEL_TRANSITIONS) as Array<keyof typeof HOSTEL_TRANSITIONS>) {
      for (const status of HOSTEL_APPLICATION_STATUSES) {
        expect(canMoveHostelApplication(event, status), `${event} from ${status}`).toBe(
          allowed[event]!.includes(status),
        );
      }
      expect(canMoveHostelApplication(event, 'complete')).toBe(false);
    }
    expect(canPrintHostelForm('complete')).toBe(true);
    expect(canPrintHostelForm('awaiting porter')).toBe(false);
  });

  it('names who may act: the student chooses, the bursary updates, the porter rejects and allocates', () => {
    expect(HOSTEL_TRANSITIONS.choose.by).toBe('student');
    expect(OFFICE_CAPABILITIES[HOSTEL_TRANSITIONS['update-balance'].by]).toEqual(['ict', 'bursar']);
    expect(OFFICE_CAPABILITIES[HOSTEL_TRANSITIONS.reject.by]).toEqual(['ict', 'porter']);
    expect(OFFICE_CAPABILITIES[HOSTEL_TRANSITIONS.allocate.by]).toEqual(['ict', 'porter']);
    expect(officeCan('auditor', 'manageHostels')).toBe(false);
    expect(officeCan('bursar', 'allocateBeds')).toBe(false);
    expect(officeCan('porter', 'hostelBursarStep')).toBe(false);
  });

  it('queues: the bursar awaiting bursar, the porter awaiting porter, ict and the auditor both', () => {
    expect(hostelQueueStatusesFor('bursar')).toEqual(['awaiting bursar']);
    expect(hostelQueueStatusesFor('porter')).toEqual(['awaiting porter']);
    expect(hostelQueueStatusesFor('ict')).toEqual(['awaiting bursar', 'awaiting porter']);
    expect(hostelQueueStatusesFor('auditor')).toEqual(['awaiting bursar', 'awaiting porter']);
    expect(hostelQueueStatusesFor('dean')).toEqual([]);
  });
});

describe('request schemas', () => {
  it('Add Another Hostel takes whole naira; the caution fee defaults to 0', () => {
    expect(
      createHostelSchema.parse({
        hostel_name: '  Bingham   Hostel Flat ',
        amount_per_semester: '35,000',
        amount_per_summer: 15000,
      }),
    ).toEqual({
      hostel_name: 'Bingham Hostel Flat',
      amount_per_semester: 35000,
      amount_per_summer: 15000,
      caution_fee: 0,
    });
    expect(
      createHostelSchema.safeParse({ hostel_name: '', amount_per_semester: '1', amount_per_summer: '1' }).success,
    ).toBe(false);
    expect(
      createHostelSchema.safeParse({ hostel_name: 'A', amount_per_semester: '1.5', amount_per_summer: '1' }).success,
    ).toBe(false);
  });

  it('the bursary balance may be negative; a rejection needs a comment', () => {
    expect(hostelBalanceSchema.parse({ balance: '-2,500', expected_balance_kobo: 0 }).balance).toBe(-2500);
    expect(rejectHostelSchema.safeParse({ comment: '  ' }).success).toBe(false);
  });

  it('room and bedspace numbers are upper-cased with spaces collapsed', () => {
    expect(normalizeHostelLabel(' a   12 ')).toBe('A 12');
  });
});

describe('hostel period list (issue 27 §7)', () => {
  it('marks an opened period NOT ELIGIBLE for a student whose registration is not completed', () => {
    expect(hostelPeriodText({ accommodationOpened: true, registrationCompleted: false })).toBe('NOT ELIGIBLE');
    expect(hostelPeriodText({ accommodationOpened: true, registrationCompleted: true })).toBe('Open');
    expect(hostelPeriodText({ accommodationOpened: false, registrationCompleted: false })).toBe('Closed');
    expect(hostelPeriodText({ accommodationOpened: false, registrationCompleted: true })).toBe('Closed');
  });
});
