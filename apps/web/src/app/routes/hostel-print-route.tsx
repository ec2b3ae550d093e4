/* Lazily loaded route module of the student's proof of hostel allocation (issue 13). */

export { StudentPrintHostelPage as PrintHostelFormRoute } from '../../features/hostels/components/hostel-proof';
