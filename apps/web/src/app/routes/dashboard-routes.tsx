import { DashboardPage, PorterWelcomePage } from '../../features/dashboard/components/dashboard-page';
import { useCurrentUser } from '../../api/current-user';
import { paths } from '../../config/paths';
import { useOfficeCan } from '../../lib/use-office-can';

/** Lazily loaded route module: the figures for offices with a dashboard, a welcome for the porter. */
export function DashboardRoute() {
  const { data: user } = useCurrentUser();
  const hasDashboard = useOfficeCan(paths.admin.dashboard.capability);
  if (!hasDashboard) return <PorterWelcomePage />;
  return <DashboardPage position={user?.admin_position ?? null} />;
}

export { ActiveStudentsPage as ActiveStudentsRoute } from '../../features/dashboard/components/active-students-page';
