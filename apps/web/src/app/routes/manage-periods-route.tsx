import { ManagePeriodsPage } from '../../features/periods/components/manage-periods-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, registrar, dean). */
export function ManagePeriodsRoute() {
  return (
    <RequireOffice screen={paths.admin.manageSemesterRegistration}>
      <ManagePeriodsPage />
    </RequireOffice>
  );
}
