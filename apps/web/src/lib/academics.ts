import { FACULTIES } from '@portal/domain';

/** Departments of a faculty, for a select that follows the chosen faculty (none if unknown). */
export function departmentsOf(faculty: string): readonly string[] {
  return (FACULTIES as Record<string, readonly string[]>)[faculty] ?? [];
}
