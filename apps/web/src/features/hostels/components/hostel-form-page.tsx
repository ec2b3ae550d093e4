import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { formatNaira, HOSTEL_MESSAGES } from '@portal/domain';
import { Dialog } from '../../../components/dialog';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { frameOf, paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useChooseHostel, useMyHostelForm, type HostelFormResponse } from '../api/hostels';
import { HostelCards } from './hostel-cards';
import {
  HostelAccommodation,
  HostelFeeSummary,
  HostelPersonalData,
  HostelSection,
  HostelStatusBox,
} from './hostel-form-sections';
import { ContinueDialog, periodHeading } from './hostel-shared';

type Card = HostelFormResponse['hostels'][number];

/** Hostel Accommodation Secured: the request is complete; the proof is printed from the Print-outs. */
function SecuredDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title={HOSTEL_MESSAGES.securedTitle}
      role="alertdialog"
      // It comes with the page: the page is painted first, then it opens over it.
      opens="after-paint"
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--plain" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>{HOSTEL_MESSAGES.secured}</p>
      <p>
        <Link className="button button--primary" to={paths.student.printOuts.getHref()}>
          Go to Print
        </Link>
      </p>
      <div className="hostel-note">
        <p>
          <strong>NOTE:</strong> {HOSTEL_MESSAGES.securedNote}
        </p>
      </div>
    </Dialog>
  );
}

/** Insufficient Funds: the accommodation wallet does not cover the hostel's cost and caution fee. */
function InsufficientFundsDialog({ onReturn }: { onReturn: () => void }) {
  return (
    <ContinueDialog
      title={HOSTEL_MESSAGES.insufficientFundsTitle}
      message={HOSTEL_MESSAGES.insufficientFunds}
      buttonLabel="Return"
      onContinue={onReturn}
    />
  );
}

/**
 * /student/hostel-form/{periodId}/{customId}: the whole request from one request: its status,
 * Personal Data, the hostel cards while the student may choose, the accommodation and the fee
 * summary. A period without an application sends the student to the period list.
 */
export function HostelFormPage() {
  const { periodId = '', customId = '' } = useParams();
  const form = useMyHostelForm(periodId);
  const choose = useChooseHostel(periodId);
  const feedback = useFeedback();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [insufficient, setInsufficient] = useState(false);
  const [securedClosed, setSecuredClosed] = useState(false);

  if (form.isError && isApiError(form.error) && form.error.status === 404) {
    return <Navigate to={paths.student.applyForHostelPeriod.getHref()} replace />;
  }
  const data = form.data;
  if (data && data.student.custom_id !== customId) {
    return <Navigate to={paths.student.hostelForm.getHref({ periodId, customId: data.student.custom_id })} replace />;
  }

  const request = async (hostel: Card) => {
    setBusyId(hostel.id);
    try {
      feedback.show('success', (await choose.mutateAsync(hostel.id)).message);
    } catch (error) {
      const text = errorMessage(error);
      if (text === HOSTEL_MESSAGES.insufficientFunds) setInsufficient(true);
      else feedback.show('error', text);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <PageLayout
      {...frameOf(paths.student.hostelForm)}
      intro={data ? periodHeading(data.period) : undefined}
      footer={
        <>
          <Link to={paths.student.applyForHostelPeriod.getHref()}>Choose another semester</Link>
          {' · '}
          <Link to={paths.student.accommodationWallet.getHref()}>Accommodation Wallet</Link>
        </>
      }
    >
      <QueryStatus query={form} />
      <FeedbackRegion message={feedback.message} />
      {data ? (
        <>
          <HostelStatusBox application={data.application} />
          <HostelPersonalData form={data} />
          {data.hostels.length > 0 ? (
            <HostelSection id="hostel-choices" title="Hostels">
              <p className="hostel-wallet">
                Your Accommodation Wallet Balance: <strong>{formatNaira(data.wallet_balance_kobo)}</strong>
              </p>
              <p className="form-aside">{HOSTEL_MESSAGES.eligibility}</p>
              <HostelCards hostels={data.hostels} busyId={busyId} onChoose={(h) => void request(h)} />
            </HostelSection>
          ) : null}
          <HostelAccommodation application={data.application}>
            {data.can.print ? (
              <p>
                <Link
                  className="button button--primary"
                  to={paths.student.printHostelForm.getHref({ periodId, customId: data.student.custom_id })}
                >
                  Print Proof of Hostel Allocation
                </Link>
              </p>
            ) : null}
          </HostelAccommodation>
          <HostelFeeSummary summary={data.summary} />
          {data.secured && !securedClosed ? <SecuredDialog onClose={() => setSecuredClosed(true)} /> : null}
          {insufficient ? (
            <InsufficientFundsDialog
              onReturn={() => {
                setInsufficient(false);
                void form.refetch();
              }}
            />
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}
