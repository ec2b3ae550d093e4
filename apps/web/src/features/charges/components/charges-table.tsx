import { formatNaira, MESSAGES, type Kobo } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';

export interface ChargeRow {
  key: string;
  name: string;
  amountKobo: Kobo | null;
}

export interface ChargesTableProps {
  /** The table's title; also ends the Edit buttons' names, which would repeat across tables. */
  caption: string;
  /** 'Department' or 'Item'. */
  nameHeader: string;
  rows: ChargeRow[];
  /** Shown to offices that may change charges; none for the others. */
  editLabel?: string;
  onEdit?: (key: string) => void;
}

/** #, Department/Item, Amount and (for editors) Edit: one of the charges tables. */
export function ChargesTable({ caption, nameHeader, rows, editLabel = 'Edit', onEdit }: ChargesTableProps) {
  const columns: DataColumn<ChargeRow>[] = [
    { header: '#', cell: (_row, index) => index + 1 },
    { header: nameHeader, cell: (row) => row.name },
    {
      header: 'Amount',
      cell: (row) => (row.amountKobo === null ? '-' : formatNaira(row.amountKobo)),
      align: 'end',
      nowrap: true,
    },
  ];
  if (onEdit) {
    columns.push({
      header: editLabel,
      cell: (row) => (
        <button
          type="button"
          className="button button--plain button--small"
          aria-label={`${editLabel} ${row.name}, ${caption}`}
          onClick={() => onEdit(row.key)}
        >
          {editLabel}
        </button>
      ),
    });
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      emptyText={MESSAGES.notFound}
    />
  );
}
