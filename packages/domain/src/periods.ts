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
 * The semester and session a period id spells (120232024 → 1st, 2023/2024), or null when it is
 * not a period id: one semester code, then a session's two consecutive years.
 */
export function periodFromId(id: string): { semester: Semester; session: string } | null {
  const match = /^(\d)(\d{4})(\d{4})$/.exec(id);
  if (!match) return null;
  const [, code, start, end] = match;
  const semester = SEMESTERS.find((s) => SEMESTER_CODES[s] === code);
  if (!semester || Number(end) !== Number(start) + 1) return null;
  return { semester, session: `${start}/${end}` };
}

/** '1st Semester, 2025/2026': how forms, prints, lists and headings name a period. */
export function periodTitle(period: { semester: string; session: string }): string {
  return `${period.semester} Semester, ${period.session}`;
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
