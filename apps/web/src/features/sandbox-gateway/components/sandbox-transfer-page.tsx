import { useState } from 'react';
import { Link } from 'react-router';
import { formatNaira, sandboxTransferSchema, type SandboxTransferSent } from '@portal/domain';
import { SubmitButton } from '../../../components/form-frame';
import { FeedbackMessage } from '../../../components/feedback';
import { AMOUNT_INPUT, CODE_INPUT, FormField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { useServerForm } from '../../../lib/use-server-form';
import { useSendSandboxTransfer } from '../api/sandbox-gateway';
import { SandboxFrame } from './sandbox-frame';

const TITLE = 'Sandbox Bank Transfer';

const OUTCOME_TEXT: Record<string, string> = {
  credited: 'Sent. The transfer was credited to the portal wallet of the account’s student.',
  exception: 'Sent. No student holds this account: the transfer is listed for the Bursary as an exception.',
};

/**
 * /sandbox-gateway/transfer: the offline stand-in for a bank's app. It sends a transfer to a
 * student's own account number, which the portal receives as it would Paystack's signed event.
 */
export function SandboxTransferPage() {
  const send = useSendSandboxTransfer();
  const [sent, setSent] = useState<(SandboxTransferSent & { amount: string }) | null>(null);
  const form = useServerForm({
    schema: sandboxTransferSchema,
    isPending: send.isPending,
    mode: 'onChange',
    defaultValues: { account_number: '', amount: '', sender_name: '', sender_bank: '' },
  });
  const onSubmit = form.submitWith(async (values) => {
    setSent(null);
    const input = { ...values, amount: String(values.amount) };
    const answer = await send.mutateAsync(input);
    setSent({ ...answer, amount: formatNaira(Number(values.amount) * 100) });
  });

  return (
    <SandboxFrame title={TITLE} heading="Send a transfer">
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="transfer-account" label="Account number" {...CODE_INPUT} {...form.field('account_number')} />
        <FormField id="transfer-amount" label="Amount (NGN)" {...AMOUNT_INPUT} {...form.field('amount')} />
        <FormField id="transfer-sender" label="Sender name" {...form.field('sender_name')} />
        <FormField id="transfer-bank" label="Sender bank" {...form.field('sender_bank')} />
        <SubmitButton status={form.status} label="Send transfer" />
      </form>
      {sent ? (
        <FeedbackMessage tone="info">
          {sent.amount} (reference {sent.reference}): {OUTCOME_TEXT[sent.outcome] ?? sent.outcome}
        </FeedbackMessage>
      ) : null}
      <Link className="sandbox__back" to={paths.student.portalWallet.getHref()}>
        Back to the Portal Wallet
      </Link>
    </SandboxFrame>
  );
}
