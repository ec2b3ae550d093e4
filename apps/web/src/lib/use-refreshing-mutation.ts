import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after which the queries under `queryKey` are read again: 'settled' (the default)
 * also after a refusal, which often means the list moved on the server; 'success' only once the
 * change is made. The mutation's promise resolves after the refresh (TanStack awaits it).
 */
export function useRefreshingMutation<T, R>(
  queryKey: QueryKey,
  mutationFn: (input: T) => Promise<R>,
  when: 'settled' | 'success' = 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation(when === 'settled' ? { mutationFn, onSettled: refresh } : { mutationFn, onSuccess: refresh });
}
