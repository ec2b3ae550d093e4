import { officeCan } from '@portal/domain';
import { DashboardPage, PorterWelcomePage } from '../../features/dashboard/components/dashboard-page';
import { useCurrentUser } from '../../api/current-user';
import { paths } from '../../config/paths';

/** Lazily loaded route module: the figures for offices with a dashboard, a welcome for the porter. */
export function DashboardRoute() {
  const { data: user } = useCurrentUser();
  const position = user?.admin_position ?? null;
  if (!officeCan(position, paths.admin.dashboard.capability)) return <PorterWelcomePage />;
  return <DashboardPage position={position} />;
}

export { ActiveStudentsPage as ActiveStudentsRoute } from '../../features/dashboard/components/active-students-page';
