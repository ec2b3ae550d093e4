import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToAdd,
  formHoursOf,
  MissingCourseFeeError,
  PASS_FAIL_FEE_KOBO,
  priceCourses,
  priceRegistration,
  staffHalf,
  type ChargeLine,
  type PricingCourse,
  type RegistrationPricingInput,
} from './pricing.js';
import { feeBandOf } from './charges.js';

const naira = (n: number) => n * 100;

/** The demo in-person charges for a returning postgraduate student, with Departmental (2,000). */
const PG_RETURNING_CHARGES: ChargeLine[] = [
  { item: 'SUG', amountKobo: naira(3000) },
  { item: 'Health Insurance', amountKobo: naira(7000) },
  { item: 'Departmental', amountKobo: naira(2000) },
  { item: 'Examination/Stationery', amountKobo: naira(3000) },
  { item: 'Administrative Services', amountKobo: naira(6000) },
  { item: 'Campus Development', amountKobo: naira(7500) },
  { item: 'ECWA Education Dept Levy', amountKobo: naira(1000) },
  { item: 'Library', amountKobo: naira(2500) },
  { item: 'ICT Dev and Internet', amountKobo: naira(5000) },
  { item: 'ACTEA Accreditation', amountKobo: naira(2000) },
]; // 39,000 naira

const VIRTUAL_UG_NEW_CHARGES: ChargeLine[] = [
  { item: 'Departmental', amountKobo: naira(1000) },
  { item: 'ECWA Education Dept Levy', amountKobo: naira(1000) },
  { item: 'Development for Online Capacity', amountKobo: naira(10000) },
  { item: 'Internet and Portal Access', amountKobo: naira(5000) },
]; // 17,000 naira

const OTS: PricingCourse = { code: 'OTS 611', title: 'Old Testament Survey', hours: '3' };
const NTS: PricingCourse = { code: 'NTS 612', title: 'New Testament Survey', hours: '3' };
const FED: PricingCourse = { code: 'FED 613', title: 'Supervised Field Education', hours: 'P/F' };
const CHA: PricingCourse = { code: 'CHA 702', title: 'Church History in Africa', hours: '2' };
const BIB: PricingCourse = { code: 'BIB 101', title: 'Introduction to the Bible', hours: '3' };
const ENG: PricingCourse = { code: 'ENG 102', title: 'English Composition', hours: '2' };

function base(overrides: Partial<RegistrationPricingInput> = {}): RegistrationPricingInput {
  return {
    charges: PG_RETURNING_CHARGES,
    courses: [OTS, NTS],
    ratePerHourKobo: naira(3500),
    programmeLevel: 'PG',
    feeBand: 'ECWA',
    isStaff: false,
    specialRates: [],
    affiliationFeeKobo: 0,
    ...overrides,
  };
}

