import { MyCoursesPage } from '../../features/faculty/components/my-courses-page';
import { paths } from '../../config/paths';
import { ofPeriod, periodPicker } from './period-routes';

/* Lazily loaded route module of the lecturer's screens: profile, the period, the courses of a period. */

const f = paths.faculty;

export { MyFacultyProfilePage as FacultyMyProfileRoute } from '../../features/faculty/components/my-profile-page';

export const AssignedCoursesPeriodRoute = periodPicker(
  f.assignedCoursesPeriod,
  'Choose a period to see the courses assigned to you.',
  (periodId) => f.assignedCourses.getHref({ periodId }),
);

export const AssignedCoursesRoute = ofPeriod(MyCoursesPage);
