import { useMatches } from 'react-router';
import type { Role } from '@portal/domain';

/** Data attached to route objects (`handle`). */
export interface RouteHandle {
  /** The screen's name: heading of screens not built yet, and the document title. */
  title?: string;
  /** Roles allowed below a protected layout route. */
  roles?: readonly Role[];
}

function handleOf(match: { handle: unknown }): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** Title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = handleOf(matches[i]!).title;
    if (title) return title;
  }
  return undefined;
}

/** Roles required by the nearest protected layout route (undefined on public pages). */
export function useRouteRoles(): readonly Role[] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const roles = handleOf(matches[i]!).roles;
    if (roles) return roles;
  }
  return undefined;
}
