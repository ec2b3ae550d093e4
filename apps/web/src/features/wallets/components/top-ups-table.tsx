import { formatDateTime, formatNaira, MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { TopUp } from '../api/wallets';

const DANGER_STATES = new Set<TopUp['state']>(['failed', 'reversed', 'refunded', 'not-completed']);

const COLUMNS: DataColumn<TopUp>[] = [
  { header: 'Date', cell: (topUp) => formatDateTime(topUp.created_at), nowrap: true },
  { header: 'Reference', cell: (topUp) => <span className="statement__reference">{topUp.reference}</span> },
  {
    header: 'Amount',
    cell: (topUp) => (
      <div>
        <span>{formatNaira(topUp.amount_kobo)}</span>
        {topUp.charged_kobo !== null ? (
          <span className="statement__reason">Charged {formatNaira(topUp.charged_kobo)} with fees</span>
        ) : null}
      </div>
    ),
    align: 'end',
  },
  {
    header: 'Status',
    cell: (topUp) => (
      <div>
        <span className={DANGER_STATES.has(topUp.state) ? 'badge badge--danger' : 'badge'}>{topUp.label}</span>
        <span className="statement__reason">{topUp.note}</span>
      </div>
    ),
  },
];

/**
 * The student's card and bank top-ups, newest first, each with what became of it (issue 9 §4):
 * processing, credited, not completed, failed, reversed, refunded, or awaiting the Bursary.
 */
export function TopUpsTable({ topUps }: { topUps: readonly TopUp[] }) {
  return (
    <DataTable
      caption="Card and bank top-ups, newest first"
      columns={COLUMNS}
      rows={topUps}
      rowKey={(topUp) => topUp.reference}
      emptyText={MESSAGES.notFound}
    />
  );
}
