import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

export interface SmsOutboxItem {
  id: number | string;
  to_phone: string;
  body: string;
  purpose: string;
  status: string;
  error: string | null;
  provider: string;
  created_at: string;
}

export interface SmsOutboxPage {
  items: SmsOutboxItem[];
  total: number;
  page: number;
  page_size: number;
}

export interface SmsOutboxParams {
  page: number;
  q: string;
}

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