describe('priceRegistration, worked numbers', () => {
  it('in person, PG, ECWA band: charges 39,000 + 6 hours × 3,500 = 60,000 naira', () => {
    const p = priceRegistration(base());
    expect(p.chargesTotalKobo).toBe(naira(39000));
    expect(p.courses.map((c) => [c.code, c.formHours, c.rateKobo, c.amountKobo])).toEqual([
      ['OTS 611', 3, naira(3500), naira(10500)],
      ['NTS 612', 3, naira(3500), naira(10500)],
    ]);
    expect(p.totalHours).toBe(6);
    expect(p.programmeFeesFullKobo).toBe(naira(21000));
    expect(p.staffDiscountKobo).toBe(0);
    expect(p.programmeFeesKobo).toBe(naira(21000));
    expect(p.grandTotalKobo).toBe(naira(60000));
  });

  it('Non-ECWA band uses its own rate (4,000 per hour): 39,000 + 24,000 = 63,000 naira', () => {
    const p = priceRegistration(base({ feeBand: 'Non-ECWA', ratePerHourKobo: naira(4000) }));
    expect(p.programmeFeesKobo).toBe(naira(24000));
    expect(p.grandTotalKobo).toBe(naira(63000));
    expect(p.feeBand).toBe('Non-ECWA');
  });

  it('virtual, UG, ECWA-Online (2,000 per hour), new student: 17,000 + (3 + 2) × 2,000 = 27,000 naira', () => {
    const p = priceRegistration(
      base({
        charges: VIRTUAL_UG_NEW_CHARGES,
        courses: [BIB, ENG],
        programmeLevel: 'UG',
        feeBand: feeBandOf('ECWA', 'virtual'),
        ratePerHourKobo: naira(2000),
      }),
    );
    expect(p.feeBand).toBe('ECWA-Online');
    expect(p.chargesTotalKobo).toBe(naira(17000));
    expect(p.programmeFeesKobo).toBe(naira(10000));
    expect(p.totalHours).toBe(5);
    expect(p.grandTotalKobo).toBe(naira(27000));
  });

  it('Non-ECWA-Online band for a virtual Non-ECWA student', () => {
    expect(feeBandOf('Non-ECWA', 'virtual')).toBe('Non-ECWA-Online');
    expect(feeBandOf('Non-ECWA', 'in_person')).toBe('Non-ECWA');
  });

  it('a P/F course costs 7,500 naira flat and counts as 1 hour on the form, whatever the rate', () => {
    const p = priceRegistration(base({ courses: [OTS, FED] }));
    const fed = p.courses.find((c) => c.code === 'FED 613')!;
    expect(fed).toMatchObject({ basis: 'pass-fail', formHours: 1, rateKobo: null, amountKobo: naira(7500) });
    expect(PASS_FAIL_FEE_KOBO).toBe(naira(7500));
    expect(p.totalHours).toBe(4);
    expect(p.programmeFeesKobo).toBe(naira(10500 + 7500));
    expect(p.grandTotalKobo).toBe(naira(39000 + 18000));
  });

  it('a verified staff student pays half the programme fees, never the charges: 39,000 + 10,500 = 49,500', () => {
    const p = priceRegistration(base({ isStaff: true }));
    expect(p.programmeFeesFullKobo).toBe(naira(21000));
    expect(p.staffDiscountKobo).toBe(naira(10500));
    expect(p.programmeFeesKobo).toBe(naira(10500));
    expect(p.chargesTotalKobo).toBe(naira(39000));
    expect(p.grandTotalKobo).toBe(naira(49500));
  });

  it('staff half of an odd kobo amount: the student pays the extra kobo, nothing is lost', () => {
    // 3 hours × 3,333.33 naira = 9,999.99 naira → discount 4,999.99, payable 5,000.00.
    const p = priceRegistration(base({ courses: [OTS], ratePerHourKobo: 333_333, isStaff: true }));
    expect(p.programmeFeesFullKobo).toBe(999_999);
    expect(p.staffDiscountKobo).toBe(499_999);
    expect(p.programmeFeesKobo).toBe(500_000);
  });

  it('a special rate replaces the band rate for that student and course only: 8,000 × 3 hours', () => {
    const p = priceRegistration(
      base({
        courses: [OTS, CHA],
        specialRates: [{ courseCode: 'CHA 702', ratePerHourKobo: naira(8000), hours: 3, note: 'agreed' }],
      }),
    );
    const cha = p.courses.find((c) => c.code === 'CHA 702')!;
    // CHA 702 is a 2-hour course, but the agreement is for 3 hours at 8,000.
    expect(cha).toMatchObject({ basis: 'special-rate', formHours: 3, rateKobo: naira(8000), amountKobo: naira(24000) });
    expect(p.courses.find((c) => c.code === 'OTS 611')!.amountKobo).toBe(naira(10500));
    expect(p.programmeFeesKobo).toBe(naira(34500));
  });

  it('special rates are halved for staff like any programme fee', () => {
    const p = priceRegistration(
      base({
        courses: [CHA],
        isStaff: true,
        specialRates: [{ courseCode: 'CHA 702', ratePerHourKobo: naira(8000), hours: 1 }],
      }),
    );
    expect(p.programmeFeesFullKobo).toBe(naira(8000));
    expect(p.programmeFeesKobo).toBe(naira(4000));
  });

  it('the affiliation fee is added to the grand total as its own line', () => {
    const p = priceRegistration(
      base({
        programmeLevel: 'UG',
        ratePerHourKobo: naira(2500),
        courses: [BIB],
        charges: [{ item: 'SUG', amountKobo: naira(3000) }],
        affiliationFeeKobo: naira(20000),
      }),
    );
    expect(p.affiliationFeeKobo).toBe(naira(20000));
    expect(p.grandTotalKobo).toBe(naira(3000 + 7500 + 20000));
  });

  it('no course fee for the band: per-hour courses cannot be priced, P/F and special rates can', () => {
    expect(() => priceRegistration(base({ ratePerHourKobo: null }))).toThrow(MissingCourseFeeError);
    const p = priceRegistration(base({ ratePerHourKobo: null, courses: [FED] }));
    expect(p.programmeFeesKobo).toBe(naira(7500));
  });

  it('no courses: only the charges', () => {
    const p = priceRegistration(base({ courses: [] }));
    expect(p.programmeFeesKobo).toBe(0);
    expect(p.grandTotalKobo).toBe(naira(39000));
  });
});

