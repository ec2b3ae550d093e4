import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

/** One entry of GET /api/downloads. */
export interface Download {
  id: number | string;
  title: string;
  kind: 'link' | 'file';
  url: string;
}

export const downloadsQueryKey = ['downloads'] as const;

export const downloadsQueryOptions = queryOptions({
  queryKey: downloadsQueryKey,
  queryFn: ({ signal }) => api.get<Download[]>(apiPaths.downloads.list, { signal }),
});

export function useDownloads() {
  return useQuery(downloadsQueryOptions);
}

/** A new download: a titled link (JSON) or a titled file (multipart). */
export type NewDownload = { kind: 'link'; title: string; url: string } | { kind: 'file'; title: string; file: File };

/** The spec's success text for an add, edit or remove (the answers' bodies are not shown). */
export const DOWNLOAD_SAVED_MESSAGE = 'Action was Successful!';

/** POST /api/downloads; answers the new entry's id. */
export function addDownload(input: NewDownload): Promise<{ id: Download['id'] }> {
  if (input.kind === 'link') {
    return api.post<{ id: Download['id'] }>(apiPaths.downloads.list, { title: input.title, url: input.url });
  }
  const form = new FormData();
  form.append('title', input.title);
  form.append('file', input.file, input.file.name);
  return api.post<{ id: Download['id'] }>(apiPaths.downloads.list, form);
}

export interface DownloadEdit {
  id: Download['id'];
  title: string;
  /** Only for links; a file keeps its stored file. */
  url?: string;
}

export function editDownload({ id, ...body }: DownloadEdit): Promise<string> {
  return api.patch<string>(apiPaths.downloads.one(id), body);
}

export function removeDownload(id: Download['id']): Promise<string> {
  return api.delete<string>(apiPaths.downloads.one(id));
}

function useDownloadsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadsQueryKey }),
  });
}

export const useAddDownload = () => useDownloadsMutation(addDownload);
export const useEditDownload = () => useDownloadsMutation(editDownload);
export const useRemoveDownload = () => useDownloadsMutation(removeDownload);
