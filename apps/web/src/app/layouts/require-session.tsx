import { useContext, useEffect } from 'react';
import { Navigate, Outlet, UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import { homeForRole, STUDENT_STATUS_SCREENS, STUDENT_STATUSES, type Role, type StudentStatus } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { clearStoredSession, useStoredSession } from '../../lib/session';
import { errorMessage, isApiError } from '../../lib/api-client';
import { CHANGE_PASSWORD_PATHS, paths } from '../../config/paths';
import { currentUserQueryOptions, type CurrentUser } from '../../api/current-user';
import { RouteFrame } from './root-layout';
import { Alert } from '../../components/alert';

export interface RequireSessionProps {
  roles: readonly Role[];
}

function isStudentStatus(value: unknown): value is StudentStatus {
  return (STUDENT_STATUSES as readonly unknown[]).includes(value);
}

/** Screens a student may use only in one onboarding status. */
const STATUS_ONLY_SCREENS = [paths.student.changeDefaultPassword.path, paths.student.completeProfile.path] as string[];

/**
 * Where the user must be instead of `pathname`, or null if `pathname` is fine:
 * students go to the screen of their onboarding status (student-side §4); staff and
 * lecturers who must change their password go to their change-password screen.
 */
export function requiredScreenFor(user: CurrentUser, pathname: string): string | null {
  if (user.role === 'student') {
    if (!isStudentStatus(user.status)) return null;
    if (user.status !== 'complete') {
      const screen = STUDENT_STATUS_SCREENS[user.status];
      return pathname === screen ? null : screen;
    }
    return STATUS_ONLY_SCREENS.includes(pathname) ? homeForRole('student') : null;
  }
  if (user.must_change_password) {
    const screen = CHANGE_PASSWORD_PATHS[user.role];
    return pathname === screen ? null : screen;
  }
  return null;
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
