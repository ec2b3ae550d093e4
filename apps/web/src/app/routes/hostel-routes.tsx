/* Lazily loaded route module of the student's hostel screens (issue 13). */

export { ApplyForHostelPage as ApplyForHostelPeriodRoute } from '../../features/hostels/components/apply-for-hostel-page';

export { HostelFormPage as HostelFormRoute } from '../../features/hostels/components/hostel-form-page';
