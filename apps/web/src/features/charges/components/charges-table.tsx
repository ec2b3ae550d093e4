import { formatNaira, type Kobo } from '@portal/domain';

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
  emptyText?: string;
}

/** #, Department/Item, Amount and (for editors) Edit: one of the charges tables. */
export function ChargesTable({ caption, nameHeader, rows, editLabel = 'Edit', onEdit, emptyText }: ChargesTableProps) {
  if (rows.length === 0) return <p className="empty-state">{emptyText ?? 'No record found.'}</p>;
  return (
    <div className="table-wrap table-wrap--stack">
      <table className="table table--stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{nameHeader}</th>
            <th scope="col" className="table__num">
              Amount
            </th>
            {onEdit ? <th scope="col">{editLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td data-label="#">{index + 1}</td>
              <td data-label={nameHeader}>{row.name}</td>
              <td data-label="Amount" className="table__num table__nowrap">
                {row.amountKobo === null ? '-' : formatNaira(row.amountKobo)}
              </td>
              {onEdit ? (
                <td data-label={editLabel}>
                  <button
                    type="button"
                    className="button button--plain button--small"
                    aria-label={`${editLabel} ${row.name}, ${caption}`}
                    onClick={() => onEdit(row.key)}
                  >
                    {editLabel}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
