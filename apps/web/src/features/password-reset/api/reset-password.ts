import { useMutation } from '@tanstack/react-query';
import type { resetConfirmSchema, resetRequestSchema, TextResponse } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';

export type ResetRequestBody = z.output<typeof resetRequestSchema>;
export type ResetConfirmBody = z.output<typeof resetConfirmSchema>;

/** POST /api/auth/password-reset/request: always the same answer, whether or not the details match. */
export function requestPasswordReset(body: ResetRequestBody): Promise<TextResponse> {
  return api.post<TextResponse>(apiPaths.auth.passwordResetRequest, body);
}

/** POST /api/auth/password-reset/confirm: the SMS code and the new password. */
export function confirmPasswordReset(body: ResetConfirmBody): Promise<TextResponse> {
  return api.post<TextResponse>(apiPaths.auth.passwordResetConfirm, body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
