import { paths } from '../../config/paths';
import { HostelQueuePage } from '../../features/hostels/components/hostel-queue-page';
import { HostelRequestPeriodsPage } from '../../features/hostels/components/hostel-request-periods-page';
import { ManageBedsPage } from '../../features/hostels/components/manage-beds-page';
import { ManageHostelsPage } from '../../features/hostels/components/manage-hostels-page';
import { ManageRoomsPage } from '../../features/hostels/components/manage-rooms-page';
import { StaffHostelFormPage } from '../../features/hostels/components/staff-hostel-form-page';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route modules of the hostel desk (issue 13): every screen is for `viewHostels`. */
export function HostelApplicationsPeriodRoute() {
  return (
    <RequireOffice screen={paths.admin.hostelApplicationsPeriod}>
      <HostelRequestPeriodsPage />
    </RequireOffice>
  );
}

export function HostelApplicationsRoute() {
  return (
    <RequireOffice screen={paths.admin.hostelApplications}>
      <HostelQueuePage />
    </RequireOffice>
  );
}

export function StaffHostelFormRoute() {
  return (
    <RequireOffice screen={paths.admin.hostelForm}>
      <StaffHostelFormPage />
    </RequireOffice>
  );
}

export function ManageHostelsRoute() {
  return (
    <RequireOffice screen={paths.admin.manageHostels}>
      <ManageHostelsPage />
    </RequireOffice>
  );
}

export function ManageRoomsRoute() {
  return (
    <RequireOffice screen={paths.admin.manageRooms}>
      <ManageRoomsPage />
    </RequireOffice>
  );
}

export function ManageBedsRoute() {
  return (
    <RequireOffice screen={paths.admin.manageBeds}>
      <ManageBedsPage />
    </RequireOffice>
  );
}
