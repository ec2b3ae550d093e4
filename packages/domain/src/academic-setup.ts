import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { GENDERS } from './roles.js';
import { DEPARTMENTS } from './reference/academics.js';

/** Semesters and their codes in period ids (student-side §9). */
export const SEMESTERS = ['1st', '2nd', 'Pre-Summer', 'Summer'] as const;
export type Semester = (typeof SEMESTERS)[number];
export const SEMESTER_CODES: Record<Semester, string> = { '1st': '1', '2nd': '2', 'Pre-Summer': '3', Summer: '0' };
export const SEASONS = ['regular', 'summer'] as const;
export type Season = (typeof SEASONS)[number];

/** A session such as 2023/2024: two consecutive years. */
export const sessionSchema = z
  .string()
  .trim()
  .regex(/^\d{4}\/\d{4}$/, MESSAGES.invalid)
  .refine((v) => {
    const [a, b] = v.split('/').map(Number) as [number, number];
    return b === a + 1 && a >= 2000 && a <= 2098;
  }, MESSAGES.invalid);

/** Period id: the semester code, then the session without the slash (1st 2023/2024 → 120232024). */
export function periodId(semester: Semester, session: string): string {
  return `${SEMESTER_CODES[semester]}${session.replace('/', '')}`;
}

/**
 * Order of periods in time: by session, then 1st, 2nd, Pre-Summer, Summer. The current period
 * is the latest one whose registration is open, else the latest period (docs/decisions/0009).
 */
export const SEMESTER_ORDER: Record<Semester, number> = { '1st': 1, '2nd': 2, 'Pre-Summer': 3, Summer: 4 };
export function periodSortKey(p: { semester: Semester; session: string }): string {
  return `${p.session.slice(0, 4)}-${SEMESTER_ORDER[p.semester]}`;
}

type PeriodLike = { semester: Semester; session: string };

/** Periods newest first (by session, then semester order). */
export function sortPeriodsNewestFirst<T extends PeriodLike>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    const ka = periodSortKey(a);
    const kb = periodSortKey(b);
    return ka < kb ? 1 : ka > kb ? -1 : 0;
  });
}

/**
 * The current period: the latest period whose registration is opened, else the latest period;
 * null when there is none (docs/decisions/0009).
 */
export function currentPeriodOf<T extends PeriodLike & { registrationStatus: string }>(rows: readonly T[]): T | null {
  const sorted = sortPeriodsNewestFirst(rows);
  return sorted.find((p) => p.registrationStatus === 'opened') ?? sorted[0] ?? null;
}

export const createPeriodSchema = z.object({
  semester: z.enum(SEMESTERS, { error: () => MESSAGES.required }),
  session: sessionSchema,
  season: z.enum(SEASONS, { error: () => MESSAGES.required }),
});
export type CreatePeriodInput = z.input<typeof createPeriodSchema>;

export const PERIOD_STATUS_FIELDS = ['registration', 'add_drop', 'accommodation'] as const;
export type PeriodStatusField = (typeof PERIOD_STATUS_FIELDS)[number];
/** A toggle says which state it wants, so two officers clicking at once cannot flip it back. */
export const setPeriodStatusSchema = z.object({
  field: z.enum(PERIOD_STATUS_FIELDS),
  action: z.enum(['open', 'close']),
});

export const COURSE_AUDIENCES = ['both', 'in_person', 'virtual'] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];
export const COURSE_AUDIENCE_LABELS: Record<CourseAudience, string> = {
  both: 'In person and virtual',
  in_person: 'In person only',
  virtual: 'Virtual only',
};

/** Input New Course (admin-faculty-side §5): code upper-cased, year 1 to 7, hours one character. */
export const createCourseSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.required).max(150, MESSAGES.invalid),
  hours: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^([1-9]|P|F|P\/F)$/, MESSAGES.invalid))
    .transform((v) => (v === 'P' || v === 'F' ? 'P/F' : v)),
  code: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(12, MESSAGES.invalid)
    .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2,5} ?\d{3,4}[A-Z]?$/, MESSAGES.invalid)),
  year: z.coerce
    .number({ error: () => MESSAGES.required })
    .int()
    .min(1, MESSAGES.invalid)
    .max(7, MESSAGES.invalid),
  audience: z.enum(COURSE_AUDIENCES).default('both'),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;

export const COURSE_STATUSES = ['available', 'unavailable'] as const;

/** Change Status of a course: the state wanted, not a flip. */
export const setCourseStatusSchema = z.object({ status: z.enum(COURSE_STATUSES, { error: () => MESSAGES.required }) });

const courseFields = createCourseSchema.shape;
/** Corrections to a course: any of title, credit hours, year, audience (the code is its identity). */
export const editCourseSchema = z
  .object({
    title: courseFields.title.optional(),
    hours: courseFields.hours.optional(),
    year: courseFields.year.optional(),
    audience: z.enum(COURSE_AUDIENCES).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: MESSAGES.required });

