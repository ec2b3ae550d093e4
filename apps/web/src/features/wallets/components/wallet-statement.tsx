import { formatDateTime, formatNaira, MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { WalletEntry } from '../api/wallets';
import { entryKindLabel, formatSignedNaira } from '../lib/format';

export interface WalletStatementTableProps {
  entries: readonly WalletEntry[];
  /** Names the table for assistive technology. */
  caption: string;
}

const COLUMNS: DataColumn<WalletEntry>[] = [
  { header: 'Date', cell: (entry) => formatDateTime(entry.created_at), nowrap: true },
  {
    header: 'Description',
    cell: (entry) => {
      const label = entryKindLabel(entry.kind);
      return (
        <div>
          <span className="statement__kind">{label}</span>
          {entry.reason && entry.reason !== label ? <span className="statement__reason">{entry.reason}</span> : null}
          {entry.reference ? <span className="statement__reference">Ref: {entry.reference}</span> : null}
        </div>
      );
    },
  },
  { header: 'By', cell: (entry) => entry.by },
  {
    header: 'Amount',
    cell: (entry) => (
      <span className={`statement__amount statement__amount--${entry.amount_kobo < 0 ? 'debit' : 'credit'}`}>
        {formatSignedNaira(entry.amount_kobo)}
      </span>
    ),
    align: 'end',
  },
  { header: 'Balance', cell: (entry) => formatNaira(entry.balance_after_kobo), align: 'end', nowrap: true },
];

/**
 * A wallet's ledger, newest first as the server sends it. On phones each row is a stacked card
 * (every cell carries its column name).
 */
export function WalletStatementTable({ entries, caption }: WalletStatementTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      emptyText={MESSAGES.notFound}
    />
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
