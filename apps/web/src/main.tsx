import { StrictMode } from 'react';
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

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);

/**
 * The landing and login pages arrive prerendered (apps/web/prerender.mjs): React hydrates that
 * HTML. Their lazily loaded modules (preloaded by the page's <link rel="modulepreload">) are
 * resolved first, so the first render matches the HTML. Every other page starts empty and the
 * router loads its chunk and data together.
 *
 * No top-level await here: the lazily loaded modules import this chunk, which must finish
 * evaluating first.
 */
function start(isPrerendered: boolean) {
  const router = createBrowserRouter(routes);
  connectSessionExpiry(router, queryClient);
  installLinkPreload(routes);

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (!isPrerendered) {
    createRoot(container!).render(app);
    return;
  }
  hydrateRoot(container!, app);
  // The route loaders' chunk, left out of these pages' first load: fetched once the page is idle,
  // ready for the first navigation into a signed-in area.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  whenIdle(() => void import('./app/route-loaders'));
}

if (container.hasChildNodes()) {
  keepValuesTypedBeforeHydration(container);
  resolveLazyRoutes(routes, window.location.pathname).then(
    () => start(true),
    () => {
      // A module could not be loaded: render afresh (the router retries and shows its error page).
      container.replaceChildren();
      start(false);
    },
  );
} else {
  start(false);
}