describe('pricing helpers', () => {
  it('form hours: 1..9 as numbers, P/F as 1, anything else refused', () => {
    expect(formHoursOf('3')).toBe(3);
    expect(formHoursOf('P/F')).toBe(1);
    expect(() => formHoursOf('0')).toThrow(RangeError);
    expect(() => formHoursOf('x')).toThrow(RangeError);
  });

  it('prices courses on their own (the add/drop sides use this)', () => {
    const added = priceCourses({ courses: [OTS, FED], ratePerHourKobo: naira(3500) });
    expect(added.fullKobo).toBe(naira(10500 + 7500));
    expect(added.totalHours).toBe(4);
  });

  it('amount to add is the shortfall, never negative', () => {
    expect(amountToAdd(naira(60000), naira(45000))).toBe(naira(15000));
    expect(amountToAdd(naira(60000), naira(70000))).toBe(0);
    expect(amountToAdd(naira(60000), -naira(500))).toBe(naira(60500));
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => priceRegistration(base({ ratePerHourKobo: 1.5 }))).toThrow(RangeError);
    expect(() => priceRegistration(base({ charges: [{ item: 'SUG', amountKobo: -1 }] }))).toThrow(RangeError);
  });
});

describe('pricing properties', () => {
  const kobo = fc.integer({ min: 0, max: 5_000_000_00 });
  const course = fc.record({
    code: fc.stringMatching(/^[A-Z]{3} \d{3}$/),
    title: fc.constant('A course'),
    hours: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9', 'P/F'),
  });

  it('totals are the sums of their lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ item: fc.string(), amountKobo: kobo }), { maxLength: 15 }),
        fc.uniqueArray(course, { selector: (c) => c.code, maxLength: 10 }),
        kobo,
        fc.boolean(),
        kobo,
        (charges, courses, rate, isStaff, affiliation) => {
          const p = priceRegistration(
            base({ charges, courses, ratePerHourKobo: rate, isStaff, affiliationFeeKobo: affiliation }),
          );
          expect(p.chargesTotalKobo).toBe(charges.reduce((n, c) => n + c.amountKobo, 0));
          expect(p.programmeFeesFullKobo).toBe(p.courses.reduce((n, c) => n + c.amountKobo, 0));
          expect(p.totalHours).toBe(p.courses.reduce((n, c) => n + c.formHours, 0));
          expect(p.programmeFeesKobo + p.staffDiscountKobo).toBe(p.programmeFeesFullKobo);
          expect(p.grandTotalKobo).toBe(p.chargesTotalKobo + p.programmeFeesKobo + p.affiliationFeeKobo);
          if (!isStaff) expect(p.staffDiscountKobo).toBe(0);
        },
      ),
    );
  });

  it('halving never loses or invents a kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (full) => {
        const { discountKobo, payableKobo } = staffHalf(full);
        expect(discountKobo + payableKobo).toBe(full);
        expect(Number.isSafeInteger(discountKobo) && Number.isSafeInteger(payableKobo)).toBe(true);
        expect(payableKobo - discountKobo).toBeGreaterThanOrEqual(0);
        expect(payableKobo - discountKobo).toBeLessThanOrEqual(1);
      }),
    );
  });
});
