/* Lazily loaded route module of the student's registration screens. */

import { getStoredSession } from '../../lib/session';
import { frameOf, paths } from '../../config/paths';
import { PeriodPickerPage } from '../../components/period-picker-page';

export { RegistrationFormPage as RegistrationFormRoute } from '../../features/registration/components/registration-form-page';

export { StudentPrintRegistrationPage as PrintRegistrationFormRoute } from '../../features/registration/components/print-registration-page';

export { PrintOutsPage as PrintOutsRoute } from '../../features/registration/components/student-records-pages';

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

export { RegisteredCoursesPage as RegisteredCoursesRoute } from '../../features/registration/components/student-records-pages';
