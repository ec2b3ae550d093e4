import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { Pager } from '../../../components/pager';
import { StatusToggleCell, type StatusAnswerProps } from '../../../components/status-toggle-cell';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { nameWithTitle } from '../../../lib/names';
import { pageCountOf, useListParams } from '../../../lib/use-list-params';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useFacultyList, useSetFacultyStatus, type CreatedFaculty, type FacultyMember } from '../api/faculty';
import { CreateFacultyDialog, FacultyCreatedDialog } from './create-faculty-dialog';

interface StatusCellProps extends StatusAnswerProps {
  member: FacultyMember;
}

function FacultyStatusCell({ member, message, onDone }: StatusCellProps) {
  const setStatus = useSetFacultyStatus();
  const isActive = member.status === 'active';

  return (
    <StatusToggleCell
      isOn={isActive}
      badge={isActive ? 'Active' : 'Inactive'}
      buttonText="Change Status"
      buttonLabel={`Change Status of ${nameWithTitle(member)} (${isActive ? 'deactivate' : 'activate'})`}
      isPending={setStatus.isPending}
      save={() => setStatus.mutateAsync({ customId: member.custom_id, status: isActive ? 'inactive' : 'active' })}
      target={member.custom_id}
      itemName={nameWithTitle(member)}
      message={message}
      onDone={onDone}
    />
  );
}

/** /admin/manage-faculty (offices ict, dean). */
export function ManageFacultyPage() {
  const { page, q, draft, setDraft, goToPage } = useListParams();
  const faculty = useFacultyList({ page, q });
  const { message, show } = useTimedMessage();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreatedFaculty | null>(null);
  const data = faculty.data;
  const pageCount = pageCountOf(data);

  return (
    <PageCard title="Manage Faculty" width="wide">
      <div className="list-toolbar">
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor="faculty-search">
              Search by name, e-mail or phone
            </label>
            <input
              id="faculty-search"
              className="field__input"
              type="search"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
        </form>
        <button type="button" className="button button--primary" onClick={() => setIsCreating(true)}>
          Create Faculty Account
        </button>
      </div>
      {faculty.isPending ? <LoadingState /> : null}
      {faculty.isError ? <Alert>{errorMessage(faculty.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap table-wrap--stack" aria-busy={faculty.isFetching || undefined}>
          <table className="table table--stack">
            <caption className="visually-hidden">
              Lecturers, page {page} of {pageCount}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
                <th scope="col">Profile</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((member) => (
                <tr key={member.custom_id}>
                  <td data-label="Name">{nameWithTitle(member)}</td>
                  <td data-label="E-mail">{member.username}</td>
                  <td data-label="Phone" className="table__nowrap">
                    {member.phone_number ?? '-'}
                  </td>
                  <td data-label="Status">
                    <FacultyStatusCell member={member} message={message} onDone={show} />
                  </td>
                  <td data-label="Profile">
                    <Link
                      to={paths.admin.facultyProfile.getHref({ facultyId: member.custom_id })}
                      aria-label={`Profile of ${nameWithTitle(member)}`}
                    >
                      Profile
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager page={page} pageCount={pageCount} onPage={goToPage} isBusy={faculty.isPlaceholderData} /> : null}

      {isCreating ? (
        <CreateFacultyDialog
          onCancel={() => setIsCreating(false)}
          onCreated={(answer) => {
            setIsCreating(false);
            setCreated(answer);
          }}
        />
      ) : null}
      {created ? <FacultyCreatedDialog created={created} onClose={() => setCreated(null)} /> : null}
    </PageCard>
  );
}
