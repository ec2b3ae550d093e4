import { ClassListCoursesPage } from '../../features/class-lists/components/class-list-courses-page';
import { ClassListPage } from '../../features/class-lists/components/class-list-page';
import { ClassListPrintPage } from '../../features/class-lists/components/class-list-print-page';
import { paths } from '../../config/paths';
import { ofPeriod, periodPicker } from './period-routes';

/** Lazily loaded route modules of the class lists and their print sheets (issue 14). */

/** /admin/class-list/{periodId}: offices with `viewClassLists`. */
export function AdminClassListRoute() {
  return <ClassListPage area="admin" />;
}

/** /admin/class-lists-period (not in the spec, decision 0016): choose a period. */
export const AdminClassListsPeriodRoute = periodPicker(
  paths.admin.classListsPeriod,
  'Choose the period whose class lists and grade sheets you want.',
  (periodId) => paths.admin.classLists.getHref({ periodId }),
);

/** /admin/class-lists/{periodId}: the period's courses with a Class List link each. */
export const AdminClassListsRoute = ofPeriod(ClassListCoursesPage);

/** /faculty/class-list/{periodId}: the server answers only for the lecturer's own courses. */
export function FacultyClassListRoute() {
  return <ClassListPage area="faculty" />;
}

/** /student/class-list/{periodId}: the server answers only for a course the student takes. */
export function StudentClassListRoute() {
  return <ClassListPage area="student" />;
}

/** /print-class-list/{periodId}?code&title&cat&hours (cat=list or cat=sheet). */
export function PrintClassListRoute() {
  return <ClassListPrintPage />;
}

/** /print-grade-sheet/{periodId}?code&title&hours. */
export function PrintGradeSheetRoute() {
  return <ClassListPrintPage kind="sheet" />;
}
