import { useParams } from 'react-router';
import { MyCoursesPage } from '../../features/faculty/components/my-courses-page';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';
import { paths } from '../../config/paths';

export { MyFacultyProfilePage as FacultyMyProfileRoute } from '../../features/faculty/components/my-profile-page';

/** Lazily loaded route module: the lecturer chooses a period. */
export function AssignedCoursesPeriodRoute() {
  return (
    <PeriodPickerPage
      title="Assigned Courses"
      intro="Choose a period to see the courses assigned to you."
      hrefFor={(periodId) => paths.faculty.assignedCourses.getHref({ periodId })}
    />
  );
}

/** Lazily loaded route module: the lecturer's courses of a period. */
export function AssignedCoursesRoute() {
  const { periodId = '' } = useParams();
  return <MyCoursesPage key={periodId} periodId={periodId} />;
}
