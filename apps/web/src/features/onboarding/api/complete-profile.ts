import { useMutation } from '@tanstack/react-query';
import type { CompletedProfile, completeProfileSchema } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';

export type CompleteProfileBody = z.output<typeof completeProfileSchema>;
/** What the server derived: the e-mail and the matriculation number (schemas/onboarding.ts). */
export type { CompletedProfile };

/** POST /api/students/me/profile (status becomes 'upload passport'). */
export function completeProfile(body: CompleteProfileBody): Promise<CompletedProfile> {
  return api.post<CompletedProfile>(apiPaths.students.profile, body);
}

export function useCompleteProfile() {
  return useMutation({ mutationFn: completeProfile });
}
