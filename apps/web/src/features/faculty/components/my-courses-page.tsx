import { Link } from 'react-router';
import { periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { withCourseQuery } from '../../../lib/class-list';
import { usePeriods } from '../../../api/periods';
import { useMyCourses } from '../../../api/faculty';

type MyCourse = NonNullable<ReturnType<typeof useMyCourses>['data']>[number];

export const NO_COURSES_ASSIGNED = 'No course(s) assigned yet for this semester.';

export interface MyCoursesPageProps {
  periodId: string;
}

/** /faculty/assigned-courses/:periodId: the lecturer's courses of a period, with Class List links. */
export function MyCoursesPage({ periodId }: MyCoursesPageProps) {
  const courses = useMyCourses(periodId);
  const periods = usePeriods();
  const period = periods.data?.items.find((p) => p.period_id === periodId);
  const columns: DataColumn<MyCourse>[] = [
    { header: 'Code', cell: (course) => course.course_code, nowrap: true },
    { header: 'Title', cell: (course) => course.title },
    { header: 'CH', cell: (course) => course.hours },
    {
      header: 'Class List',
      cell: (course) => (
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
      ),
    },
  ];

  return (
    <PageLayout
      title="Assigned Courses"
      width="medium"
      intro={period ? periodTitle(period) : undefined}
      footer={<Link to={paths.faculty.assignedCoursesPeriod.getHref()}>Choose another period</Link>}
    >
      <DataTable
        caption={`Courses assigned to you${period ? ` for ${periodTitle(period)}` : ''}`}
        columns={columns}
        rows={courses.data}
        rowKey={(course) => course.course_code}
        query={courses}
        emptyText={NO_COURSES_ASSIGNED}
      />
    </PageLayout>
  );
}
