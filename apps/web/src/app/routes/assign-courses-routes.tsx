import { AssignCoursesPage } from '../../features/assignments/components/assign-courses-page';
import { paths } from '../../config/paths';
import { ofPeriod, periodPicker } from './period-routes';

/* Lazily loaded route module of course assignment (offices ict, dean). */

const a = paths.admin;

export const AssignCoursesPeriodRoute = periodPicker(
  a.assignCoursesPeriod,
  'Choose the period whose courses you assign.',
  (periodId) => a.assignCourses.getHref({ periodId }),
);

export const AssignCoursesRoute = ofPeriod(AssignCoursesPage);
