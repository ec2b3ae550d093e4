import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EnrollmentStatisticsResponse,
  HealthInsuranceLogResponse,
  NewStudentsLogResponse,
  reconciliationQuerySchema,
  ReconciliationResponse,
  RegistrationLogResponse,
  registrationLogQuerySchema,
  RegistrationMessageResponse,
  registryLogQuerySchema,
} from '@portal/domain';
import { REGISTRATION_STATUSES, watDay } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, ofPeriod, prefetch } from '../../../lib/screen-loaders';

/**
 * The registry logs, enrollment statistics and the reconciliation report (issue 11): one request
 * per screen or page. Shapes come from the domain (schemas/bursary-desk.ts).
 */
export type {
  EnrollmentStatisticsResponse,
  HealthInsuranceLogResponse,
  NewStudentsLogResponse,
  ReconciliationResponse,
  RegistrationLogResponse,
};
export type RegistrationLogRow = RegistrationLogResponse['groups'][number]['rows'][number];
export type NewStudentRow = NewStudentsLogResponse['items'][number];
export type HealthInsuranceRow = HealthInsuranceLogResponse['items'][number];
export type StatisticsRow = EnrollmentStatisticsResponse['rows'][number];

/** What the registration log asks for: a page, a search and a status (absent: every status). */
export type RegistrationLogParams = z.output<typeof registrationLogQuerySchema>;
/** What the new students and health insurance logs ask for: a page and a search. */
export type RegistryLogParams = z.output<typeof registryLogQuerySchema>;
/** The reconciliation report's range of days (YYYY-MM-DD, West Africa Time). */
export type ReconciliationRange = z.output<typeof reconciliationQuerySchema>;

export const bursaryDeskKeys = {
  all: ['registry-logs'] as const,
  registrationLog: (periodId: string, params: RegistrationLogParams) =>
    [...bursaryDeskKeys.all, 'registrations', periodId, params] as const,
  newStudents: (periodId: string, params: RegistryLogParams) =>
    [...bursaryDeskKeys.all, 'new-students', periodId, params] as const,
  healthInsurance: (periodId: string, params: RegistryLogParams) =>
    [...bursaryDeskKeys.all, 'health-insurance', periodId, params] as const,
  statistics: (periodId: string) => [...bursaryDeskKeys.all, 'enrollment-statistics', periodId] as const,
  reconciliation: (range: ReconciliationRange) => ['reconciliation', range] as const,
};

function searchOf(values: Record<string, string | number | null>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

/** Page and search of a log as its URL holds them (`?page=&q=`), as `useListParams` reads them. */
export function registryLogParamsOf(search: URLSearchParams): RegistryLogParams {
  const page = Number(search.get('page'));
  return { page: Number.isInteger(page) && page > 0 ? page : 1, q: search.get('q') ?? '' };
}

// ---- registration log ---------------------------------------------------------------------

/** The registration log's page, search and status as its URL holds them (an unknown status: all). */
export function registrationLogParamsOf(search: URLSearchParams): RegistrationLogParams {
  const status = REGISTRATION_STATUSES.find((s) => s === search.get('status'));
  return { ...registryLogParamsOf(search), ...(status ? { status } : {}) };
}

/** A page of a registry log; the page shown stays on screen while the next one loads. */
function logPageQueryOptions<T>(queryKey: readonly unknown[], url: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(url, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/registry-logs/{periodId}/registrations?page=&q=&status=. */
export function registrationLogQueryOptions(periodId: string, params: RegistrationLogParams) {
  const search = searchOf({ page: params.page, q: params.q, status: params.status ?? null });
  return logPageQueryOptions<RegistrationLogResponse>(
    bursaryDeskKeys.registrationLog(periodId, params),
    `${apiPaths.registryLogs.registrations(periodId)}?${search}`,
  );
}

export function useRegistrationLog(periodId: string, params: RegistrationLogParams) {
  return useQuery(registrationLogQueryOptions(periodId, params));
}

/** The CSV of every row matching the screen's search and status (a plain download link). */
export function registrationLogCsvHref(periodId: string, params: Omit<RegistrationLogParams, 'page'>): string {
  const search = searchOf({ q: params.q, status: params.status ?? null });
  const query = search.toString();
  return `${apiPaths.registryLogs.registrationsCsv(periodId)}${query ? `?${query}` : ''}`;
}

/**
 * UT: POST /api/registrations/{periodId}/{customId}/undertaking (bursar, registrar). Answers the
 * server's text; the log (and any cached form) is read again either way.
 */
export function useGrantUndertaking(periodId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customId: string) =>
      api.post<RegistrationMessageResponse>(apiPaths.registrations.action(periodId, customId, 'undertaking')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bursaryDeskKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['registrations'] }),
      ]),
  });
}

