import { matchRoutes, type RouteObject } from 'react-router';

/** Starts downloading the lazily loaded route modules that `pathname` needs (once). */
export function preloadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy);
  return Promise.all(
    lazyRoutes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
    }),
  ).then(() => undefined);
}

/**
 * Resolves the lazily loaded modules of the routes `pathname` matches and writes them onto the
 * route objects, so that the router starts with them (needed to hydrate prerendered HTML).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Hovering, touching or focusing a link of the portal starts downloading the chunk of the page it
 * opens, so that following it waits only for that page's data.
 */
export function installLinkPreload(routes: RouteObject[]): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (seen.has(link.pathname)) return;
    seen.add(link.pathname);
    void preloadRouteModules(routes, link.pathname).catch(() => seen.delete(link.pathname));
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
  };
}
