import { useContext, useEffect } from 'react';
import { Navigate, Outlet, UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import { homeForRole, type Role } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { clearStoredSession, rememberStepFirst, useStoredSession } from '../../lib/session';
import { errorMessage, isApiError } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { currentUserQueryOptions } from '../../api/current-user';
import { hasStepFirst, requiredScreenFor } from '../required-screen';
import { RouteFrame } from './root-layout';
import { Alert } from '../../components/alert';

export interface RequireSessionProps {
  roles: readonly Role[];
}

/** Clears the stored session and leaves for the landing page, replacing history. */
function LeaveForLanding() {
  const navigate = useNavigate();
  useEffect(() => {
    clearStoredSession();
    void navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
  return null;
}

/**
 * Gate of every protected area: a stored, unexpired session of an allowed role, then the
 * current user from the server (GET /api/auth/me) before the page renders.
 */
export function RequireSession({ roles }: RequireSessionProps) {
  const session = useStoredSession();
  const location = useLocation();
  // The router's latest location: a navigation that carries a message in its state may still be
  // committing (router updates are transitions) when the refreshed current user arrives.
  const latest = useContext(UNSAFE_DataRouterContext)?.router.state.location ?? location;
  const hasSession = session !== null && roles.includes(session.role);
  const me = useQuery({ ...currentUserQueryOptions, enabled: hasSession });
  // Kept for the route loaders of the next visit: a user with no step to take first has a
  // screen's data asked for at once, with the session check (lib/session.ts).
  const known = me.data;
  useEffect(() => {
    if (known) rememberStepFirst(known.custom_id, hasStepFirst(known));
  }, [known]);

  if (!session) return <LeaveForLanding />;
  // Another role's page (a student opening /admin/dashboard): the user stays signed in and goes
  // to their own home, as sign-in sends them (that area's guard then applies the status rules).
  if (!hasSession) return <Navigate to={homeForRole(session.role)} replace />;

  if (me.isPending) return <RouteFrame />;

  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 401) return <LeaveForLanding />;
    return (
      <div className="container page">
        <Alert>{errorMessage(me.error)}</Alert>
        <button type="button" className="button button--primary" onClick={() => void me.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const user = me.data;
  if (!roles.includes(user.role) || user.custom_id !== session.custom_id) return <LeaveForLanding />;

  const target = requiredScreenFor(user, latest.pathname);
  // The state (a flash message) travels with the redirect: an onboarding step sets it, then
  // refreshes the current user, and the guard moves the student on to the next step.
  if (target) return <Navigate to={target} replace state={latest.state as unknown} />;

  return <Outlet />;
}
