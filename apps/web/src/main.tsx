import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { connectSessionExpiry, createRoutes } from './app/router';
import { installLinkPreload, resolveLazyRoutes } from './app/preload';
import { keepValuesTypedBeforeHydration } from './app/hydration';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

/** Lets the browser run what is waiting (input, painting) before going on, in a new task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);

/**
 * The landing and login pages arrive prerendered (apps/web/prerender.mjs, `<body
 * data-prerendered="page">`): React hydrates that HTML. Their lazily loaded modules (preloaded by
 * the page's <link rel="modulepreload">) are resolved first, so the first render matches the
 * HTML. Every other page arrives as the shell (`data-prerendered="shell"`: the portal's frame
 * and 'Wait.. .'), which React renders over while the router loads the page's chunk and data
 * together; in development the page starts empty.
 *
 * No top-level await here: the lazily loaded modules import this chunk, which must finish
 * evaluating first.
 */
async function start(hydrate: boolean) {
  // Each step in a task of its own: evaluating the scripts, creating the router (it matches the
  // address against every route and starts the page's chunk and data), then rendering. On a
  // phone, one task doing all three blocks the page for half a second (decision 0010).
  await nextTask();
  const router = createBrowserRouter(routes);
  connectSessionExpiry(router, queryClient);
  installLinkPreload(routes);
  await nextTask();

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // The first render is a transition: React renders in slices of a few milliseconds and the
  // page stays responsive (no long task while a phone's CPU works through the whole tree).
  if (!hydrate) {
    const root = createRoot(container!);
    startTransition(() => root.render(app));
    return;
  }
  startTransition(() => {
    hydrateRoot(container!, app);
  });
  // The route loaders' chunk, left out of these pages' first load: fetched once the page is idle,
  // ready for the first navigation into a signed-in area.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  whenIdle(() => void import('./app/route-loaders'));
}

if (document.body.dataset.prerendered === 'page') {
  keepValuesTypedBeforeHydration(container);
  resolveLazyRoutes(routes, window.location.pathname).then(
    () => void start(true),
    () => {
      // A module could not be loaded: render afresh (the router retries and shows its error page).
      void start(false);
    },
  );
} else {
  void start(false);
}
