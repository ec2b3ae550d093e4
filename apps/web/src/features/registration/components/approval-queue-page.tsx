import { Link, useParams } from 'react-router';
import { periodTitle } from '@portal/domain';
import type { ReactNode } from 'react';
import type { RegistrationListRow } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FormSection } from '../../../components/form-sections';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useApprovalQueue } from '../api/registration';

/** The columns of the approval lists and logs: #, full name, programme, Student ID, ledger number, year, action. */
export function registrationListColumns(
  action: (row: RegistrationListRow) => ReactNode,
): DataColumn<RegistrationListRow>[] {
  return [
    { header: '#', cell: (r) => r.number },
    { header: 'Full Name', cell: (r) => r.full_name },
    { header: 'Programme', cell: (r) => r.programme ?? '-' },
    { header: 'Student ID', cell: (r) => r.student_id, nowrap: true },
    { header: 'Ledger Number', cell: (r) => r.ledger_number ?? '-', nowrap: true },
    { header: 'Year', cell: (r) => r.year },
    { header: 'Action', cell: action },
  ];
}

/** /admin/awaiting-approval/{periodId}: the five groups, one request whatever the number of students. */
export function ApprovalQueuePage() {
  const { periodId = '' } = useParams();
  const queue = useApprovalQueue(periodId);
  const data = queue.data;
  const columns = registrationListColumns((row) => (
    <Link
      to={paths.admin.registrationForm.getHref({ periodId, customId: row.custom_id })}
      target="_blank"
      rel="noopener"
    >
      View Form<span className="visually-hidden"> of {row.full_name} (opens in a new tab)</span>
    </Link>
  ));
  const waiting = data?.statuses
    .map((s) => (s === 'awaiting dean' ? "the DPAA's Office" : 'the Bursary'))
    .join(' and ');
  return (
    <PageLayout
      title={data ? `Awaiting Approval: ${periodTitle(data.period)}` : 'Awaiting Approval'}
      width="wide"
      intro={data ? `Registration forms awaiting ${waiting ?? 'no office'}: ${data.total}.` : undefined}
      footer={<Link to={paths.admin.awaitingApprovalPeriod.getHref()}>Choose another semester</Link>}
    >
      <QueryStatus query={queue} />
      {data?.groups.map((group) => (
        <FormSection key={group.group} id={`group-${group.group}`} title={group.group} className="section">
          <DataTable
            caption={`${group.group}: forms awaiting approval`}
            columns={columns}
            rows={group.rows}
            rowKey={(r) => r.custom_id}
          />
        </FormSection>
      ))}
    </PageLayout>
  );
}
