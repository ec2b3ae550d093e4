/** Who uses the portal. Role and office are read from the database on every request. */
export const ROLES = ['student', 'admin', 'faculty'] as const;
export type Role = (typeof ROLES)[number];

/** Admin offices ("positions"). The browser session stores the office in `surname`. */
export const ADMIN_POSITIONS = ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean', 'porter'] as const;
export type AdminPosition = (typeof ADMIN_POSITIONS)[number];

export function isAdminPosition(value: unknown): value is AdminPosition {
  return typeof value === 'string' && (ADMIN_POSITIONS as readonly string[]).includes(value);
}

/** Student onboarding statuses (student-side §4), in order. */
export const STUDENT_STATUSES = ['change password', 'complete profile', 'upload passport', 'complete'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** Staff and lecturer account statuses. */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export type UserStatus = StudentStatus | AccountStatus;

export const MODES_OF_STUDY = ['in_person', 'virtual'] as const;
export type ModeOfStudy = (typeof MODES_OF_STUDY)[number];

export const GENDERS = ['Female', 'Male'] as const;
export type Gender = (typeof GENDERS)[number];

export const MODE_OF_STUDY_LABELS: Record<ModeOfStudy, string> = {
  in_person: 'In Person',
  virtual: 'Virtual',
};
