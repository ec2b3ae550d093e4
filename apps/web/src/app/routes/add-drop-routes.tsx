import { paths } from '../../config/paths';
import { AddDropPeriodListPage, AddDropQueuePage } from '../../features/add-drop/components/add-drop-desk-pages';
import { AddDropFormPage } from '../../features/add-drop/components/add-drop-form-page';
import { AddDropLogPage } from '../../features/add-drop/components/add-drop-log-page';
import { AddDropPeriodsPage } from '../../features/add-drop/components/add-drop-periods-page';
import { AdminPrintAddDropPage, StudentPrintAddDropPage } from '../../features/add-drop/components/print-add-drop-page';
import { StaffAddDropFormPage } from '../../features/add-drop/components/staff-add-drop-form-page';
import { RequireOffice } from '../layouts/require-office';

/* Lazily loaded route modules of add/drop (issue 12): the student's screens and the desk. */

const a = paths.admin;

export function AddDropPeriodRoute() {
  return <AddDropPeriodsPage />;
}

export function AddDropFormRoute() {
  return <AddDropFormPage />;
}

export function PrintAddDropFormRoute() {
  return <StudentPrintAddDropPage />;
}

export function AwaitingAddDropApprovalPeriodRoute() {
  return (
    <RequireOffice screen={a.awaitingAddDropApprovalPeriod}>
      <AddDropPeriodListPage
        title="Awaiting Add/Drop Approval"
        intro="Choose the semester whose add/drop forms you process."
        countHeader="Awaiting"
        count={(p) => p.awaiting_count}
        hrefFor={(periodId) => a.awaitingAddDropApproval.getHref({ periodId })}
      />
    </RequireOffice>
  );
}

export function AwaitingAddDropApprovalRoute() {
  return (
    <RequireOffice screen={a.awaitingAddDropApproval}>
      <AddDropQueuePage />
    </RequireOffice>
  );
}

export function StaffAddDropFormRoute() {
  return (
    <RequireOffice screen={a.addDropForm}>
      <StaffAddDropFormPage />
    </RequireOffice>
  );
}

export function AdminPrintAddDropFormRoute() {
  return (
    <RequireOffice screen={a.printAddDropForm}>
      <AdminPrintAddDropPage />
    </RequireOffice>
  );
}

export function AddDropLogPeriodRoute() {
  return (
    <RequireOffice screen={a.addDropLogPeriod}>
      <AddDropPeriodListPage
        title="Add/Drop Log"
        intro="Choose the semester whose add/drops you want to see."
        countHeader="Add/Drops"
        count={(p) => p.total}
        hrefFor={(periodId) => a.addDropLog.getHref({ periodId })}
      />
    </RequireOffice>
  );
}

export function AddDropLogRoute() {
  return (
    <RequireOffice screen={a.addDropLog}>
      <AddDropLogPage />
    </RequireOffice>
  );
}
