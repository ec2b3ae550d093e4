import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The options of a query that reads one API address: GET `path` under `queryKey`, abandoned
 * when the query is (its signal). Spread it to add options (`placeholderData`, `enabled`, …).
 */
export function getQueryOptions<T, K extends QueryKey = QueryKey>(queryKey: K, path: string) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get<T>(path, { signal }) });
}
