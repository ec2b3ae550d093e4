import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { ConfirmDialog, MessageDialog } from '../../../components/message-dialog';
import { PageCard } from '../../../components/page-card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
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
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = assignments.data;
  const title = data ? `Assign Courses: ${data.period.semester} Semester, ${data.period.session}` : 'Assign Courses';

  const onUnassign = async () => {
    if (!removing) return;
    setRemoveError(null);
    try {
      const message = await unassign.mutateAsync({ periodId, courseCode: removing.course_code });
      setRemoving(null);
      setDone(message);
    } catch (error) {
      setRemoveError(errorMessage(error));
    }
  };

  return (
    <PageCard
      title={title}
      width="wide"
      footer={<Link to={paths.admin.assignCoursesPeriod.getHref()}>Choose another period</Link>}
    >
      <div className="list-toolbar">
        <p className="form-aside">One lecturer per course in a period.</p>
        <button type="button" className="button button--primary" disabled={!data} onClick={() => setIsAssigning(true)}>
          Assign Course
        </button>
      </div>

      {assignments.isPending ? <LoadingState /> : null}
      {assignments.isError ? <Alert>{errorMessage(assignments.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap table-wrap--stack" aria-busy={assignments.isFetching || undefined}>
          <table className="table table--stack">
            <caption className="visually-hidden">Courses assigned for the period</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Title</th>
                <th scope="col">CH</th>
                <th scope="col">Assigned Lecturer</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.course_code}>
                  <td data-label="Code" className="table__nowrap">
                    {item.course_code}
                  </td>
                  <td data-label="Title">{item.title}</td>
                  <td data-label="CH">{item.hours}</td>
                  <td data-label="Assigned Lecturer">{nameWithTitle(item.faculty)}</td>
                  <td data-label="Action">
                    <div className="status-cell">
                      <button
                        type="button"
                        className="button button--plain button--small"
                        aria-label={`Unassign ${item.course_code}`}
                        onClick={() => {
                          setRemoveError(null);
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

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
          error={removeError}
          onConfirm={() => void onUnassign()}
          onCancel={() => setRemoving(null)}
        >
          <p>
            Unassign {removing.course_code} ({removing.title}) from {nameWithTitle(removing.faculty)}?
          </p>
        </ConfirmDialog>
      ) : null}
      {done ? <MessageDialog title={done} onClose={() => setDone(null)} /> : null}
    </PageCard>
  );
}
