import type { InstitutionConfig } from '../ids.js';
import { programmeCode, programmeLevel, type ProgrammeCategory } from './academics.js';

/** Institution prefix of matriculation numbers. */
export const MATRIC_PREFIX = 'JETS';

/**
 * Student e-mail: first name, a dot, the student ID, at the institution's domain; virtual
 * students use the online sub-domain. Lower case, no spaces (original-system §2.1).
 */
export function studentEmail(
  firstName: string,
  studentId: string,
  modeOfStudy: 'in_person' | 'virtual',
  config: InstitutionConfig,
): string {
  const local = `${firstName}.${studentId}`.replace(/\s+/g, '').toLowerCase();
  const domain = modeOfStudy === 'virtual' ? `online.${config.domain}` : config.domain;
  return `${local}@${domain.toLowerCase()}`;
}

/**
 * Matriculation number: prefix / UG or PG / 2-digit admission year / programme code / student ID,
 * e.g. JETS/PG/24/OT/64001 (student-side §9; see docs/decisions/0007).
 */
export function matriculationNumber(input: {
  category: ProgrammeCategory;
  programme: string;
  yearOfAdmission: number;
  studentId: string;
}): string {
  const code = programmeCode(input.category, input.programme);
  if (!code) throw new Error(`Unknown programme "${input.programme}" in "${input.category}"`);
  const year = String(input.yearOfAdmission % 100).padStart(2, '0');
  return `${MATRIC_PREFIX}/${programmeLevel(input.category)}/${year}/${code}/${input.studentId.toUpperCase()}`;
}

/** Phone number in +234 form for SMS and call links: 08031234567 -> +2348031234567. */
export function toInternationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('234')) return `+${digits}`;
  if (digits.startsWith('0')) return `+234${digits.slice(1)}`;
  return `+234${digits}`;
}
