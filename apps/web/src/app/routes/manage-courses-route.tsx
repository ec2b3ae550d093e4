import { ManageCoursesPage } from '../../features/courses/components/manage-courses-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, dean). */
export function ManageCoursesRoute() {
  return (
    <RequireOffice screen={paths.admin.manageCourses}>
      <ManageCoursesPage />
    </RequireOffice>
  );
}
