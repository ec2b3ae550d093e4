import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/** The id of the route whose children are the protected areas (app/router.tsx). */
const ROOT_ID = 'root';

/** A protected area: a layout route of the root with the roles it admits (app/router.tsx). */
function isProtectedArea(route: RouteObject): boolean {
  return Boolean((route.handle as RouteHandle | undefined)?.roles) && Boolean(route.children?.length);
}

/** '/student/downloads' → 'student'. */
function firstSegment(path: string): string {
  return path.split('/').find(Boolean) ?? '';
}

export interface DiscoverableRoutes {
  /** The table the router starts with: the public routes and the areas `pathname` may need. */
  routes: RouteObject[];
  /** Adds the areas a navigation needs to the router (React Router's `patchRoutesOnNavigation`). */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The route table a router starts with at `pathname`, and how it grows. Creating the router
 * converts, flattens and ranks every route it is given and matches the address against them: on
 * a phone, with the portal's hundred-odd routes, that alone blocked the page for about a tenth of
 * a second. So the router starts with the public routes and only the protected areas whose screens
 * share the address's first segment (a deep link to /student/… gets the student area, not the
 * fifty screens of the offices); an area is added the first time a navigation goes into it. The
 * whole table stays what `routes` is (createRoutes), for matching outside the router (link
 * preloading, prerendering). Decision 0010, "Areas discovered on navigation".
 */
export function discoverableRoutes(routes: RouteObject[], pathname: string): DiscoverableRoutes {
  const root = routes.find((route) => route.id === ROOT_ID);
  const areas = root?.children?.filter(isProtectedArea) ?? [];
  if (!root || areas.length === 0) return { routes, patchRoutesOnNavigation: () => undefined };

  const segmentsOf = new Map(
    areas.map((area) => [area, new Set((area.children ?? []).map((child) => firstSegment(child.path ?? '')))]),
  );
  const areasFor = (path: string) => {
    const segment = firstSegment(path);
    return areas.filter((area) => segmentsOf.get(area)?.has(segment));
  };

  const installed = new Set(areasFor(pathname));
  const start: RouteObject = {
    ...root,
    children: root.children?.filter((child) => !isProtectedArea(child) || installed.has(child)),
  } as RouteObject;

  return {
    routes: routes.map((route) => (route === root ? start : route)),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const missing = areasFor(path).filter((area) => !installed.has(area));
      if (missing.length === 0) return;
      for (const area of missing) installed.add(area);
      patch(ROOT_ID, missing);
    },
  };
}
