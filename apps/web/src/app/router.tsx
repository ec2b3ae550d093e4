import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { Role } from '@portal/domain';
import { paths } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/api-client';
import { LandingPage } from '../features/landing/components/landing-page';
import { NotFoundPage } from '../features/system/components/not-found-page';
import { RouteErrorPage } from '../features/system/components/route-error-page';
import { LoadingState } from '../components/loading-state';
import { nextTask } from '../lib/next-task';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import { adminScreens } from './screens/admin-screens';
import { facultyScreens, printScreens } from './screens/faculty-screens';
import { modules, screenComponent, type ScreenRoute } from './screens/route-modules';
import { studentPublicScreens, studentScreens } from './screens/student-screens';

// ---- route loaders ----------------------------------------------------------------------

/**
 * The loaders' implementation (route-loaders.ts) and the fetchers it imports are a chunk of their
 * own: the HTML shell of deep links preloads it with the main script, the prerendered landing and
 * login pages fetch it when idle (main.tsx). Importing it here costs no round trip once loaded.
 */
const loadRouteLoaders = () => import('./route-loaders');

/**
 * Route loaders only start requests; the screens keep their queries fresh themselves. So they
 * run when a navigation enters their route or changes its parameters (another period), never
 * for a new query string or the same address: those navigations stay immediate, as a screen that
 * replaces its own history entry to carry a message, or a list that changes its page, expects.
 */
const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const neverRevalidate: ShouldRevalidateFunction = () => false;

// ---- route table (student-side §2, admin-faculty-side §2): the per-area lists in screens/ ----

const s = paths.student;
const a = paths.admin;
const f = paths.faculty;

/**
 * `load`, started in a task of its own. When the router starts a navigation it calls the
 * matched routes' `lazy` and `loader` functions at once, in the task that matched the address;
 * on a first visit that task also created the router. Requesting a module (Vite adds a preload
 * link for each chunk it imports) or starting a screen's requests is a few milliseconds each, so
 * each runs in the next task: none of them makes that task long on a phone (decision 0010).
 */
function inNextTask<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    await nextTask();
    return load(...args);
  };
}

function routeOf(item: ScreenRoute, loader?: (args: LoaderFunctionArgs) => Promise<unknown>): RouteObject {
  const handle: RouteHandle = { title: item.path.title };
  return {
    path: item.path.path,
    handle,
    lazy: inNextTask(screenComponent(item)),
    ...(loader ? { loader: inNextTask(loader), shouldRevalidate: revalidateOnNewPath } : {}),
  };
}

/**
 * The route table. Loaders are defined here, statically, so that a navigation starts the
 * session check and the screen's requests while its lazily loaded chunk downloads.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /**
   * A protected area: its guard (RequireSession) in a lazily loaded layout; its loader starts
   * GET /api/auth/me, and each screen's loader the screen's own requests, all at once.
   */
  const protectedArea = (id: string, roles: readonly Role[], screens: ScreenRoute[]): RouteObject => ({
    id,
    handle: { roles } satisfies RouteHandle,
    lazy: inNextTask(modules.protectedArea('ProtectedAreaRoute')),
    loader: inNextTask(async (args: LoaderFunctionArgs) =>
      (await loadRouteLoaders()).sessionLoader(queryClient, roles)(args),
    ),
    shouldRevalidate: neverRevalidate,
    children: screens.map((item) => {
      const { data } = item;
      if (!data) return routeOf(item);
      const loader = async (args: LoaderFunctionArgs) => {
        const { screenLoader, screenData } = await loadRouteLoaders();
        return screenLoader(queryClient, roles, screenData[data], item.path.capability)(args);
      };
      return routeOf(item, loader);
    }),
  });

  /**
   * The sandbox gateway's checkout page stands for an outside provider: public, and outside the
   * portal's layout (no portal header or menu).
   */
  const sandboxCheckoutRoute: RouteObject = {
    path: paths.sandboxGateway.checkout.path,
    handle: { title: paths.sandboxGateway.checkout.title } satisfies RouteHandle,
    lazy: modules.sandboxCheckout('SandboxCheckoutRoute'),
    loader: async (args) => {
      const { publicLoader, sandboxCheckoutData } = await loadRouteLoaders();
      return publicLoader(queryClient, sandboxCheckoutData)(args);
    },
    shouldRevalidate: neverRevalidate,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: LoadingState,
  };

  /** The sandbox's "send a transfer" page (issue 29 §4): public, outside the portal's layout too. */
  const sandboxTransferRoute: RouteObject = {
    path: paths.sandboxGateway.transfer.path,
    handle: { title: paths.sandboxGateway.transfer.title } satisfies RouteHandle,
    lazy: modules.sandboxTransfer('SandboxTransferRoute'),
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: LoadingState,
  };

  return [
    sandboxCheckoutRoute,
    sandboxTransferRoute,
    {
      id: 'root',
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: RootHydrateFallback,
      children: [
        // The landing page is in the main chunk; the login pages are one lazily loaded module.
        // All four are prerendered at build time (apps/web/prerender.mjs) and hydrated.
        { index: true, Component: LandingPage },
        routeOf({ path: s.login, module: modules.login('StudentLoginRoute') }),
        routeOf({ path: a.login, module: modules.login('AdminLoginRoute') }),
        routeOf({ path: f.login, module: modules.login('FacultyLoginRoute') }),
        ...studentPublicScreens.map((item) => routeOf(item)),
        routeOf({ path: paths.verify, module: modules.verify('VerifyRoute') }),
        protectedArea('student-area', ['student'], studentScreens),
        protectedArea('admin-area', ['admin'], adminScreens),
        protectedArea('faculty-area', ['faculty'], facultyScreens),
        protectedArea('print-area', ['admin', 'faculty'], printScreens),
        { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } satisfies RouteHandle },
      ],
    },
  ];
}

interface AppRouter {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
}

/**
 * Central handling of 401 'Expired token' (the api client has already cleared the stored
 * session): back to the landing page, replacing history, and forget cached server data.
 */
export function connectSessionExpiry(router: AppRouter, queryClient: QueryClient): () => void {
  return setSessionExpiredHandler(() => {
    void router.navigate(paths.home.getHref(), { replace: true }).then(() => queryClient.removeQueries());
  });
}
