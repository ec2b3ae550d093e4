import '../styles/print.css';
import { DetailsList } from './details-list';
import type { PersonalDataForm } from './form-sections';

/** Personal data on a printed form: the passport and the fields the offices check. */
export function PrintPersonalData({ form, label = 'Personal data' }: { form: PersonalDataForm; label?: string }) {
  const { student, registration } = form;
  const rows: [string, string][] = [
    ['Name', student.full_name],
    ['Student ID', student.student_id],
    ['Matric. No.', student.matriculation_number ?? '-'],
    ['Ledger No.', student.ledger_number ?? '-'],
    ['Programme', student.programme ?? '-'],
    ['Department', student.department ?? '-'],
    ['Level', registration.year_label],
    ['Phone', student.phone_number ?? '-'],
  ];
  return (
    <section aria-label={label} className="print-sheet__block print-sheet__person">
      {student.passport_url ? (
        <img src={student.passport_url} alt={`Passport of ${student.full_name}`} width="96" height="96" />
      ) : null}
      <DetailsList className="print-details" rows={rows} />
    </section>
  );
}
