import { RouterProvider, type DataRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';

export interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
