import type { FeeBand } from './charges.js';
import { sumKobo, type Kobo } from './money.js';
import type { ProgrammeLevel } from './reference/academics.js';

/**
 * The one pricing function of the portal (docs/product.md, money rules). Registration,
 * add/drop and every print use it; the server decides with it and the browser only shows
 * what the server computed. Pure: no clock, no I/O, integer kobo only.
 */

/** Pass/fail courses cost a flat 7,500 naira and count as 1 hour on the form. */
export const PASS_FAIL_FEE_KOBO: Kobo = 750_000;
export const PASS_FAIL_FORM_HOURS = 1;

/** A course as the pricing needs it: hours '1'..'9' or 'P/F'. */
export interface PricingCourse {
  code: string;
  title: string;
  hours: string;
}

/** An individually agreed rate for one student on one course (stored as data, issue 10). */
export interface SpecialCourseRate {
  courseCode: string;
  ratePerHourKobo: Kobo;
  /** Hours charged at that rate (the agreement may differ from the course's own hours). */
  hours: number;
  note?: string | null;
}

export interface ChargeLine {
  item: string;
  amountKobo: Kobo;
}

export type CourseBasis = 'per-hour' | 'pass-fail' | 'special-rate';

export interface PricedCourse {
  code: string;
  title: string;
  /** As the catalogue shows it: '3' or 'P/F'. */
  hours: string;
  /** Hours counted on the form (P/F counts as 1). */
  formHours: number;
  basis: CourseBasis;
  /** Rate per hour applied (null for P/F). */
  rateKobo: Kobo | null;
  /** The course's full fee, before any staff discount. */
  amountKobo: Kobo;
}

export interface CoursePricingInput {
  courses: readonly PricingCourse[];
  /** Fee per credit hour for the period, programme level and fee band; null when not set. */
  ratePerHourKobo: Kobo | null;
  specialRates?: readonly SpecialCourseRate[];
}

export interface CoursePricing {
  courses: PricedCourse[];
  totalHours: number;
  /** Sum of the course lines. */
  fullKobo: Kobo;
}

/** Credit hours of a course on the form: its number, or 1 for P/F. */
export function formHoursOf(hours: string): number {
  if (hours === 'P/F') return PASS_FAIL_FORM_HOURS;
  const n = Number(hours);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new RangeError(`not a credit-hours value: ${hours}`);
  return n;
}

/** Thrown when a course is priced per hour but the period has no fee for the student's band. */
export class MissingCourseFeeError extends Error {
  constructor() {
    super('No course fee is set for this period, programme level and fee band.');
    this.name = 'MissingCourseFeeError';
  }
}

/** What an agreed special rate charges for a course: the rate per hour times the agreed hours. */
export function specialRateAmountKobo(rate: { ratePerHourKobo: Kobo; hours: number }): Kobo {
  return rate.ratePerHourKobo * rate.hours;
}

/** Prices courses one by one: special rate, else P/F flat fee, else rate × hours. */
export function priceCourses(input: CoursePricingInput): CoursePricing {
  const special = new Map((input.specialRates ?? []).map((r) => [r.courseCode, r]));
  const courses = input.courses.map((course): PricedCourse => {
    const agreed = special.get(course.code);
    if (agreed) {
      assertKobo(agreed.ratePerHourKobo);
      if (!Number.isInteger(agreed.hours) || agreed.hours < 1) throw new RangeError('special rate hours');
      return {
        code: course.code,
        title: course.title,
        hours: course.hours,
        formHours: agreed.hours,
        basis: 'special-rate',
        rateKobo: agreed.ratePerHourKobo,
        amountKobo: specialRateAmountKobo(agreed),
      };
    }
    if (course.hours === 'P/F') {
      return {
        code: course.code,
        title: course.title,
        hours: course.hours,
        formHours: PASS_FAIL_FORM_HOURS,
        basis: 'pass-fail',
        rateKobo: null,
        amountKobo: PASS_FAIL_FEE_KOBO,
      };
    }
    const hours = formHoursOf(course.hours);
    if (input.ratePerHourKobo === null) throw new MissingCourseFeeError();
    assertKobo(input.ratePerHourKobo);
    return {
      code: course.code,
      title: course.title,
      hours: course.hours,
      formHours: hours,
      basis: 'per-hour',
      rateKobo: input.ratePerHourKobo,
      amountKobo: input.ratePerHourKobo * hours,
    };
  });
  return {
    courses,
    totalHours: courses.reduce((n, c) => n + c.formHours, 0),
    fullKobo: sumKobo(courses.map((c) => c.amountKobo)),
  };
}

/**
 * Half of an amount for the staff category: the discount is the lower half, so that
 * discount + payable = full exactly and no kobo is lost or invented.
 */
export function staffHalf(fullKobo: Kobo): { discountKobo: Kobo; payableKobo: Kobo } {
  assertKobo(fullKobo);
  const discountKobo = Math.floor(fullKobo / 2);
  return { discountKobo, payableKobo: fullKobo - discountKobo };
}

export interface RegistrationPricingInput extends CoursePricingInput {
  /** The seminary-charge snapshot taken when the registration started (with Departmental). */
  charges: readonly ChargeLine[];
  programmeLevel: ProgrammeLevel;
  feeBand: FeeBand;
  /** A verified staff category pays half the programme fees. */
  isStaff: boolean;
  /** Affiliation fee for the period when the student answered yes; 0 otherwise. */
  affiliationFeeKobo: Kobo;
}

export interface RegistrationPricing {
  programmeLevel: ProgrammeLevel;
  feeBand: FeeBand;
  ratePerHourKobo: Kobo | null;
  charges: ChargeLine[];
  chargesTotalKobo: Kobo;
  courses: PricedCourse[];
  totalHours: number;
  /** Programme fees before the staff discount (shown struck through for staff). */
  programmeFeesFullKobo: Kobo;
  staffDiscountKobo: Kobo;
  /** Programme fees the student pays. */
  programmeFeesKobo: Kobo;
  affiliationFeeKobo: Kobo;
  /** Charges + programme fees + affiliation fee. */
  grandTotalKobo: Kobo;
}

/** Prices a semester registration: every line and every total, in kobo. */
export function priceRegistration(input: RegistrationPricingInput): RegistrationPricing {
  for (const line of input.charges) assertKobo(line.amountKobo);
  assertKobo(input.affiliationFeeKobo);
  const charges = input.charges.map((c) => ({ item: c.item, amountKobo: c.amountKobo }));
  const chargesTotalKobo = sumKobo(charges.map((c) => c.amountKobo));
  const programme = priceCourses(input);
  const { discountKobo, payableKobo } = input.isStaff
    ? staffHalf(programme.fullKobo)
    : { discountKobo: 0, payableKobo: programme.fullKobo };
  return {
    programmeLevel: input.programmeLevel,
    feeBand: input.feeBand,
    ratePerHourKobo: input.ratePerHourKobo,
    charges,
    chargesTotalKobo,
    courses: programme.courses,
    totalHours: programme.totalHours,
    programmeFeesFullKobo: programme.fullKobo,
    staffDiscountKobo: discountKobo,
    programmeFeesKobo: payableKobo,
    affiliationFeeKobo: input.affiliationFeeKobo,
    grandTotalKobo: sumKobo([chargesTotalKobo, payableKobo, input.affiliationFeeKobo]),
  };
}

/** What the student still has to add to the portal wallet (never negative). */
export function amountToAdd(totalKobo: Kobo, walletKobo: Kobo): Kobo {
  return Math.max(0, totalKobo - walletKobo);
}

function assertKobo(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a non-negative amount of kobo: ${value}`);
}
