import { ApplyForHostelPage } from '../../features/hostels/components/apply-for-hostel-page';
import { HostelFormPage } from '../../features/hostels/components/hostel-form-page';

/** Lazily loaded route modules of the student's hostel screens (issue 13). */
export function ApplyForHostelPeriodRoute() {
  return <ApplyForHostelPage />;
}

export function HostelFormRoute() {
  return <HostelFormPage />;
}
