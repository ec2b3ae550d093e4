import type { ReactNode } from 'react';
import { DataTable, type DataColumn, type DataTableQuery } from '../data-table';

/**
 * The 'Semesters' table of a form's period page (student and desk): one row per period of the
 * periods request's answer, its columns starting with `periodColumns`.
 */
export function SemesterTable<T extends { period_id: string }>({
  columns,
  query,
  emptyText,
}: {
  columns: readonly DataColumn<T>[];
  query: DataTableQuery & { data?: { items: readonly T[] } };
  /** The screen's words for no period (its spec's 'No record found.' or 'No record(s) found.'). */
  emptyText: ReactNode;
}) {
  return (
    <DataTable
      caption="Semesters"
      columns={columns}
      rows={query.data?.items}
      rowKey={(p) => p.period_id}
      query={query}
      emptyText={emptyText}
    />
  );
}
