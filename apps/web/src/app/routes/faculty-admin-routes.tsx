import { useParams } from 'react-router';
import { FacultyProfilePage } from '../../features/faculty/components/faculty-profile-page';
import { ManageFacultyPage } from '../../features/faculty/components/manage-faculty-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, dean). */
export function ManageFacultyRoute() {
  return (
    <RequireOffice capability="manageFaculty" title={paths.admin.manageFaculty.title}>
      <ManageFacultyPage />
    </RequireOffice>
  );
}

/** Lazily loaded route module (offices ict, dean). */
export function FacultyProfileRoute() {
  const { facultyId = '' } = useParams();
  return (
    <RequireOffice capability="manageFaculty" title={paths.admin.facultyProfile.title}>
      <FacultyProfilePage key={facultyId} facultyId={facultyId} />
    </RequireOffice>
  );
}
