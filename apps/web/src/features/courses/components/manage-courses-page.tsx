import { useState } from 'react';
import { COURSE_AUDIENCE_LABELS, MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { MessageDialog } from '../../../components/message-dialog';
import { PageCard } from '../../../components/page-card';
import { Pager } from '../../../components/pager';
import { StatusToggleCell, type StatusAnswerProps } from '../../../components/status-toggle-cell';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf, useListParams } from '../../../lib/use-list-params';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCourses, useSetCourseStatus, type CourseRow } from '../api/courses';
import { CreateCourseDialog, YEAR_OPTIONS } from './create-course-dialog';

function yearFrom(value: string | null): number | null {
  const year = Number(value);
  return Number.isInteger(year) && year >= 1 && year <= 7 ? year : null;
}

interface StatusCellProps extends StatusAnswerProps {
  course: CourseRow;
}

function CourseStatusCell({ course, message, onDone }: StatusCellProps) {
  const setStatus = useSetCourseStatus();
  const isOn = course.status === 'available';

  return (
    <StatusToggleCell
      isOn={isOn}
      badge={isOn ? 'On Portal' : 'Off Portal'}
      buttonText="Change Status"
      buttonLabel={`Change Status of ${course.code} (${isOn ? 'take it off the portal' : 'put it on the portal'})`}
      isPending={setStatus.isPending}
      save={() => setStatus.mutateAsync({ code: course.code, status: isOn ? 'unavailable' : 'available' })}
      target={course.code}
      itemName={course.code}
      message={message}
      onDone={onDone}
    />
  );
}

/** /admin/manage-courses (offices ict, dean). */
export function ManageCoursesPage() {
  const { page, q, draft, setDraft, searchParams, update, goToPage } = useListParams();
  const year = yearFrom(searchParams.get('year'));
  const courses = useCourses({ page, q, year });
  const { message, show } = useTimedMessage();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const data = courses.data;
  const pageCount = pageCountOf(data);

  return (
    <PageCard title="Manage Courses" width="wide">
      <div className="list-toolbar">
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor="course-search">
              Search by code or title
            </label>
            <input
              id="course-search"
              className="field__input"
              type="search"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="course-year-filter">
              Year
            </label>
            <select
              id="course-year-filter"
              className="field__input field__select"
              value={year === null ? '' : String(year)}
              onChange={(event) => update({ year: event.target.value })}
            >
              <option value="">All years</option>
              {YEAR_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  Year {value}
                </option>
              ))}
            </select>
          </div>
        </form>
        <button type="button" className="button button--primary" onClick={() => setIsCreating(true)}>
          Input New Course
        </button>
      </div>
      {courses.isPending ? <LoadingState /> : null}
      {courses.isError ? <Alert>{errorMessage(courses.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap table-wrap--stack" aria-busy={courses.isFetching || undefined}>
          <table className="table table--stack">
            <caption className="visually-hidden">
              Courses, page {page} of {pageCount}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Year</th>
                <th scope="col">Code</th>
                <th scope="col">Title</th>
                <th scope="col">CH</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((course) => (
                <tr key={course.code}>
                  <td data-label="#">{course.number}</td>
                  <td data-label="Year">{course.year}</td>
                  <td data-label="Code" className="table__nowrap">
                    {course.code}
                  </td>
                  <td data-label="Title">
                    <div>
                      {course.title}
                      {course.audience !== 'both' ? (
                        <span className="table__sub">{COURSE_AUDIENCE_LABELS[course.audience]}</span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label="CH">{course.hours}</td>
                  <td data-label="Status">
                    <CourseStatusCell course={course} message={message} onDone={show} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager page={page} pageCount={pageCount} onPage={goToPage} isBusy={courses.isPlaceholderData} /> : null}

      {isCreating ? (
        <CreateCourseDialog
          onCancel={() => setIsCreating(false)}
          onCreated={(text) => {
            setIsCreating(false);
            setCreated(text);
          }}
        />
      ) : null}
      {created ? <MessageDialog title={created} onClose={() => setCreated(null)} /> : null}
    </PageCard>
  );
}
