import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

/**
 * GET /api/students/me/profile: the signed-in student's user and student record. Fields of a
 * record not completed yet are null.
 */
export interface StudentProfile {
  username: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  gender: string | null;
  phone_number: string | null;
  mode_of_study: string | null;
  passport_url: string | null;
  ledger_number: string | null;
  date_of_birth: string | null;
  email: string | null;
  matriculation_number: string | null;
  state_of_origin: string | null;
  country_of_origin: string | null;
  denomination: string | null;
  local_church: string | null;
  name_of_pastor: string | null;
  work_fulltime: string | null;
  ministry: string | null;
  year_of_admission: number | null;
  programme_category: string | null;
  programme: string | null;
  faculty: string | null;
  department: string | null;
  affiliation_status: string | null;
  special_student_category: string | null;
}

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
