import { RequireSession } from '../layouts/require-session';
import { useRouteRoles } from '../route-handle';

/** Lazily loaded layout of a protected area; the allowed roles come from the route handle. */
export function ProtectedAreaRoute() {
  const roles = useRouteRoles() ?? [];
  return <RequireSession roles={roles} />;
}
