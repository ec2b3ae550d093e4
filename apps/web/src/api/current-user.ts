import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/domain';
import { api } from '../lib/api-client';
import { authApiPaths } from '../config/auth-api-paths';

/** GET /api/auth/me: who is signed in, read from the database on every call (schemas/auth.ts). */
export type { CurrentUser };

export const currentUserQueryKey = ['me'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>(authApiPaths.me, { signal });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) => getCurrentUser(signal),
  staleTime: 30_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
