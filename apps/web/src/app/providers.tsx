import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Answers such as 401/403/404 will not change by asking again.
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
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
