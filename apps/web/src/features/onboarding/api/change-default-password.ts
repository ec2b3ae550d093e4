import { useMutation } from '@tanstack/react-query';
import type { changeDefaultPasswordSchema, TextResponse } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';

export type ChangeDefaultPasswordBody = z.output<typeof changeDefaultPasswordSchema>;

/** POST /api/students/me/default-password; answers the success text (status becomes 'complete profile'). */
export function changeDefaultPassword(body: ChangeDefaultPasswordBody): Promise<TextResponse> {
  return api.post<TextResponse>(apiPaths.students.defaultPassword, body);
}

export function useChangeDefaultPassword() {
  return useMutation({ mutationFn: changeDefaultPassword });
}
