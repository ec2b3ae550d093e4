import '../../../styles/print.css';
import type { ReactNode } from 'react';
import { formatNaira, formatNumericDate, hostelStaffStatusMessage, type FormViewer } from '@portal/domain';
import type { HostelFormResponse, HostelPrintResponse } from '../api/hostels';
import { DetailsList } from '../../../components/details-list';

type Person = Pick<HostelFormResponse, 'student' | 'registration' | 'period'>;
type Application = HostelFormResponse['application'];
type Allocation = NonNullable<Application['allocation']>;
type Summary = NonNullable<HostelFormResponse['summary']>;

/** A titled part of the form: ':: Personal Data', ':: Hostels', … */
export function HostelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="section registration-section hostel-section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        :: {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The yellow box: 'Application Status: …', the note, and the reason of a rejection. Staff read
 * their own note for the state (issue 27 §6): the student's points at a link only it has.
 */
export function HostelStatusBox({
  application,
  viewer = 'student',
}: {
  application: Application;
  viewer?: FormViewer;
}) {
  return (
    <div className="hostel-status" role="status">
      <p>
        Application Status: <strong>{application.status_label}</strong>
      </p>
      <p>
        <strong>Note:</strong>{' '}
        {viewer === 'staff' ? hostelStaffStatusMessage(application.status) : application.status_message}
      </p>
      {application.status === 'disapproved' && application.comment ? (
        <div className="hostel-reason">
          <p>
            <strong>Reason(s):</strong> {application.comment}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The rows of ':: Personal Data' (the form and the proof show the same). */
export function personalDataRows({ student, registration, period }: Person, today: Date): [string, ReactNode][] {
  return [
    ['Year of Admission', student.year_of_admission ?? '-'],
    ["Today's Date", formatNumericDate(today)],
    ['Academic Session', period.session],
    ['Semester(s)', period.semester.toUpperCase()],
    [
      'Name',
      <>
        <strong>{student.surname.toUpperCase()}</strong> {student.first_name}
        {student.other_names ? ` ${student.other_names}` : ''}
      </>,
    ],
    ['Gender', student.gender ?? '-'],
    ['Phone Number', student.phone_number ?? '-'],
    ['Email', student.email ?? '-'],
    ['Ledger No.', student.ledger_number ?? '-'],
    ['Mat. No.', student.matriculation_number ?? '-'],
    ['Special St. Cat', student.special_student_category ?? '-'],
    ['Denomination', student.denomination ?? '-'],
    ['Programme', student.programme ?? '-'],
    ['Affiliation Status', student.affiliation_status ? student.affiliation_status.toUpperCase() : '-'],
    ['Current Level', registration?.year_label ?? '-'],
  ];
}

export function Passport({ student, size = 120 }: { student: Person['student']; size?: number }) {
  return student.passport_url ? (
    <img
      className="passport-photo"
      src={student.passport_url}
      alt={`Passport photograph of ${student.full_name}`}
      width={size}
      height={size}
    />
  ) : (
    <div className="passport-photo passport-photo--placeholder" role="img" aria-label="No passport photograph">
      <span aria-hidden="true">{student.surname.charAt(0)}</span>
    </div>
  );
}

/** ':: Personal Data' of the Hostel Request Form. */
export function HostelPersonalData({ form }: { form: Person }) {
  return (
    <HostelSection id="hostel-personal-data" title="Personal Data">
      <div className="profile">
        <div className="profile__photo">
          <Passport student={form.student} />
        </div>
        <DetailsList rows={personalDataRows(form, new Date())} />
      </div>
    </HostelSection>
  );
}

/** Hostel, room, bedspace and date ('None Yet' until the porter allocates). */
export function accommodationRows(hostelName: string, allocation: Allocation | null): [string, string][] {
  return [
    ['Hostel', hostelName],
    ['Room Allocated', allocation?.room_number ?? 'None Yet'],
    ['Bedspace/Bunk Allocated', allocation?.bed_number ?? 'None Yet'],
    ['Date Allocated', allocation ? formatNumericDate(allocation.allocated_at) : 'None Yet'],
  ];
}

/** ':: Hostel Accommodation' once a hostel is chosen and awaits the porter, or is allocated. */
export function HostelAccommodation({ application, children }: { application: Application; children?: ReactNode }) {
  if (!application.hostel || (application.status !== 'awaiting porter' && application.status !== 'complete')) {
    return null;
  }
  return (
    <HostelSection id="hostel-accommodation" title="Hostel Accommodation">
      <DetailsList rows={accommodationRows(application.hostel.name, application.allocation)} />
      {children}
    </HostelSection>
  );
}

/** ':: SUMMARY OF FEES' while the chosen hostel awaits the porter (from the wallet as it is now). */
export function HostelFeeSummary({ summary }: { summary: Summary | null }) {
  if (!summary) return null;
  return (
    <HostelSection id="hostel-summary-of-fees" title="SUMMARY OF FEES">
      <DetailsList
        className="details details--amounts"
        rows={[
          ['Accommodation Wallet', formatNaira(summary.wallet_kobo)],
          ['Caution Fee', formatNaira(summary.caution_fee_kobo)],
          ['Cost of Hostel', formatNaira(summary.cost_kobo)],
          ['Total Charges', formatNaira(summary.total_kobo), 'details__total'],
          ['Amount to Add', formatNaira(summary.amount_to_add_kobo)],
        ]}
      />
    </HostelSection>
  );
}

/** The fee summary printed on the proof: what the allocation recorded. */
export function proofFeeRows(print: HostelPrintResponse): [string, number][] {
  const a = print.allocation;
  return [
    ['Opening Bal. Before Allocation', a.opening_balance_kobo],
    ['Caution Fee', a.caution_fee_kobo],
    ['Cost of Hostel', a.cost_kobo],
    ['Total Charges', a.total_kobo],
    ['Closing Bal. After Allocation', a.closing_balance_kobo],
  ];
}
