import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';

/** One group of a grouped list (a programme's rows of a queue or a log). */
export interface TableGroup<T, G extends string = string> {
  group: G;
  rows: readonly T[];
}

/** The id of a group's heading ('Master of Divinity' → 'add-drop-log-master-of-divinity'). */
export function groupHeadingId(prefix: string, group: string): string {
  return `${prefix}-${group.replace(/\s+/g, '-').toLowerCase()}`;
}

export interface GroupedTablesProps<T, G extends string> extends Pick<
  DataTableProps<T>,
  'columns' | 'rowKey' | 'rowClassName' | 'emptyText'
> {
  groups: readonly TableGroup<T, G>[] | undefined;
  /** Starts each heading's id (see `groupHeadingId`). */
  idPrefix: string;
  /** What the tables hold, named after the group in each caption ('add/drops' → 'Master of Divinity: add/drops'). */
  what: string;
  /** The heading's text; the group's name unless the screen adds to it (e.g. its count). */
  heading?: (group: TableGroup<T, G>) => ReactNode;
}

/** A list in groups: one section per group, its heading, then the table of its rows. */
export function GroupedTables<T, G extends string>({
  groups,
  idPrefix,
  what,
  heading,
  ...table
}: GroupedTablesProps<T, G>) {
  return groups?.map((group) => {
    const headingId = groupHeadingId(idPrefix, group.group);
    return (
      <section key={group.group} className="section" aria-labelledby={headingId}>
        <h2 id={headingId} className="section__title">
          {heading ? heading(group) : group.group}
        </h2>
        <DataTable caption={`${group.group}: ${what}`} rows={group.rows} {...table} />
      </section>
    );
  });
}
