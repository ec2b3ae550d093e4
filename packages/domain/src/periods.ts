/** Semesters and their codes in period ids (student-side §9). */
export const SEMESTERS = ['1st', '2nd', 'Pre-Summer', 'Summer'] as const;
export type Semester = (typeof SEMESTERS)[number];
export const SEMESTER_CODES: Record<Semester, string> = { '1st': '1', '2nd': '2', 'Pre-Summer': '3', Summer: '0' };
export const SEASONS = ['regular', 'summer'] as const;
export type Season = (typeof SEASONS)[number];

/** The registration, add/drop and accommodation status of a period. */
export const OPEN_CLOSED = ['opened', 'closed'] as const;
export type OpenClosed = (typeof OPEN_CLOSED)[number];

export const PERIOD_STATUS_FIELDS = ['registration', 'add_drop', 'accommodation'] as const;
export type PeriodStatusField = (typeof PERIOD_STATUS_FIELDS)[number];

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
