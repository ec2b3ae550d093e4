import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { nameWithTitle } from '../../../lib/names';
import { useFacultyProfile, type FacultyProfile } from '../api/faculty';
import { FacultyPhoto } from './faculty-photo';

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

export interface FacultyProfilePageProps {
  facultyId: string;
}

/** /admin/faculty-profile/:facultyId (offices ict, dean). */
export function FacultyProfilePage({ facultyId }: FacultyProfilePageProps) {
  const profile = useFacultyProfile(facultyId);
  const data = profile.data;
  const groups = data ? groupByPeriod(data.assigned) : [];

  return (
    <PageCard
      title="Faculty Profile"
      width="medium"
      footer={<Link to={paths.admin.manageFaculty.getHref()}>Back to Manage Faculty</Link>}
    >
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? <Alert>{errorMessage(profile.error)}</Alert> : null}
      {data ? (
        <>
          <div className="profile">
            <div className="profile__photo">
              <FacultyPhoto member={data} url={data.passport_url} />
            </div>
            <dl className="details">
              <div>
                <dt>Name</dt>
                <dd>{nameWithTitle(data)}</dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>{data.username}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{data.phone_number ?? '-'}</dd>
              </div>
              <div>
                <dt>Gender</dt>
                <dd>{data.gender ?? '-'}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{data.status === 'active' ? 'Active' : 'Inactive'}</dd>
              </div>
            </dl>
          </div>

          <section className="section" aria-labelledby="assigned-courses-title">
            <h2 id="assigned-courses-title" className="section__title">
              Assigned Courses
            </h2>
            {groups.length === 0 ? <p className="empty-state">No course(s) assigned yet.</p> : null}
            {groups.map((group) => (
              <div key={group.periodId} className="period-block">
                <h3 className="charge-group__mode">{group.name}</h3>
                <div className="table-wrap table-wrap--stack">
                  <table className="table table--stack">
                    <caption className="visually-hidden">Courses assigned for {group.name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Code</th>
                        <th scope="col">Title</th>
                        <th scope="col">CH</th>
                      </tr>
                    </thead>
                    <tbody>
                      {group.courses.map((course) => (
                        <tr key={course.course_code}>
                          <td data-label="Code" className="table__nowrap">
                            {course.course_code}
                          </td>
                          <td data-label="Title">{course.title}</td>
                          <td data-label="CH">{course.hours}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            ))}
          </section>
        </>
      ) : null}
    </PageCard>
  );
}
