import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPosition, Role, UserStatus } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

/** GET /api/auth/me: who is signed in, read from the database on every call. */
export interface CurrentUser {
  custom_id: string;
  role: Role;
  /** Family name for students and lecturers, the office for staff. */
  surname: string;
  expiry: number;
  username: string;
  status: UserStatus;
  admin_position: AdminPosition | null;
  title: string | null;
  first_name: string | null;
  other_names: string | null;
  must_change_password: boolean;
}

export const currentUserQueryKey = ['me'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>(apiPaths.auth.me, { signal });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) => getCurrentUser(signal),
  staleTime: 30_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
