import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryResourcesInput, LibraryResourcesView } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, one } from '../../../lib/screen-loaders';

/**
 * GET/PUT /api/library-resources, declared once in the domain package (schemas/library.ts):
 * `html` is sanitised by the server before it is stored and sent.
 */
export type LibraryResources = LibraryResourcesView;

export const libraryResourcesQueryKey = ['library-resources'] as const;

export const libraryResourcesQueryOptions = queryOptions({
  queryKey: libraryResourcesQueryKey,
  queryFn: ({ signal }) => api.get<LibraryResources>(apiPaths.libraryResources, { signal }),
});

export function useLibraryResources() {
  return useQuery(libraryResourcesQueryOptions);
}

export function useSaveLibraryResources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LibraryResourcesInput) => api.put<LibraryResources>(apiPaths.libraryResources, body),
    // The server answers what it stored (sanitised): show exactly that.
    onSuccess: (saved) => queryClient.setQueryData(libraryResourcesQueryKey, saved),
  });
}

export const screenLoaders = defineScreenLoaders({
  libraryResources: one(libraryResourcesQueryOptions),
});
