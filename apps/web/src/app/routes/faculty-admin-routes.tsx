import { useParams } from 'react-router';
import { FacultyProfilePage } from '../../features/faculty/components/faculty-profile-page';
import { ManageFacultyPage } from '../../features/faculty/components/manage-faculty-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, dean). */
export function ManageFacultyRoute() {
  return (
    <RequireOffice screen={paths.admin.manageFaculty}>
      <ManageFacultyPage />
    </RequireOffice>
  );
}

/** Lazily loaded route module (offices ict, dean). */
export function FacultyProfileRoute() {
  const { facultyId = '' } = useParams();
  return (
    <RequireOffice screen={paths.admin.facultyProfile}>
      <FacultyProfilePage key={facultyId} facultyId={facultyId} />
    </RequireOffice>
  );
}
