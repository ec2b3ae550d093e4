import { Link, useParams } from 'react-router';
import { periodTitle } from '@portal/domain';
import type { ReactNode } from 'react';
import { NO_RECORDS_TEXT, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { periodColumns } from '../../../components/workflow/period-columns';
import { paths } from '../../../config/paths';
import {
  useAddDropPeriodList,
  useAddDropQueue,
  type AddDropListRow,
  type AddDropPeriodListResponse,
} from '../api/add-drop';
import { GroupedTables } from '../../../components/grouped-tables';
import { SemesterTable } from '../../../components/workflow/semester-table';

type PeriodRow = AddDropPeriodListResponse['items'][number];

/**
 * The staff period choosers of add/drop: #, Sem., Session, a count (forms awaiting the dean, or
 * every add/drop of the period) and Proceed.
 */
export function AddDropPeriodListPage({
  title,
  intro,
  countHeader,
  count,
  hrefFor,
}: {
  title: string;
  intro: string;
  countHeader: string;
  count: (p: PeriodRow) => number;
  hrefFor: (periodId: string) => string;
}) {
  const periods = useAddDropPeriodList();
  const data = periods.data;
  const columns: DataColumn<PeriodRow>[] = [
    ...periodColumns<PeriodRow>(data?.current_period_id, true),
    { header: countHeader, cell: count, align: 'end' },
    {
      header: 'Action',
      cell: (p) => (
        <Link className="button button--secondary button--small" to={hrefFor(p.period_id)}>
          Proceed <span className="visually-hidden">to {periodTitle(p)}</span>
        </Link>
      ),
    },
  ];
  return (
    <PageLayout title={title} width="medium" intro={intro}>
      <SemesterTable columns={columns} query={periods} emptyText={NO_RECORDS_TEXT} />
    </PageLayout>
  );
}

/** The queue's columns: No., Fullname, Programme, Student ID, Ledger No., Year and the row's action. */
function queueColumns(action: (row: AddDropListRow) => ReactNode): DataColumn<AddDropListRow>[] {
  return [
    { header: 'No.', cell: (r) => r.number },
    { header: 'Fullname', cell: (r) => r.full_name },
    { header: 'Programme', cell: (r) => r.programme ?? '-' },
    { header: 'Student ID', cell: (r) => r.student_id, nowrap: true },
    { header: 'Ledger No.', cell: (r) => r.ledger_number ?? '-', nowrap: true },
    { header: 'Year', cell: (r) => r.year },
    { header: 'Action', cell: action },
  ];
}

/** /admin/awaiting-add-drop-approval/{periodId}: forms awaiting the dean, in the five groups (one request). */
export function AddDropQueuePage() {
  const { periodId = '' } = useParams();
  const queue = useAddDropQueue(periodId);
  const data = queue.data;
  const columns = queueColumns((row) => (
    <Link to={paths.admin.addDropForm.getHref({ periodId, customId: row.custom_id })} target="_blank" rel="noopener">
      View Form <span className="visually-hidden">of {row.full_name} (opens in a new tab)</span>
    </Link>
  ));
  return (
    <PageLayout
      title="Awaiting Add/Drop Approval"
      width="wide"
      intro={data ? `${periodTitle(data.period)}: ${data.total} awaiting approval.` : undefined}
      footer={<Link to={paths.admin.awaitingAddDropApprovalPeriod.getHref()}>Choose another semester</Link>}
    >
      <QueryStatus query={queue} />
      <GroupedTables
        groups={data?.groups}
        idPrefix="add-drop-queue"
        what="add/drop forms awaiting approval"
        columns={columns}
        rowKey={(r) => r.custom_id}
      />
    </PageLayout>
  );
}
