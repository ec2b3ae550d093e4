import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_COUNTS } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];

/** The card label of each figure. */
export const DASHBOARD_LABELS: Record<DashboardCount, string> = {
  'active students': 'Active Students',
  female: 'Female',
  male: 'Male',
  faculty: 'Faculty',
  international: 'International',
  ECWA: 'ECWA',
  'Non-ECWA': 'Non-ECWA',
  MDiv: 'MDiv',
  MA: 'MA',
  PGDT: 'PGDT',
  BA: 'BA',
  Diploma: 'Diploma',
};

/** Figures that filter the active-students list (faculty counts lecturers, not students). */
export type StudentFilter = Exclude<DashboardCount, 'faculty'>;

export function isStudentFilter(value: string | null): value is StudentFilter {
  return value !== null && value !== 'faculty' && (DASHBOARD_COUNTS as readonly string[]).includes(value);
}

export type DashboardCounts = Partial<Record<DashboardCount, number>>;

function readCounts(answer: unknown): DashboardCounts {
  // {counts: {...}} as agreed; a flat object of the figures is read the same way.
  const source =
    typeof answer === 'object' && answer !== null && 'counts' in answer
      ? (answer as { counts: unknown }).counts
      : answer;
  const counts: DashboardCounts = {};
  if (typeof source !== 'object' || source === null) return counts;
  for (const key of DASHBOARD_COUNTS) {
    const value = (source as Record<string, unknown>)[key];
    if (typeof value === 'number') counts[key] = value;
  }
  return counts;
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'] as const,
  queryFn: async ({ signal }) => readCounts(await api.get<unknown>(apiPaths.dashboard, { signal })),
});

/** GET /api/dashboard. */
export function useDashboardCounts() {
  return useQuery(dashboardQueryOptions);
}

export interface ActiveStudentRow {
  number: number;
  student_id: string;
  full_name: string;
  gender: string | null;
  programme: string | null;
  programme_category: string | null;
  ledger_number: string | null;
  matriculation_number: string | null;
  phone_number: string | null;
  email: string | null;
}

export interface ActiveStudentPage {
  items: ActiveStudentRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface ActiveStudentParams {
  page: number;
  q: string;
  filter: StudentFilter | null;
}

function listSearch({ q, filter }: Omit<ActiveStudentParams, 'page'>): URLSearchParams {
  const search = new URLSearchParams({ q });
  if (filter) search.set('filter', filter);
  return search;
}

/** GET /api/active-students?page=&q=&filter=. */
export function activeStudentsQueryOptions(params: ActiveStudentParams) {
  const search = listSearch(params);
  search.set('page', String(params.page));
  return queryOptions({
    queryKey: ['active-students', params] as const,
    queryFn: ({ signal }) =>
      api.get<ActiveStudentPage>(`${apiPaths.activeStudents.list}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActiveStudents(params: ActiveStudentParams) {
  return useQuery(activeStudentsQueryOptions(params));
}

/** The CSV of every matching active student (a plain download link; the session cookie goes with it). */
export function activeStudentsCsvHref(params: Omit<ActiveStudentParams, 'page'>): string {
  return `${apiPaths.activeStudents.csv}?${listSearch(params).toString()}`;
}
