import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PassportUploadResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { myProfileQueryKey } from '../../../api/my-profile';

/** Where the new photo is served (schemas/passport.ts). */
export type UploadedPassport = PassportUploadResponse;

/** POST /api/students/me/passport as multipart/form-data, field 'passport' (status becomes 'complete'). */
export function uploadPassport(photo: Blob): Promise<UploadedPassport> {
  const form = new FormData();
  form.append('passport', photo, photo.type === 'image/png' ? 'passport.png' : 'passport.jpg');
  return api.post<UploadedPassport>(apiPaths.students.passport, form);
}

export function useUploadPassport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPassport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryKey }),
  });
}
