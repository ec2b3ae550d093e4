import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsOutboxItem, SmsOutboxPage, SmsOutboxQuery } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, listParams, prefetch } from '../../../lib/screen-loaders';

/** Shapes of GET /api/sms-outbox, declared once in the domain package (schemas/sms.ts). */
export type { SmsOutboxItem, SmsOutboxPage };
export type SmsOutboxParams = SmsOutboxQuery;

export function smsOutboxQueryOptions({ page, q }: SmsOutboxParams) {
  const search = new URLSearchParams({ page: String(page), q });
  return queryOptions({
    queryKey: ['sms-outbox', { page, q }] as const,
    queryFn: ({ signal }) => api.get<SmsOutboxPage>(`${apiPaths.smsOutbox}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/sms-outbox?page=&q=: one page of the outbox, newest first, filtered by the server. */
export function useSmsOutbox(params: SmsOutboxParams) {
  return useQuery(smsOutboxQueryOptions(params));
}

export const screenLoaders = defineScreenLoaders({
  smsOutbox: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, smsOutboxQueryOptions({ page, q }));
  },
});
