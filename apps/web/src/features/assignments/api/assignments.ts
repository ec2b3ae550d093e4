import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageOf } from '../../../lib/server-message';
import { apiPaths } from '../../../config/paths';
import type { NameParts } from '../../../lib/names';
import { facultyQueryKey } from '../../faculty/api/faculty';

export interface Assignment {
  course_code: string;
  title: string;
  hours: string;
  faculty: NameParts & { custom_id: string };
}

export interface PeriodAssignments {
  period: { period_id: string; semester: string; session: string };
  items: Assignment[];
  /** Available courses nobody teaches yet in the period. */
  unassigned_courses: { code: string; title: string; hours: string }[];
}

export const ASSIGNMENT_MESSAGES = {
  assigned: 'The course was assigned successfully!',
  unassigned: 'The course was unassigned successfully!',
  duplicate: 'Unable to assign course. Duplicate assignment!',
} as const;

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

export interface AssignInput {
  periodId: string;
  course_code: string;
  faculty_id: string;
}

export async function assignCourse({ periodId, ...body }: AssignInput): Promise<string> {
  return messageOf(
    await api.post<unknown>(apiPaths.assignments.ofPeriod(periodId), body),
    ASSIGNMENT_MESSAGES.assigned,
  );
}

export async function unassignCourse({ periodId, courseCode }: { periodId: string; courseCode: string }) {
  const answer = await api.delete<unknown>(apiPaths.assignments.one(periodId, courseCode));
  return messageOf(answer, ASSIGNMENT_MESSAGES.unassigned);
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
