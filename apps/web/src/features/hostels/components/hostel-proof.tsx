import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatNaira, periodTitle } from '@portal/domain';
import { PrintBar } from '../../../components/print-bar';
import { QueryStatus } from '../../../components/query-status';
import { WorkflowPrintFoot, WorkflowPrintHead } from '../../../components/workflow/workflow-print';
import { frameOf, paths } from '../../../config/paths';
import { hostelKeys, recordHostelPrint, useMyHostelPrint, type HostelPrintResponse } from '../api/hostels';
import { accommodationRows, personalDataRows, proofFeeRows } from './hostel-form-sections';
import { DetailsList } from '../../../components/details-list';

/** One A4 page: the Proof of Hostel Allocation with its form number and QR code (drawn by the server). */
export function HostelProofSheet({ data }: { data: HostelPrintResponse }) {
  const { student, allocation } = data;
  return (
    <article className="print-sheet" aria-label={`Proof of Hostel Allocation ${allocation.form_number}`}>
      <WorkflowPrintHead
        title="Proof of Hostel Allocation"
        line={
          <>
            Form No.: <strong>{allocation.form_number}</strong> · {periodTitle(data.period)}
          </>
        }
        formNumber={allocation.form_number}
        qrSvg={data.qr_svg}
      />

      <section aria-label="Personal data" className="print-sheet__block">
        <h2 className="print-sheet__title">:: Personal Data</h2>
        <div className="print-sheet__person">
          {student.passport_url ? (
            <img src={student.passport_url} alt={`Passport of ${student.full_name}`} width="96" height="96" />
          ) : null}
          <DetailsList className="print-details" rows={personalDataRows(data, new Date())} />
        </div>
      </section>

      <section aria-label="Hostel accommodation" className="print-sheet__block">
        <h2 className="print-sheet__title">:: Hostel Accommodation</h2>
        <DetailsList className="print-details" rows={accommodationRows(data.hostel_name, allocation)} />
      </section>

      <section aria-label="Summary of fees" className="print-sheet__block">
        <table className="print-table">
          <caption>:: SUMMARY OF FEES</caption>
          <tbody>
            {proofFeeRows(data).map(([term, kobo]) => (
              <tr key={term} className={term === 'Total Charges' ? 'print-table__total' : undefined}>
                <th scope="row">{term}</th>
                <td className="table__num">{formatNaira(kobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <WorkflowPrintFoot verificationUrl={data.verification_url} what="proof">
        <p>[1] Sign: ........................ Date: ........................</p>
        <p>
          <strong>Porter</strong>
        </p>
      </WorkflowPrintFoot>
    </article>
  );
}

/**
 * Records a print of the proof whenever the page is printed (the bar or the browser's own
 * command): the server keeps the porter's and the bursar's first print.
 */
export function useRecordPrint(periodId: string, customId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const onBeforePrint = () => {
      void recordHostelPrint(periodId, customId)
        .then((answer) => {
          // The panel's 'Proof printed by' shows the office's print at once.
          if (answer.recorded)
            void queryClient.invalidateQueries({ queryKey: hostelKeys.staffForm(periodId, customId) });
        })
        .catch(() => undefined);
    };
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, [enabled, periodId, customId, queryClient]);
}

/**
 * /student/print-hostel-form/{periodId}/{customId}: the student's proof. Before the allocation
 * the server says why there is nothing to print, and a link leads back to the form.
 */
export function StudentPrintHostelPage() {
  const { periodId = '', customId = '' } = useParams();
  const print = useMyHostelPrint(periodId);
  // The server said why there is no proof (a later refresh that fails keeps the proof it had).
  const refused = print.isError && !print.data;
  return (
    <div className="print-page">
      <PrintBar note={frameOf(paths.student.printHostelForm).intro} print={print} />
      {print.data ? <HostelProofSheet data={print.data} /> : null}
      {print.isPending ? (
        <div className="container">
          <QueryStatus query={print} />
        </div>
      ) : null}
      {refused ? (
        <div className="container page page--narrow">
          <section className="card" aria-labelledby="hostel-print-title">
            <h1 id="hostel-print-title" className="card__title">
              Proof of Hostel Allocation
            </h1>
            <QueryStatus query={print} />
            <p>
              <Link to={paths.student.hostelForm.getHref({ periodId, customId })}>Back to the Hostel Request Form</Link>
            </p>
          </section>
        </div>
      ) : null}
    </div>
  );
}
