import { useState } from 'react';
import { Link } from 'react-router';
import { InlineFeedback } from '../../../components/feedback';
import { MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ListSearch } from '../../../components/list-search';
import { PageLayout } from '../../../components/page-layout';
import { StatusToggleCell, type StatusAnswerProps } from '../../../components/status-toggle-cell';
import { paths } from '../../../config/paths';
import { nameWithTitle } from '../../../lib/names';
import { useFeedback } from '../../../lib/use-feedback';
import { useOpenThenResult } from '../../../lib/use-open-then-result';
import { useListParams } from '../../../lib/use-list-params';
import { useFacultyList, useSetFacultyStatus, type CreatedFaculty, type FacultyMember } from '../../../api/faculty';
import { CreateFacultyDialog, EditFacultyDialog, FacultyCreatedDialog } from './create-faculty-dialog';

/** The key of a row's Edit answer (the row's status toggle has its own). */
const editTarget = (member: FacultyMember) => `edit-${member.custom_id}`;

interface StatusCellProps extends StatusAnswerProps {
  member: FacultyMember;
}

function FacultyStatusCell({ member, feedback }: StatusCellProps) {
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
      feedback={feedback}
    />
  );
}

/** /admin/manage-faculty (offices ict, dean). */
export function ManageFacultyPage() {
  const list = useListParams();
  const faculty = useFacultyList({ page: list.page, q: list.q });
  const feedback = useFeedback();
  const creating = useOpenThenResult<CreatedFaculty>();
  const [editing, setEditing] = useState<FacultyMember | null>(null);

  const columns: DataColumn<FacultyMember>[] = [
    { header: 'Name', cell: (member) => nameWithTitle(member) },
    { header: 'E-mail', cell: (member) => member.username, className: 'table__break' },
    { header: 'Phone', cell: (member) => member.phone_number ?? '-', nowrap: true },
    { header: 'Status', cell: (member) => <FacultyStatusCell member={member} feedback={feedback} /> },
    {
      header: 'Edit',
      cell: (member) => (
        <>
          <button
            type="button"
            className="button button--plain button--small"
            aria-label={`Edit ${nameWithTitle(member)}`}
            onClick={() => setEditing(member)}
          >
            Edit
          </button>
          <InlineFeedback message={feedback.message} target={editTarget(member)} itemName={nameWithTitle(member)} />
        </>
      ),
    },
    {
      header: 'Profile',
      cell: (member) => (
        <Link
          to={paths.admin.facultyProfile.getHref({ facultyId: member.custom_id })}
          aria-label={`Profile of ${nameWithTitle(member)}`}
        >
          Profile
        </Link>
      ),
    },
  ];

  return (
    <PageLayout
      title="Manage Faculty"
      width="wide"
      toolbar={
        <>
          <ListSearch list={list} id="faculty-search" label="Search by name, e-mail or phone" />
          <button type="button" className="button button--primary" onClick={creating.open}>
            Create Faculty Account
          </button>
        </>
      }
    >
      <DataTable
        caption="Lecturers"
        columns={columns}
        rows={faculty.data?.items}
        rowKey={(member) => member.custom_id}
        query={faculty}
        emptyText={MESSAGES.notFound}
        paging={{ list, data: faculty.data }}
      />

      {editing ? (
        <EditFacultyDialog
          member={editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            feedback.show('success', message, { target: editTarget(editing) });
            setEditing(null);
          }}
        />
      ) : null}
      {creating.isOpen ? <CreateFacultyDialog onCancel={creating.close} onCreated={creating.done} /> : null}
      {creating.result ? <FacultyCreatedDialog created={creating.result} onClose={creating.clear} /> : null}
    </PageLayout>
  );
}
