import { useParams } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { newStudentsCsvHref, useNewStudentsLog, type NewStudentRow } from '../api/bursary-desk';
import { RegistryLogLayout } from './desk-parts';

const COLUMNS: DataColumn<NewStudentRow>[] = [
  { header: '#', cell: (r) => r.number },
  { header: 'Full Name', cell: (r) => r.full_name },
  { header: 'Programme', cell: (r) => r.programme ?? '-' },
  { header: 'Student ID', cell: (r) => r.student_id, nowrap: true },
  { header: 'Ledger Number', cell: (r) => r.ledger_number ?? '-', nowrap: true },
  { header: 'Level', cell: (r) => r.level, nowrap: true },
];

/** /admin/new-students-log/{periodId}/{customId}: completed registrations of new students. */
export function NewStudentsLogPage() {
  const { periodId = '' } = useParams();
  const list = useListParams();
  const log = useNewStudentsLog(periodId, { page: list.page, q: list.q });
  const data = log.data;
  return (
    <RegistryLogLayout
      title="New Students Log"
      period={data?.period}
      backHref={paths.admin.newStudentsLogPeriod.getHref()}
      list={list}
      searchId="new-students-search"
      csvHref={newStudentsCsvHref(periodId, list.q)}
    >
      {data ? (
        <p className="form-aside" aria-live="polite">
          {data.total} {data.total === 1 ? 'new student' : 'new students'}
        </p>
      ) : null}
      <DataTable
        caption="New students whose registration is completed"
        columns={COLUMNS}
        rows={data?.items}
        rowKey={(r) => r.custom_id}
        query={log}
        emptyText={MESSAGES.notFound}
        paging={{ list, data }}
      />
    </RegistryLogLayout>
  );
}
