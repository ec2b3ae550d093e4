import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFacultyInput } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { messageOf } from '../../../lib/server-message';
import { apiPaths } from '../../../config/paths';

export type FacultyStatus = 'active' | 'inactive';

/** A lecturer account as lists show it (username is the lecturer's e-mail). */
export interface FacultyMember {
  custom_id: string;
  title: string | null;
  surname: string;
  first_name: string;
  other_names: string | null;
  username: string;
  phone_number: string | null;
  gender: string | null;
  status: FacultyStatus;
}

export interface FacultyPage {
  items: (FacultyMember & { number?: number })[];
  total: number;
  page: number;
  page_size: number;
}

export interface AssignedCourse {
  course_code: string;
  title: string;
  hours: string;
}

export interface FacultyProfile extends FacultyMember {
  passport_url: string | null;
  /** Newest period first. */
  assigned: (AssignedCourse & { period_id: string; semester: string; session: string })[];
}

export const FACULTY_MESSAGES = {
  created: 'Faculty account was created successfully!',
  statusChanged: 'Status changed successfully!',
  nameChanged: 'Action was Successful!',
  passportChanged: 'Action was Successful!',
} as const;

export const facultyQueryKey = ['faculty'] as const;

export function facultyListQueryOptions({ page, q, status }: { page: number; q: string; status?: 'active' }) {
  const search = new URLSearchParams({ page: String(page), q, ...(status ? { status } : {}) });
  return queryOptions({
    queryKey: [...facultyQueryKey, 'list', { page, q, status }] as const,
    queryFn: ({ signal }) => api.get<FacultyPage>(`${apiPaths.faculty.list}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/faculty?page=&q= (offices ict, dean). */
export function useFacultyList(params: { page: number; q: string; status?: 'active' }) {
  return useQuery(facultyListQueryOptions(params));
}

/** GET /api/faculty/:customId: a lecturer's profile and assigned courses. */
export function facultyProfileQueryOptions(customId: string) {
  return queryOptions({
    queryKey: [...facultyQueryKey, 'profile', customId] as const,
    queryFn: ({ signal }) => api.get<FacultyProfile>(apiPaths.faculty.one(customId), { signal }),
  });
}

export function useFacultyProfile(customId: string) {
  return useQuery(facultyProfileQueryOptions(customId));
}

export interface CreatedFaculty {
  message: string;
  username: string;
  /** Shown once: the lecturer must change it at first login. */
  one_time_password: string;
}

/** POST /api/faculty. */
export async function createFaculty(input: CreateFacultyInput): Promise<CreatedFaculty> {
  const answer = await api.post<Partial<CreatedFaculty>>(apiPaths.faculty.list, input);
  return {
    message: messageOf(answer, FACULTY_MESSAGES.created),
    username: answer.username ?? '',
    one_time_password: answer.one_time_password ?? '',
  };
}

export async function setFacultyStatus({ customId, status }: { customId: string; status: FacultyStatus }) {
  const answer = await api.patch<unknown>(apiPaths.faculty.status(customId), { status });
  return messageOf(answer, FACULTY_MESSAGES.statusChanged);
}

function useFacultyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facultyQueryKey }),
  });
}

export const useCreateFaculty = () => useFacultyMutation(createFaculty);
export const useSetFacultyStatus = () => useFacultyMutation(setFacultyStatus);

// ---- the signed-in lecturer ----------------------------------------------------------------

export const myFacultyQueryKey = [...facultyQueryKey, 'me'] as const;

/** GET /api/faculty/me. */
export const myFacultyProfileQueryOptions = queryOptions({
  queryKey: myFacultyQueryKey,
  queryFn: ({ signal }) => api.get<FacultyProfile>(apiPaths.faculty.me, { signal }),
});

export function useMyFacultyProfile() {
  return useQuery(myFacultyProfileQueryOptions);
}

/** GET /api/faculty/me/courses/:periodId. */
export function myCoursesQueryOptions(periodId: string) {
  return queryOptions({
    queryKey: [...myFacultyQueryKey, 'courses', periodId] as const,
    queryFn: ({ signal }) => api.get<AssignedCourse[]>(apiPaths.faculty.myCourses(periodId), { signal }),
  });
}

export function useMyCourses(periodId: string) {
  return useQuery(myCoursesQueryOptions(periodId));
}

export interface FacultyName {
  title: string;
  surname: string;
  first_name: string;
  other_names: string;
}

export async function editMyName(input: FacultyName): Promise<string> {
  return messageOf(await api.patch<unknown>(apiPaths.faculty.myName, input), FACULTY_MESSAGES.nameChanged);
}

/** POST /api/faculty/me/passport as multipart/form-data, field 'passport'. */
export function uploadMyPassport(photo: Blob): Promise<{ passport_url: string }> {
  const form = new FormData();
  form.append('passport', photo, photo.type === 'image/png' ? 'passport.png' : 'passport.jpg');
  return api.post<{ passport_url: string }>(apiPaths.faculty.myPassport, form);
}

export const useEditMyName = () => useFacultyMutation(editMyName);
export const useUploadMyPassport = () => useFacultyMutation(uploadMyPassport);
