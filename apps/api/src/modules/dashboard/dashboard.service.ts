import {
  countActiveStudents,
  countDashboard,
  listActiveStudents,
  type ActiveStudentFilter,
  type Executor,
} from '@portal/db';
import {
  ACTIVE_STUDENT_FILTERS,
  DASHBOARD_COUNTS,
  PROGRAMME_CATEGORIES,
  PROGRAMME_CATEGORY_NAMES,
  type ActiveStudentFilterKey,
  type ActiveStudentPage,
  type ActiveStudentView,
  type CsvRows,
  type DashboardCount,
  type DashboardCountsResponse,
} from '@portal/domain';

export const ACTIVE_STUDENTS_PAGE_SIZE = 50;

function categoryNamed(short: string): string {
  const name = PROGRAMME_CATEGORY_NAMES.find((c) => PROGRAMME_CATEGORIES[c].short === short);
  if (!name) throw new Error(`no programme category with the short name ${short}`);
  return name;
}

/**
 * What each figure counts. Active students: student accounts whose onboarding is complete;
 * international: country of origin other than Nigeria; categories by their short names.
 */
export function filterOf(key: ActiveStudentFilterKey): ActiveStudentFilter {
  switch (key) {
    case 'active students':
      return { kind: 'all' };
    case 'female':
      return { kind: 'gender', gender: 'Female' };
    case 'male':
      return { kind: 'gender', gender: 'Male' };
    case 'international':
      return { kind: 'international' };
    case 'ECWA':
    case 'Non-ECWA':
      return { kind: 'denomination', denomination: key };
    default:
      return { kind: 'programme-category', category: categoryNamed(key) };
  }
}

/** Every dashboard figure, counted in one query. */
export async function dashboardCounts(db: Executor): Promise<DashboardCountsResponse> {
  const filters = Object.fromEntries(ACTIVE_STUDENT_FILTERS.map((k) => [k, filterOf(k)])) as Record<
    ActiveStudentFilterKey,
    ActiveStudentFilter
  >;
  const { students, faculty } = await countDashboard(db, filters);
  const counts = {} as Record<DashboardCount, number>;
  for (const key of DASHBOARD_COUNTS) counts[key] = key === 'faculty' ? faculty : students[key];
  return { counts };
}

type ActiveStudentRow = Awaited<ReturnType<typeof listActiveStudents>>[number];

function toActiveStudentView(row: ActiveStudentRow, number: number): ActiveStudentView {
  return {
    number,
    custom_id: row.customId,
    student_id: row.studentId,
    full_name: [row.surname.toUpperCase(), row.firstName, row.otherNames].filter(Boolean).join(' '),
    gender: row.gender,
    programme: row.programme,
    programme_category: row.programmeCategory,
    ledger_number: row.ledgerNumber,
    matriculation_number: row.matriculationNumber,
    phone_number: row.phoneNumber,
    email: row.email,
  };
}

export async function listActiveStudentsPage(
  db: Executor,
  args: { page: number; q: string; filter?: ActiveStudentFilterKey | undefined },
): Promise<ActiveStudentPage> {
  const filter = filterOf(args.filter ?? 'active students');
  const offset = (args.page - 1) * ACTIVE_STUDENTS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listActiveStudents(db, { filter, q: args.q, limit: ACTIVE_STUDENTS_PAGE_SIZE, offset }),
    countActiveStudents(db, { filter, q: args.q }),
  ]);
  return {
    items: rows.map((row, i) => toActiveStudentView(row, offset + i + 1)),
    total,
    page: args.page,
    page_size: ACTIVE_STUDENTS_PAGE_SIZE,
  };
}

export const ACTIVE_STUDENTS_CSV_HEADER = [
  'Number',
  'Student ID',
  'Full Name',
  'Gender',
  'Programme',
  'Programme Category',
  'Ledger Number',
  'Matriculation Number',
  'Phone Number',
  'Email',
];

/** Every matching active student as CSV rows, the header first. */
export async function activeStudentsCsvRows(
  db: Executor,
  args: { q: string; filter?: ActiveStudentFilterKey | undefined },
): Promise<CsvRows> {
  const rows = await listActiveStudents(db, { filter: filterOf(args.filter ?? 'active students'), q: args.q });
  return [
    ACTIVE_STUDENTS_CSV_HEADER,
    ...rows.map((row, i) => {
      const v = toActiveStudentView(row, i + 1);
      return [
        v.number,
        v.student_id,
        v.full_name,
        v.gender,
        v.programme,
        v.programme_category,
        v.ledger_number,
        v.matriculation_number,
        v.phone_number,
        v.email,
      ];
    }),
  ];
}
