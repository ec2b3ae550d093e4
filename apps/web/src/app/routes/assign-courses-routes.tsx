import { useParams } from 'react-router';
import { AssignCoursesPage } from '../../features/assignments/components/assign-courses-page';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';
import { paths } from '../../config/paths';

const hrefFor = (periodId: string) => paths.admin.assignCourses.getHref({ periodId });

/** Lazily loaded route module (offices ict, dean). */
export function AssignCoursesPeriodRoute() {
  return (
    <PeriodPickerPage title="Assign Courses" intro="Choose the period whose courses you assign." hrefFor={hrefFor} />
  );
}

/** Lazily loaded route module (offices ict, dean). */
export function AssignCoursesRoute() {
  const { periodId = '' } = useParams();
  return <AssignCoursesPage key={periodId} periodId={periodId} />;
}
