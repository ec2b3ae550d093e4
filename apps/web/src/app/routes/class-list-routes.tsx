import { useParams } from 'react-router';
import { ClassListCoursesPage } from '../../features/class-lists/components/class-list-courses-page';
import { ClassListPage } from '../../features/class-lists/components/class-list-page';
import { ClassListPrintPage } from '../../features/class-lists/components/class-list-print-page';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';
import { paths } from '../../config/paths';

/** Lazily loaded route modules of the class lists and their print sheets (issue 14). */

/** /admin/class-list/{periodId}: offices with `viewClassLists`. */
export function AdminClassListRoute() {
  return <ClassListPage area="admin" />;
}

/** /admin/class-lists-period (not in the spec, decision 0016): choose a period. */
export function AdminClassListsPeriodRoute() {
  return (
    <PeriodPickerPage
      title="Class Lists"
      intro="Choose the period whose class lists and grade sheets you want."
      hrefFor={(periodId) => paths.admin.classLists.getHref({ periodId })}
    />
  );
}

/** /admin/class-lists/{periodId}: the period's courses with a Class List link each. */
export function AdminClassListsRoute() {
  const { periodId = '' } = useParams();
  return <ClassListCoursesPage key={periodId} periodId={periodId} />;
}

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
