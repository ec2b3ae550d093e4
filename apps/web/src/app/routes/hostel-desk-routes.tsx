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
    <RequireOffice capability="viewHostels" title={paths.admin.hostelApplicationsPeriod.title}>
      <HostelRequestPeriodsPage />
    </RequireOffice>
  );
}

export function HostelApplicationsRoute() {
  return (
    <RequireOffice capability="viewHostels" title={paths.admin.hostelApplications.title}>
      <HostelQueuePage />
    </RequireOffice>
  );
}

export function StaffHostelFormRoute() {
  return (
    <RequireOffice capability="viewHostels" title={paths.admin.hostelForm.title}>
      <StaffHostelFormPage />
    </RequireOffice>
  );
}

export function ManageHostelsRoute() {
  return (
    <RequireOffice capability="viewHostels" title={paths.admin.manageHostels.title}>
      <ManageHostelsPage />
    </RequireOffice>
  );
}

export function ManageRoomsRoute() {
  return (
    <RequireOffice capability="viewHostels" title={paths.admin.manageRooms.title}>
      <ManageRoomsPage />
    </RequireOffice>
  );
}

export function ManageBedsRoute() {
  return (
    <RequireOffice capability="viewHostels" title={paths.admin.manageBeds.title}>
      <ManageBedsPage />
    </RequireOffice>
  );
}
