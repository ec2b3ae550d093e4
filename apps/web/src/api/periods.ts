import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERIOD_MESSAGES } from '@portal/domain';
import type {
  CreatePeriodInput,
  CreatePeriodResponse,
  OpenClosed,
  PeriodIdParams,
  PeriodList,
  PeriodView,
  SetPeriodStatusInput,
  SetPeriodStatusResponse,
} from '@portal/domain';
import { api } from '../lib/api-client';
import { apiPaths } from '../config/api-paths';
import { defineScreenLoaders, one } from '../lib/screen-loaders';

/** Shapes of GET /api/periods, declared once in the domain package (schemas/period.ts). */
export type { OpenClosed, PeriodList };
export type Period = PeriodView;
export { PERIOD_MESSAGES };

export const periodsQueryKey = ['periods'] as const;

export const periodsQueryOptions = queryOptions({
  queryKey: periodsQueryKey,
  queryFn: ({ signal }) => api.get<PeriodList>(apiPaths.periods.list, { signal }),
});

/** GET /api/periods (any signed-in user): newest first, and the current period. */
export function usePeriods() {
  return useQuery(periodsQueryOptions);
}

/** POST /api/periods: answers the server's text. */
export async function createPeriod(input: CreatePeriodInput): Promise<string> {
  return (await api.post<CreatePeriodResponse>(apiPaths.periods.list, input)).message;
}

export function useCreatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey }),
  });
}

/** The state wanted (not a flip), so two officers clicking at once cannot undo each other. */
export type PeriodStatusChange = PeriodIdParams & SetPeriodStatusInput;

/** PATCH /api/periods/:periodId/status: answers the server's text. */
export async function setPeriodStatus({ periodId, field, action }: PeriodStatusChange): Promise<string> {
  const answer = await api.patch<SetPeriodStatusResponse>(apiPaths.periods.status(periodId), { field, action });
  return answer.message;
}

export function useSetPeriodStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPeriodStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey }),
  });
}

export const screenLoaders = defineScreenLoaders({
  periods: one(periodsQueryOptions),
});
