import { SemesterRegistrationPeriodPage } from '../../features/students/components/semester-registration-period-page';

/** Lazily loaded route module. */
export function SemesterRegistrationPeriodRoute() {
  return <SemesterRegistrationPeriodPage />;
}
