import { paths } from '../../config/paths';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';
import { ApprovalQueuePage } from '../../features/registration/components/approval-queue-page';
import { AdminPrintRegistrationPage } from '../../features/registration/components/print-registration-page';
import { SpecialRatesPage } from '../../features/registration/components/special-rates-page';
import { StaffRegistrationFormPage } from '../../features/registration/components/staff-registration-form-page';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route modules of the registration desk (approval queues, forms, prints, rates). */
export function AwaitingApprovalPeriodRoute() {
  return (
    <RequireOffice screen={paths.admin.awaitingApprovalPeriod}>
      <PeriodPickerPage
        title="Awaiting Registration Approval"
        intro="Choose the semester whose registration forms you process."
        hrefFor={(periodId) => paths.admin.awaitingApproval.getHref({ periodId })}
      />
    </RequireOffice>
  );
}

export function AwaitingApprovalRoute() {
  return (
    <RequireOffice screen={paths.admin.awaitingApproval}>
      <ApprovalQueuePage />
    </RequireOffice>
  );
}

export function StaffRegistrationFormRoute() {
  return (
    <RequireOffice screen={paths.admin.registrationForm}>
      <StaffRegistrationFormPage />
    </RequireOffice>
  );
}

export function AdminPrintRegistrationFormRoute() {
  return (
    <RequireOffice screen={paths.admin.printRegistrationForm}>
      <AdminPrintRegistrationPage />
    </RequireOffice>
  );
}

export function SpecialRatesRoute() {
  return (
    <RequireOffice screen={paths.admin.specialRates}>
      <SpecialRatesPage />
    </RequireOffice>
  );
}
