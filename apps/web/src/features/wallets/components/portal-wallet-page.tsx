import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useServerForm } from '../../../lib/use-server-form';
import { SubmitButton } from '../../../components/form-frame';
import {
  formatNaira,
  MAX_TOP_UP_NAIRA,
  MESSAGES,
  MIN_TOP_UP_NAIRA,
  nairaToKobo,
  referenceSchema,
  topUpSchema,
  WALLET_MESSAGES,
} from '@portal/domain';
import { FeedbackMessage, FeedbackRegion } from '../../../components/feedback';
import { AMOUNT_INPUT, CODE_INPUT, FormField } from '../../../components/form-field';
import { FormSection } from '../../../components/form-sections';
import { PageLayout } from '../../../components/page-layout';
import { frameOf, paths } from '../../../config/paths';
import { QueryStatus } from '../../../components/query-status';
import { leaveApp } from '../../../lib/leave-app';
import { useFeedback } from '../../../lib/use-feedback';
import { useMyWallets, useOwnAccount, useStartTopUp, useVerifyTopUp, type BankAccount } from '../api/wallets';
import { verificationErrorText } from '../lib/verification-error';
import { TopUpsTable } from './top-ups-table';

import { OwnAccountSection } from './own-account';
import { WalletBalance, WalletStatementTable } from './wallet-statement';

export const VERIFYING_TEXT = 'Verifying..';

const AMOUNT_HINT = `Whole naira, digits only: ${formatNaira(nairaToKobo(MIN_TOP_UP_NAIRA))} to ${formatNaira(
  nairaToKobo(MAX_TOP_UP_NAIRA),
)}.`;

interface TopUpFormProps {
  /** After a successful top-up in this visit the control stays off (student-side §4). */
  locked: boolean;
  busy: boolean;
  sandbox: boolean;
  onError: (text: string) => void;
}

function TopUpForm({ locked, busy, sandbox, onError }: TopUpFormProps) {
  const start = useStartTopUp();
  const [leaving, setLeaving] = useState(false);
  const form = useServerForm({
    schema: topUpSchema,
    isPending: start.isPending || leaving,
    onRefused: onError,
    mode: 'onChange',
    defaultValues: { amount: '' },
  });
  const onSubmit = form.submitWith(async (values) => {
    const started = await start.mutateAsync(String(values.amount));
    // The provider's checkout page: the sandbox's own page here, or Paystack over https.
    if (leaveApp(started.authorization_url, { allowExternal: true })) setLeaving(true);
    else onError(MESSAGES.unexpected);
  });

  return (
    <FormSection id="top-up-title" title="Top Up" className="section">
      <form className="form" noValidate onSubmit={onSubmit}>
        <fieldset className="fieldset-plain" disabled={locked}>
          <FormField
            id="top-up-amount"
            label="Amount (NGN)"
            hint={AMOUNT_HINT}
            {...AMOUNT_INPUT}
            {...form.field('amount')}
          />
        </fieldset>
        <SubmitButton status={form.status} label="Pay with Card or Bank" disabled={locked || busy} />
        {locked ? (
          <p className="form-aside">Your wallet has been credited. Reload the page to make another top-up.</p>
        ) : sandbox ? (
          <p className="form-aside">Test mode: the payment opens the sandbox gateway and no real money moves.</p>
        ) : null}
      </form>
    </FormSection>
  );
}

interface VerifyFormProps {
  busy: boolean;
  onVerify: (reference: string) => Promise<boolean>;
}

function VerifyReferenceForm({ busy, onVerify }: VerifyFormProps) {
  const form = useServerForm({
    schema: referenceSchema,
    isPending: busy,
    mode: 'onChange',
    defaultValues: { reference: '' },
  });
  const onSubmit = form.submitWith(async (values) => {
    if (await onVerify(values.reference)) form.reset({ reference: '' });
  });

  return (
    <FormSection id="verify-reference-title" title="Verify a Transaction Reference" className="section">
      <p className="lead">If you paid but were not brought back to this page, enter the payment’s reference here.</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="verify-reference" label="Transaction Reference" {...CODE_INPUT} {...form.field('reference')} />
        <SubmitButton
          status={form.status}
          label="Verify"
          processingLabel={VERIFYING_TEXT}
          className="button button--secondary"
        />
      </form>
    </FormSection>
  );
}

/** Said above example accounts (the demo without configured accounts: issue 15 §4). */
export const EXAMPLE_ACCOUNTS_NOTE = 'Example accounts for this demonstration: do not pay into them.';

