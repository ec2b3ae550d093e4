import { useParams } from 'react-router';
import { formatLongDate } from '@portal/domain';
import { DetailsList } from '../../../components/details-list';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { useVerification } from '../api/registration';

/**
 * /verify/{code}: the public page a printed form's QR code opens. It says whether the form is
 * genuine and shows only what is needed to check it against the paper.
 */
export function VerifyFormPage() {
  const { code = '' } = useParams();
  const answer = useVerification(code);
  const data = answer.data;
  return (
    <PageLayout title="Verify a Printed Form" width="narrow">
      {/* React places it in the head: the page is never indexed (issue 28 §5). */}
      <meta name="robots" content="noindex, nofollow" />
      <QueryStatus query={answer} />
      {data?.genuine ? (
        <>
          <div className="feedback feedback--success" role="status">
            <p>
              <strong>Genuine.</strong> This {data.kind_label} was issued by the portal of ECWA Theological Seminary,
              Jos.
            </p>
          </div>
          <p>Check that the printed form shows the same details:</p>
          <DetailsList
            rows={[
              ['Form number', data.form_number],
              ['Name', data.full_name],
              ['Student ID', data.student_id],
              ['Programme', data.programme ?? '-'],
              ['Period', data.period],
              ['Status', data.status],
              ['Date', formatLongDate(data.date)],
            ]}
          />
        </>
      ) : null}
      {data && !data.genuine ? (
        <div className="feedback feedback--error" role="alert">
          <p>
            <strong>Warning: not a genuine form.</strong>
          </p>
          <p>{data.message}</p>
        </div>
      ) : null}
    </PageLayout>
  );
}
