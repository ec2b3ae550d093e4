import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_MESSAGES } from '@portal/domain';
import type {
  CreatedDownload,
  DownloadIdParams,
  DownloadLinkInput,
  DownloadView,
  EditDownloadInput,
  TextResponse,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, one } from '../../../lib/screen-loaders';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** One entry of GET /api/downloads, declared once in the domain package (schemas/download.ts). */
export type Download = DownloadView;

export const downloadsQueryKey = ['downloads'] as const;

export const downloadsQueryOptions = queryOptions({
  queryKey: downloadsQueryKey,
  queryFn: ({ signal }) => api.get<Download[]>(apiPaths.downloads.list, { signal }),
});

export function useDownloads() {
  return useQuery(downloadsQueryOptions);
}

/**
 * A new download: a titled link (sent as JSON) or a titled file (sent as multipart, the file in
 * field "file").
 */
export type NewDownload =
  ({ kind: 'link' } & DownloadLinkInput) | ({ kind: 'file'; file: File } & Pick<DownloadLinkInput, 'title'>);

/** The spec's success text for an add, edit or remove. */
export const DOWNLOAD_SAVED_MESSAGE = DOWNLOAD_MESSAGES.saved;

/** POST /api/downloads; answers the new entry's id. */
export function addDownload(input: NewDownload): Promise<CreatedDownload> {
  if (input.kind === 'link') {
    return api.post<CreatedDownload>(apiPaths.downloads.list, { title: input.title, url: input.url });
  }
  const form = new FormData();
  form.append('title', input.title);
  form.append('file', input.file, input.file.name);
  return api.post<CreatedDownload>(apiPaths.downloads.list, form);
}

/** PATCH /api/downloads/:id: a new title (and, for a link only, a new URL). */
export type DownloadEdit = DownloadIdParams & EditDownloadInput;

export function editDownload({ id, ...body }: DownloadEdit): Promise<TextResponse> {
  return api.patch<TextResponse>(apiPaths.downloads.one(id), body);
}

export function removeDownload(id: Download['id']): Promise<TextResponse> {
  return api.delete<TextResponse>(apiPaths.downloads.one(id));
}

function useDownloadsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  return useRefreshingMutation(downloadsQueryKey, mutationFn, 'success');
}

export const useAddDownload = () => useDownloadsMutation(addDownload);
export const useEditDownload = () => useDownloadsMutation(editDownload);
export const useRemoveDownload = () => useDownloadsMutation(removeDownload);

export const screenLoaders = defineScreenLoaders({
  downloads: one(downloadsQueryOptions),
});
