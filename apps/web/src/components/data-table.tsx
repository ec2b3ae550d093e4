import { Fragment, useLayoutEffect, useState, type ReactNode } from 'react';
import { pageCountOf, type ListParams } from '../lib/use-list-params';
import { Pager } from './pager';
import { QueryStatus, type QueryStatusState } from './query-status';

/** What an empty list says unless its screen says otherwise (the spec's admin lists). */
export const NO_RECORDS_TEXT = 'No record(s) found.';

/** One column of a `DataTable`. */
export interface DataColumn<T> {
  /** Tells the column from its siblings; defaults to the header. */
  id?: string;
  header: string;
  /** The content of the column's cell in one row. */
  cell: (row: T, index: number) => ReactNode;
  /** The column's name beside each value when rows stack into cards on phones (default: header). */
  label?: string;
  /** 'end' for amounts: right-aligned (and the header with them). */
  align?: 'start' | 'end';
  /** Keeps the cell on one line (codes, dates, phone numbers, amounts). */
  nowrap?: boolean;
  /** More classes for the column's cells. */
  className?: string;
}

/** The state of the request behind the rows (a TanStack Query result fits). */
export interface DataTableQuery extends QueryStatusState {
  isFetching?: boolean;
  /** True while the previous page stays on screen and the next one loads. */
  isPlaceholderData?: boolean;
}

/** Paging of a server-side list: the page lives in the URL (`useListParams`). */
export interface DataTablePaging {
  list: Pick<ListParams, 'page' | 'goToPage'>;
  /** The paged answer's counts; the pager shows once it has come. */
  data: { total: number; page_size: number } | undefined;
  /** Also say how many rows there are in all. */
  showTotal?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology (paged tables add ', page n of m'). */
  caption: string;
  columns: readonly DataColumn<T>[];
  /** undefined while the rows have not come (nothing is drawn but the loading state). */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  query?: DataTableQuery;
  /** Shown instead of an empty table. */
  emptyText?: ReactNode;
  /**
   * 'stack' (default): on phones every row becomes a card, each value beside its column's
   * name, so nothing scrolls sideways. 'scroll': a small table that fits as it is.
   */
  layout?: 'stack' | 'scroll';
  className?: string;
  rowClassName?: (row: T) => string | undefined;
  /** A row drawn by the screen instead of from the columns (e.g. the row being edited); null for the usual one. */
  renderRow?: (row: T, index: number) => ReactNode;
  paging?: DataTablePaging;
}

/**
 * Whether the table's box scrolls sideways (its table is wider than it), measured again whenever
 * either is resized. A box that scrolls must be reachable by keyboard (axe
 * scrollable-region-focusable); one that fits must not add a stop to the tab order.
 */
function useScrollsSideways(): [(element: HTMLDivElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // Test renderers (jsdom) have no layout and no ResizeObserver: nothing scrolls there.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrolls];
}

function classes(...names: (string | false | null | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/**
 * A list as a table, driven by its column definitions: loading state, the request's error,
 * the empty text, the rows (stacked into cards on phones), and for paged lists the pager,
 * whose page is kept in the URL.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  query,
  emptyText = NO_RECORDS_TEXT,
  layout = 'stack',
  className,
  rowClassName,
  renderRow,
  paging,
}: DataTableProps<T>) {
  const isStacked = layout === 'stack';
  const page = paging?.list.page ?? 1;
  const pageCount = pageCountOf(paging?.data);
  const [wrapRef, scrollsSideways] = useScrollsSideways();
  const tableName = paging ? `${caption}, page ${page} of ${pageCount}` : caption;

  return (
    <>
      {query ? <QueryStatus query={query} /> : null}
      {rows && rows.length === 0 ? <p className="empty-state">{emptyText}</p> : null}
      {rows && rows.length > 0 ? (
        <div
          ref={wrapRef}
          className={isStacked ? 'table-wrap table-wrap--stack' : 'table-wrap'}
          aria-busy={query?.isFetching || undefined}
          // A box that scrolls sideways is a named region the keyboard can focus and scroll.
          {...(scrollsSideways ? { tabIndex: 0, role: 'region', 'aria-label': tableName } : {})}
        >
          <table className={classes('table', isStacked && 'table--stack', className)}>
            <caption className="visually-hidden">{tableName}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id ?? column.header}
                    scope="col"
                    className={classes(column.align === 'end' && 'table__num')}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <Fragment key={rowKey(row)}>
                  {renderRow?.(row, index) ?? (
                    <tr className={rowClassName?.(row)}>
                      {columns.map((column) => (
                        <td
                          key={column.id ?? column.header}
                          data-label={isStacked ? (column.label ?? column.header) : undefined}
                          className={classes(
                            column.align === 'end' && 'table__num',
                            column.nowrap && 'table__nowrap',
                            column.className,
                          )}
                        >
                          {isStacked ? (
                            // One box for the value, however many nodes the cell draws: a phone's
                            // stacked card puts the column name beside it, never a part of it under the name.
                            <div className="table__value">{column.cell(row, index)}</div>
                          ) : (
                            column.cell(row, index)
                          )}
                        </td>
                      ))}
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {paging && paging.data ? (
        <Pager
          page={page}
          pageCount={pageCount}
          onPage={paging.list.goToPage}
          isBusy={query?.isPlaceholderData}
          total={paging.showTotal ? paging.data.total : undefined}
        />
      ) : null}
    </>
  );
}

/** A list answer: its rows, and for a paged list the counts the pager needs. */
export interface ListAnswer<T> {
  items: readonly T[];
  total?: number;
  page_size?: number;
}

export interface ListTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'query' | 'paging'> {
  /** The list's request: the rows are its answer's `items`. */
  query: DataTableQuery & { data?: ListAnswer<T> };
  /** A paged list: the page in the URL; the pager reads the answer's counts. */
  list?: DataTablePaging['list'];
  /** Also say how many rows there are in all (paged lists). */
  showTotal?: boolean;
}

/** A `DataTable` of one list request: rows, loading state and pager all come from its answer. */
export function ListTable<T>({ query, list, showTotal, ...table }: ListTableProps<T>) {
  const data = query.data;
  const counts =
    data?.total !== undefined && data.page_size !== undefined
      ? { total: data.total, page_size: data.page_size }
      : undefined;
  return (
    <DataTable
      {...table}
      rows={data?.items}
      query={query}
      paging={list ? { list, data: counts, showTotal } : undefined}
    />
  );
}
