/* Lazily loaded route module of the hostel desk (issue 13): requests, proofs, hostels, rooms, bedspaces. */

export { HostelRequestPeriodsPage as HostelApplicationsPeriodRoute } from '../../features/hostels/components/hostel-request-periods-page';

export { HostelQueuePage as HostelApplicationsRoute } from '../../features/hostels/components/hostel-queue-page';

export { StaffHostelFormPage as StaffHostelFormRoute } from '../../features/hostels/components/staff-hostel-form-page';

export { ManageHostelsPage as ManageHostelsRoute } from '../../features/hostels/components/manage-hostels-page';

export { ManageRoomsPage as ManageRoomsRoute } from '../../features/hostels/components/manage-rooms-page';

export { ManageBedsPage as ManageBedsRoute } from '../../features/hostels/components/manage-beds-page';
