import { DataTable, type DataTableProps, type DataTableQuery } from '../data-table';

/**
 * The 'Semesters' table of a form's period page (student and desk): one row per period of the
 * periods request's answer, its columns starting with `periodColumns`, and the screen's words
 * for no period (its spec's 'No record found.' or 'No record(s) found.').
 */
export function SemesterTable<T extends { period_id: string }>({
  query,
  ...table
}: Pick<DataTableProps<T>, 'columns' | 'emptyText'> & {
  query: DataTableQuery & { data?: { items: readonly T[] } };
}) {
  return (
    <DataTable caption="Semesters" rows={query.data?.items} rowKey={(p) => p.period_id} query={query} {...table} />
  );
}
