import { useState } from 'react';
import { formatDateTime, formatNaira, TRANSFER_EXCEPTION_TEXTS } from '@portal/domain';
import { FeedbackMessage } from '../../../components/feedback';
import { errorMessage } from '../../../lib/api-client';
import { useAssignTransfer, useTransferExceptions, type TransferException } from '../api/payments';
import { DeskCard, DeskDetails } from './desk-card';

function ExceptionItem({ item, canAssign }: { item: TransferException; canAssign: boolean }) {
  const assign = useAssignTransfer();
  const [studentId, setStudentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      await assign.mutateAsync({ id: item.id, studentId });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const inputId = `assign-transfer-${item.id}`;
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
      {canAssign ? (
        <div className="form">
          <label htmlFor={inputId}>{TRANSFER_EXCEPTION_TEXTS.studentId}</label>
          <input
            id={inputId}
            className="field__input"
            autoComplete="off"
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={assign.isPending || studentId.trim() === ''}
            onClick={() => void send()}
          >
            {TRANSFER_EXCEPTION_TEXTS.assign}
          </button>
          {error ? <FeedbackMessage>{error}</FeedbackMessage> : null}
        </div>
      ) : null}
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
