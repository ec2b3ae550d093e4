import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { PrintBar } from '../../../components/print-bar';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useFeedback } from '../../../lib/use-feedback';
import { useHostelProcess, useStaffHostelForm, useStaffHostelPrint } from '../api/hostels';
import { HostelAccommodation, HostelFeeSummary, HostelPersonalData, HostelStatusBox } from './hostel-form-sections';
import { HostelProcessPanel, type ProcessOutcome } from './hostel-process-panel';
import { HostelProofSheet, useRecordPrint } from './hostel-proof';
import { ContinueDialog, periodHeading } from './hostel-shared';

/**
 * /admin/hostel-form/{periodId}/{customId}: the student's hostel request and the office's
 * PROCESS FORM panel; once complete, the Proof of Hostel Allocation above it, ready to print
 * (on paper only the proof shows). Two requests at most.
 */
export function StaffHostelFormPage() {
  const { periodId = '', customId = '' } = useParams();
  const form = useStaffHostelForm(periodId, customId);
  const complete = form.data?.application.status === 'complete';
  const print = useStaffHostelPrint(periodId, customId, complete);
  const actions = useHostelProcess(periodId, customId);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [done, setDone] = useState<ProcessOutcome | null>(null);
  useRecordPrint(periodId, customId, Boolean(print.data));
  const data = form.data;
  const queueHref = paths.admin.hostelApplications.getHref({ periodId });

  const report = (outcome: ProcessOutcome) => {
    if (outcome.tone === 'error') feedback.show('error', outcome.message);
    else if (outcome.title) setDone(outcome);
    else feedback.show('success', outcome.message);
  };

  return (
    <>
      {print.data ? (
        <div className="print-page">
          <PrintBar />
          <HostelProofSheet data={print.data} />
        </div>
      ) : null}
      <div className="hostel-screen-only">
        <PageLayout
          title={data ? `Hostel Request Form: ${data.student.full_name}` : 'Hostel Request Form'}
          width="wide"
          intro={data ? periodHeading(data.period) : undefined}
          footer={<Link to={queueHref}>Back to Hostel Requests</Link>}
        >
          <QueryStatus query={form} />
          {complete ? <QueryStatus query={print} /> : null}
          <FeedbackRegion message={feedback.message} />
          {data ? (
            <>
              <HostelStatusBox application={data.application} viewer="staff" />
              <HostelPersonalData form={data} />
              <HostelAccommodation application={data.application} />
              <HostelFeeSummary summary={data.summary} />
              {data.process ? (
                <HostelProcessPanel
                  form={data}
                  process={data.process}
                  actions={actions}
                  report={report}
                  reload={() => void form.refetch()}
                />
              ) : null}
              <AuditHistoryLink
                entity="hostel-application"
                customId={customId}
                periodId={periodId}
                label="Audit trail of this form"
              />
            </>
          ) : null}
        </PageLayout>
      </div>
      {done ? (
        <ContinueDialog
          title={done.title ?? done.message}
          message={done.title === done.message ? undefined : done.message}
          onContinue={() => {
            setDone(null);
            void navigate(queueHref);
          }}
        />
      ) : null}
    </>
  );
}
