import { RouterProvider, type DataRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';

export interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  /** Called once the first render (or the hydration) is committed. */
  onFirstCommit?: () => void;
}

export function App({ router, queryClient, onFirstCommit }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} onFirstCommit={onFirstCommit}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
