import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FACULTY_MESSAGES } from '@portal/domain';
import type {
  AccountStatus,
  CreatedFaculty,
  CreateFacultyInput,
  EditFacultyInput,
  EditFacultyNameInput,
  FacultyCourseView,
  FacultyIdParams,
  FacultyList,
  FacultyProfile,
  FacultyView,
  ListFacultyQuery,
  MessageResponse,
  PassportUploadResponse,
  SetFacultyStatusInput,
  SetFacultyStatusResponse,
} from '@portal/domain';
import { api } from '../lib/api-client';
import { apiPaths } from '../config/api-paths';
import { defineScreenLoaders, listParams, one, prefetch } from '../lib/screen-loaders';
import { periodsQueryOptions } from './periods';

/** Shapes of the faculty endpoints, declared once in the domain package (schemas/faculty.ts). */
export type { CreatedFaculty, FacultyProfile };
export type FacultyStatus = AccountStatus;
/** A lecturer account as lists show it (username is the lecturer's e-mail). */
export type FacultyMember = FacultyView;
export type FacultyPage = FacultyList;
export type AssignedCourse = FacultyCourseView;
export { FACULTY_MESSAGES };

export const facultyQueryKey = ['faculty'] as const;

/** The list state of a screen: the query of GET /api/faculty (`active` for pickers). */
export type FacultyListParams = Pick<ListFacultyQuery, 'page' | 'q'> & { status?: 'active' };

export function facultyListQueryOptions({ page, q, status }: FacultyListParams) {
  const search = new URLSearchParams({ page: String(page), q, ...(status ? { status } : {}) });
  return queryOptions({
    queryKey: [...facultyQueryKey, 'list', { page, q, status }] as const,
    queryFn: ({ signal }) => api.get<FacultyPage>(`${apiPaths.faculty.list}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/faculty?page=&q= (offices ict, dean). */
export function useFacultyList(params: FacultyListParams) {
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

/** POST /api/faculty: the username and the one-time password, shown once. */
export function createFaculty(input: CreateFacultyInput): Promise<CreatedFaculty> {
  return api.post<CreatedFaculty>(apiPaths.faculty.list, input);
}

/** PATCH /api/faculty/:customId/status: answers the server's text. */
export async function setFacultyStatus({ customId, status }: FacultyIdParams & SetFacultyStatusInput) {
  return (await api.patch<SetFacultyStatusResponse>(apiPaths.faculty.status(customId), { status })).message;
}

function useFacultyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facultyQueryKey }),
  });
}

/** PATCH /api/faculty/:customId: Edit on Manage Faculty; answers the server's text. */
export async function editFaculty({ customId, ...input }: FacultyIdParams & EditFacultyInput): Promise<string> {
  return (await api.patch<MessageResponse>(apiPaths.faculty.one(customId), input)).message;
}

export const useCreateFaculty = () => useFacultyMutation(createFaculty);
export const useEditFaculty = () => useFacultyMutation(editFaculty);
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

/** The body of PATCH /api/faculty/me/name. */
export type FacultyName = EditFacultyNameInput;

/** PATCH /api/faculty/me/name: answers the server's text. */
export async function editMyName(input: FacultyName): Promise<string> {
  return (await api.patch<MessageResponse>(apiPaths.faculty.myName, input)).message;
}

/** POST /api/faculty/me/passport as multipart/form-data, field 'passport'. */
export function uploadMyPassport(photo: Blob): Promise<PassportUploadResponse> {
  const form = new FormData();
  form.append('passport', photo, photo.type === 'image/png' ? 'passport.png' : 'passport.jpg');
  return api.post<PassportUploadResponse>(apiPaths.faculty.myPassport, form);
}

export const useEditMyName = () => useFacultyMutation(editMyName);
export const useUploadMyPassport = () => useFacultyMutation(uploadMyPassport);

export const screenLoaders = defineScreenLoaders({
  manageFaculty: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, facultyListQueryOptions({ page, q }));
  },
  facultyProfile: (queryClient, { params }) => {
    if (params.facultyId) void prefetch(queryClient, facultyProfileQueryOptions(params.facultyId));
  },
  myFacultyProfile: one(myFacultyProfileQueryOptions),
  myCourses: (queryClient, { params }) => {
    void prefetch(queryClient, periodsQueryOptions);
    if (params.periodId) void prefetch(queryClient, myCoursesQueryOptions(params.periodId));
  },
});
