import { formatDateTime, formatNaira, queryReceiptSchema } from '@portal/domain';
import { useReceiptQuery, type QueryReceiptResponse } from '../api/receipts';
import { DeskDetails } from './desk-card';
import { DeskSearch } from './desk-search';

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
  return (
    <DeskSearch
      id="desk-query-title"
      title="Query Receipt"
      schema={queryReceiptSchema}
      name="receipt_number"
      field={{ id: 'desk-query-receipt-number', label: 'Receipt Number' }}
      submitLabel="Query"
      useLookup={useReceiptQuery}
      announceAnswer
    >
      {(answer) => <ReceiptAnswer answer={answer} />}
    </DeskSearch>
  );
}
