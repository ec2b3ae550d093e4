import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { withCourseQuery } from '../../../lib/class-list';
import { useClassListCourses, type ClassListCoursesResponse } from '../api/class-lists';

type CourseRow = ClassListCoursesResponse['items'][number];

export interface ClassListCoursesPageProps {
  periodId: string;
}

/**
 * /admin/class-lists/:periodId (offices with `viewClassLists`; not in the spec, decision 0016):
 * the period's courses with students or a lecturer, with a Class List link each. One request.
 */
export function ClassListCoursesPage({ periodId }: ClassListCoursesPageProps) {
  const courses = useClassListCourses(periodId);
  const data = courses.data;
  const columns: DataColumn<CourseRow>[] = [
    { header: '#', cell: (_c, i) => i + 1 },
    { header: 'Code', cell: (c) => c.code, nowrap: true },
    { header: 'Title', cell: (c) => c.title },
    { header: 'CH', label: 'Credit hours', cell: (c) => c.hours },
    { header: 'Lecturer', cell: (c) => c.lecturer ?? '-' },
    { header: 'Registered', cell: (c) => c.registered, align: 'end' },
    { header: 'Added', cell: (c) => c.added, align: 'end' },
    { header: 'Dropped', cell: (c) => c.dropped, align: 'end' },
    {
      header: 'Class List',
      cell: (c) => (
        <Link
          to={withCourseQuery(paths.admin.classList.getHref({ periodId }), c)}
          aria-label={`Class List of ${c.code}`}
        >
          Class List
        </Link>
      ),
    },
  ];
  return (
    <PageLayout
      title={data ? `Class Lists: ${data.period.semester} Semester, ${data.period.session}` : 'Class Lists'}
      width="wide"
      intro="Courses with registered or added students, or a lecturer, in this period."
      footer={<Link to={paths.admin.classListsPeriod.getHref()}>Choose another period</Link>}
    >
      <DataTable
        caption="Courses of the period"
        columns={columns}
        rows={data?.items}
        rowKey={(c) => c.code}
        query={courses}
        emptyText="No record found."
      />
    </PageLayout>
  );
}
