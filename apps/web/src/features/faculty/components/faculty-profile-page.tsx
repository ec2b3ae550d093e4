import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { nameWithTitle } from '../../../lib/names';
import { useFacultyProfile, type FacultyProfile } from '../../../api/faculty';
import { FacultyPhoto } from './faculty-photo';
import { DetailsList } from '../../../components/details-list';

interface PeriodGroup {
  periodId: string;
  name: string;
  courses: FacultyProfile['assigned'];
}

/** Assigned courses grouped by period, in the order the server gives (newest first). */
function groupByPeriod(assigned: FacultyProfile['assigned']): PeriodGroup[] {
  const groups = new Map<string, PeriodGroup>();
  for (const course of assigned) {
    let group = groups.get(course.period_id);
    if (!group) {
      group = { periodId: course.period_id, name: `${course.semester} Semester, ${course.session}`, courses: [] };
      groups.set(course.period_id, group);
    }
    group.courses.push(course);
  }
  return [...groups.values()];
}

const ASSIGNED_COLUMNS: DataColumn<FacultyProfile['assigned'][number]>[] = [
  { header: 'Code', cell: (course) => course.course_code, nowrap: true },
  { header: 'Title', cell: (course) => course.title },
  { header: 'CH', cell: (course) => course.hours },
];

export interface FacultyProfilePageProps {
  facultyId: string;
}

/** /admin/faculty-profile/:facultyId (offices ict, dean). */
export function FacultyProfilePage({ facultyId }: FacultyProfilePageProps) {
  const profile = useFacultyProfile(facultyId);
  const data = profile.data;
  const groups = data ? groupByPeriod(data.assigned) : [];

  return (
    <PageLayout
      title="Faculty Profile"
      width="medium"
      footer={<Link to={paths.admin.manageFaculty.getHref()}>Back to Manage Faculty</Link>}
    >
      <QueryStatus query={profile} />
      {data ? (
        <>
          <div className="profile">
            <div className="profile__photo">
              <FacultyPhoto member={data} url={data.passport_url} />
            </div>
            <DetailsList
              rows={[
                ['Name', nameWithTitle(data)],
                ['E-mail', data.username],
                ['Phone', data.phone_number ?? '-'],
                ['Gender', data.gender ?? '-'],
                ['Status', data.status === 'active' ? 'Active' : 'Inactive'],
              ]}
            />
          </div>

          <section className="section" aria-labelledby="assigned-courses-title">
            <h2 id="assigned-courses-title" className="section__title">
              Assigned Courses
            </h2>
            {groups.length === 0 ? <p className="empty-state">No course(s) assigned yet.</p> : null}
            {groups.map((group) => (
              <div key={group.periodId} className="period-block">
                <h3 className="charge-group__mode">{group.name}</h3>
                <DataTable
                  caption={`Courses assigned for ${group.name}`}
                  columns={ASSIGNED_COLUMNS}
                  rows={group.courses}
                  rowKey={(course) => course.course_code}
                />
              </div>
            ))}
          </section>
        </>
      ) : null}
    </PageLayout>
  );
}
