export const COURSE_AUDIENCES = ['both', 'in_person', 'virtual'] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];
export const COURSE_AUDIENCE_LABELS: Record<CourseAudience, string> = {
  both: 'In person and virtual',
  in_person: 'In person only',
  virtual: 'Virtual only',
};

export const COURSE_STATUSES = ['available', 'unavailable'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** A course code as typed in a URL: spaces collapsed, upper case ('ots  611' → 'OTS 611'). */
export function normalizeCourseCode(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}
