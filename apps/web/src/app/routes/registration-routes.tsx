import { getStoredSession } from '../../lib/session';
import { frameOf, paths } from '../../config/paths';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';
import { RegistrationFormPage } from '../../features/registration/components/registration-form-page';
import { StudentPrintRegistrationPage } from '../../features/registration/components/print-registration-page';
import { PrintOutsPage, RegisteredCoursesPage } from '../../features/registration/components/student-records-pages';

/** Lazily loaded route modules of the student's registration screens. */
export function RegistrationFormRoute() {
  return <RegistrationFormPage />;
}

export function PrintRegistrationFormRoute() {
  return <StudentPrintRegistrationPage />;
}

export function PrintOutsRoute() {
  return <PrintOutsPage />;
}

export function RegisteredCoursesPeriodRoute() {
  return (
    <PeriodPickerPage
      {...frameOf(paths.student.myRegisteredCoursesPeriod)}
      hrefFor={(periodId) =>
        paths.student.myRegisteredCourses.getHref({ periodId, customId: getStoredSession()?.custom_id ?? 'me' })
      }
    />
  );
}

export function RegisteredCoursesRoute() {
  return <RegisteredCoursesPage />;
}
