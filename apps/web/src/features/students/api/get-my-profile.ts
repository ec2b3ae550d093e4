import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

import type { StudentProfile } from '@portal/domain';

/** GET /api/students/me/profile (shape shared with the server in the domain package). */
export type { StudentProfile };

export const myProfileQueryKey = ['students', 'me', 'profile'] as const;

export function getMyProfile(signal?: AbortSignal): Promise<StudentProfile> {
  return api.get<StudentProfile>(apiPaths.students.profile, { signal });
}

export const myProfileQueryOptions = queryOptions({
  queryKey: myProfileQueryKey,
  queryFn: ({ signal }) => getMyProfile(signal),
});

export function useMyProfile() {
  return useQuery(myProfileQueryOptions);
}