/** A course code as typed in a URL: spaces collapsed, upper case ('ots  611' → 'OTS 611'). */
export function normalizeCourseCode(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Seminary charge items (student-side §3): 14 for in-person students, 4 for virtual students. */
export const IN_PERSON_CHARGE_ITEMS = [
  'SUG',
  'Health Insurance',
  'Departmental',
  'Examination/Stationery',
  'Administrative Services',
  'Campus Development',
  'ECWA Education Dept Levy',
  'Library',
  'New Student Matriculation',
  'ICT Dev and Internet',
  'ID Card',
  'Academic Catalogue',
  'Late Registration',
  'ACTEA Accreditation',
] as const;
export const VIRTUAL_CHARGE_ITEMS = [
  'Departmental',
  'ECWA Education Dept Levy',
  'Development for Online Capacity',
  'Internet and Portal Access',
] as const;
export const CHARGE_LEVELS = ['undergraduate', 'postgraduate'] as const;
export type ChargeLevel = (typeof CHARGE_LEVELS)[number];
export const STUDENT_TYPES = ['new', 'returning'] as const;
export const CHARGE_MODES = ['in_person', 'virtual'] as const;

export function chargeItemsFor(mode: (typeof CHARGE_MODES)[number]): readonly string[] {
  return mode === 'virtual' ? VIRTUAL_CHARGE_ITEMS : IN_PERSON_CHARGE_ITEMS;
}

/** Whole naira, digits only; stored as kobo. */
export const nairaAmount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}$/, MESSAGES.invalid))
  .transform(Number);

/** Input New Charge / Edit (admin-faculty-side §5). */
export const chargeSchema = z
  .object({
    level: z.enum(CHARGE_LEVELS, { error: () => MESSAGES.required }),
    student_type: z.enum(STUDENT_TYPES, { error: () => MESSAGES.required }),
    mode: z.enum(CHARGE_MODES).default('in_person'),
    item: z.string().trim().min(1, MESSAGES.required),
    amount: nairaAmount,
  })
  .refine((v) => chargeItemsFor(v.mode).includes(v.item), { path: ['item'], message: MESSAGES.invalid });
export type ChargeInput = z.input<typeof chargeSchema>;

/** Departments listed on the departmental-charges tabs: 8 undergraduate, 10 postgraduate. */
export const UG_CHARGE_DEPARTMENTS = [
  'Pastoral Studies',
  'Missions and Intercultural Studies',
  'Youth Ministry',
  'Leadership and Administration',
  'Peace and Conflict Studies',
  'Community Development',
  'Christian Education',
  'Biblical Counselling and Psychology',
] as const;
export const PG_CHARGE_DEPARTMENTS = [...UG_CHARGE_DEPARTMENTS, 'Old Testament', 'New Testament'] as const;
export function chargeDepartmentsFor(level: ChargeLevel): readonly string[] {
  return level === 'undergraduate' ? UG_CHARGE_DEPARTMENTS : PG_CHARGE_DEPARTMENTS;
}

export const departmentalChargeSchema = z
  .object({
    level: z.enum(CHARGE_LEVELS, { error: () => MESSAGES.required }),
    department: z.enum(DEPARTMENTS as [string, ...string[]], { error: () => MESSAGES.required }),
    amount: nairaAmount,
  })
  .refine((v) => chargeDepartmentsFor(v.level).includes(v.department), {
    path: ['department'],
    message: MESSAGES.invalid,
  });

/** Course fee bands (student-side §7). */
export const FEE_BANDS = ['ECWA', 'Non-ECWA', 'ECWA-Online', 'Non-ECWA-Online'] as const;
export type FeeBand = (typeof FEE_BANDS)[number];
export const PROGRAMME_LEVELS = ['UG', 'PG'] as const;

/** Fee band of a student: denomination, and -Online for virtual students. */
export function feeBandOf(denomination: 'ECWA' | 'Non-ECWA', modeOfStudy: 'in_person' | 'virtual'): FeeBand {
  return modeOfStudy === 'virtual' ? `${denomination}-Online` : denomination;
}

export const courseFeeSchema = z.object({
  prog_category: z.enum(PROGRAMME_LEVELS),
  band: z.enum(FEE_BANDS),
  amount: nairaAmount,
});

/** Create Faculty Account (admin-faculty-side §5). */
export const FACULTY_TITLES = [
  'Mr.',
  'Mrs.',
  'Miss',
  'Dr.',
  'Rev.',
  'Rev. Dr.',
  'Prof.',
  'Rev. Prof.',
  'Pastor',
] as const;
export const createFacultySchema = z.object({
  title: z.enum(FACULTY_TITLES, { error: () => MESSAGES.required }),
  surname: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(60, MESSAGES.invalid)
    .transform((v) => v.toUpperCase()),
  first_name: z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.invalid),
  other_names: z.string().trim().max(100, MESSAGES.invalid).optional().default(''),
  gender: z.enum(GENDERS, { error: () => MESSAGES.required }),
  phone_number: z
    .string()
    .trim()
    .regex(/^\d{11}$/, MESSAGES.invalid),
});
export type CreateFacultyInput = z.input<typeof createFacultySchema>;

/** Activate or deactivate a lecturer (deactivation ends their sessions). */
export const setFacultyStatusSchema = z.object({ status: z.enum(['active', 'inactive']) });

/** A lecturer edits their own name (Edit Name on the faculty profile). */
export const editFacultyNameSchema = createFacultySchema.pick({
  title: true,
  surname: true,
  first_name: true,
  other_names: true,
});

/** Assign Course: a course and a lecturer, for the period in the URL. */
export const assignCourseSchema = z.object({
  course_code: z.string().trim().min(1, MESSAGES.required).max(12),
  faculty_id: z.string().trim().min(1, MESSAGES.required).max(40),
});

export const DASHBOARD_COUNTS = [
  'active students',
  'female',
  'male',
  'faculty',
  'international',
  'ECWA',
  'Non-ECWA',
  'MDiv',
  'MA',
  'PGDT',
  'BA',
  'Diploma',
] as const;
