import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassListCoursesResponse, ClassListPrintResponse, ClassListResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, ofPeriod, prefetch } from '../../../lib/screen-loaders';

/** Shapes of the class-list endpoints, declared once in the domain package (schemas/class-list.ts). */
export type { ClassListCoursesResponse, ClassListPrintResponse, ClassListResponse };

export const classListKeys = {
  all: ['class-lists'] as const,
  courses: (periodId: string) => [...classListKeys.all, periodId, '*courses'] as const,
  one: (periodId: string, courseCode: string) => [...classListKeys.all, periodId, courseCode] as const,
  print: (periodId: string, courseCode: string) => [...classListKeys.all, periodId, courseCode, 'print'] as const,
};

/** GET /api/class-lists/:periodId/:courseCode: the whole Class List screen, as the viewer may see it. */
export const classListQueryOptions = (periodId: string, courseCode: string) =>
  queryOptions({
    queryKey: classListKeys.one(periodId, courseCode),
    queryFn: ({ signal }) => api.get<ClassListResponse>(apiPaths.classLists.one(periodId, courseCode), { signal }),
  });

export const useClassList = (periodId: string, courseCode: string) =>
  useQuery({ ...classListQueryOptions(periodId, courseCode), enabled: courseCode !== '' });

/** GET /api/class-lists/:periodId/:courseCode/print: the print sheets (staff and the course's lecturer). */
export const classListPrintQueryOptions = (periodId: string, courseCode: string) =>
  queryOptions({
    queryKey: classListKeys.print(periodId, courseCode),
    queryFn: ({ signal }) =>
      api.get<ClassListPrintResponse>(apiPaths.classLists.print(periodId, courseCode), { signal }),
  });

export const useClassListPrint = (periodId: string, courseCode: string) =>
  useQuery({ ...classListPrintQueryOptions(periodId, courseCode), enabled: courseCode !== '' });

/** Where the CSV export downloads from (a plain link: the browser saves the file). */
export const classListCsvHref = (periodId: string, courseCode: string) => apiPaths.classLists.csv(periodId, courseCode);

/** GET /api/class-lists/:periodId: the period's courses with a class list (staff with the power). */
export const classListCoursesQueryOptions = (periodId: string) =>
  queryOptions({
    queryKey: classListKeys.courses(periodId),
    queryFn: ({ signal }) => api.get<ClassListCoursesResponse>(apiPaths.classLists.courses(periodId), { signal }),
  });

export const useClassListCourses = (periodId: string) => useQuery(classListCoursesQueryOptions(periodId));

export const screenLoaders = defineScreenLoaders({
  // The course comes in the query string (?code=).
  classList: (queryClient, { params, request }) => {
    const code = new URL(request.url).searchParams.get('code')?.trim();
    if (params.periodId && code) void prefetch(queryClient, classListQueryOptions(params.periodId, code));
  },
  staffClassLists: ofPeriod(classListCoursesQueryOptions),
  classListPrint: (queryClient, { params, request }) => {
    const code = new URL(request.url).searchParams.get('code')?.trim();
    if (params.periodId && code) void prefetch(queryClient, classListPrintQueryOptions(params.periodId, code));
  },
});
