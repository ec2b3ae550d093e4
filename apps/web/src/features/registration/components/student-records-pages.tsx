import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ADD_DROP_STATUS_LABELS,
  HOSTEL_APPLICATION_STATUS_LABELS,
  type AddDropStatus,
  type HostelApplicationStatus,
  periodTitle,
} from '@portal/domain';
import { DataTable, ListTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { frameOf, paths } from '../../../config/paths';
import { getStoredSession } from '../../../lib/session';
import {
  printOutsQueryOptions,
  registeredCoursesQueryOptions,
  type PrintOutsResponse,
  type RegisteredCoursesResponse,
} from '../api/registration';

type PrintOut = PrintOutsResponse['items'][number];
type RegisteredCourse = RegisteredCoursesResponse['courses'][number];

/** /student/print-outs: every registration with its statuses, and Print when complete. */
export function PrintOutsPage() {
  const outs = useQuery(printOutsQueryOptions());
  const customId = getStoredSession()?.custom_id ?? 'me';
  const columns: DataColumn<PrintOut>[] = [
    { header: '#', cell: (_r, i) => i + 1 },
    { header: 'Semester', cell: (r) => r.semester },
    { header: 'Session', cell: (r) => r.session, nowrap: true },
    { header: 'Level', cell: (r) => r.level },
    { header: 'Registration Status', cell: (r) => r.registration_status_label },
    {
      header: 'Add/Drop Status',
      cell: (r) =>
        r.add_drop_status === null ? (
          '-'
        ) : (
          <>
            {ADD_DROP_STATUS_LABELS[r.add_drop_status as AddDropStatus] ?? r.add_drop_status}
            {r.add_drop_status === 'completed' ? (
              <>
                {' '}
                <Link to={paths.student.printAddDropForm.getHref({ periodId: r.period_id, customId })}>
                  Print <span className="visually-hidden">add/drop form, {periodTitle(r)}</span>
                </Link>
              </>
            ) : null}
          </>
        ),
    },
    {
      header: 'Hostel Status',
      cell: (r) =>
        r.hostel_status === null ? (
          r.registration_status === 'completed' ? (
            // The way to the hostel request (issue 13): the spec's student menu has no hostel entry.
            <Link to={paths.student.applyForHostelPeriod.getHref()}>
              Apply for Hostel <span className="visually-hidden">in {periodTitle(r)}</span>
            </Link>
          ) : (
            '-'
          )
        ) : (
          <>
            {r.hostel_status === 'complete' ? (
              (HOSTEL_APPLICATION_STATUS_LABELS[r.hostel_status as HostelApplicationStatus] ?? r.hostel_status)
            ) : (
              // A request still under way leads back to its form.
              <Link to={paths.student.hostelForm.getHref({ periodId: r.period_id, customId })}>
                {HOSTEL_APPLICATION_STATUS_LABELS[r.hostel_status as HostelApplicationStatus] ?? r.hostel_status}
              </Link>
            )}
            {r.hostel_status === 'complete' ? (
              <>
                {' '}
                <Link to={paths.student.printHostelForm.getHref({ periodId: r.period_id, customId })}>
                  Print <span className="visually-hidden">proof of hostel allocation, {periodTitle(r)}</span>
                </Link>
              </>
            ) : null}
          </>
        ),
    },
    {
      header: 'Print',
      cell: (r) =>
        r.can_print ? (
          <Link to={paths.student.printRegistrationForm.getHref({ periodId: r.period_id, customId })}>
            Print<span className="visually-hidden"> registration form, {periodTitle(r)}</span>
          </Link>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <PageLayout {...frameOf(paths.student.printOuts)}>
      <ListTable
        caption="Your registrations"
        columns={columns}
        rowKey={(r) => r.period_id}
        query={outs}
        emptyText="No record found."
      />
    </PageLayout>
  );
}

/** /student/my-registered-courses/{periodId}/{customId}: the courses, dropped ones struck through. */
export function RegisteredCoursesPage() {
  const { periodId = '' } = useParams();
  const courses = useQuery(registeredCoursesQueryOptions(periodId));
  const data = courses.data;
  // A class list counts completed registrations only, so its link waits for completion.
  const completed = data?.status === 'completed';
  const classListHref = (c: RegisteredCourse) =>
    `${paths.student.classList.getHref({ periodId })}?${new URLSearchParams({ code: c.code, title: c.title, hours: c.hours })}`;
  const columns: DataColumn<RegisteredCourse>[] = [
    { header: '#', cell: (_c, i) => i + 1 },
    { header: 'Code', cell: (c) => (c.dropped ? <del>{c.code}</del> : c.code), nowrap: true },
    {
      header: 'Title',
      cell: (c) =>
        c.dropped ? (
          <>
            <del>{c.title}</del> <span className="badge">Dropped{c.mark ? ` (${c.mark})` : ''}</span>
          </>
        ) : (
          c.title
        ),
    },
    { header: 'CH', label: 'Credit hours', cell: (c) => c.hours },
    {
      header: 'Class List',
      cell: (c) =>
        !completed ? (
          '-'
        ) : (
          <Link to={classListHref(c)}>
            Class List <span className="visually-hidden">{c.code}</span>
          </Link>
        ),
    },
  ];
  return (
    <PageLayout
      {...frameOf(paths.student.myRegisteredCourses, { periodId })}
      intro={
        data
          ? `Registration status: ${data.status_label}${completed ? '' : '. Class lists open once the registration is completed.'}`
          : undefined
      }
      footer={<Link to={paths.student.myRegisteredCoursesPeriod.getHref()}>Choose another semester</Link>}
    >
      <QueryStatus query={courses} />
      {data ? (
        <DataTable
          caption="Registered courses"
          columns={columns}
          rows={data.courses}
          rowKey={(c) => c.code}
          emptyText="No course registered."
        />
      ) : null}
    </PageLayout>
  );
}
