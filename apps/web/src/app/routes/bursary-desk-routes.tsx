import { paths } from '../../config/paths';
import { useStoredSession } from '../../lib/session';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';
import { EnrollmentStatisticsPage } from '../../features/bursary-desk/components/enrollment-statistics-page';
import { HealthInsuranceLogPage } from '../../features/bursary-desk/components/health-insurance-log-page';
import { NewStudentsLogPage } from '../../features/bursary-desk/components/new-students-log-page';
import { ReconciliationPage } from '../../features/bursary-desk/components/reconciliation-page';
import { RegistrationLogPage } from '../../features/bursary-desk/components/registration-log-page';
import { StatisticsPeriodPage } from '../../features/bursary-desk/components/statistics-period-page';
import { RequireOffice } from '../layouts/require-office';

/* Lazily loaded route modules of the bursary and registry desks (issue 11): logs, statistics, reconciliation. */

const a = paths.admin;

export function RegistrationLogPeriodRoute() {
  return (
    <RequireOffice screen={a.registrationLogPeriod}>
      <PeriodPickerPage
        title="Registration Log"
        intro="Choose the semester whose registrations you want to see."
        hrefFor={(periodId) => a.registrationLog.getHref({ periodId })}
      />
    </RequireOffice>
  );
}

export function RegistrationLogRoute() {
  return (
    <RequireOffice screen={a.registrationLog}>
      <RegistrationLogPage />
    </RequireOffice>
  );
}

export function NewStudentsLogPeriodRoute() {
  // The spec routes the log with the signed-in officer's custom id; the server does not use it.
  const session = useStoredSession();
  const customId = session?.custom_id ?? 'me';
  return (
    <RequireOffice screen={a.newStudentsLogPeriod}>
      <PeriodPickerPage
        title="New Students Log"
        intro="Choose the semester whose new students you want to see."
        hrefFor={(periodId) => a.newStudentsLog.getHref({ periodId, customId })}
      />
    </RequireOffice>
  );
}

export function NewStudentsLogRoute() {
  return (
    <RequireOffice screen={a.newStudentsLog}>
      <NewStudentsLogPage />
    </RequireOffice>
  );
}

export function HealthInsuranceLogPeriodRoute() {
  return (
    <RequireOffice screen={a.healthInsuranceLogPeriod}>
      <PeriodPickerPage
        title="Health Insurance Log"
        intro="Choose the semester whose health insurance charges you want to see."
        hrefFor={(periodId) => a.healthInsuranceLog.getHref({ periodId })}
      />
    </RequireOffice>
  );
}

export function HealthInsuranceLogRoute() {
  return (
    <RequireOffice screen={a.healthInsuranceLog}>
      <HealthInsuranceLogPage />
    </RequireOffice>
  );
}

export function EnrollmentStatisticsPeriodRoute() {
  return (
    <RequireOffice screen={a.enrollmentStatisticsPeriod}>
      <StatisticsPeriodPage />
    </RequireOffice>
  );
}

export function EnrollmentStatisticsRoute() {
  return (
    <RequireOffice screen={a.enrollmentStatistics}>
      <EnrollmentStatisticsPage />
    </RequireOffice>
  );
}

export function ReconciliationRoute() {
  return (
    <RequireOffice screen={a.reconciliation}>
      <ReconciliationPage />
    </RequireOffice>
  );
}
