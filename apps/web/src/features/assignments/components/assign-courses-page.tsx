import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ConfirmDialog, MessageDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { withCourseQuery } from '../../../lib/class-list';
import { nameWithTitle } from '../../../lib/names';
import { useAssignments, useUnassignCourse, type Assignment } from '../api/assignments';
import { AssignCourseDialog } from './assign-course-dialog';

export interface AssignCoursesPageProps {
  periodId: string;
}

/** /admin/assign-courses/:periodId (offices ict, dean). */
export function AssignCoursesPage({ periodId }: AssignCoursesPageProps) {
  const assignments = useAssignments(periodId);
  const unassign = useUnassignCourse();
  const [isAssigning, setIsAssigning] = useState(false);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = assignments.data;
  const title = data ? `Assign Courses: ${data.period.semester} Semester, ${data.period.session}` : 'Assign Courses';

  /** A refusal stays in the dialog (ConfirmDialog shows it). */
  const onUnassign = async (course: Assignment) => {
    const message = await unassign.mutateAsync({ periodId, courseCode: course.course_code });
    setRemoving(null);
    setDone(message);
  };

  const columns: DataColumn<Assignment>[] = [
    { header: 'Code', cell: (item) => item.course_code, nowrap: true },
    { header: 'Title', cell: (item) => item.title },
    { header: 'CH', cell: (item) => item.hours },
    { header: 'Assigned Lecturer', cell: (item) => nameWithTitle(item.faculty) },
    {
      header: 'Action',
      cell: (item) => (
        <div className="status-cell">
          <button
            type="button"
            className="button button--plain button--small"
            aria-label={`Unassign ${item.course_code}`}
            onClick={() => {
              setRemoving(item);
            }}
          >
            Unassign
          </button>
          <Link
            to={withCourseQuery(paths.admin.classList.getHref({ periodId }), {
              code: item.course_code,
              title: item.title,
              hours: item.hours,
            })}
            aria-label={`Class List of ${item.course_code}`}
          >
            Class List
          </Link>
        </div>
      ),
    },
  ];

  return (
    <PageLayout
      title={title}
      width="wide"
      footer={<Link to={paths.admin.assignCoursesPeriod.getHref()}>Choose another period</Link>}
      toolbar={
        <>
          <p className="form-aside">One lecturer per course in a period.</p>
          <button
            type="button"
            className="button button--primary"
            disabled={!data}
            onClick={() => setIsAssigning(true)}
          >
            Assign Course
          </button>
        </>
      }
    >
      <DataTable
        caption="Courses assigned for the period"
        columns={columns}
        rows={data?.items}
        rowKey={(item) => item.course_code}
        query={assignments}
        emptyText={MESSAGES.notFound}
      />

      {isAssigning && data ? (
        <AssignCourseDialog
          periodId={periodId}
          courses={data.unassigned_courses}
          onCancel={() => setIsAssigning(false)}
          onAssigned={(message) => {
            setIsAssigning(false);
            setDone(message);
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="Unassign Course"
          confirmLabel="Unassign"
          isProcessing={unassign.isPending}
          onConfirm={() => onUnassign(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            Unassign {removing.course_code} ({removing.title}) from {nameWithTitle(removing.faculty)}?
          </p>
        </ConfirmDialog>
      ) : null}
      {done ? <MessageDialog title={done} onClose={() => setDone(null)} /> : null}
    </PageLayout>
  );
}
