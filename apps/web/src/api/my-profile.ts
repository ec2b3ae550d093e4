import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentProfile } from '@portal/domain';
import { api } from '../lib/api-client';
import { apiPaths } from '../config/api-paths';
import { defineScreenLoaders, one } from '../lib/screen-loaders';

/** GET /api/students/me/profile (declared once in the domain package, schemas/onboarding.ts). */
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

export const screenLoaders = defineScreenLoaders({
  myProfile: one(myProfileQueryOptions),
});
