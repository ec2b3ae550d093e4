import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ListSearch } from '../../../components/list-search';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import {
  activeStudentsCsvHref,
  DASHBOARD_LABELS,
  isStudentFilter,
  useActiveStudents,
  type ActiveStudentRow,
} from '../api/dashboard';

const COLUMNS: DataColumn<ActiveStudentRow>[] = [
  { header: '#', cell: (row) => row.number },
  { header: 'Student ID', cell: (row) => row.student_id, nowrap: true },
  { header: 'Full Name', cell: (row) => row.full_name },
  { header: 'Gender', cell: (row) => row.gender ?? '-' },
  { header: 'Programme', cell: (row) => row.programme ?? '-' },
  { header: 'Ledger Number', cell: (row) => row.ledger_number ?? '-' },
  { header: 'Matric Number', cell: (row) => row.matriculation_number ?? '-' },
  { header: 'Phone', cell: (row) => row.phone_number ?? '-', nowrap: true },
  { header: 'E-mail', cell: (row) => row.email ?? '-' },
];

/** /admin/active-students?filter=&q=&page= (offices with a dashboard). */
export function ActiveStudentsPage() {
  const list = useListParams();
  const rawFilter = list.searchParams.get('filter');
  const filter = isStudentFilter(rawFilter) ? rawFilter : null;
  const students = useActiveStudents({ page: list.page, q: list.q, filter });
  const data = students.data;
  const title =
    filter && filter !== 'active students' ? `Active Students: ${DASHBOARD_LABELS[filter]}` : 'Active Students';

  return (
    <PageLayout
      title={title}
      width="wide"
      footer={<Link to={paths.admin.dashboard.getHref()}>Back to Dashboard</Link>}
      toolbar={
        <>
          <ListSearch
            list={list}
            id="active-students-search"
            label="Search by name, Student ID, ledger or matric number"
          />
          <a className="button button--secondary" href={activeStudentsCsvHref({ q: list.q, filter })} download>
            Export CSV
          </a>
        </>
      }
    >
      {data ? (
        <p className="form-aside" aria-live="polite">
          {data.total} {data.total === 1 ? 'student' : 'students'}
        </p>
      ) : null}
      <DataTable
        caption={title}
        columns={COLUMNS}
        rows={data?.items}
        rowKey={(row) => row.student_id}
        query={students}
        paging={{ list, data }}
      />
    </PageLayout>
  );
}
