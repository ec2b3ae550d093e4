import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupFileView, BackupListResponse, TakeBackupResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, one } from '../../../lib/screen-loaders';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

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
  return useRefreshingMutation(
    backupsQueryKey,
    (_: void) => api.post<TakeBackupResponse>(apiPaths.backups.list, {}),
    'settled',
  );
}

export const screenLoaders = defineScreenLoaders({ backups: one(backupsQueryOptions) });
