import { StudentPrintHostelPage } from '../../features/hostels/components/hostel-proof';

/** Lazily loaded route module of the student's proof of hostel allocation (issue 13). */
export function PrintHostelFormRoute() {
  return <StudentPrintHostelPage />;
}
