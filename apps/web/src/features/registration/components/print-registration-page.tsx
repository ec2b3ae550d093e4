import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatLongDate, formatNaira, isPostgraduateLevel, periodTitle } from '@portal/domain';
import { PrintBar } from '../../../components/print-bar';
import { PrintPersonalData } from '../../../components/print-sheet';
import { QueryStatus } from '../../../components/query-status';
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
      <header className="print-sheet__head">
        <img src="/logo.svg" alt="" width="56" height="56" />
        <div>
          <p className="print-sheet__institution">ECWA Theological Seminary, Jos (JETS)</p>
          <h1 className="print-sheet__title">
            {level} Semester Registration Form: {periodTitle(data.period)}
          </h1>
          <p>
            Form number: <strong>{registration.form_number}</strong> · Completed{' '}
            {formatLongDate(registration.completed_at)}
          </p>
        </div>
        <img
          className="print-sheet__qr"
          src={data.qr_svg}
          alt={`QR code to verify form ${registration.form_number}`}
          width="104"
          height="104"
        />
      </header>

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
                <td>{c.hours === 'P/F' ? 'P/F' : c.form_hours}</td>
                <td className="table__num">{formatNaira(c.amount_kobo)}</td>
              </tr>
            ))}
            <tr className="print-table__total">
              <th scope="row" colSpan={2}>
                Total ({summary.total_hours} hours)
              </th>
              <td />
              <td className="table__num">{formatNaira(summary.programme_fees_full_kobo)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      <dl className="print-details print-details--totals">
        <div>
          <dt>Seminary charges</dt>
          <dd>{formatNaira(summary.charges_total_kobo)}</dd>
        </div>
        <div>
          <dt>Programme fees</dt>
          <dd>
            {summary.staff_discount_kobo > 0 ? (
              <>
                <del>{formatNaira(summary.programme_fees_full_kobo)}</del> {formatNaira(summary.programme_fees_kobo)}{' '}
                (staff)
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
        <div>
          <dt>Grand total</dt>
          <dd>
            <strong>{formatNaira(summary.grand_total_kobo)}</strong>
          </dd>
        </div>
        <div>
          <dt>Opening balance</dt>
          <dd>{formatNaira(registration.opening_balance_kobo ?? 0)}</dd>
        </div>
        <div>
          <dt>Closing balance</dt>
          <dd>{formatNaira(registration.closing_balance_kobo ?? 0)}</dd>
        </div>
      </dl>

      <footer className="print-sheet__foot">
        <div className="print-sheet__signatures">
          <p>Student&apos;s signature</p>
          <p>Bursar</p>
          <p>Registrar</p>
        </div>
        <p className="print-sheet__verify">
          Scan the QR code or open {data.verification_url} to check that this form is genuine.
        </p>
      </footer>
    </article>
  );
}

function PrintView({
  print,
  note,
}: {
  print: { data: RegistrationPrintResponse | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** The student's page: its frame's note under the bar (config/paths.ts). */
  note?: string | undefined;
}) {
  return (
    <div className="print-page">
      <PrintBar note={note} disabled={!print.data} />
      <div className="container">
        <QueryStatus query={print} />
      </div>
      {print.data ? <RegistrationPrintSheet data={print.data} /> : null}
    </div>
  );
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
