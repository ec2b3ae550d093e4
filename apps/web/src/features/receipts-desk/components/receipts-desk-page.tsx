import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { creditPaymentSchema, formatDateTime, formatNaira, MESSAGES, officeCan, referenceSchema } from '@portal/domain';
import type { z } from 'zod';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { Dialog } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { PageLayout } from '../../../components/page-layout';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { useCreditPayment, useLookupPayment, type PaymentLookup } from '../api/payments';
import { CaptureReceiptCard } from './capture-receipt-card';
import { DeskCard } from './desk-card';
import { QueryReceiptCard } from './query-receipt-card';

type ReferenceValues = z.input<typeof referenceSchema>;
type ReferenceOutput = z.output<typeof referenceSchema>;
type CreditValues = z.input<typeof creditPaymentSchema>;
type CreditOutput = z.output<typeof creditPaymentSchema>;

/** The wallet-update dialog closes by itself (admin-faculty-side §9). */
export const WALLET_UPDATE_DIALOG_MS = 10_000;

function LookupResult({ result }: { result: PaymentLookup }) {
  const rows: [string, string][] = [
    ['Status', result.status],
    ['Message', result.message],
    [
      'Amount',
      result.currency === 'NGN' ? formatNaira(result.amount_kobo) : `${result.currency} ${result.amount_kobo}`,
    ],
    ['Customer Name', result.customer_name ?? '-'],
    ['Phone', result.phone ?? '-'],
    ['Reference', result.reference],
    ['Student ID', result.student_id ?? '-'],
    ['Transaction Date', formatDateTime(result.transaction_date)],
  ];
  return (
    <div className="desk-card__result">
      {result.credited ? <p className="badge badge--neutral desk-card__badge">Already credited</p> : null}
      <dl className="details details--compact" aria-label="Transaction details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function VerifyOnlinePayment() {
  const lookup = useLookupPayment();
  const [result, setResult] = useState<PaymentLookup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ReferenceValues, unknown, ReferenceOutput>({
    resolver: zodResolver(referenceSchema),
    mode: 'onChange',
    defaultValues: { reference: '' },
  });
  const isProcessing = isSubmitting || lookup.isPending;
  const errorRef = useErrorFocus(error, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setResult(null);
    try {
      setResult(await lookup.mutateAsync(values.reference));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <DeskCard id="desk-verify-title" title="Verify Online Payment">
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          id="desk-verify-reference"
          label="Transaction Id"
          autoComplete="off"
          spellCheck={false}
          registration={register('reference')}
          error={errors.reference?.message}
        />
        <button type="submit" className="button button--primary" disabled={!isValid || isProcessing}>
          {isProcessing ? MESSAGES.processing : 'Verify'}
        </button>
      </form>
      <div aria-live="polite">
        {error ? (
          <FeedbackMessage className="desk-card__alert" focusRef={errorRef}>
            {error}
          </FeedbackMessage>
        ) : null}
        {result ? <LookupResult result={result} /> : null}
      </div>
    </DeskCard>
  );
}

interface WalletUpdateResult {
  tone: 'success' | 'error';
  text: string;
  balanceKobo?: number;
}

function WalletUpdateDialog({ result, onClose }: { result: WalletUpdateResult; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, WALLET_UPDATE_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <Dialog
      title="Update Student Wallet"
      role="alertdialog"
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          Ok
        </button>
      }
    >
      <p className={result.tone === 'error' ? 'dialog__error' : 'dialog__success'}>{result.text}</p>
      {result.balanceKobo !== undefined ? <p>New balance: {formatNaira(result.balanceKobo)}</p> : null}
      <p className="field__hint">This closes by itself after 10 seconds.</p>
    </Dialog>
  );
}

function UpdateStudentWallet({ allowed }: { allowed: boolean }) {
  const credit = useCreditPayment();
  const [result, setResult] = useState<WalletUpdateResult | null>(null);
  const closeResult = useCallback(() => setResult(null), []);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<CreditValues, unknown, CreditOutput>({
    resolver: zodResolver(creditPaymentSchema),
    mode: 'onChange',
    defaultValues: { reference: '', student_amount: '' },
  });
  const isProcessing = isSubmitting || credit.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The server reads 'Student Id, Amount' with the same schema: send it as typed.
      const answer = await credit.mutateAsync({
        reference: values.reference,
        student_amount: getValues('student_amount').trim(),
      });
      setResult({ tone: 'success', text: answer.message, balanceKobo: answer.balance_kobo });
      reset({ reference: '', student_amount: '' });
    } catch (caught) {
      setResult({ tone: 'error', text: errorMessage(caught) });
    }
  });

  return (
    <DeskCard id="desk-credit-title" title="Update Student Wallet">
      {allowed ? null : (
        <p className="form-aside desk-card__note">
          Crediting payments is done by the ICT, Bursar and Assistant Bursar offices; your office can verify them.
        </p>
      )}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="fieldset-plain form" disabled={!allowed}>
          <FormField
            id="desk-credit-reference"
            label="Transaction Id"
            autoComplete="off"
            spellCheck={false}
            hint="Verify it first."
            registration={register('reference')}
            error={errors.reference?.message}
          />
          <FormField
            id="desk-credit-student-amount"
            label="Student Id, Amount"
            autoComplete="off"
            spellCheck={false}
            hint="Two values separated by a comma, e.g. 64004, 5000 (whole naira)."
            registration={register('student_amount')}
            error={errors.student_amount?.message}
          />
          <button type="submit" className="button button--primary" disabled={!allowed || !isValid || isProcessing}>
            {isProcessing ? MESSAGES.processing : 'Update Wallet'}
          </button>
        </fieldset>
      </form>
      {result ? <WalletUpdateDialog result={result} onClose={closeResult} /> : null}
    </DeskCard>
  );
}

/** /admin/capture-query-receipt (offices ict, bursar, auditor, assistant bursar). */
export function ReceiptsDeskPage() {
  const { data: user } = useCurrentUser();
  const canCredit = officeCan(user?.admin_position, 'creditOnlinePayments');
  return (
    <PageLayout title="Capture/Query Receipt" width="wide">
      <div className="desk-grid">
        <CaptureReceiptCard />
        <QueryReceiptCard />
        <VerifyOnlinePayment />
        <UpdateStudentWallet allowed={canCredit} />
      </div>
    </PageLayout>
  );
}
