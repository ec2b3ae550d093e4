import { Link, useParams } from 'react-router';
import {
  HOSTEL_APPLICATION_STATUS_LABELS,
  HOSTEL_APPLICATION_STATUSES,
  type HostelApplicationStatus,
} from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ListSearch } from '../../../components/list-search';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useHostelQueue, type HostelQueueResponse } from '../api/hostels';
import { Instruction, periodHeading } from './hostel-shared';
import { FilterSelect } from '../../../components/filter-select';

type Row = HostelQueueResponse['items'][number];

/** The `status` filter of the URL, if it is one of the five statuses. */
export function statusFilter(value: string | null): HostelApplicationStatus | '' {
  return (HOSTEL_APPLICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as HostelApplicationStatus)
    : '';
}

/**
 * /admin/hostel-applications/{periodId}: the office's own queue (bursar: awaiting the bursar;
 * porter: awaiting the porter; ict and auditor: both), a filter for every status, a search, and
 * one request per page.
 */
export function HostelQueuePage() {
  const { periodId = '' } = useParams();
  const list = useListParams();
  // The filter as the URL has it (the route loader asks for the same; the server checks it).
  const requested = list.searchParams.get('status') ?? '';
  const status = statusFilter(requested);
  const queue = useHostelQueue(periodId, requested, list.page, list.q);
  const data = queue.data;

  const columns: DataColumn<Row>[] = [
    { header: '#.', cell: (r) => r.number },
    { header: 'Fullname', cell: (r) => r.full_name },
    { header: 'Prog.', label: 'Programme', cell: (r) => r.programme ?? '-' },
    { header: 'Stud. ID', label: 'Student ID', cell: (r) => r.student_id, nowrap: true },
    { header: 'Ledger No.', cell: (r) => r.ledger_number ?? '-', nowrap: true },
    { header: 'Hostel Requested For', cell: (r) => r.hostel_requested ?? 'Pending' },
    { header: 'Status', cell: (r) => r.status_label },
    {
      header: '?',
      label: 'Form',
      cell: (r) => (
        <Link to={paths.admin.hostelForm.getHref({ periodId, customId: r.custom_id })}>
          View <span className="visually-hidden">hostel request of {r.full_name}</span>
        </Link>
      ),
    },
  ];

  const myQueue = data?.default_statuses.map((s) => HOSTEL_APPLICATION_STATUS_LABELS[s]).join(' and ');

  return (
    <PageLayout
      title="Hostel Requests"
      width="wide"
      intro={data ? periodHeading(data.period) : undefined}
      toolbar={
        <ListSearch list={list} id="hostel-queue-search" label="Search" placeholder="Name, Student ID or ledger no.">
          <FilterSelect
            id="hostel-queue-status"
            label="Show"
            value={status}
            options={[
              { value: '', label: `My queue${myQueue ? ` (${myQueue})` : ''}` },
              ...HOSTEL_APPLICATION_STATUSES.map((s) => ({
                value: s,
                label: `${HOSTEL_APPLICATION_STATUS_LABELS[s]}${data ? ` (${data.counts[s] ?? 0})` : ''}`,
              })),
            ]}
            onChange={(value) => list.update({ status: value || null })}
          />
        </ListSearch>
      }
      footer={<Link to={paths.admin.hostelApplicationsPeriod.getHref()}>Choose another semester</Link>}
    >
      <Instruction>Here&apos;s a list of all students Hostel Requests.</Instruction>
      <DataTable
        caption="Hostel requests"
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.custom_id}
        query={queue}
        paging={{ list, data, showTotal: true }}
      />
    </PageLayout>
  );
}
