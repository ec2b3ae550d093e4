import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { connectSessionExpiry, createRoutes } from './app/router';
import { installLinkPreload, resolveLazyRoutes } from './app/preload';
import { discoverableRoutes } from './app/route-discovery';
import { nextTask } from './lib/next-task';
import type { TypedBeforeHydration } from './app/hydration';

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);

/** The longest the first render waits for the router to have the page's code and data. */
const FIRST_RENDER_WAIT_MS = 3000;

/** Resolves once the router has loaded the first page (or after `atMostMs`). */
function routerReady(router: ReturnType<typeof createBrowserRouter>, atMostMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = window.setTimeout(done, atMostMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

/**
 * Starts the app in `container` (called by the entry, src/main.tsx, once the HTML is painted);
 * `typed` (src/app/hydration.ts) is told when React starts hydrating and when it has committed.
 * The landing and login pages arrive prerendered (apps/web/prerender.mjs, `<body
 * data-prerendered="page">`): React hydrates that HTML. Their lazily loaded modules (preloaded by
 * the entry from `<body data-modules>`) are resolved first, so the first render matches the
 * HTML. Every other page arrives as the shell (`data-prerendered="shell"`: the portal's frame
 * and 'Wait.. .'); the router loads the page's chunk and data together, and React's first render,
 * over that shell, is the page; in development the page starts empty.
 */
export function startApp(container: HTMLElement, hydrate: boolean, typed?: TypedBeforeHydration): void {
  if (!hydrate) {
    void start(container, false, typed);
    return;
  }
  resolveLazyRoutes(routes, window.location.pathname).then(
    () => void start(container, true, typed),
    () => {
      // A module could not be loaded: render afresh (the router retries and shows its error page).
      void start(container, false, typed);
    },
  );
}

async function start(container: HTMLElement, hydrate: boolean, typed?: TypedBeforeHydration) {
  // Each step in a task of its own: evaluating the scripts, creating the router (it matches the
  // address against every route; the page's modules and data are then requested in tasks of
  // their own, see app/router.tsx), then rendering. On a phone, one task doing all three blocks
  // the page for half a second (decision 0010).
  await nextTask();
  // The router starts with the public routes and the area of this address; the other areas join
  // it on the first navigation into them (app/route-discovery.ts).
  const discoverable = discoverableRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(discoverable.routes, {
    patchRoutesOnNavigation: discoverable.patchRoutesOnNavigation,
  });
  connectSessionExpiry(router, queryClient);
  installLinkPreload(routes);
  await nextTask();

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} onFirstCommit={typed?.afterFirstCommit} />
    </StrictMode>
  );
  // The first render is a transition: React renders in slices of a few milliseconds and the
  // page stays responsive (no long task while a phone's CPU works through the whole tree).
  if (!hydrate) {
    // The HTML already shows the page's frame ('Wait.. .' under its heading), the markup React's
    // fallback would draw again. React renders once the router has the page's code and data (its
    // loaders wait for the first answers), so that the page is its first render: drawing the
    // fallback first cost a phone a quarter of a second before the page (decision 0010, "The
    // first render is the page"). A slow answer does not keep the header's buttons dead: after
    // FIRST_RENDER_WAIT_MS React renders anyway, and its fallback shows until the page is ready.
    await routerReady(router, FIRST_RENDER_WAIT_MS);
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  typed?.beforeHydrate();
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // The route loaders' chunk, left out of these pages' first load: fetched once the page is idle,
  // ready for the first navigation into a signed-in area.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  whenIdle(() => void import('./app/route-loaders'));
}
