import type { ReactNode } from 'react';

/** One line of a `DetailsList`: its term, its value, and a class of its own (e.g. 'details__total'). */
export type DetailRow = readonly [term: string, value: ReactNode, className?: string];

export interface DetailsListProps {
  /** The lines in order; null or false for a line that does not apply (e.g. no lecturer yet). */
  rows: readonly (DetailRow | null | false)[];
  /** 'details' (screens, the default), 'details details--compact', 'print-details' (paper), … */
  className?: string;
  /** Names the list when its section has no heading of its own. */
  label?: string;
}

/** Terms and their values as a description list, drawn from data so no screen hand-writes dt/dd pairs. */
export function DetailsList({ rows, className = 'details', label }: DetailsListProps) {
  return (
    <dl className={className} aria-label={label}>
      {rows
        .filter((row): row is DetailRow => Boolean(row))
        .map(([term, value, rowClassName]) => (
          <div key={term} className={rowClassName}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
