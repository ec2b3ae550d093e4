import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupFileView, BackupListResponse, TakeBackupResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';

/** Shapes of /api/backups, declared once in the domain package (schemas/backups.ts). */
export type { BackupFileView, BackupListResponse };

export const backupsQueryKey = ['backups'] as const;

export const backupsQueryOptions = queryOptions({
  queryKey: backupsQueryKey,
  queryFn: ({ signal }) => api.get<BackupListResponse>(apiPaths.backups.list, { signal }),
});

/** GET /api/backups: the backup files, newest first, and the last outcome. */
export function useBackups() {
  return useQuery(backupsQueryOptions);
}

/** POST /api/backups: takes one now (seconds to minutes); the list is read again after. */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TakeBackupResponse>(apiPaths.backups.list, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
