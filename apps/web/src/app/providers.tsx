import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isRefusal } from '../lib/api-client';

/** How long an answer, or a refusal, is taken as current. */
const FRESH_MS = 30_000;

/**
 * The one query client and its retry policy (issue 27 §8). A refused request (4xx: 401, 403, 404,
 * 409) is never retried, and a screen that mounts on a refusal its route loader has just
 * received shows it without asking again; like an answer, a refusal is asked again once it is
 * older than FRESH_MS or something invalidated it (a change that may have lifted it). A failure
 * that may pass (the network, a 5xx) is retried twice, and asked again when a screen mounts.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: (failureCount, error) => !isRefusal(error) && failureCount < 2,
        retryOnMount: (query) => !isRefusal(query.state.error) || Date.now() - query.state.errorUpdatedAt > FRESH_MS,
      },
      mutations: { retry: false },
    },
  });
  const cache = queryClient.getQueryCache();
  cache.subscribe((event) => {
    // An invalidated refusal no screen shows is forgotten, so the next screen asks afresh (an
    // error marks its query invalidated too, so TanStack's own flag cannot tell).
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
    if (event.query.state.status === 'error' && event.query.getObserversCount() === 0) cache.remove(event.query);
  });
  return queryClient;
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Called once the whole first render (or hydration) is committed. */
  onFirstCommit?: () => void;
}

export function AppProviders({ queryClient, children, onFirstCommit }: AppProvidersProps) {
  // Runs after the whole first render (or hydration) is committed; no markup of its own.
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
