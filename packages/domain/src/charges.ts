import { DEPARTMENTS } from './reference/academics.js';
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
export type StudentType = (typeof STUDENT_TYPES)[number];
export const CHARGE_MODES = ['in_person', 'virtual'] as const;
export type ChargeMode = (typeof CHARGE_MODES)[number];

export function chargeItemsFor(mode: ChargeMode): readonly string[] {
  return mode === 'virtual' ? VIRTUAL_CHARGE_ITEMS : IN_PERSON_CHARGE_ITEMS;
}

/**
 * Departments listed on the departmental-charges tabs: every department of the faculty lists, at
 * both levels (issue 27 §1). The spec's tabs show 8 and 10, yet students of the other
 * departments were charged an amount no screen showed; a department without an amount is
 * charged no Departmental item (docs/decisions/0018).
 */
export const CHARGE_DEPARTMENTS: readonly string[] = DEPARTMENTS;
export function chargeDepartmentsFor(_level: ChargeLevel): readonly string[] {
  return CHARGE_DEPARTMENTS;
}

/** Course fee bands (student-side §7). */
export const FEE_BANDS = ['ECWA', 'Non-ECWA', 'ECWA-Online', 'Non-ECWA-Online'] as const;
export type FeeBand = (typeof FEE_BANDS)[number];
export const PROGRAMME_LEVELS = ['UG', 'PG'] as const;

/** Fee band of a student: denomination, and -Online for virtual students. */
export function feeBandOf(denomination: 'ECWA' | 'Non-ECWA', modeOfStudy: 'in_person' | 'virtual'): FeeBand {
  return modeOfStudy === 'virtual' ? `${denomination}-Online` : denomination;
}
