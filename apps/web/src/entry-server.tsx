import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/router';
import { APP_TITLE, framedScreenAt, RootHydrateFallback } from './app/layouts/root-layout';
import { framedScreens } from './config/paths';
import type { RouteHandle } from './app/route-handle';

/** A page rendered at build time: the markup of #root and the document title. */
export interface PrerenderedPage {
  html: string;
  title: string;
}

/**
 * Renders `pathname` as a first visit without a session sees it, with React Router's static
 * rendering (the same routes and providers as the browser, which hydrates this markup).
 * Used by apps/web/prerender.mjs for the landing and login pages.
 */
export async function render(pathname: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient) as RouteObject[]);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect when prerendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} answered ${context.statusCode} when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* hydrate={false}: no inline script (the CSP forbids them); these pages load no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  let title: string | undefined;
  for (const match of context.matches) title = (match.route.handle as RouteHandle | undefined)?.title ?? title;
  return { html, title: title ? `${title} | ${APP_TITLE}` : APP_TITLE };
}

/**
 * The frame a page shows while its JavaScript arrives (the root route's fallback: the header, and
 * 'Wait.. .' under the page's heading and introduction when the screen has a frame, see
 * config/paths.ts), written into the HTML of deep links so that they paint at once. Without a
 * path: the shell (dist/index.html) every other address is sent. The browser renders the page
 * afresh over it.
 */
export function renderShell(pathname = '/'): PrerenderedPage {
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[pathname]}>
          <RootHydrateFallback />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  const title = framedScreenAt(pathname)?.screen.title;
  return { html, title: title ? `${title} | ${APP_TITLE}` : APP_TITLE };
}

/**
 * The screens that have a frame (config/paths.ts): their address or pattern, their title, and
 * whether their heading names the address's period (the server then writes it in).
 */
export function framedPaths(): { path: string; title: string; periodInTitle: boolean }[] {
  return framedScreens().map((screen) => ({
    path: screen.path,
    title: screen.title,
    periodInTitle: screen.frame?.periodInTitle === true,
  }));
}
