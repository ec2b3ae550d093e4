import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { confirmDetailsSchema, TextResponse } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { myProfileQueryKey } from '../../../api/my-profile';

export type ConfirmDetailsBody = z.output<typeof confirmDetailsSchema>;

/** PATCH /api/students/me/details; answers 'Action was Successful!'. */
export function confirmDetails(body: ConfirmDetailsBody): Promise<TextResponse> {
  return api.patch<TextResponse>(apiPaths.students.details, body);
}

export function useConfirmDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryKey }),
  });
}
