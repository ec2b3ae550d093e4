import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatLongDate, formatNaira, periodTitle } from '@portal/domain';
import { PrintPersonalData } from '../../../components/print-sheet';
import { WorkflowPrintFoot, WorkflowPrintView } from '../../../components/workflow/workflow-print';
import { frameOf, paths } from '../../../config/paths';
import {
  myAddDropPrintQueryOptions,
  recordAddDropPrint,
  staffAddDropPrintQueryOptions,
  type AddDropPrintResponse,
} from '../api/add-drop';
import { DetailsList } from '../../../components/details-list';

type Line = AddDropPrintResponse['added'][number];

function hoursOf(line: Line): string | number {
  return line.hours === 'P/F' ? 'P/F' : line.form_hours;
}

function CourseTable({
  caption,
  lines,
  subtotalKobo,
  mark,
}: {
  caption: string;
  lines: readonly (Line & { mark_label?: string | null })[];
  subtotalKobo: number;
  mark?: boolean;
}) {
  return (
    <table className="print-table">
      <caption>{caption}</caption>
      <colgroup>
        <col style={{ width: '14%' }} />
        <col />
        <col style={{ width: '8%' }} />
        <col style={{ width: '18%' }} />
        {mark ? <col style={{ width: '8%' }} /> : null}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Title</th>
          <th scope="col">CH</th>
          <th scope="col" className="table__num">
            Amount
          </th>
          {mark ? <th scope="col">Mark</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={mark ? 5 : 4}>None</td>
          </tr>
        ) : (
          lines.map((c) => (
            <tr key={c.code}>
              <td>{c.code}</td>
              <td>{c.title}</td>
              <td>{hoursOf(c)}</td>
              <td className="table__num">{formatNaira(c.amount_kobo)}</td>
              {mark ? <td>{c.mark_label ?? ''}</td> : null}
            </tr>
          ))
        )}
        <tr className="print-table__total">
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td className="table__num">{formatNaira(subtotalKobo)}</td>
          {mark ? <td /> : null}
        </tr>
      </tbody>
    </table>
  );
}

/** One A4 page: the completed add/drop form as the offices file it, with its QR code. */
export function AddDropPrintSheet({ data }: { data: AddDropPrintResponse }) {
  const { add_drop: addDrop, summary } = data;
  return (
    <article className="print-sheet" aria-label={`Add/Drop form ${addDrop.form_number ?? ''}`}>
      <header className="print-sheet__head">
        <img src="/logo.svg" alt="" width="56" height="56" />
        <div>
          <p className="print-sheet__institution">ECWA Theological Seminary, Jos</p>
          <h1 className="print-sheet__title">{data.title} Add/Drop Form</h1>
          <p>{periodTitle(data.period)}</p>
          <p>
            Form No.: <strong>{addDrop.form_number}</strong>
          </p>
        </div>
        <img className="print-sheet__qr" src={data.qr_svg} alt="QR code to verify this form" width="104" height="104" />
      </header>

      <PrintPersonalData form={data} />

      <div className="print-sheet__block">
        <CourseTable caption="Dropped Courses" lines={data.dropped} subtotalKobo={summary.dropped_subtotal_kobo} mark />
      </div>
      <div className="print-sheet__block">
        <CourseTable caption="Added Courses" lines={data.added} subtotalKobo={summary.added_full_kobo} />
      </div>

      <DetailsList
        className="print-details print-details--totals"
        label="Summary of Fees"
        rows={[
          ['Opening Balance', formatNaira(summary.wallet_balance_kobo)],
          ['Credited for Dropped Courses', formatNaira(summary.dropped_credit_kobo)],
          ['Charged for Added Courses', formatNaira(summary.added_kobo)],
          ['Closing Balance', <strong>{formatNaira(summary.closing_balance_kobo)}</strong>],
          ['Date', formatLongDate(addDrop.completed_at)],
        ]}
      />

      <WorkflowPrintFoot verificationUrl={data.verification_url} what="form">
        <div className="print-sheet__signatures">
          <p>Head of Department</p>
          <p>Dean of Faculty</p>
          <p>Bursar</p>
          <p>Registrar</p>
        </div>
      </WorkflowPrintFoot>
    </article>
  );
}

function PrintView(props: {
  print: { data: AddDropPrintResponse | undefined; isPending: boolean; isError: boolean; error: unknown };
  onPrint?: (() => Promise<unknown>) | undefined;
  note?: string | undefined;
}) {
  return <WorkflowPrintView {...props} sheet={(data) => <AddDropPrintSheet data={data} />} />;
}

/** /student/print-add-drop-form/{periodId}/{customId}: the student's own completed form. */
export function StudentPrintAddDropPage() {
  const { periodId = '' } = useParams();
  return (
    <PrintView
      print={useQuery({ ...myAddDropPrintQueryOptions(periodId), retry: false })}
      note={frameOf(paths.student.printAddDropForm).intro}
    />
  );
}

/**
 * /admin/print-add-drop-form/{periodId}/{customId}. 'Click here to Print' records the bursar's,
 * registrar's or dean's print (other offices are not recorded), then opens the print dialog.
 */
export function AdminPrintAddDropPage() {
  const { periodId = '', customId = '' } = useParams();
  const print = useQuery({ ...staffAddDropPrintQueryOptions(periodId, customId), retry: false });
  return <PrintView print={print} onPrint={print.data ? () => recordAddDropPrint(periodId, customId) : undefined} />;
}
