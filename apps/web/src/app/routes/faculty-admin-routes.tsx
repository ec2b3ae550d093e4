import { useParams } from 'react-router';
import { FacultyProfilePage } from '../../features/faculty/components/faculty-profile-page';

export { ManageFacultyPage as ManageFacultyRoute } from '../../features/faculty/components/manage-faculty-page';

/** Lazily loaded route module (offices ict, dean). */
export function FacultyProfileRoute() {
  const { facultyId = '' } = useParams();
  return <FacultyProfilePage key={facultyId} facultyId={facultyId} />;
}
