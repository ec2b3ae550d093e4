import {
  formatDateTime,
  formatNaira,
  QUERY_TRANSFER_TEXTS,
  queryReceiptSchema,
  type ReceiptFound,
  type TransferFound,
} from '@portal/domain';
import { useReceiptQuery } from '../api/receipts';
import { DeskDetails } from './desk-card';
import { DeskSearch } from './desk-search';

const WALLET_NAMES = { portal: 'Portal', accommodation: 'Accommodation' } as const;

function ReceiptAnswer({ answer }: { answer: ReceiptFound }) {
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

/** A bank transfer into a student's own account, found by the provider's reference (issue 29 §3). */
function TransferAnswer({ answer }: { answer: TransferFound }) {
  const t = answer.bank_transfer;
  const T = QUERY_TRANSFER_TEXTS.rows;
  const student = t.student
    ? `${t.student.full_name} (${[t.student.student_id, t.student.ledger_number].filter(Boolean).join(', ')})`
    : QUERY_TRANSFER_TEXTS.unassigned;
  return (
    <div className="desk-card__result">
      <h3 className="desk-card__subtitle">{QUERY_TRANSFER_TEXTS.title}</h3>
      <DeskDetails
        label={QUERY_TRANSFER_TEXTS.title}
        rows={[
          [T.reference, t.reference],
          [T.status, t.status_label],
          [T.student, student],
          [T.amount, t.amount_kobo === null ? QUERY_TRANSFER_TEXTS.unreadableAmount : formatNaira(t.amount_kobo)],
          [T.fee, formatNaira(t.fee_kobo)],
          [T.sender, [t.sender_name, t.sender_bank].filter(Boolean).join(', ') || '-'],
          [T.narration, t.narration ?? '-'],
          [T.account, t.account_number ?? '-'],
          [T.date, formatDateTime(t.received_at)],
          ...(t.exception_reason ? [[T.reason, t.exception_reason] as const] : []),
          ...(t.assigned_by ? [[T.assignedBy, t.assigned_by] as const] : []),
        ]}
      />
    </div>
  );
}

/**
 * Query Receipt: a receipt by its number (any letter case), with its student, officer and ledger
 * entry; or a bank transfer by its reference.
 */
export function QueryReceiptCard() {
  return (
    <DeskSearch
      id="desk-query-title"
      title="Query Receipt"
      schema={queryReceiptSchema}
      name="receipt_number"
      field={{ id: 'desk-query-receipt-number', label: 'Receipt Number', hint: QUERY_TRANSFER_TEXTS.hint }}
      submitLabel="Query"
      useLookup={useReceiptQuery}
      announceAnswer
    >
      {(answer) => ('bank_transfer' in answer ? <TransferAnswer answer={answer} /> : <ReceiptAnswer answer={answer} />)}
    </DeskSearch>
  );
}
