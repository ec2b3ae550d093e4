import { COURSE_AUDIENCE_LABELS, MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ListSearch } from '../../../components/list-search';
import { MessageDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { StatusToggleCell, type StatusAnswerProps } from '../../../components/status-toggle-cell';
import { useFeedback } from '../../../lib/use-feedback';
import { useOpenThenResult } from '../../../lib/use-open-then-result';
import { useListParams } from '../../../lib/use-list-params';
import { useCourses, useSetCourseStatus, type CourseRow } from '../api/courses';
import { CreateCourseDialog, YEAR_OPTIONS } from './create-course-dialog';
import { FilterSelect } from '../../../components/filter-select';

function yearFrom(value: string | null): number | null {
  const year = Number(value);
  return Number.isInteger(year) && year >= 1 && year <= 7 ? year : null;
}

interface StatusCellProps extends StatusAnswerProps {
  course: CourseRow;
}

function CourseStatusCell({ course, feedback }: StatusCellProps) {
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
      feedback={feedback}
    />
  );
}

/** /admin/manage-courses (offices ict, dean). */
export function ManageCoursesPage() {
  const list = useListParams();
  const year = yearFrom(list.searchParams.get('year'));
  const courses = useCourses({ page: list.page, q: list.q, year });
  const feedback = useFeedback();
  const creating = useOpenThenResult<string>();

  const columns: DataColumn<CourseRow>[] = [
    { header: '#', cell: (course) => course.number },
    { header: 'Year', cell: (course) => course.year },
    { header: 'Code', cell: (course) => course.code, nowrap: true },
    {
      header: 'Title',
      cell: (course) => (
        <div>
          {course.title}
          {course.audience !== 'both' ? (
            <span className="table__sub">{COURSE_AUDIENCE_LABELS[course.audience]}</span>
          ) : null}
        </div>
      ),
    },
    { header: 'CH', cell: (course) => course.hours },
    { header: 'Status', cell: (course) => <CourseStatusCell course={course} feedback={feedback} /> },
  ];

  return (
    <PageLayout
      title="Manage Courses"
      width="wide"
      toolbar={
        <>
          <ListSearch list={list} id="course-search" label="Search by code or title">
            <FilterSelect
              id="course-year-filter"
              label="Year"
              value={year === null ? '' : String(year)}
              options={[
                { value: '', label: 'All years' },
                ...YEAR_OPTIONS.map((value) => ({ value: String(value), label: `Year ${value}` })),
              ]}
              onChange={(value) => list.update({ year: value })}
            />
          </ListSearch>
          <button type="button" className="button button--primary" onClick={creating.open}>
            Input New Course
          </button>
        </>
      }
    >
      <DataTable
        caption="Courses"
        columns={columns}
        rows={courses.data?.items}
        rowKey={(course) => course.code}
        query={courses}
        emptyText={MESSAGES.notFound}
        paging={{ list, data: courses.data }}
      />

      {creating.isOpen ? <CreateCourseDialog onCancel={creating.close} onCreated={creating.done} /> : null}
      {creating.result ? <MessageDialog title={creating.result} onClose={creating.clear} /> : null}
    </PageLayout>
  );
}
