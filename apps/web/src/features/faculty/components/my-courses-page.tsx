import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { withCourseQuery } from '../../../lib/class-list';
import { periodName, usePeriods } from '../../periods/api/periods';
import { useMyCourses } from '../api/faculty';

export const NO_COURSES_ASSIGNED = 'No course(s) assigned yet for this semester.';

export interface MyCoursesPageProps {
  periodId: string;
}

/** /faculty/assigned-courses/:periodId: the lecturer's courses of a period, with Class List links. */
export function MyCoursesPage({ periodId }: MyCoursesPageProps) {
  const courses = useMyCourses(periodId);
  const periods = usePeriods();
  const period = periods.data?.items.find((p) => p.period_id === periodId);

  return (
    <PageCard
      title="Assigned Courses"
      width="medium"
      intro={period ? periodName(period) : undefined}
      footer={<Link to={paths.faculty.assignedCoursesPeriod.getHref()}>Choose another period</Link>}
    >
      {courses.isPending ? <LoadingState /> : null}
      {courses.isError ? <Alert>{errorMessage(courses.error)}</Alert> : null}
      {courses.data && courses.data.length === 0 ? <p className="empty-state">{NO_COURSES_ASSIGNED}</p> : null}
      {courses.data && courses.data.length > 0 ? (
        <div className="table-wrap table-wrap--stack">
          <table className="table table--stack">
            <caption className="visually-hidden">
              Courses assigned to you{period ? ` for ${periodName(period)}` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Title</th>
                <th scope="col">CH</th>
                <th scope="col">Class List</th>
              </tr>
            </thead>
            <tbody>
              {courses.data.map((course) => (
                <tr key={course.course_code}>
                  <td data-label="Code" className="table__nowrap">
                    {course.course_code}
                  </td>
                  <td data-label="Title">{course.title}</td>
                  <td data-label="CH">{course.hours}</td>
                  <td data-label="Class List">
                    <Link
                      to={withCourseQuery(paths.faculty.classList.getHref({ periodId }), {
                        code: course.course_code,
                        title: course.title,
                        hours: course.hours,
                      })}
                      aria-label={`Class List of ${course.course_code}`}
                    >
                      Class List
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </PageCard>
  );
}
