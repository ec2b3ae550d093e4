import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  courseHoursText,
  formatLongDate,
  formatNaira,
  hoursTotalText,
  isPostgraduateLevel,
  periodTitle,
  programmeFeesLabel,
} from '@portal/domain';
import { DetailsList } from '../../../components/details-list';
import { PrintPersonalData } from '../../../components/print-sheet';
import { WorkflowPrintFoot, WorkflowPrintHead, WorkflowPrintView } from '../../../components/workflow/workflow-print';
import { frameOf, paths } from '../../../config/paths';
import {
  myRegistrationPrintQueryOptions,
  recordRegistrationPrint,
  staffRegistrationPrintQueryOptions,
  type RegistrationPrintResponse,
} from '../api/registration';

/** One A4 page: the registration form as the Registry files it, with its QR code. */
export function RegistrationPrintSheet({ data }: { data: RegistrationPrintResponse }) {
  const { registration, summary } = data;
  const level = isPostgraduateLevel(registration.current_level) ? 'Postgraduate' : 'Undergraduate';
  return (
    <article className="print-sheet" aria-label={`Registration form ${registration.form_number ?? ''}`}>
      <WorkflowPrintHead
        title={
          <>
            {level} Semester Registration Form: {periodTitle(data.period)}
          </>
        }
        line={
          <>
            Form number: <strong>{registration.form_number}</strong> · Completed{' '}
            {formatLongDate(registration.completed_at)}
          </>
        }
        formNumber={registration.form_number}
        qrSvg={data.qr_svg}
      />

      <PrintPersonalData form={data} />

      <div className="print-sheet__columns">
        <table className="print-table">
          <caption>Seminary charges</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="table__num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {data.charges.map((c) => (
              <tr key={c.item}>
                <td>{c.item}</td>
                <td className="table__num">{formatNaira(c.amount_kobo)}</td>
              </tr>
            ))}
            <tr className="print-table__total">
              <th scope="row">Total</th>
              <td className="table__num">{formatNaira(summary.charges_total_kobo)}</td>
            </tr>
          </tbody>
        </table>
        <table className="print-table">
          <caption>Courses</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Title</th>
              <th scope="col">CH</th>
              <th scope="col" className="table__num">
                Fee
              </th>
            </tr>
          </thead>
          <tbody>
            {data.courses.map((c) => (
              <tr key={c.code}>
                <td>{c.code}</td>
                <td>{c.title}</td>
                <td>{courseHoursText(c)}</td>
                <td className="table__num">{formatNaira(c.amount_kobo)}</td>
              </tr>
            ))}
            <tr className="print-table__total">
              <th scope="row" colSpan={2}>
                Total ({hoursTotalText(summary)})
              </th>
              <td />
              <td className="table__num">{formatNaira(summary.programme_fees_full_kobo)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      <DetailsList
        className="print-details print-details--totals"
        rows={[
          ['Seminary charges', formatNaira(summary.charges_total_kobo)],
          [
            programmeFeesLabel(summary),
            summary.staff_discount_kobo > 0 ? (
              <>
                <del>{formatNaira(summary.programme_fees_full_kobo)}</del> {formatNaira(summary.programme_fees_kobo)}{' '}
                (staff)
              </>
            ) : (
              formatNaira(summary.programme_fees_kobo)
            ),
          ],
          summary.affiliation_fee_kobo > 0 && ['Affiliation fee', formatNaira(summary.affiliation_fee_kobo)],
          ['Grand total', <strong>{formatNaira(summary.grand_total_kobo)}</strong>],
          ['Opening balance', formatNaira(registration.opening_balance_kobo ?? 0)],
          ['Closing balance', formatNaira(registration.closing_balance_kobo ?? 0)],
        ]}
      />

      <WorkflowPrintFoot verificationUrl={data.verification_url} what="form">
        <div className="print-sheet__signatures">
          <p>Student&apos;s signature</p>
          <p>Bursar</p>
          <p>Registrar</p>
        </div>
      </WorkflowPrintFoot>
    </article>
  );
}

function PrintView(props: {
  print: { data: RegistrationPrintResponse | undefined; isPending: boolean; isError: boolean; error: unknown };
  note?: string | undefined;
}) {
  return <WorkflowPrintView {...props} sheet={(data) => <RegistrationPrintSheet data={data} />} />;
}

/** /student/print-registration-form/{periodId}/{customId}: the student's own completed form. */
export function StudentPrintRegistrationPage() {
  const { periodId = '' } = useParams();
  return (
    <PrintView
      print={useQuery(myRegistrationPrintQueryOptions(periodId))}
      note={frameOf(paths.student.printRegistrationForm).intro}
    />
  );
}

/**
 * /admin/print-registration-form/{periodId}/{customId}. Printing by the bursar, registrar or
 * dean records that office's print (once), when the page opens.
 */
export function AdminPrintRegistrationPage() {
  const { periodId = '', customId = '' } = useParams();
  const print = useQuery(staffRegistrationPrintQueryOptions(periodId, customId));
  const recorded = useRef(false);
  useEffect(() => {
    if (!print.data || recorded.current) return;
    recorded.current = true;
    void recordRegistrationPrint(periodId, customId).catch(() => undefined);
  }, [print.data, periodId, customId]);
  return <PrintView print={print} />;
}
