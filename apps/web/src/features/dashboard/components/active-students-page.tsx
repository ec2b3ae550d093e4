import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { Pager } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf, useListParams } from '../../../lib/use-list-params';
import { activeStudentsCsvHref, DASHBOARD_LABELS, isStudentFilter, useActiveStudents } from '../api/dashboard';

const COLUMNS = [
  '#',
  'Student ID',
  'Full Name',
  'Gender',
  'Programme',
  'Ledger Number',
  'Matric Number',
  'Phone',
  'E-mail',
] as const;

/** /admin/active-students?filter=&q=&page= (offices with a dashboard). */
export function ActiveStudentsPage() {
  const { page, q, draft, setDraft, searchParams, goToPage } = useListParams();
  const rawFilter = searchParams.get('filter');
  const filter = isStudentFilter(rawFilter) ? rawFilter : null;
  const students = useActiveStudents({ page, q, filter });
  const data = students.data;
  const pageCount = pageCountOf(data);
  const title =
    filter && filter !== 'active students' ? `Active Students: ${DASHBOARD_LABELS[filter]}` : 'Active Students';

  return (
    <PageCard title={title} width="wide" footer={<Link to={paths.admin.dashboard.getHref()}>Back to Dashboard</Link>}>
      <div className="list-toolbar">
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor="active-students-search">
              Search by name, Student ID, ledger or matric number
            </label>
            <input
              id="active-students-search"
              className="field__input"
              type="search"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
        </form>
        <a className="button button--secondary" href={activeStudentsCsvHref({ q, filter })} download>
          Export CSV
        </a>
      </div>
      {data ? (
        <p className="form-aside" aria-live="polite">
          {data.total} {data.total === 1 ? 'student' : 'students'}
        </p>
      ) : null}

      {students.isPending ? <LoadingState /> : null}
      {students.isError ? <Alert>{errorMessage(students.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">No record(s) found.</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap table-wrap--stack" aria-busy={students.isFetching || undefined}>
          <table className="table table--stack">
            <caption className="visually-hidden">
              {title}, page {page} of {pageCount}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.student_id}>
                  <td data-label="#">{row.number}</td>
                  <td data-label="Student ID" className="table__nowrap">
                    {row.student_id}
                  </td>
                  <td data-label="Full Name">{row.full_name}</td>
                  <td data-label="Gender">{row.gender ?? '-'}</td>
                  <td data-label="Programme">{row.programme ?? '-'}</td>
                  <td data-label="Ledger Number">{row.ledger_number ?? '-'}</td>
                  <td data-label="Matric Number">{row.matriculation_number ?? '-'}</td>
                  <td data-label="Phone" className="table__nowrap">
                    {row.phone_number ?? '-'}
                  </td>
                  <td data-label="E-mail">{row.email ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager page={page} pageCount={pageCount} onPage={goToPage} isBusy={students.isPlaceholderData} /> : null}
    </PageCard>
  );
}
