import {
  findCourseFee,
  findPortalBalance,
  findRegistration,
  findStudentProfile,
  listOfferedCourses,
  listPeriods,
  listRegistrationCourses,
  listSpecialRatesOf,
  type Executor,
  type PeriodRow,
  type RegistrationRow,
  type StudentProfileRow,
} from '@portal/db';
import {
  canAct,
  currentPeriodOf,
  feeBandOf,
  isRegistrationOpenFor,
  MissingCourseFeeError,
  priceRegistration,
  programmeLevel,
  REGISTRATION_MESSAGES,
  STAFF_CATEGORY,
  yearsForLevel,
  type ProgrammeCategory,
  type RegistrationPricing,
} from '@portal/domain';

/** Everything a registration form needs, read in one go (a handful of queries, whatever the size). */
export interface FormContext {
  period: PeriodRow;
  isCurrentPeriod: boolean;
  profile: StudentProfileRow;
  student: NonNullable<StudentProfileRow['student']>;
  registration: RegistrationRow;
  courses: Array<{ code: string; title: string; hours: string; year: number }>;
  specialRates: Array<{ courseCode: string; ratePerHourKobo: number; hours: number; note: string }>;
  rateKobo: number | null;
  walletKobo: number;
  /**
   * The courses offered to the student (the year buttons), read only when asked for and only
   * while the student may pick: undefined otherwise.
   */
  offered?: Array<{ code: string; title: string; hours: string; year: number }>;
}

/** What a caller has already read, so the form is not read twice in one request. */
export interface KnownForForm {
  registration?: RegistrationRow;
  periods?: PeriodRow[];
  profile?: StudentProfileRow;
}

export function isStaffVerified(student: {
  specialStudentCategory: string | null;
  specialCategoryVerifiedBy: string | null;
}) {
  return student.specialStudentCategory === STAFF_CATEGORY && student.specialCategoryVerifiedBy !== null;
}

/** Programme level (UG/PG) and fee band of a student record. */
export function feeKeyOf(
  student: { programmeCategory: string; denomination: 'ECWA' | 'Non-ECWA' },
  mode: string | null,
) {
  return {
    level: programmeLevel(student.programmeCategory as ProgrammeCategory),
    band: feeBandOf(student.denomination, mode === 'virtual' ? 'virtual' : 'in_person'),
  };
}

/**
 * Runs reads at once on the pool, one after another inside a transaction (a transaction holds
 * one connection, which takes one query at a time).
 */
async function readAll<T extends readonly unknown[]>(
  db: Executor,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (typeof (db as { rollback?: unknown }).rollback === 'function') {
    const out: unknown[] = [];
    for (const read of reads) out.push(await read());
    return out as unknown as T;
  }
  return (await Promise.all(reads.map((read) => read()))) as unknown as T;
}

export async function isCurrentPeriod(db: Executor, periodId: string): Promise<boolean> {
  return currentPeriodOf(await listPeriods(db))?.periodId === periodId;
}

/**
 * Reads the form of one student in one period (on `db` or inside a transaction on `tx`) in at
 * most two rounds of queries run at once: what the caller has not already read (the periods,
 * the student, the registration), then the courses, agreed rates, course fee, wallet balance
 * and, with `withOffered`, the courses the student may still pick.
 * Undefined when the period, the student record or the registration does not exist.
 */
export async function loadFormContext(
  db: Executor,
  periodId: string,
  customId: string,
  known: KnownForForm = {},
  options: { withOffered?: boolean } = {},
): Promise<FormContext | undefined> {
  const [periods, profile, registration] = await readAll(db, [
    () => (known.periods ? Promise.resolve(known.periods) : listPeriods(db)),
    () => (known.profile ? Promise.resolve(known.profile) : findStudentProfile(db, customId)),
    () => (known.registration ? Promise.resolve(known.registration) : findRegistration(db, periodId, customId)),
  ] as const);
  const period = periods.find((p) => p.periodId === periodId);
  if (!period || !profile?.student || !registration) return undefined;
  const student = profile.student;
  const isCurrentPeriod = currentPeriodOf(periods)?.periodId === periodId;
  const { level, band } = feeKeyOf(student, profile.user.modeOfStudy);
  const mode = profile.user.modeOfStudy === 'virtual' ? 'virtual' : 'in_person';
  const mayPick =
    options.withOffered === true &&
    canAct('pick-course', registration.status) &&
    isRegistrationOpenFor({ registrationStatus: period.registrationStatus, isCurrent: isCurrentPeriod }, mode);
  const [courses, specialRates, fee, walletKobo, offered] = await readAll(db, [
    () => listRegistrationCourses(db, registration.id),
    () => listSpecialRatesOf(db, customId),
    () => findCourseFee(db, { periodId, progCategory: level, band }),
    () => findPortalBalance(db, customId),
    () =>
      mayPick ? listOfferedCourses(db, yearsForLevel(registration.currentLevel), mode) : Promise.resolve(undefined),
  ] as const);
  return {
    period,
    isCurrentPeriod,
    profile,
    student,
    registration,
    courses,
    specialRates,
    rateKobo: fee?.amountKobo ?? null,
    walletKobo: walletKobo ?? 0,
    ...(offered ? { offered } : {}),
  };
}

/** Prices a form with the domain's one pricing function; the error text when it cannot be priced. */
export function priceForm(ctx: FormContext): { pricing: RegistrationPricing | null; error: string | null } {
  const { level, band } = feeKeyOf(ctx.student, ctx.profile.user.modeOfStudy);
  try {
    const pricing = priceRegistration({
      charges: ctx.registration.charges.map((c) => ({ item: c.item, amountKobo: c.amountKobo })),
      courses: ctx.courses,
      ratePerHourKobo: ctx.rateKobo,
      specialRates: ctx.specialRates.filter((r) => ctx.courses.some((c) => c.code === r.courseCode)),
      programmeLevel: level,
      feeBand: band,
      isStaff: isStaffVerified(ctx.student),
      affiliationFeeKobo: ctx.registration.affiliation === 'yes' ? ctx.period.affiliationFeeKobo : 0,
    });
    return { pricing, error: null };
  } catch (err) {
    if (err instanceof MissingCourseFeeError) return { pricing: null, error: REGISTRATION_MESSAGES.noCourseFee };
    throw err;
  }
}
