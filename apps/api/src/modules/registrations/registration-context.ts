import {
  findPortalBalance,
  findRegistration,
  findStudentProfile,
  listCourseFees,
  listOfferedCoursesForMode,
  listPeriods,
  listRegistrationCourses,
  listRegistrationCoursesOf,
  listSpecialRatesOf,
  readRegistrationFormOnce,
  type Executor,
  type CourseFeeRow,
  type PeriodRow,
  type RegistrationRow,
  type StudentProfileRow,
} from '@portal/db';
import {
  canDo,
  REGISTRATION_MACHINE,
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

type CourseLine = { code: string; title: string; hours: string; year: number };

/** Everything a form is made of, as read from the database. */
export interface FormPieces {
  periods: PeriodRow[];
  profile: StudentProfileRow | undefined;
  registration: RegistrationRow | undefined;
  courses: CourseLine[];
  specialRates: FormContext['specialRates'];
  courseFees: CourseFeeRow[];
  walletKobo: number | undefined;
  /** Every available course for the mode of study asked for (all years); undefined when not asked. */
  offered: CourseLine[] | undefined;
}

/** What a caller has already read, so the form is not read twice in one request. */
export type KnownForForm = Partial<FormPieces>;

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
    band: feeBandOf(student.denomination, modeOf(mode)),
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
 * Reads the pieces of a student's form in a period that the caller has not already read, in ONE
 * round of queries run at once (none waits for another; one after another inside a transaction).
 * `offeredFor` (the student's mode of study) also reads the courses offered to that mode.
 */
export async function readFormPieces(
  db: Executor,
  periodId: string,
  customId: string,
  known: KnownForForm = {},
  offeredFor?: 'in_person' | 'virtual' | null,
): Promise<FormPieces> {
  if (Object.keys(known).length === 0) {
    // Nothing known yet: the whole form in one statement.
    const once = await readRegistrationFormOnce(
      db,
      periodId,
      customId,
      offeredFor === undefined ? undefined : modeOf(offeredFor),
    );
    return { ...once, profile: once.profile as StudentProfileRow | undefined };
  }
  const registrationId = known.registration?.id;
  const [periods, profile, registration, courses, specialRates, courseFees, walletKobo, offered] = await readAll(db, [
    () => (known.periods ? Promise.resolve(known.periods) : listPeriods(db)),
    () => (known.profile ? Promise.resolve(known.profile) : findStudentProfile(db, customId)),
    () => (known.registration ? Promise.resolve(known.registration) : findRegistration(db, periodId, customId)),
    () =>
      known.courses
        ? Promise.resolve(known.courses)
        : registrationId !== undefined
          ? listRegistrationCourses(db, registrationId)
          : listRegistrationCoursesOf(db, periodId, customId),
    () => (known.specialRates ? Promise.resolve(known.specialRates) : listSpecialRatesOf(db, customId)),
    () => (known.courseFees ? Promise.resolve(known.courseFees) : listCourseFees(db, periodId)),
    () => (known.walletKobo !== undefined ? Promise.resolve(known.walletKobo) : findPortalBalance(db, customId)),
    () =>
      known.offered
        ? Promise.resolve(known.offered)
        : offeredFor !== undefined
          ? listOfferedCoursesForMode(db, modeOf(offeredFor))
          : Promise.resolve(undefined),
  ] as const);
  return { periods, profile, registration, courses, specialRates, courseFees, walletKobo, offered };
}

/** The form of a student in a period from its pieces; undefined when the period, the student or the registration is missing. */
export function formContextOf(periodId: string, pieces: FormPieces): FormContext | undefined {
  const { periods, profile, registration } = pieces;
  const period = periods.find((p) => p.periodId === periodId);
  if (!period || !profile?.student || !registration) return undefined;
  const student = profile.student;
  const isCurrentPeriod = currentPeriodOf(periods)?.periodId === periodId;
  const mode = modeOf(profile.user.modeOfStudy);
  const { level, band } = feeKeyOf(student, mode);
  const mayPick =
    pieces.offered !== undefined &&
    canDo(REGISTRATION_MACHINE, 'pick-course', registration.status) &&
    isRegistrationOpenFor({ registrationStatus: period.registrationStatus, isCurrent: isCurrentPeriod }, mode);
  const years = yearsForLevel(registration.currentLevel);
  return {
    period,
    isCurrentPeriod,
    profile,
    student,
    registration,
    courses: pieces.courses,
    specialRates: pieces.specialRates,
    rateKobo: pieces.courseFees.find((f) => f.progCategory === level && f.band === band)?.amountKobo ?? null,
    walletKobo: pieces.walletKobo ?? 0,
    ...(mayPick && pieces.offered ? { offered: pieces.offered.filter((c) => years.includes(c.year)) } : {}),
  };
}

/**
 * Reads the form of one student in one period (on `db` or inside a transaction on `tx`) in one
 * round of queries (see readFormPieces). Undefined when the period, the student record or the
 * registration does not exist.
 */
export async function loadFormContext(
  db: Executor,
  periodId: string,
  customId: string,
  known: KnownForForm = {},
  options: { offeredFor?: 'in_person' | 'virtual' | null } = {},
): Promise<FormContext | undefined> {
  return formContextOf(periodId, await readFormPieces(db, periodId, customId, known, options.offeredFor));
}

/** In person unless the account says virtual (an unset mode of study is in person). */
export const modeOf = (mode: string | null | undefined): 'in_person' | 'virtual' =>
  mode === 'virtual' ? 'virtual' : 'in_person';

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
