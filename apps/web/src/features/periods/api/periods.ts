import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePeriodInput, PeriodStatusField } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { messageOf } from '../../../lib/server-message';
import { apiPaths } from '../../../config/paths';

export type OpenClosed = 'opened' | 'closed';

/** One period of GET /api/periods. */
export interface Period {
  period_id: string;
  semester: string;
  session: string;
  season: string;
  registration_status: OpenClosed;
  add_drop_status: OpenClosed;
  accommodation_status: OpenClosed;
}

export interface PeriodList {
  /** Newest first. */
  items: Period[];
  /** The latest period with registration opened, else the latest period. */
  current_period_id: string | null;
}

export const PERIOD_MESSAGES = {
  created: 'Action was carried out successfully!',
  statusChanged: 'The status of the particular period was changed successfully!',
} as const;

export const periodsQueryKey = ['periods'] as const;

export const periodsQueryOptions = queryOptions({
  queryKey: periodsQueryKey,
  queryFn: ({ signal }) => api.get<PeriodList>(apiPaths.periods.list, { signal }),
});

/** GET /api/periods (any signed-in user). */
export function usePeriods() {
  return useQuery(periodsQueryOptions);
}

/** 'Semester 1st, 2023/2024' style name of a period. */
export function periodName(period: Pick<Period, 'semester' | 'session'>): string {
  return `${period.semester} Semester, ${period.session}`;
}

/** POST /api/periods: answers the server's text. */
export async function createPeriod(input: CreatePeriodInput): Promise<string> {
  return messageOf(await api.post<unknown>(apiPaths.periods.list, input), PERIOD_MESSAGES.created);
}

export function useCreatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey }),
  });
}

export interface PeriodStatusChange {
  periodId: string;
  field: PeriodStatusField;
  /** The state wanted (not a flip), so two officers clicking at once cannot undo each other. */
  action: 'open' | 'close';
}

/** PATCH /api/periods/:periodId/status. */
export async function setPeriodStatus({ periodId, field, action }: PeriodStatusChange): Promise<string> {
  const answer = await api.patch<unknown>(apiPaths.periods.status(periodId), { field, action });
  return messageOf(answer, PERIOD_MESSAGES.statusChanged);
}

export function useSetPeriodStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPeriodStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey }),
  });
}
