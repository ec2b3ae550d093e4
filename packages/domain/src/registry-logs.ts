import type { CsvCell, CsvRows } from './csv.js';
import type { Kobo } from './money.js';
import { officeCan } from './permissions.js';
import type { ProgrammeCategory } from './reference/academics.js';
import {
  canAct,
  REGISTRATION_GROUPS,
  registrationGroupOf,
  type PrintOffice,
  type RegistrationGroup,
  type RegistrationStatus,
} from './registration.js';
import type { AdminPosition } from './roles.js';

/**
 * The registry logs (issue 11): the registration log's prints, actions and groups, the new
 * students and health insurance logs, and their CSV downloads. Pure rules and shapes; no clock,
 * no I/O (decision 0013).
 */

/** The label of each office's print, so a row does not rely on colour alone. */
export const PRINTED_BY_LABELS: Record<PrintOffice, string> = {
  bursar: 'Printed by Bursar',
  registrar: 'Printed by Registrar',
  dean: 'Printed by Dean',
};

/**
 * The row colour of the registration log: green when the bursar printed, light purple when the
 * registrar printed (the bursar's colour wins when both did); null otherwise.
 */
export function printTone(printedBy: readonly PrintOffice[]): 'green' | 'light-purple' | null {
  if (printedBy.includes('bursar')) return 'green';
  if (printedBy.includes('registrar')) return 'light-purple';
  return null;
}

/** The actions a registration-log row offers the viewing office. */
export function registrationLogActions(
  position: AdminPosition | null | undefined,
  row: { status: RegistrationStatus; undertaking: boolean },
): { canGrantUndertaking: boolean; canPrint: boolean } {
  return {
    canGrantUndertaking:
      officeCan(position, 'grantUndertaking') && canAct('grant-undertaking', row.status) && !row.undertaking,
    canPrint: canAct('print', row.status),
  };
}

/** The print view of a registration (the Print action and the health insurance log's Form link). */
export function printRegistrationPath(periodId: string, customId: string): string {
  return `/admin/print-registration-form/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}`;
}

/** The programme categories of the five groups, in group order. */
export const GROUP_CATEGORIES: Record<RegistrationGroup, ProgrammeCategory> = {
  'Master of Divinity': 'Master of Divinity Programme',
  Masters: 'Masters Programme',
  PGDT: 'PGDT Programme',
  BA: 'Bachelor of Arts Programme',
  Diploma: 'Diploma Programme',
};

/** Splits rows (already in group order) into the five groups, every group present. */
export function inRegistrationGroups<T>(
  rows: readonly T[],
  categoryOf: (row: T) => string | null,
): Array<{ group: RegistrationGroup; rows: T[] }> {
  return REGISTRATION_GROUPS.map((group) => ({
    group,
    rows: rows.filter((r) => registrationGroupOf(categoryOf(r) ?? '') === group),
  }));
}

/** The seminary-charge item the health insurance log looks for, by name in the charge snapshot. */
export const HEALTH_INSURANCE_ITEM = 'Health Insurance';

/** The student columns every registry log's CSV has, in this order, after the group if any. */
const STUDENT_CSV_HEADER = ['Number', 'Full Name', 'Programme', 'Student ID', 'Ledger Number'];

/** The student fields of a registry log row (the API's view of it). */
interface RegistryStudentRow {
  number: number;
  full_name: string;
  programme: string | null;
  student_id: string;
  ledger_number: string | null;
}

const studentCells = (r: RegistryStudentRow): CsvCell[] => [
  r.number,
  r.full_name,
  r.programme,
  r.student_id,
  r.ledger_number,
];

export const REGISTRATION_LOG_CSV_HEADER = [
  'Group',
  ...STUDENT_CSV_HEADER,
  'Year',
  'Status',
  'Undertaking',
  'Printed By',
  'Form Number',
];

export function registrationLogCsv(
  groups: ReadonlyArray<{
    group: string;
    rows: ReadonlyArray<
      RegistryStudentRow & {
        year: string;
        status_label: string;
        undertaking: boolean;
        printed_by: readonly PrintOffice[];
        form_number: string | null;
      }
    >;
  }>,
): CsvRows {
  return [
    REGISTRATION_LOG_CSV_HEADER,
    ...groups.flatMap((g) =>
      g.rows.map((r) => [
        g.group,
        ...studentCells(r),
        r.year,
        r.status_label,
        r.undertaking ? 'T' : '',
        r.printed_by.map((o) => PRINTED_BY_LABELS[o]).join('; '),
        r.form_number,
      ]),
    ),
  ];
}

export const NEW_STUDENTS_CSV_HEADER = [...STUDENT_CSV_HEADER, 'Level'];

export function newStudentsCsv(rows: ReadonlyArray<RegistryStudentRow & { level: string }>): CsvRows {
  return [NEW_STUDENTS_CSV_HEADER, ...rows.map((r) => [...studentCells(r), r.level])];
}

export const HEALTH_INSURANCE_CSV_HEADER = [...STUDENT_CSV_HEADER, 'Year', 'Form Number', 'Health Insurance (NGN)'];

export function healthInsuranceCsv(
  rows: ReadonlyArray<RegistryStudentRow & { year: string; form_number: string | null; amount_kobo: Kobo }>,
  total: { count: number; amount_kobo: Kobo },
): CsvRows {
  return [
    HEALTH_INSURANCE_CSV_HEADER,
    ...rows.map((r) => [...studentCells(r), r.year, r.form_number, { kobo: r.amount_kobo }]),
    ['Total', total.count, null, null, null, null, null, { kobo: total.amount_kobo }],
  ];
}
