import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditCheckResponse, AuditTrailQuery, AuditTrailResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, listParams, prefetch } from '../../../lib/screen-loaders';

/** The filters of the audit trail, as the screen keeps them in its URL (`q` is the student). */
export const AUDIT_TRAIL_FILTERS = ['from', 'to', 'office', 'user', 'action', 'entity', 'entityId', 'period'] as const;
export type AuditTrailParams = Omit<AuditTrailQuery, 'page' | 'student'> & { page: number; q: string };

/** The API's query string of a filter set (the list's `q` is the API's `student`); empty values left out. */
function searchOf(params: Omit<AuditTrailParams, 'page'>, page?: number): URLSearchParams {
  const search = new URLSearchParams();
  if (page) search.set('page', String(page));
  if (params.q) search.set('student', params.q);
  for (const key of AUDIT_TRAIL_FILTERS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  return search;
}

/** The filters of a URL's search (the screen's or a loader's request). */
export function auditTrailParamsOf(search: URLSearchParams, page: number): AuditTrailParams {
  const params: AuditTrailParams = { page, q: search.get('q') ?? '' };
  for (const key of AUDIT_TRAIL_FILTERS) {
    const value = search.get(key);
    if (value) params[key] = value as never;
  }
  return params;
}

export function auditTrailQueryOptions(params: AuditTrailParams) {
  const search = searchOf(params, params.page);
  return queryOptions({
    queryKey: ['audit-trail', search.toString()] as const,
    queryFn: ({ signal }) =>
      api.get<AuditTrailResponse>(`${apiPaths.auditTrail.list}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit-trail: one page of the trail, newest first, filtered by the server. */
export function useAuditTrail(params: AuditTrailParams) {
  return useQuery(auditTrailQueryOptions(params));
}

/** The CSV of every record matching the filters (GET /api/audit-trail.csv). */
export function auditTrailCsvHref(params: Omit<AuditTrailParams, 'page'>): string {
  const query = searchOf(params).toString();
  return `${apiPaths.auditTrail.csv}${query ? `?${query}` : ''}`;
}

/** Check the trail: GET /api/audit-trail/check recomputes the hash chain each time it is asked. */
export function useCheckAuditTrail() {
  return useMutation({ mutationFn: () => api.get<AuditCheckResponse>(apiPaths.auditTrail.check) });
}

export const screenLoaders = defineScreenLoaders({
  auditTrail: (queryClient, { request }) => {
    const { page, search } = listParams(request);
    void prefetch(queryClient, auditTrailQueryOptions(auditTrailParamsOf(search, page)));
  },
});
