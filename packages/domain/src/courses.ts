import { valuesOf } from './value-labels.js';

export const COURSE_AUDIENCE_LABELS = {
  both: 'In person and virtual',
  in_person: 'In person only',
  virtual: 'Virtual only',
};
export const COURSE_AUDIENCES = valuesOf(COURSE_AUDIENCE_LABELS);
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];

export const COURSE_STATUSES = ['available', 'unavailable'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** A course code as typed in a URL: spaces collapsed, upper case ('ots  611' → 'OTS 611'). */
export function normalizeCourseCode(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}
