import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatNaira, MESSAGES } from '@portal/domain';
import { FeedbackMessage } from '../../../components/feedback';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/api-client';
import { leaveApp } from '../../../lib/leave-app';
import { paths } from '../../../config/paths';
import { SandboxFrame } from './sandbox-frame';
import { useCompleteSandboxTransaction, useSandboxTransaction, type SandboxOutcome } from '../api/sandbox-gateway';

const TITLE = 'Sandbox Payment Gateway';

const OUTCOMES: { outcome: SandboxOutcome; label: string; className: string }[] = [
  { outcome: 'success', label: 'Pay (simulate success)', className: 'button sandbox__pay' },
  { outcome: 'failed', label: 'Decline (simulate failure)', className: 'button sandbox__decline' },
  { outcome: 'abandoned', label: 'Cancel payment', className: 'button sandbox__cancel' },
];

const STATUS_TEXT: Record<string, string> = {
  success: 'paid',
  failed: 'declined',
  abandoned: 'cancelled',
};

function BackToWallet() {
  return (
    <Link className="sandbox__back" to={paths.student.portalWallet.getHref()}>
      Back to the Portal Wallet
    </Link>
  );
}

/**
 * /sandbox-gateway/checkout/:reference: the offline stand-in for a card provider's checkout page.
 * Deliberately unlike the portal (own header, grey-blue colours) so nobody mistakes it for a
 * real payment.
 */
export function SandboxCheckoutPage() {
  const { reference = '' } = useParams();
  const transaction = useSandboxTransaction(reference);
  const complete = useCompleteSandboxTransaction(reference);
  const [chosen, setChosen] = useState<SandboxOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (outcome: SandboxOutcome) => {
    setError(null);
    setChosen(outcome);
    try {
      const { redirect_url } = await complete.mutateAsync(outcome);
      // Back to the portal, like a real provider: a same-origin path only.
      if (!leaveApp(redirect_url)) {
        setChosen(null);
        setError(MESSAGES.unexpected);
      }
    } catch (caught) {
      setChosen(null);
      setError(errorMessage(caught));
      void transaction.refetch();
    }
  };

  const tx = transaction.data;
  const busy = chosen !== null;

  return (
    <SandboxFrame
      title={TITLE}
      heading="Checkout"
      footnote="A test page of the portal’s offline payment provider. Choosing an outcome returns you to the portal."
    >
      {transaction.isPending ? <LoadingState /> : null}
      {transaction.isError ? (
        <>
          <FeedbackMessage>{errorMessage(transaction.error)}</FeedbackMessage>
          <BackToWallet />
        </>
      ) : null}
      {tx ? (
        <>
          <dl className="details sandbox__details">
            <div>
              <dt>Merchant</dt>
              <dd>{tx.merchant}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{tx.email}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd>{tx.reference}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd className="sandbox__amount">{formatNaira(tx.amount_kobo)}</dd>
            </div>
          </dl>
          {error ? <FeedbackMessage>{error}</FeedbackMessage> : null}
          {tx.status === 'pending' ? (
            <div className="sandbox__actions">
              {OUTCOMES.map(({ outcome, label, className }) => (
                <button
                  key={outcome}
                  type="button"
                  className={className}
                  disabled={busy}
                  onClick={() => void choose(outcome)}
                >
                  {chosen === outcome ? MESSAGES.processing : label}
                </button>
              ))}
            </div>
          ) : (
            <>
              <FeedbackMessage tone="info">
                This payment has already been completed ({STATUS_TEXT[tx.status] ?? tx.status}).
              </FeedbackMessage>
              <BackToWallet />
            </>
          )}
        </>
      ) : null}
    </SandboxFrame>
  );
}
