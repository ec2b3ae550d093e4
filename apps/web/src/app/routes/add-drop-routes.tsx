import { paths } from '../../config/paths';
import { AddDropPeriodListPage } from '../../features/add-drop/components/add-drop-desk-pages';

/* Lazily loaded route modules of add/drop (issue 12): the student's screens and the desk. */

const a = paths.admin;

export { AddDropPeriodsPage as AddDropPeriodRoute } from '../../features/add-drop/components/add-drop-periods-page';

export { AddDropFormPage as AddDropFormRoute } from '../../features/add-drop/components/add-drop-form-page';

export { StudentPrintAddDropPage as PrintAddDropFormRoute } from '../../features/add-drop/components/print-add-drop-page';

export function AwaitingAddDropApprovalPeriodRoute() {
  return (
    <AddDropPeriodListPage
      title="Awaiting Add/Drop Approval"
      intro="Choose the semester whose add/drop forms you process."
      countHeader="Awaiting"
      count={(p) => p.awaiting_count}
      hrefFor={(periodId) => a.awaitingAddDropApproval.getHref({ periodId })}
    />
  );
}

export { AddDropQueuePage as AwaitingAddDropApprovalRoute } from '../../features/add-drop/components/add-drop-desk-pages';

export { StaffAddDropFormPage as StaffAddDropFormRoute } from '../../features/add-drop/components/staff-add-drop-form-page';

export { AdminPrintAddDropPage as AdminPrintAddDropFormRoute } from '../../features/add-drop/components/print-add-drop-page';

export function AddDropLogPeriodRoute() {
  return (
    <AddDropPeriodListPage
      title="Add/Drop Log"
      intro="Choose the semester whose add/drops you want to see."
      countHeader="Add/Drops"
      count={(p) => p.total}
      hrefFor={(periodId) => a.addDropLog.getHref({ periodId })}
    />
  );
}

export { AddDropLogPage as AddDropLogRoute } from '../../features/add-drop/components/add-drop-log-page';
