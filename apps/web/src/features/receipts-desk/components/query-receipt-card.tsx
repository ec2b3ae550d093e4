import { useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { SubmitButton } from '../../../components/form-frame';
import { formatDateTime, formatNaira, queryReceiptSchema } from '@portal/domain';
import { FeedbackMessage } from '../../../components/feedback';
import { FormField } from '../../../components/form-field';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/api-client';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { useReceiptQuery, type QueryReceiptResponse } from '../api/receipts';
import { DeskCard, DeskDetails } from './desk-card';

const WALLET_NAMES = { portal: 'Portal', accommodation: 'Accommodation' } as const;

function ReceiptAnswer({ answer }: { answer: QueryReceiptResponse }) {
  const { receipt, student, officer, entry } = answer;
  return (
    <div className="desk-card__result">
      <DeskDetails
        label="Receipt"
        rows={[
          ['Receipt Number', receipt.receipt_number],
          ['Description', receipt.description_label],
          ['Amount', formatNaira(receipt.amount_kobo)],
          ['Wallet', WALLET_NAMES[receipt.wallet_kind]],
          ['Student', `${student.full_name} (${student.student_id}, ${student.ledger_number})`],
          ['Captured By', officer.position ? `${officer.name} (${officer.position})` : officer.name],
          ['Date', formatDateTime(receipt.captured_at)],
        ]}
      />
      <h3 className="desk-card__subtitle">Ledger Entry</h3>
      <DeskDetails
        label="Ledger Entry"
        rows={[
          ['Entry', `#${entry.id}`],
          ['Amount', formatNaira(entry.amount_kobo)],
          ['Balance After', formatNaira(entry.balance_after_kobo)],
          ['Reason', entry.reason],
        ]}
      />
    </div>
  );
}

/** Query Receipt: a receipt by its number (any letter case), with its student, officer and ledger entry. */
export function QueryReceiptCard() {
  const [receiptNumber, setReceiptNumber] = useState<string | null>(null);
  const query = useReceiptQuery(receiptNumber);
  const error = query.isError ? errorMessage(query.error) : null;
  const errorRef = useErrorFocus(error, query.isFetching);
  const form = useServerForm({
    schema: queryReceiptSchema,
    isPending: query.isFetching,
    mode: 'onChange',
    defaultValues: { receipt_number: '' },
  });

  const onSubmit = form.submitWith((values) => {
    if (values.receipt_number === receiptNumber) void query.refetch();
    else setReceiptNumber(values.receipt_number);
  });

  return (
    <DeskCard id="desk-query-title" title="Query Receipt">
      <form className="form" noValidate role="search" onSubmit={onSubmit}>
        <FormField
          id="desk-query-receipt-number"
          label="Receipt Number"
          autoComplete="off"
          spellCheck={false}
          {...form.field('receipt_number')}
        />
        <SubmitButton status={form.status} label="Query" />
      </form>
      <div aria-live="polite">
        {query.isFetching && !query.data ? <LoadingState label="Fetching.. ." /> : null}
        {error ? (
          <FeedbackMessage className="desk-card__alert" focusRef={errorRef}>
            {error}
          </FeedbackMessage>
        ) : null}
        {query.data && !error ? <ReceiptAnswer answer={query.data} /> : null}
      </div>
    </DeskCard>
  );
}
