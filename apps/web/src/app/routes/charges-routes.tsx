import { AdminChargesPage } from '../../features/charges/components/admin-charges-page';
import { CourseFeesPage } from '../../features/charges/components/course-fees-page';
import { DepartmentalChargesPage } from '../../features/charges/components/departmental-charges-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar edit). */
export function AdminChargesRoute() {
  return (
    <RequireOffice capability="viewCharges" title={paths.admin.manageAdminCharges.title}>
      <AdminChargesPage />
    </RequireOffice>
  );
}

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar edit). */
export function DepartmentalChargesRoute() {
  return (
    <RequireOffice capability="viewCharges" title={paths.admin.manageDepartmentalCharges.title}>
      <DepartmentalChargesPage />
    </RequireOffice>
  );
}

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar edit). */
export function CourseFeesRoute() {
  return (
    <RequireOffice capability="viewCharges" title={paths.admin.manageCourseFees.title}>
      <CourseFeesPage />
    </RequireOffice>
  );
}
