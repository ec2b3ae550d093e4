import type { ReactNode } from 'react';
import { addDropStaffStatusMessage, formatNaira, type FormViewer } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FormSection, FormStatus, PersonalData } from '../../../components/form-sections';
import type { AddDropFormResponse } from '../api/add-drop';
import { DetailsList } from '../../../components/details-list';

type Registered = AddDropFormResponse['registered'][number];
type Dropped = AddDropFormResponse['dropped'][number];
type Added = AddDropFormResponse['added'][number];
type Summary = NonNullable<AddDropFormResponse['summary']>;

/** The empty text of the add/drop course tables (student-side §8). */
export const ADD_DROP_EMPTY_TEXT = 'No record found.';

/**
 * The state of the add/drop form at its top (a disapproval's reasons are inside the text); staff
 * read their own line for the state (issue 27 §6).
 */
export function AddDropStatusBanner({
  addDrop,
  viewer = 'student',
}: {
  addDrop: AddDropFormResponse['add_drop'];
  viewer?: FormViewer;
}) {
  const tone = addDrop.status === 'disapproved' ? 'error' : addDrop.status === 'completed' ? 'success' : 'info';
  const message =
    viewer === 'staff' ? addDropStaffStatusMessage(addDrop.status, addDrop.comment) : addDrop.status_message;
  return <FormStatus label={addDrop.status_label} message={message} tone={tone} />;
}

function Subtotal({ label = 'Subtotal', kobo }: { label?: string; kobo: number }) {
  return (
    <p className="registration-total">
      {label}: <strong>{formatNaira(kobo)}</strong>
    </p>
  );
}

/** The W / WF mark of a drop; '(as of today)' until the form is forwarded. */
export function MarkCell({ line }: { line: Dropped }) {
  if (!line.mark_label) return null;
  return (
    <>
      {line.mark_label}
      {line.mark_is_final ? null : <span className="form-aside"> (as of today)</span>}
    </>
  );
}

const codeColumn = <T extends { code: string }>(): DataColumn<T> => ({
  header: 'Code',
  cell: (c) => c.code,
  nowrap: true,
});
const titleColumn = <T extends { title: string }>(): DataColumn<T> => ({ header: 'Title', cell: (c) => c.title });
const hoursColumn = <T extends { form_hours: number; hours: string }>(): DataColumn<T> => ({
  header: 'CH',
  label: 'Credit hours',
  cell: (c) => (c.hours === 'P/F' ? 'P/F (0)' : c.form_hours),
  nowrap: true,
});
const amountColumn = <T extends { amount_kobo: number; basis: string }>(): DataColumn<T> => ({
  header: 'Amount',
  cell: (c) =>
    c.basis === 'pass-fail'
      ? `${formatNaira(c.amount_kobo)} (P/F)`
      : c.basis === 'special-rate'
        ? `${formatNaira(c.amount_kobo)} (agreed rate)`
        : formatNaira(c.amount_kobo),
  align: 'end',
  nowrap: true,
});

/** One course list of the form: its section, its table, and the subtotal once the form is priced. */
function CourseListSection<T extends { code: string }>({
  id,
  title,
  caption,
  columns,
  rows,
  subtotalKobo,
}: {
  id: string;
  title: string;
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  subtotalKobo?: number | undefined;
}) {
  return (
    <FormSection id={id} title={title}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.code}
        emptyText={ADD_DROP_EMPTY_TEXT}
      />
      {subtotalKobo === undefined ? null : <Subtotal kobo={subtotalKobo} />}
    </FormSection>
  );
}

/** Already Registered Courses: 'To be Dropped' for a marked course, otherwise the row's action. */
export function RegisteredCoursesSection({
  form,
  action,
}: {
  form: AddDropFormResponse;
  action?: (course: Registered) => ReactNode;
}) {
  const columns: DataColumn<Registered>[] = [
    codeColumn(),
    titleColumn(),
    hoursColumn(),
    amountColumn(),
    {
      header: 'Action',
      cell: (c) =>
        c.to_be_dropped ? <span className="badge">To be Dropped</span> : action && c.can_drop ? action(c) : null,
    },
  ];
  return (
    <CourseListSection
      id="already-registered-courses"
      title="Already Registered Courses"
      caption="Courses on your registration"
      columns={columns}
      rows={form.registered}
    />
  );
}

