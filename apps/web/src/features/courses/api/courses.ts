import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COURSE_MESSAGES } from '@portal/domain';
import type {
  CourseChangeResponse,
  CourseCodeParams,
  CourseList,
  CourseListItem,
  CourseStatus,
  CreateCourseInput,
  ListCoursesQuery,
  SetCourseStatusInput,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, listParams, prefetch } from '../../../lib/screen-loaders';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Shapes of the course endpoints, declared once in the domain package (schemas/course.ts). */
export type { CourseStatus };
export type CourseRow = CourseListItem;
export type CoursePage = CourseList;
export { COURSE_MESSAGES };

/** The screen's list state: the query of GET /api/courses, with null for every year. */
export type CourseListParams = Omit<ListCoursesQuery, 'year'> & { year: number | null };

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

/** The request of Input New Course, as the shared schema reads it (the server parses it again). */
export type NewCourse = CreateCourseInput;

/** POST /api/courses: answers the server's text. */
export async function createCourse(input: NewCourse): Promise<string> {
  return (await api.post<CourseChangeResponse>(apiPaths.courses.list, input)).message;
}

/** PATCH /api/courses/:code/status {status}: the state wanted. */
export async function setCourseStatus({ code, status }: CourseCodeParams & SetCourseStatusInput): Promise<string> {
  return (await api.patch<CourseChangeResponse>(apiPaths.courses.status(code), { status })).message;
}

function useCoursesMutation<T>(mutationFn: (input: T) => Promise<string>) {
  return useRefreshingMutation(coursesQueryKey, mutationFn);
}

export const useCreateCourse = () => useCoursesMutation(createCourse);
export const useSetCourseStatus = () => useCoursesMutation(setCourseStatus);

export const screenLoaders = defineScreenLoaders({
  manageCourses: (queryClient, { request }) => {
    const { page, q, search } = listParams(request);
    const year = Number(search.get('year'));
    const validYear = Number.isInteger(year) && year >= 1 && year <= 7 ? year : null;
    void prefetch(queryClient, coursesQueryOptions({ page, q, year: validYear }));
  },
});
