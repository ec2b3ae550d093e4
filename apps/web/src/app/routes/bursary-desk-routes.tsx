import { paths } from '../../config/paths';
import { useStoredSession } from '../../lib/session';
import { PeriodPickerPage } from '../../components/period-picker-page';
import { periodPicker } from './period-routes';

/* Lazily loaded route modules of the bursary and registry desks (issue 11): logs, statistics, reconciliation. */

const a = paths.admin;

export const RegistrationLogPeriodRoute = periodPicker(
  a.registrationLogPeriod,
  'Choose the semester whose registrations you want to see.',
  (periodId) => a.registrationLog.getHref({ periodId }),
);

export { RegistrationLogPage as RegistrationLogRoute } from '../../features/bursary-desk/components/registration-log-page';

export function NewStudentsLogPeriodRoute() {
  // The spec routes the log with the signed-in officer's custom id; the server does not use it.
  const session = useStoredSession();
  const customId = session?.custom_id ?? 'me';
  return (
    <PeriodPickerPage
      title="New Students Log"
      intro="Choose the semester whose new students you want to see."
      hrefFor={(periodId) => a.newStudentsLog.getHref({ periodId, customId })}
    />
  );
}

export { NewStudentsLogPage as NewStudentsLogRoute } from '../../features/bursary-desk/components/new-students-log-page';

export const HealthInsuranceLogPeriodRoute = periodPicker(
  a.healthInsuranceLogPeriod,
  'Choose the semester whose health insurance charges you want to see.',
  (periodId) => a.healthInsuranceLog.getHref({ periodId }),
);

export { HealthInsuranceLogPage as HealthInsuranceLogRoute } from '../../features/bursary-desk/components/health-insurance-log-page';

export { StatisticsPeriodPage as EnrollmentStatisticsPeriodRoute } from '../../features/bursary-desk/components/statistics-period-page';

export { EnrollmentStatisticsPage as EnrollmentStatisticsRoute } from '../../features/bursary-desk/components/enrollment-statistics-page';

export { ReconciliationPage as ReconciliationRoute } from '../../features/bursary-desk/components/reconciliation-page';
