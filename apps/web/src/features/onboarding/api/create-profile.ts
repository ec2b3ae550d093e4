import { useMutation } from '@tanstack/react-query';
import type { CreatedProfile, createProfileSchema } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';

export type CreateProfileBody = z.output<typeof createProfileSchema>;
/** What the server answers when a student profile is created (schemas/onboarding.ts). */
export type { CreatedProfile };

/** POST /api/auth/student/register (no session). */
export function createStudentProfile(body: CreateProfileBody): Promise<CreatedProfile> {
  return api.post<CreatedProfile>(apiPaths.auth.registerStudent, body);
}

export function useCreateStudentProfile() {
  return useMutation({ mutationFn: createStudentProfile });
}
