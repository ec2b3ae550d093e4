import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_COUNTS } from '@portal/domain';
import type {
  ActiveStudentFilterKey,
  ActiveStudentPage,
  ActiveStudentView,
  DashboardCount,
  DashboardCountsResponse,
  ListActiveStudentsQuery,
  BackupStatusView,
  DedicatedAccountsStatus,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, listParams, one, prefetch } from '../../../lib/screen-loaders';

/** Shapes of the dashboard endpoints, declared once in the domain package (schemas/dashboard.ts). */
export type { ActiveStudentPage, DashboardCount };
export type ActiveStudentRow = ActiveStudentView;
export type DashboardCounts = DashboardCountsResponse['counts'];

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
export type StudentFilter = ActiveStudentFilterKey;

export function isStudentFilter(value: string | null): value is StudentFilter {
  return value !== null && value !== 'faculty' && (DASHBOARD_COUNTS as readonly string[]).includes(value);
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'] as const,
  queryFn: async ({ signal }) => (await api.get<DashboardCountsResponse>(apiPaths.dashboard, { signal })).counts,
});

/** GET /api/dashboard: every figure. */
export function useDashboardCounts() {
  return useQuery(dashboardQueryOptions);
}

/** GET /api/backups/status: the last backup or its failure, for the office that keeps them (ict). */
export function useBackupStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['backups', 'status'] as const,
    queryFn: ({ signal }) => api.get<BackupStatusView>(apiPaths.backups.status, { signal }),
    enabled,
  });
}

/**
 * GET /api/dedicated-accounts/status: students' own bank accounts and the provider's latest
 * refusal, for the office that fixes the cause (ict).
 */
export function useDedicatedAccountsStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['dedicated-accounts', 'status'] as const,
    queryFn: ({ signal }) => api.get<DedicatedAccountsStatus>(apiPaths.payments.dedicatedAccountsStatus, { signal }),
    enabled,
  });
}

/** The screen's list state: the query of GET /api/active-students, with null for no filter. */
export type ActiveStudentParams = Omit<ListActiveStudentsQuery, 'filter'> & { filter: StudentFilter | null };

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

export const screenLoaders = defineScreenLoaders({
  dashboard: one(dashboardQueryOptions),
  activeStudents: (queryClient, { request }) => {
    const { page, q, search } = listParams(request);
    const filter = search.get('filter');
    void prefetch(
      queryClient,
      activeStudentsQueryOptions({ page, q, filter: isStudentFilter(filter) ? filter : null }),
    );
  },
});
