import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ASSIGNMENT_MESSAGES } from '@portal/domain';
import type {
  AssignCourseInput,
  AssignmentParams,
  AssignmentView,
  MessageResponse,
  PeriodAssignments,
  PeriodIdParams,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, ofPeriod } from '../../../lib/screen-loaders';
import { facultyQueryKey } from '../../../api/faculty';

/** Shapes of GET /api/assignments/:periodId, declared once in the domain package (schemas/assignment.ts). */
export type { PeriodAssignments };
export type Assignment = AssignmentView;
export { ASSIGNMENT_MESSAGES };

export const assignmentsQueryKey = ['assignments'] as const;

/** GET /api/assignments/:periodId. */
export function assignmentsQueryOptions(periodId: string) {
  return queryOptions({
    queryKey: [...assignmentsQueryKey, periodId] as const,
    queryFn: ({ signal }) => api.get<PeriodAssignments>(apiPaths.assignments.ofPeriod(periodId), { signal }),
  });
}

export function useAssignments(periodId: string) {
  return useQuery(assignmentsQueryOptions(periodId));
}

export type AssignInput = PeriodIdParams & AssignCourseInput;

/** POST /api/assignments/:periodId: answers the server's text. */
export async function assignCourse({ periodId, ...body }: AssignInput): Promise<string> {
  return (await api.post<MessageResponse>(apiPaths.assignments.ofPeriod(periodId), body)).message;
}

/** DELETE /api/assignments/:periodId/:courseCode: answers the server's text. */
export async function unassignCourse({ periodId, courseCode }: AssignmentParams): Promise<string> {
  return (await api.delete<MessageResponse>(apiPaths.assignments.one(periodId, courseCode))).message;
}

function useAssignmentMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: assignmentsQueryKey });
      // Lecturer profiles list their assigned courses.
      await queryClient.invalidateQueries({ queryKey: facultyQueryKey });
    },
  });
}

export const useAssignCourse = () => useAssignmentMutation(assignCourse);
export const useUnassignCourse = () => useAssignmentMutation(unassignCourse);

export const screenLoaders = defineScreenLoaders({
  assignCourses: ofPeriod(assignmentsQueryOptions),
});
