import { AdminChargesPage } from '../../features/charges/components/admin-charges-page';
import { CourseFeesPage } from '../../features/charges/components/course-fees-page';
import { DepartmentalChargesPage } from '../../features/charges/components/departmental-charges-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar edit). */
export function AdminChargesRoute() {
  return (
    <RequireOffice screen={paths.admin.manageAdminCharges}>
      <AdminChargesPage />
    </RequireOffice>
  );
}

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar edit). */
export function DepartmentalChargesRoute() {
  return (
    <RequireOffice screen={paths.admin.manageDepartmentalCharges}>
      <DepartmentalChargesPage />
    </RequireOffice>
  );
}

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar edit). */
export function CourseFeesRoute() {
  return (
    <RequireOffice screen={paths.admin.manageCourseFees}>
      <CourseFeesPage />
    </RequireOffice>
  );
}
