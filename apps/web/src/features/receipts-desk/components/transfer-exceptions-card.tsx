import {
  assignTransferSchema,
  assignTransferWithAmountSchema,
  formatDateTime,
  formatNaira,
  TRANSFER_EXCEPTION_TEXTS,
} from '@portal/domain';
import { FormFrame } from '../../../components/form-frame';
import { AMOUNT_INPUT, FormField } from '../../../components/form-field';
import { useServerForm } from '../../../lib/use-server-form';
import { useAssignTransfer, useTransferExceptions, type TransferException } from '../api/payments';
import { DeskCard, DeskDetails } from './desk-card';

/**
 * The bursar's assignment of one exception: the student, and the amount the bank statement
 * shows only when the provider's could not be read (the API refuses it otherwise).
 */
function AssignForm({ item }: { item: TransferException }) {
  const assign = useAssignTransfer();
  const needsAmount = item.amount_kobo === null;
  const form = useServerForm({
    schema: needsAmount ? assignTransferWithAmountSchema : assignTransferSchema,
    isPending: assign.isPending,
    mode: 'onChange',
    defaultValues: { student_id: '', amount_naira: needsAmount ? '' : undefined },
  });
  const onSubmit = form.submitWith((values) =>
    assign.mutateAsync({ id: item.id, studentId: values.student_id, amountNaira: values.amount_naira }),
  );
  return (
    <FormFrame
      status={form.status}
      onSubmit={onSubmit}
      submitLabel={TRANSFER_EXCEPTION_TEXTS.assign}
      submitClassName="button button--primary"
    >
      <FormField
        id={`assign-transfer-${item.id}`}
        label={TRANSFER_EXCEPTION_TEXTS.studentId}
        autoComplete="off"
        {...form.field('student_id')}
      />
      {needsAmount ? (
        <FormField
          id={`assign-amount-${item.id}`}
          label={TRANSFER_EXCEPTION_TEXTS.amount}
          {...AMOUNT_INPUT}
          {...form.field('amount_naira')}
        />
      ) : null}
    </FormFrame>
  );
}

function ExceptionItem({ item, canAssign }: { item: TransferException; canAssign: boolean }) {
  return (
    <li className="desk-card__item">
      <DeskDetails
        label={`Bank transfer ${item.reference}`}
        rows={[
          ['Reference', item.reference],
          ['Received', formatDateTime(item.received_at)],
          ['Amount', item.amount_kobo === null ? TRANSFER_EXCEPTION_TEXTS.noAmount : formatNaira(item.amount_kobo)],
          ['Sender', [item.sender_name, item.sender_bank].filter(Boolean).join(', ') || '-'],
          ['Narration', item.narration ?? '-'],
          ['Account number', item.account_number ?? '-'],
          ['Why', item.reason ?? '-'],
        ]}
      />
      <details>
        <summary>{TRANSFER_EXCEPTION_TEXTS.raw}</summary>
        <pre className="desk-card__raw">{JSON.stringify(item.raw_event, null, 2)}</pre>
      </details>
      {canAssign ? <AssignForm item={item} /> : null}
    </li>
  );
}

/** Bank transfers the portal could not credit by itself (issue 29 §2), for the bursar to assign. */
export function TransferExceptionsCard({ canAssign }: { canAssign: boolean }) {
  const exceptions = useTransferExceptions();
  const items = exceptions.data?.items ?? [];
  return (
    <DeskCard id="desk-transfer-exceptions-title" title={TRANSFER_EXCEPTION_TEXTS.title}>
      {exceptions.isSuccess && items.length === 0 ? (
        <p className="empty-state">{TRANSFER_EXCEPTION_TEXTS.none}</p>
      ) : null}
      <ul className="desk-card__list">
        {items.map((item) => (
          <ExceptionItem key={item.id} item={item} canAssign={canAssign} />
        ))}
      </ul>
    </DeskCard>
  );
}
