import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { periodTitle } from '@portal/domain';
import type { DataColumn } from '../../../components/data-table';
import { ListSearch } from '../../../components/list-search';
import { PageLayout } from '../../../components/page-layout';
import type { ListParams } from '../../../lib/use-list-params';
import './bursary-desk.css';

/** 'Export CSV': a plain link to the screen's CSV endpoint (the session cookie goes with it). */
export function CsvLink({ href }: { href: string }) {
  return (
    <a className="button button--secondary desk-csv" href={href} download>
      Export CSV
    </a>
  );
}

export interface RegistryLogLayoutProps {
  title: string;
  /** The log's period, once the answer has come. */
  period: Parameters<typeof periodTitle>[0] | undefined;
  /** The period chooser the footer leads back to. */
  backHref: string;
  list: ListParams;
  searchId: string;
  csvHref: string;
  /** A filter beside the search (the registration log's Status). */
  filter?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a registry log (registrations, new students, health insurance): the period under
 * the title, the search by name, Student ID or ledger number, Export CSV, and the way back.
 */
export function RegistryLogLayout({
  title,
  period,
  backHref,
  list,
  searchId,
  csvHref,
  filter,
  children,
}: RegistryLogLayoutProps) {
  return (
    <PageLayout
      title={title}
      width="wide"
      intro={period ? periodTitle(period) : undefined}
      footer={<Link to={backHref}>Choose another semester</Link>}
      toolbar={
        <>
          <ListSearch list={list} id={searchId} label="Search by name, Student ID or ledger number">
            {filter}
          </ListSearch>
          <CsvLink href={csvHref} />
        </>
      }
    >
      {children}
    </PageLayout>
  );
}

// ---- a total row at the foot of a DataTable ---------------------------------------------------

/** Stands for the total row among a table's rows (drawn by `totalRowRenderer`). */
export const TOTAL_ROW = { isTotalRow: true } as const;
export type WithTotal<T> = T | typeof TOTAL_ROW;

export function isTotalRow<T>(row: WithTotal<T>): row is typeof TOTAL_ROW {
  return row === TOTAL_ROW;
}

/** The rows with the total row after them (none when there is no row, so the empty text shows). */
export function withTotalRow<T>(rows: readonly T[] | undefined): WithTotal<T>[] | undefined {
  return rows ? (rows.length > 0 ? [...rows, TOTAL_ROW] : []) : undefined;
}

/** Column definitions of plain rows, for a table whose rows include the total row. */
export function withTotalColumns<T>(columns: readonly DataColumn<T>[]): DataColumn<WithTotal<T>>[] {
  return columns.map((column) => ({
    ...column,
    cell: (row: WithTotal<T>, index: number) => (isTotalRow(row) ? null : column.cell(row, index)),
  }));
}

/**
 * Draws the total row: one cell per column, `cells[header]` where given (the first column says
 * 'Total'), with the column names beside the values when rows stack on phones.
 */
export function totalRowRenderer<T>(columns: readonly DataColumn<T>[], cells: Record<string, ReactNode>) {
  return (row: WithTotal<T>) =>
    isTotalRow(row) ? (
      <tr className="table__total">
        {columns.map((column, index) => {
          const content = index === 0 ? 'Total' : cells[column.header];
          return (
            <td
              key={column.id ?? column.header}
              data-label={column.label ?? column.header}
              className={[
                column.align === 'end' ? 'table__num' : '',
                column.nowrap ? 'table__nowrap' : '',
                content === undefined ? 'table__blank' : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {content}
            </td>
          );
        })}
      </tr>
    ) : null;
}

export function totalRowKey<T>(key: (row: T) => string | number) {
  return (row: WithTotal<T>) => (isTotalRow(row) ? 'total-row' : key(row));
}
