import { paths } from '../../config/paths';
import { periodPicker } from './period-routes';

/* Lazily loaded route module of the registration desk (approval queues, forms, prints). */

export const AwaitingApprovalPeriodRoute = periodPicker(
  paths.admin.awaitingApprovalPeriod,
  'Choose the semester whose registration forms you process.',
  (periodId) => paths.admin.awaitingApproval.getHref({ periodId }),
);

export { ApprovalQueuePage as AwaitingApprovalRoute } from '../../features/registration/components/approval-queue-page';

export { StaffRegistrationFormPage as StaffRegistrationFormRoute } from '../../features/registration/components/staff-registration-form-page';

export { AdminPrintRegistrationPage as AdminPrintRegistrationFormRoute } from '../../features/registration/components/print-registration-page';
