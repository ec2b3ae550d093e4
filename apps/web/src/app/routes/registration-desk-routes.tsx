import { paths } from '../../config/paths';
import { PeriodPickerPage } from '../../features/periods/components/period-picker-page';

/** Lazily loaded route modules of the registration desk (approval queues, forms, prints, rates). */
export function AwaitingApprovalPeriodRoute() {
  return (
    <PeriodPickerPage
      title="Awaiting Registration Approval"
      intro="Choose the semester whose registration forms you process."
      hrefFor={(periodId) => paths.admin.awaitingApproval.getHref({ periodId })}
    />
  );
}

export { ApprovalQueuePage as AwaitingApprovalRoute } from '../../features/registration/components/approval-queue-page';

export { StaffRegistrationFormPage as StaffRegistrationFormRoute } from '../../features/registration/components/staff-registration-form-page';

export { AdminPrintRegistrationPage as AdminPrintRegistrationFormRoute } from '../../features/registration/components/print-registration-page';

export { SpecialRatesPage as SpecialRatesRoute } from '../../features/registration/components/special-rates-page';
