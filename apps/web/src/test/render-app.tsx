import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { AdminPosition, CurrentUser, Role, StoredSession } from '@portal/domain';
import { DASHBOARD_COUNTS, SESSION_LIFETIME_MS, type DashboardCountsResponse } from '@portal/domain';
import { App } from '../app/app';
import { createQueryClient } from '../app/providers';
import { connectSessionExpiry, createRoutes } from '../app/router';
import { discoverableRoutes } from '../app/route-discovery';
import { SESSION_STORAGE_KEY } from '../lib/session';

/** Puts a session in storage as a successful login would. */
export function storeTestSession(session: Partial<StoredSession> & { role: Role }): StoredSession {
  const value: StoredSession = {
    custom_id: session.custom_id ?? 'U-0001',
    role: session.role,
    surname: session.surname ?? 'Okafor',
    expiry: session.expiry ?? Date.now() + SESSION_LIFETIME_MS,
  };
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
  return value;
}

/** The body of GET /api/auth/me for a stored session. */
export function currentUser(
  session: StoredSession,
  overrides: Partial<Pick<CurrentUser, 'status' | 'admin_position' | 'must_change_password' | 'username'>> = {},
): CurrentUser {
  return {
    ...session,
    username: overrides.username ?? (session.role === 'student' ? 'AB123' : 'someone@jets.edu.ng'),
    status: overrides.status ?? (session.role === 'student' ? 'complete' : 'active'),
    admin_position: overrides.admin_position ?? (session.role === 'admin' ? (session.surname as AdminPosition) : null),
    title: null,
    first_name: 'Grace',
    other_names: null,
    must_change_password: overrides.must_change_password ?? false,
  };
}

/** The body of GET /api/dashboard's `counts`: every figure, each `value`. */
export function dashboardCounts(value: number): DashboardCountsResponse['counts'] {
  return Object.fromEntries(DASHBOARD_COUNTS.map((key) => [key, value])) as DashboardCountsResponse['counts'];
}

/** Renders the whole app (real routes, guards and providers) at `path`. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  // As in the browser (src/start.tsx): the router starts with the address's area and discovers
  // the others on navigation.
  const discoverable = discoverableRoutes(createRoutes(queryClient), new URL(path, 'http://localhost').pathname);
  const router = createMemoryRouter(discoverable.routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverable.patchRoutesOnNavigation,
  });
  const disconnect = connectSessionExpiry(router, queryClient);
  const view = render(<App router={router} queryClient={queryClient} />);
  return {
    ...view,
    router,
    queryClient,
    location: () => router.state.location,
    unmount: () => {
      view.unmount();
      disconnect();
      router.dispose();
    },
  };
}