/**
 * The accounts to pay into. None configured in a real deployment: no block at all (never a
 * placeholder). In the demo, example accounts marked as examples.
 */
function BankTransfer({ accounts }: { accounts: readonly BankAccount[] }) {
  if (accounts.length === 0) return null;
  const hasExamples = accounts.some((account) => account.example);
  return (
    <FormSection id="bank-transfer-title" title="Pay by Bank Transfer" className="section">
      {hasExamples ? (
        <p className="form-aside">
          <strong>{EXAMPLE_ACCOUNTS_NOTE}</strong>
        </p>
      ) : null}
      <ul className="bank-accounts">
        {accounts.map((account) => (
          <li key={account.label} className="bank-accounts__item">
            <span className="bank-accounts__label">
              {account.label}
              {account.example ? <span className="badge"> Example</span> : null}
            </span>
            <span className="bank-accounts__details">{account.details}</span>
          </li>
        ))}
      </ul>
      <p className="form-aside">
        Pay into the account for your programme, then proceed to the Bursary with your payment slip for an official
        receipt. The Bursary credits your portal wallet.
      </p>
    </FormSection>
  );
}

/** /student/portal-wallet: balance, card top-up, reference verification, bank transfer and statement. */
export function PortalWalletPage() {
  const wallets = useMyWallets();
  const ownAccount = useOwnAccount();
  const ownAccountActive = ownAccount.data?.status === 'active';
  const { mutateAsync: verifyReference, isPending: isVerifying } = useVerifyTopUp();
  // The wallet spec clears errors after 5 s as well (student-side §8).
  const { message, show } = useFeedback({ errorsExpire: true });
  const [credited, setCredited] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get('reference') ?? searchParams.get('trxref');
  const verifiedReturn = useRef<string | null>(null);

  const verify = useCallback(
    async (reference: string): Promise<boolean> => {
      try {
        const answer = await verifyReference(reference);
        setCredited(true);
        show('success', answer.message || WALLET_MESSAGES.credited);
        return true;
      } catch (error) {
        show('error', verificationErrorText(error));
        return false;
      }
    },
    [verifyReference, show],
  );

  // Back from the provider: verify the reference once, then drop it from the address.
  useEffect(() => {
    if (!returned || verifiedReturn.current === returned) return;
    verifiedReturn.current = returned;
    setSearchParams({}, { replace: true });
    const parsed = referenceSchema.safeParse({ reference: returned });
    if (parsed.success) void verify(parsed.data.reference);
    else show('error', WALLET_MESSAGES.notFound);
  }, [returned, setSearchParams, verify, show]);

  const data = wallets.data;
  const portal = data?.portal ?? null;

  return (
    <PageLayout
      {...frameOf(paths.student.portalWallet)}
      // Issue 15: the accommodation wallet was reachable only by typing its address.
      footer={<Link to={paths.student.accommodationWallet.getHref()}>Accommodation Wallet</Link>}
    >
      <QueryStatus query={wallets} onRetry={() => void wallets.refetch()} />
      {data && portal ? <WalletBalance label="Balance" kobo={portal.balance_kobo} /> : null}
      {data && !portal ? (
        <FeedbackMessage tone="info">
          Your portal wallet has not been opened yet. Contact the ICT department.
        </FeedbackMessage>
      ) : null}

      <FeedbackRegion message={message} pending={isVerifying ? VERIFYING_TEXT : null} errorColor="red" />

      {data && portal ? (
        <>
          <TopUpForm
            locked={credited}
            busy={isVerifying}
            sandbox={data.provider === 'sandbox'}
            onError={(text) => show('error', text)}
          />
          <VerifyReferenceForm busy={isVerifying} onVerify={verify} />
        </>
      ) : null}
      {data && portal ? <OwnAccountSection account={ownAccount.data} sandbox={data.provider === 'sandbox'} /> : null}
      {/* The general accounts, unless the student has their own (issue 29 §1). */}
      {data && !ownAccountActive ? <BankTransfer accounts={data.bank_accounts} /> : null}
      {data && portal ? (
        <FormSection id="portal-statement-title" title="Statement" className="section">
          <WalletStatementTable entries={portal.entries} caption="Portal wallet statement, newest first" />
        </FormSection>
      ) : null}
      {data && portal ? (
        <FormSection id="portal-top-ups-title" title="Top-ups" className="section">
          <TopUpsTable topUps={data.top_ups} />
        </FormSection>
      ) : null}
    </PageLayout>
  );
}
