import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseAudience } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { messageOf } from '../../../lib/server-message';
import { apiPaths } from '../../../config/paths';

export type CourseStatus = 'available' | 'unavailable';

export interface CourseRow {
  number: number;
  code: string;
  year: number;
  title: string;
  hours: string;
  status: CourseStatus;
  audience: CourseAudience;
}

export interface CoursePage {
  items: CourseRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface CourseListParams {
  page: number;
  q: string;
  /** 1 to 7, or null for every year. */
  year: number | null;
}

export const COURSE_MESSAGES = {
  created: 'The specified course was inputed successfully!',
  statusChanged: 'Status Changed',
} as const;

export const coursesQueryKey = ['courses'] as const;

export function coursesQueryOptions({ page, q, year }: CourseListParams) {
  const search = new URLSearchParams({ page: String(page), q });
  if (year !== null) search.set('year', String(year));
  return queryOptions({
    queryKey: [...coursesQueryKey, { page, q, year }] as const,
    queryFn: ({ signal }) => api.get<CoursePage>(`${apiPaths.courses.list}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/courses?page=&q=&year=. */
export function useCourses(params: CourseListParams) {
  return useQuery(coursesQueryOptions(params));
}

/** The request of Input New Course, as the shared schema reads it. */
export interface NewCourse {
  title: string;
  /** '1' to '9', or 'P' (pass/fail): the schema's input form, which the server parses again. */
  hours: string;
  code: string;
  year: number;
  audience: CourseAudience;
}

/** POST /api/courses. */
export async function createCourse(input: NewCourse): Promise<string> {
  return messageOf(await api.post<unknown>(apiPaths.courses.list, input), COURSE_MESSAGES.created);
}

/** PATCH /api/courses/:code/status {status}: the state wanted. */
export async function setCourseStatus({ code, status }: { code: string; status: CourseStatus }): Promise<string> {
  return messageOf(await api.patch<unknown>(apiPaths.courses.status(code), { status }), COURSE_MESSAGES.statusChanged);
}

function useCoursesMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}

export const useCreateCourse = () => useCoursesMutation(createCourse);
export const useSetCourseStatus = () => useCoursesMutation(setCourseStatus);
