/** The dashboard's figures, in the order the cards show them. */
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
export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];

/** Every dashboard figure but the lecturers' is a set of active students, and a list filter. */
export const ACTIVE_STUDENT_FILTERS = DASHBOARD_COUNTS.filter(
  (k): k is Exclude<DashboardCount, 'faculty'> => k !== 'faculty',
);
export type ActiveStudentFilterKey = (typeof ACTIVE_STUDENT_FILTERS)[number];
