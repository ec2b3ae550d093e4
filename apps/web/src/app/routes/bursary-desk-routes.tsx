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
    <RequireOffice capability="viewLogs" title={a.registrationLogPeriod.title}>
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
    <RequireOffice capability="viewLogs" title={a.registrationLog.title}>
      <RegistrationLogPage />
    </RequireOffice>
  );
}

export function NewStudentsLogPeriodRoute() {
  // The spec routes the log with the signed-in officer's custom id; the server does not use it.
  const session = useStoredSession();
  const customId = session?.custom_id ?? 'me';
  return (
    <RequireOffice capability="viewLogs" title={a.newStudentsLogPeriod.title}>
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
    <RequireOffice capability="viewLogs" title={a.newStudentsLog.title}>
      <NewStudentsLogPage />
    </RequireOffice>
  );
}

export function HealthInsuranceLogPeriodRoute() {
  return (
    <RequireOffice capability="viewHealthInsuranceLog" title={a.healthInsuranceLogPeriod.title}>
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
    <RequireOffice capability="viewHealthInsuranceLog" title={a.healthInsuranceLog.title}>
      <HealthInsuranceLogPage />
    </RequireOffice>
  );
}

export function EnrollmentStatisticsPeriodRoute() {
  return (
    <RequireOffice capability="viewLogs" title={a.enrollmentStatisticsPeriod.title}>
      <StatisticsPeriodPage />
    </RequireOffice>
  );
}

export function EnrollmentStatisticsRoute() {
  return (
    <RequireOffice capability="viewLogs" title={a.enrollmentStatistics.title}>
      <EnrollmentStatisticsPage />
    </RequireOffice>
  );
}

export function ReconciliationRoute() {
  return (
    <RequireOffice capability="viewReconciliation" title={a.reconciliation.title}>
      <ReconciliationPage />
    </RequireOffice>
  );
}
