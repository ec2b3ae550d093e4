import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { createQueryClient } from './providers';
import { discoverableRoutes } from './route-discovery';
import { createRoutes } from './router';

const routes = createRoutes(createQueryClient());

/** The ids of the protected areas among the root's children. */
function areasIn(table: RouteObject[]): string[] {
  const root = table.find((route) => route.id === 'root');
  return (root?.children ?? []).filter((route) => route.id?.endsWith('-area')).map((route) => route.id!);
}

/** What the router's patchRoutesOnNavigation adds for a navigation to `path`. */
function patchFor(discoverable: ReturnType<typeof discoverableRoutes>, path: string): string[] {
  const added: string[] = [];
  void discoverable.patchRoutesOnNavigation({
    path,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
    patch: (routeId, children) => {
      expect(routeId).toBe('root');
      added.push(...children.map((child) => child.id!));
    },
  });
  return added;
}

describe('areas discovered on navigation', () => {
  it('the whole table has every protected area', () => {
    expect(areasIn(routes)).toEqual(['student-area', 'admin-area', 'faculty-area', 'print-area']);
  });

  it('a deep link starts with its own area only, and still matches its screen', () => {
    const discoverable = discoverableRoutes(routes, paths.student.portalWallet.getHref());
    expect(areasIn(discoverable.routes)).toEqual(['student-area']);
    const leaf = matchRoutes(discoverable.routes, paths.student.portalWallet.getHref())?.at(-1)?.route;
    expect(leaf?.path).toBe(paths.student.portalWallet.path);
  });

  it('the landing page starts with no area, a login page with the area it signs into', () => {
    const landing = discoverableRoutes(routes, '/').routes;
    expect(areasIn(landing)).toEqual([]);
    // The login pages are public: in the table without any area.
    expect(matchRoutes(landing, paths.student.login.getHref())?.at(-1)?.route.path).toBe(paths.student.login.path);
    expect(areasIn(discoverableRoutes(routes, paths.admin.login.getHref()).routes)).toEqual(['admin-area']);
  });

  it('adds an area on the first navigation into it, once', () => {
    const discoverable = discoverableRoutes(routes, '/');
    expect(patchFor(discoverable, paths.student.downloads.getHref())).toEqual(['student-area']);
    expect(patchFor(discoverable, paths.student.portalWallet.getHref())).toEqual([]);
    expect(patchFor(discoverable, paths.admin.dashboard.getHref())).toEqual(['admin-area']);
    expect(patchFor(discoverable, '/no-such-page')).toEqual([]);
  });

  it("the print sheets' area is found by either of its addresses", () => {
    const sheet = paths.print.gradeSheet.path.replace(/:([A-Za-z]+)/g, 'x1');
    const discoverable = discoverableRoutes(routes, sheet);
    expect(areasIn(discoverable.routes)).toEqual(['print-area']);
    expect(matchRoutes(discoverable.routes, sheet)?.at(-1)?.route.path).toBe(paths.print.gradeSheet.path);
  });
});
