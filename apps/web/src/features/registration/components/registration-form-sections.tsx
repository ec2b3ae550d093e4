import '../../../styles/print.css';
import type { ReactNode } from 'react';
import {
  courseHoursText,
  formatNaira,
  programmeFeesLabel,
  registrationStaffStatusMessage,
  STAFF_CATEGORY,
  STAFF_HALF_PRICE_NOTE,
  UNDERTAKING_SHORTFALL_LABEL,
  undertakingNote,
  type FormViewer,
} from '@portal/domain';
import { DetailsList } from '../../../components/details-list';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FormSection, FormStatus } from '../../../components/form-sections';
import type { RegistrationFormResponse } from '../api/registration';

type Course = RegistrationFormResponse['courses'][number];
type Charge = RegistrationFormResponse['charges'][number];

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
    { header: 'CH', label: 'Credit hours', cell: (c) => courseHoursText(c), nowrap: true },
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

/** Summary of Fees: every total as the server computed it (the student's form and the office's). */
export function FeeSummary({ form }: { form: RegistrationFormResponse }) {
  const { registration, student } = form;
  const staffUnverified = student.special_student_category === STAFF_CATEGORY && !student.staff_verified;
  return (
    <FormSection id="summary-of-fees" title="Summary of Fees">
      <FeeFigures form={form} />
      {form.summary && registration.undertaking ? (
        <p className="feedback feedback--info">
          {undertakingNote({ shortfallKobo: form.shortfall_kobo, completed: registration.status === 'completed' })}
        </p>
      ) : null}
      {staffUnverified ? <p className="form-aside">{STAFF_HALF_PRICE_NOTE}</p> : null}
    </FormSection>
  );
}

function FeeFigures({ form }: { form: RegistrationFormResponse }) {
  const { summary } = form;
  if (!summary) return <p className="feedback feedback--info">{form.pricing_error}</p>;
  const isStaff = summary.staff_discount_kobo > 0;
  return (
    <DetailsList
      className="details details--amounts"
      rows={[
        ['Seminary charges', formatNaira(summary.charges_total_kobo)],
        [
          programmeFeesLabel(summary),
          isStaff ? (
            <>
              <del aria-label={`Full fees ${formatNaira(summary.programme_fees_full_kobo)}`}>
                {formatNaira(summary.programme_fees_full_kobo)}
              </del>{' '}
              {formatNaira(summary.programme_fees_kobo)} <span className="badge">Staff: half</span>
            </>
          ) : (
            formatNaira(summary.programme_fees_kobo)
          ),
        ],
        summary.affiliation_fee_kobo > 0 && ['Affiliation fee', formatNaira(summary.affiliation_fee_kobo)],
        ['Grand total', formatNaira(summary.grand_total_kobo), 'details__total'],
        ['Portal wallet balance', formatNaira(form.wallet_balance_kobo)],
        // Under an undertaking nothing has to be added, yet the shortfall is still owed (issue 27 §4).
        form.registration.undertaking
          ? [UNDERTAKING_SHORTFALL_LABEL, formatNaira(form.shortfall_kobo)]
          : ['Amount to add', formatNaira(form.amount_to_add_kobo)],
        [
          'Fee band',
          `${summary.programme_level} · ${summary.fee_band}${
            summary.rate_per_hour_kobo !== null ? ` · ${formatNaira(summary.rate_per_hour_kobo)} per credit hour` : ''
          }`,
        ],
      ]}
    />
  );
}

/**
 * The state of the form, in the words students know (Started, Awaiting DPAA's Office, …); staff
 * read their own line for the state (issue 27 §6), not the student's.
 */
export function StatusBanner({
  registration,
  viewer = 'student',
}: {
  registration: RegistrationFormResponse['registration'];
  viewer?: FormViewer;
}) {
  const tone =
    registration.status === 'disapproved' ? 'error' : registration.status === 'completed' ? 'success' : 'info';
  return (
    <FormStatus
      label={registration.status_label}
      message={
        viewer === 'staff'
          ? registrationStaffStatusMessage(registration.status, registration.comment)
          : registration.status_message
      }
      tone={tone}
      badge={registration.undertaking ? <span className="badge"> Undertaking granted</span> : null}
    />
  );
}