// ---- new students and health insurance logs ---------------------------------------------------

function csvHref(base: string, q: string): string {
  const query = searchOf({ q }).toString();
  return `${base}${query ? `?${query}` : ''}`;
}

/** GET /api/registry-logs/{periodId}/new-students?page=&q=. */
export function newStudentsLogQueryOptions(periodId: string, params: RegistryLogParams) {
  const search = searchOf({ page: params.page, q: params.q });
  return logPageQueryOptions<NewStudentsLogResponse>(
    bursaryDeskKeys.newStudents(periodId, params),
    `${apiPaths.registryLogs.newStudents(periodId)}?${search}`,
  );
}

export function useNewStudentsLog(periodId: string, params: RegistryLogParams) {
  return useQuery(newStudentsLogQueryOptions(periodId, params));
}

export function newStudentsCsvHref(periodId: string, q: string): string {
  return csvHref(apiPaths.registryLogs.newStudentsCsv(periodId), q);
}

/** GET /api/registry-logs/{periodId}/health-insurance?page=&q=. */
export function healthInsuranceLogQueryOptions(periodId: string, params: RegistryLogParams) {
  const search = searchOf({ page: params.page, q: params.q });
  return logPageQueryOptions<HealthInsuranceLogResponse>(
    bursaryDeskKeys.healthInsurance(periodId, params),
    `${apiPaths.registryLogs.healthInsurance(periodId)}?${search}`,
  );
}

export function useHealthInsuranceLog(periodId: string, params: RegistryLogParams) {
  return useQuery(healthInsuranceLogQueryOptions(periodId, params));
}

export function healthInsuranceCsvHref(periodId: string, q: string): string {
  return csvHref(apiPaths.registryLogs.healthInsuranceCsv(periodId), q);
}

// ---- enrollment statistics --------------------------------------------------------------------

/** GET /api/registry-logs/{periodId}/enrollment-statistics: the table, the note and the chart's figures. */
export function enrollmentStatisticsQueryOptions(periodId: string) {
  return queryOptions({
    queryKey: bursaryDeskKeys.statistics(periodId),
    queryFn: ({ signal }) =>
      api.get<EnrollmentStatisticsResponse>(apiPaths.registryLogs.enrollmentStatistics(periodId), { signal }),
  });
}

export function useEnrollmentStatistics(periodId: string) {
  return useQuery(enrollmentStatisticsQueryOptions(periodId));
}

export function enrollmentStatisticsCsvHref(periodId: string): string {
  return apiPaths.registryLogs.enrollmentStatisticsCsv(periodId);
}

// ---- reconciliation ---------------------------------------------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range a reconciliation URL asks for (`?from=&to=`), today in West Africa Time for a missing or malformed day. */
export function reconciliationRangeOf(search: URLSearchParams, now: Date = new Date()): ReconciliationRange {
  const today = watDay(now);
  const day = (value: string | null) => (value && DAY.test(value) ? value : today);
  return { from: day(search.get('from')), to: day(search.get('to')) };
}

/** GET /api/reconciliation?from=&to=. */
export function reconciliationQueryOptions(range: ReconciliationRange) {
  const search = new URLSearchParams({ from: range.from, to: range.to });
  return queryOptions({
    queryKey: bursaryDeskKeys.reconciliation(range),
    queryFn: ({ signal }) => api.get<ReconciliationResponse>(`${apiPaths.reconciliation.report}?${search}`, { signal }),
  });
}

export function useReconciliation(range: ReconciliationRange) {
  return useQuery(reconciliationQueryOptions(range));
}

export function reconciliationCsvHref(range: ReconciliationRange): string {
  return `${apiPaths.reconciliation.csv}?${new URLSearchParams({ from: range.from, to: range.to })}`;
}

export const screenLoaders = defineScreenLoaders({
  registrationLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId)
      void prefetch(queryClient, registrationLogQueryOptions(params.periodId, registrationLogParamsOf(search)));
  },
  newStudentsLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId)
      void prefetch(queryClient, newStudentsLogQueryOptions(params.periodId, registryLogParamsOf(search)));
  },
  healthInsuranceLog: (queryClient, { params, request }) => {
    const search = new URL(request.url).searchParams;
    if (params.periodId) {
      void prefetch(queryClient, healthInsuranceLogQueryOptions(params.periodId, registryLogParamsOf(search)));
    }
  },
  enrollmentStatistics: ofPeriod(enrollmentStatisticsQueryOptions),
  reconciliation: (queryClient, { request }) => {
    void prefetch(queryClient, reconciliationQueryOptions(reconciliationRangeOf(new URL(request.url).searchParams)));
  },
});