/** Courses To Be Dropped: the mark, the tag, and Undo while the form may change. */
export function DroppedCoursesSection({
  form,
  action,
}: {
  form: AddDropFormResponse;
  action?: (course: Dropped) => ReactNode;
}) {
  const columns: DataColumn<Dropped>[] = [
    codeColumn(),
    titleColumn(),
    hoursColumn(),
    amountColumn(),
    { header: 'Mark', cell: (c) => <MarkCell line={c} /> },
    { header: 'Status', cell: (c) => <span className="badge">{c.label}</span> },
  ];
  if (action) columns.push({ header: 'Action', cell: action });
  return (
    <CourseListSection
      id="courses-to-be-dropped"
      title="Courses To Be Dropped"
      caption="Courses to be dropped"
      columns={columns}
      rows={form.dropped}
      subtotalKobo={form.summary?.dropped_subtotal_kobo}
    />
  );
}

/** Added Courses: Remove while the form may change. */
export function AddedCoursesSection({
  form,
  action,
}: {
  form: AddDropFormResponse;
  action?: (course: Added) => ReactNode;
}) {
  const columns: DataColumn<Added>[] = [codeColumn(), titleColumn(), hoursColumn(), amountColumn()];
  if (action) columns.push({ header: 'Action', cell: action });
  return (
    <CourseListSection
      id="added-courses"
      title="Added Courses"
      caption="Added courses"
      columns={columns}
      rows={form.added}
      subtotalKobo={form.summary?.added_full_kobo}
    />
  );
}

function Amount({ kobo, fullKobo, staffHalf }: { kobo: number; fullKobo: number; staffHalf: boolean }) {
  if (!staffHalf) return <>{formatNaira(kobo)}</>;
  return (
    <>
      <del aria-label={`Full amount ${formatNaira(fullKobo)}`}>{formatNaira(fullKobo)}</del> {formatNaira(kobo)}{' '}
      <span className="badge">Staff: half</span>
    </>
  );
}

/** Summary of Fees, as the server priced it (the pricing error when it cannot be priced yet). */
export function AddDropSummarySection({ form }: { form: AddDropFormResponse }) {
  const summary: Summary | null = form.summary;
  return (
    <FormSection id="summary-of-fees" title="Summary of Fees">
      {!summary ? (
        <p className="feedback feedback--info">{form.pricing_error}</p>
      ) : (
        <DetailsList
          className="details details--amounts"
          rows={[
            ['Total Credit Hours Dropped', summary.dropped_hours],
            ['Total Credit Hours Added', summary.added_hours],
            ['Dropped Courses', formatNaira(summary.dropped_subtotal_kobo)],
            [
              'Credited to Wallet (first two weeks only)',
              <Amount
                kobo={summary.dropped_credit_kobo}
                fullKobo={summary.dropped_credit_full_kobo}
                staffHalf={summary.dropped_credit_staff_discount_kobo > 0}
              />,
            ],
            [
              'Added Courses',
              <Amount
                kobo={summary.added_kobo}
                fullKobo={summary.added_full_kobo}
                staffHalf={summary.added_staff_discount_kobo > 0}
              />,
            ],
            ['Portal Wallet Balance', formatNaira(summary.wallet_balance_kobo)],
            ['Wallet Balance after Add/Drop', formatNaira(summary.closing_balance_kobo), 'details__total'],
            ['Amount to Pay', formatNaira(summary.amount_to_pay_kobo)],
          ]}
        />
      )}
      <p className="form-aside">
        Fees of dropped courses are credited to the portal wallet, never refunded in cash; a course dropped after the
        first two weeks is recorded as W (or WF after mid-semester) and credits nothing.
      </p>
    </FormSection>
  );
}

/** Personal Data of the add/drop form (the registration's level). */
export function AddDropPersonalData({ form }: { form: AddDropFormResponse }) {
  return <PersonalData form={form} />;
}
