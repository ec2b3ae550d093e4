import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ClassListCoursesPage } from '../../features/class-lists/components/class-list-courses-page';
import { ClassListPage } from '../../features/class-lists/components/class-list-page';
import { ClassListPrintPage } from '../../features/class-lists/components/class-list-print-page';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';
import { useCurrentUser } from '../../api/current-user';
import { paths, type OfficeScreen } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route modules of the class lists and their print sheets (issue 14). */

/** /admin/class-list/{periodId}: offices with `viewClassLists`. */
export function AdminClassListRoute() {
  return (
    <RequireOffice screen={paths.admin.classList}>
      <ClassListPage area="admin" />
    </RequireOffice>
  );
}

/** /admin/class-lists-period (not in the spec, decision 0016): choose a period. */
export function AdminClassListsPeriodRoute() {
  return (
    <RequireOffice screen={paths.admin.classListsPeriod}>
      <PeriodPickerPage
        title="Class Lists"
        intro="Choose the period whose class lists and grade sheets you want."
        hrefFor={(periodId) => paths.admin.classLists.getHref({ periodId })}
      />
    </RequireOffice>
  );
}

/** /admin/class-lists/{periodId}: the period's courses with a Class List link each. */
export function AdminClassListsRoute() {
  const { periodId = '' } = useParams();
  return (
    <RequireOffice screen={paths.admin.classLists}>
      <ClassListCoursesPage key={periodId} periodId={periodId} />
    </RequireOffice>
  );
}

/** /faculty/class-list/{periodId}: the server answers only for the lecturer's own courses. */
export function FacultyClassListRoute() {
  return <ClassListPage area="faculty" />;
}

/** /student/class-list/{periodId}: the server answers only for a course the student takes. */
export function StudentClassListRoute() {
  return <ClassListPage area="student" />;
}

/** The print area admits staff and lecturers; staff need the class-list power as well. */
function PrintGuard({ screen, children }: { screen: OfficeScreen; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (user?.role === 'admin') return <RequireOffice screen={screen}>{children}</RequireOffice>;
  return <>{children}</>;
}

/** /print-class-list/{periodId}?code&title&cat&hours (cat=list or cat=sheet). */
export function PrintClassListRoute() {
  return (
    <PrintGuard screen={paths.print.classList}>
      <ClassListPrintPage />
    </PrintGuard>
  );
}

/** /print-grade-sheet/{periodId}?code&title&hours. */
export function PrintGradeSheetRoute() {
  return (
    <PrintGuard screen={paths.print.gradeSheet}>
      <ClassListPrintPage kind="sheet" />
    </PrintGuard>
  );
}
