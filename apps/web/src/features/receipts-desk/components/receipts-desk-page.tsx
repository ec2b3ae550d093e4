import { useOfficeCan } from '../../../lib/use-office-can';
import { useCallback, useEffect, useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { SubmitButton } from '../../../components/form-frame';
import { FormRefusal } from '../../../components/feedback';
import { creditPaymentSchema, formatDateTime, formatNaira, referenceSchema } from '@portal/domain';
import { MessageDialog } from '../../../components/message-dialog';
import { CODE_INPUT, FormField } from '../../../components/form-field';
import { FormFields, type FieldSpec } from '../../../components/form-fields';
import { PageLayout } from '../../../components/page-layout';
import { useCreditPayment, useLookupPayment, type PaymentLookup } from '../api/payments';
import { CaptureReceiptCard } from './capture-receipt-card';
import { DeskCard, DeskDetails } from './desk-card';
import { QueryReceiptCard } from './query-receipt-card';
import { TransferExceptionsCard } from './transfer-exceptions-card';

/** The wallet-update dialog closes by itself (admin-faculty-side §9). */
export const WALLET_UPDATE_DIALOG_MS = 10_000;

const CREDIT_FIELDS: FieldSpec<'reference' | 'student_amount'>[] = [
  { name: 'reference', id: 'desk-credit-reference', label: 'Transaction Id', hint: 'Verify it first.', ...CODE_INPUT },
  {
    name: 'student_amount',
    id: 'desk-credit-student-amount',
    label: 'Student Id, Amount',
    hint: 'Two values separated by a comma, e.g. 64004, 5000 (whole naira).',
    ...CODE_INPUT,
  },
];

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
      <DeskDetails label="Transaction details" rows={rows} />
    </div>
  );
}

function VerifyOnlinePayment() {
  const lookup = useLookupPayment();
  const [result, setResult] = useState<PaymentLookup | null>(null);
  const form = useServerForm({
    schema: referenceSchema,
    isPending: lookup.isPending,
    mode: 'onChange',
    defaultValues: { reference: '' },
  });
  const onSubmit = form.submitWith(async (values) => {
    setResult(null);
    setResult(await lookup.mutateAsync(values.reference));
  });

  return (
    <DeskCard id="desk-verify-title" title="Verify Online Payment">
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="desk-verify-reference" label="Transaction Id" {...CODE_INPUT} {...form.field('reference')} />
        <SubmitButton status={form.status} label="Verify" />
      </form>
      <div aria-live="polite">
        <FormRefusal {...form.status} className="desk-card__alert" />
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
    <MessageDialog title="Update Student Wallet" role="alertdialog" onClose={onClose}>
      <p className={result.tone === 'error' ? 'dialog__error' : 'dialog__success'}>{result.text}</p>
      {result.balanceKobo !== undefined ? <p>New balance: {formatNaira(result.balanceKobo)}</p> : null}
      <p className="field__hint">This closes by itself after 10 seconds.</p>
    </MessageDialog>
  );
}

function UpdateStudentWallet({ allowed }: { allowed: boolean }) {
  const credit = useCreditPayment();
  const [result, setResult] = useState<WalletUpdateResult | null>(null);
  const closeResult = useCallback(() => setResult(null), []);
  const form = useServerForm({
    schema: creditPaymentSchema,
    isPending: credit.isPending,
    onRefused: (text) => setResult({ tone: 'error', text }),
    mode: 'onChange',
    defaultValues: { reference: '', student_amount: '' },
  });
  const onSubmit = form.submitWith(async (values) => {
    // The server reads 'Student Id, Amount' with the same schema: send it as typed.
    const answer = await credit.mutateAsync({
      reference: values.reference,
      student_amount: form.getValues('student_amount').trim(),
    });
    setResult({ tone: 'success', text: answer.message, balanceKobo: answer.balance_kobo });
    form.reset({ reference: '', student_amount: '' });
  });

  return (
    <DeskCard id="desk-credit-title" title="Update Student Wallet">
      {allowed ? null : (
        <p className="form-aside desk-card__note">
          Crediting payments is done by the ICT, Bursar and Assistant Bursar offices; your office can verify them.
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <fieldset className="fieldset-plain form" disabled={!allowed}>
          <FormFields form={form} fields={CREDIT_FIELDS} />
          <SubmitButton status={form.status} label="Update Wallet" disabled={!allowed} />
        </fieldset>
      </form>
      {result ? <WalletUpdateDialog result={result} onClose={closeResult} /> : null}
    </DeskCard>
  );
}

/** /admin/capture-query-receipt (offices ict, bursar, auditor, assistant bursar). */
export function ReceiptsDeskPage() {
  const canCredit = useOfficeCan('creditOnlinePayments');
  return (
    <PageLayout title="Capture/Query Receipt" width="wide">
      <div className="desk-grid">
        <CaptureReceiptCard />
        <QueryReceiptCard />
        <VerifyOnlinePayment />
        <UpdateStudentWallet allowed={canCredit} />
        <TransferExceptionsCard canAssign={canCredit} />
      </div>
    </PageLayout>
  );
}
