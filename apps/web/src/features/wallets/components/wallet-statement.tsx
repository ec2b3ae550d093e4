import { formatNaira, MESSAGES } from '@portal/domain';
import type { WalletEntry } from '../api/wallets';
import { entryKindLabel, formatDateTime, formatSignedNaira } from '../lib/format';

export interface WalletStatementTableProps {
  entries: readonly WalletEntry[];
  /** Names the table for assistive technology. */
  caption: string;
}

/**
 * A wallet's ledger, newest first as the server sends it. On phones each row is a stacked card
 * (every cell carries its column name in data-label).
 */
export function WalletStatementTable({ entries, caption }: WalletStatementTableProps) {
  if (entries.length === 0) return <p className="empty-state">{MESSAGES.notFound}</p>;
  return (
    <div className="table-wrap table-wrap--stack">
      <table className="table table--stack statement">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">By</th>
            <th scope="col" className="table__num">
              Amount
            </th>
            <th scope="col" className="table__num">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const label = entryKindLabel(entry.kind);
            const tone = entry.amount_kobo < 0 ? 'debit' : 'credit';
            return (
              <tr key={entry.id}>
                <td data-label="Date" className="table__nowrap">
                  {formatDateTime(entry.created_at)}
                </td>
                <td data-label="Description">
                  <div>
                    <span className="statement__kind">{label}</span>
                    {entry.reason && entry.reason !== label ? (
                      <span className="statement__reason">{entry.reason}</span>
                    ) : null}
                    {entry.reference ? <span className="statement__reference">Ref: {entry.reference}</span> : null}
                  </div>
                </td>
                <td data-label="By">{entry.by}</td>
                <td data-label="Amount" className={`table__num statement__amount statement__amount--${tone}`}>
                  {formatSignedNaira(entry.amount_kobo)}
                </td>
                <td data-label="Balance" className="table__num table__nowrap">
                  {formatNaira(entry.balance_after_kobo)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export interface WalletBalanceProps {
  label: string;
  kobo: number;
}

/** The balance, large. */
export function WalletBalance({ label, kobo }: WalletBalanceProps) {
  return (
    <div className="wallet-balance">
      <span className="wallet-balance__label">{label}</span>
      <strong
        className={`wallet-balance__amount${kobo < 0 ? ' wallet-balance__amount--negative' : ''}`}
        data-testid="wallet-balance"
      >
        {formatNaira(kobo)}
      </strong>
    </div>
  );
}
