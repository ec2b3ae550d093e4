import '../../../styles/print.css';
import type { ReactNode } from 'react';
import { formatNaira, MODE_OF_STUDY_LABELS, type ModeOfStudy } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { RegistrationFormResponse } from '../api/registration';

type Form = Pick<RegistrationFormResponse, 'student' | 'registration' | 'period'>;
type Course = RegistrationFormResponse['courses'][number];
type Charge = RegistrationFormResponse['charges'][number];
type Summary = NonNullable<RegistrationFormResponse['summary']>;

export function periodTitle(period: { semester: string; session: string }): string {
  return `${period.semester} Semester, ${period.session}`;
}

/** A titled part of a form (a section with a level-2 heading). */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="section registration-section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Personal Data: the passport and the fields the offices check on every form. */
export function PersonalData({ form, headingId = 'personal-data' }: { form: Form; headingId?: string }) {
  const { student, registration } = form;
  const mode = student.mode_of_study;
  const rows: [string, string | null][] = [
    ['Name', student.full_name],
    ['Student ID', student.student_id],
    ['Matriculation Number', student.matriculation_number],
    ['Ledger Number', student.ledger_number],
    ['Programme', student.programme],
    ['Department', student.department],
    ['Level', registration.year_label],
    ['Mode of Study', mode ? (MODE_OF_STUDY_LABELS[mode as ModeOfStudy] ?? mode) : null],
    ['Denomination', student.denomination],
    ['Phone Number', student.phone_number],
    ['E-mail', student.email],
  ];
  if (student.special_student_category) {
    rows.push([
      'Special Category',
      `${student.special_student_category}${student.staff_verified ? ' (verified)' : ' (not yet verified by the Bursary)'}`,
    ]);
  }
  return (
    <FormSection id={headingId} title="Personal Data">
      <div className="profile">
        <div className="profile__photo">
          {student.passport_url ? (
            <img
              className="passport-photo"
              src={student.passport_url}
              alt={`Passport photograph of ${student.full_name}`}
              width="120"
              height="120"
            />
          ) : (
            <div className="passport-photo passport-photo--placeholder" role="img" aria-label="No passport photograph">
              <span aria-hidden="true">{student.surname.charAt(0)}</span>
            </div>
          )}
        </div>
        <dl className="details">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value || 'Not set'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </FormSection>
  );
}

/** Seminary Charges: the snapshot taken when the registration started. */
export function ChargesTable({
  charges,
  total,
  action,
}: {
  charges: readonly Charge[];
  total: number | null;
  /** A control per line (the charge-line edit of the Process Form panel). */
  action?: (charge: Charge) => ReactNode;
}) {
  const columns: DataColumn<Charge>[] = [
    { header: '#', cell: (_c, i) => i + 1 },
    { header: 'Item', cell: (c) => (c.edited ? `${c.item} (changed by the Bursary)` : c.item) },
    { header: 'Amount', cell: (c) => formatNaira(c.amount_kobo), align: 'end', nowrap: true },
  ];
  if (action) columns.push({ header: 'Change', cell: action });
  return (
    <>
      <DataTable
        caption="Seminary charges"
        columns={columns}
        rows={charges}
        rowKey={(c) => c.item}
        emptyText="No seminary charge applies."
        // Three short columns fit a phone as a table; with the Change column the rows stack.
        layout={action ? 'stack' : 'scroll'}
      />
      {total !== null ? (
        <p className="registration-total">
          Charges total: <strong>{formatNaira(total)}</strong>
        </p>
      ) : null}
    </>
  );
}

/** The picked courses with each course's line (amount shown once the form can be priced). */
export function CoursesTable({
  courses,
  priced,
  caption,
  action,
}: {
  courses: readonly Course[];
  priced: boolean;
  caption: string;
  action?: (course: Course) => ReactNode;
}) {
  const columns: DataColumn<Course>[] = [
    { header: '#', cell: (_c, i) => i + 1 },
    { header: 'Code', cell: (c) => c.code, nowrap: true },
    { header: 'Title', cell: (c) => c.title },
    { header: 'CH', label: 'Credit hours', cell: (c) => (c.hours === 'P/F' ? 'P/F (1)' : c.hours), nowrap: true },
    {
      header: 'Fee',
      cell: (c) =>
        !priced
          ? '-'
          : c.basis === 'pass-fail'
            ? `${formatNaira(c.amount_kobo)} (P/F)`
            : c.basis === 'special-rate'
              ? `${formatNaira(c.amount_kobo)} (agreed rate)`
              : formatNaira(c.amount_kobo),
      align: 'end',
      nowrap: true,
    },
  ];
  if (action) columns.push({ header: 'Action', cell: action });
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={courses}
      rowKey={(c) => c.code}
      emptyText="No course picked yet."
    />
  );
}

/** Summary of Fees: every total as the server computed it. */
export function FeeSummary({
  summary,
  walletKobo,
  amountToAddKobo,
  pricingError,
}: {
  summary: Summary | null;
  walletKobo: number;
  amountToAddKobo: number;
  pricingError: string | null;
}) {
  if (!summary) return <p className="feedback feedback--info">{pricingError}</p>;
  const isStaff = summary.staff_discount_kobo > 0;
  return (
    <dl className="details details--amounts">
      <div>
        <dt>Seminary charges</dt>
        <dd>{formatNaira(summary.charges_total_kobo)}</dd>
      </div>
      <div>
        <dt>Programme fees ({summary.total_hours} credit hours)</dt>
        <dd>
          {isStaff ? (
            <>
              <del aria-label={`Full fees ${formatNaira(summary.programme_fees_full_kobo)}`}>
                {formatNaira(summary.programme_fees_full_kobo)}
              </del>{' '}
              {formatNaira(summary.programme_fees_kobo)} <span className="badge">Staff: half</span>
            </>
          ) : (
            formatNaira(summary.programme_fees_kobo)
          )}
        </dd>
      </div>
      {summary.affiliation_fee_kobo > 0 ? (
        <div>
          <dt>Affiliation fee</dt>
          <dd>{formatNaira(summary.affiliation_fee_kobo)}</dd>
        </div>
      ) : null}
      <div className="details__total">
        <dt>Grand total</dt>
        <dd>{formatNaira(summary.grand_total_kobo)}</dd>
      </div>
      <div>
        <dt>Portal wallet balance</dt>
        <dd>{formatNaira(walletKobo)}</dd>
      </div>
      <div>
        <dt>Amount to add</dt>
        <dd>{formatNaira(amountToAddKobo)}</dd>
      </div>
      <div>
        <dt>Fee band</dt>
        <dd>
          {summary.programme_level} · {summary.fee_band}
          {summary.rate_per_hour_kobo !== null ? ` · ${formatNaira(summary.rate_per_hour_kobo)} per credit hour` : ''}
        </dd>
      </div>
    </dl>
  );
}

/** The state of the form, in the words students know (Started, Awaiting DPAA's Office, …). */
export function StatusBanner({ registration }: { registration: RegistrationFormResponse['registration'] }) {
  const tone =
    registration.status === 'disapproved' ? 'error' : registration.status === 'completed' ? 'success' : 'info';
  return (
    <div className={`feedback feedback--${tone} registration-status`} role="status">
      <p>
        <strong>Status: {registration.status_label}</strong>
        {registration.undertaking ? <span className="badge"> Undertaking granted</span> : null}
      </p>
      <p>{registration.status_message}</p>
    </div>
  );
}
