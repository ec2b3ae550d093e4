import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddDropPeriodListResponse, SemesterDatesResponse, SetSemesterDatesInput } from '@portal/domain';
import { api } from '../lib/api-client';
import { apiPaths } from '../config/api-paths';

/**
 * GET /api/add-drops/periods: every period with its add/drop counts and semester dates (start,
 * mid-semester). Shared by the add/drop desk (period lists) and the period screen (Semester
 * Dates), so it lives outside both features; its key sits under add/drop's, so add/drop's
 * invalidations reach it.
 */
export const addDropPeriodsQueryKey = ['add-drops', 'periods'] as const;

export const addDropPeriodListQueryOptions = () =>
  queryOptions({
    queryKey: addDropPeriodsQueryKey,
    queryFn: ({ signal }) => api.get<AddDropPeriodListResponse>(apiPaths.addDrops.periods, { signal }),
  });

export function useAddDropPeriodList() {
  return useQuery(addDropPeriodListQueryOptions());
}

/** PUT /api/periods/{periodId}/dates: the start and mid-semester dates (add/drop's W/WF rule). */
export function useSetSemesterDates(periodId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetSemesterDatesInput) =>
      api.put<SemesterDatesResponse>(apiPaths.addDrops.periodDates(periodId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addDropPeriodsQueryKey }),
  });
}
