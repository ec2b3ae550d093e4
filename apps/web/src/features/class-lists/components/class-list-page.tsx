import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  CLASS_LIST_EMPTY_TEXTS,
  CLASS_LIST_MESSAGES,
  CLASS_LIST_SECTION_TITLES,
  type ClassListLecturerView,
  type ClassListSection,
  type ClassListStudentView,
  type ClassmateView,
  type DroppedStudentView,
} from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { frameOf, paths } from '../../../config/paths';
import { getStoredSession } from '../../../lib/session';
import { nameWithTitle } from '../../../lib/names';
import { classListCsvHref, useClassList, type ClassListResponse } from '../api/class-lists';
import { fullName, printClassListHref, readCourseQuery, type CourseQuery } from '../lib/course-query';
import './class-lists.css';

/** Which area the screen is opened from: its way back. */
export type ClassListArea = 'admin' | 'faculty' | 'student';

export interface ClassListPageProps {
  area: ClassListArea;
}

function backLink(area: ClassListArea, periodId: string) {
  if (area === 'admin') {
    // Every office with the power reaches the period's class lists (not all assign courses).
    return <Link to={paths.admin.classLists.getHref({ periodId })}>Back to Class Lists</Link>;
  }
  if (area === 'faculty') {
    return <Link to={paths.faculty.assignedCourses.getHref({ periodId })}>Back to Assigned Courses</Link>;
  }
  const customId = getStoredSession()?.custom_id ?? 'me';
  return <Link to={paths.student.myRegisteredCourses.getHref({ periodId, customId })}>Back to Registered Courses</Link>;
}

/** A passport photo, or a placeholder with the surname's initial. */
function Photo({ url, name, surname }: { url: string | null; name: string; surname: string }) {
  if (url) {
    return <img className="passport-photo" src={url} alt={`Passport photograph of ${name}`} width="160" height="160" />;
  }
  return (
    <div className="passport-photo passport-photo--placeholder" role="img" aria-label="No passport photograph yet">
      <span aria-hidden="true">{surname.charAt(0)}</span>
    </div>
  );
}

/** The modal of a passport View button: the photo, the name and Close. */
function PassportDialog({ student, onClose }: { student: ClassListStudentView; onClose: () => void }) {
  const name = fullName(student);
  return (
    <Dialog
      title="Passport"
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="class-list__passport">
        <Photo url={student.passport_url} name={name} surname={student.surname} />
        <p className="class-list__passport-name">{name}</p>
      </div>
    </Dialog>
  );
}

/** The lecturer block (students and staff): photo, title, name and username. */
function LecturerBlock({ lecturer }: { lecturer: ClassListLecturerView | null }) {
  return (
    <section className="class-list__lecturer" aria-labelledby="class-list-lecturer">
      <h2 id="class-list-lecturer" className="class-list__heading">
        Lecturer
      </h2>
      {lecturer ? (
        <div className="class-list__lecturer-body">
          <Photo url={lecturer.passport_url} name={nameWithTitle(lecturer)} surname={lecturer.surname} />
          <div>
            <p className="class-list__lecturer-name">{nameWithTitle(lecturer)}</p>
            <p>{lecturer.username}</p>
          </div>
        </div>
      ) : (
        <p>{CLASS_LIST_MESSAGES.noLecturer}</p>
      )}
    </section>
  );
}

function fullColumns(
  onView: (student: ClassListStudentView) => void,
  withMark: boolean,
): DataColumn<ClassListStudentView | DroppedStudentView>[] {
  const columns: DataColumn<ClassListStudentView | DroppedStudentView>[] = [
    { header: '#', cell: (_s, i) => i + 1 },
    { header: 'Name', cell: (s) => fullName(s) },
    { header: 'Gender', cell: (s) => s.gender ?? '-' },
    { header: 'Matric. No.', label: 'Matriculation number', cell: (s) => s.matriculation_number ?? '-', nowrap: true },
    {
      header: 'E-mail',
      cell: (s) => s.email ?? <span className="class-list__missing">{CLASS_LIST_MESSAGES.missingEmail}</span>,
    },
    { header: 'Phone', cell: (s) => s.phone_number ?? '-', nowrap: true },
  ];
  if (withMark) {
    columns.push({ header: 'W/WF', label: 'Mark', cell: (s) => ('mark' in s && s.mark) || '-' });
  }
  columns.push({
    header: 'Passport',
    cell: (s) => (
      <button
        type="button"
        className="button button--plain button--small"
        aria-label={`View passport of ${fullName(s)}`}
        onClick={() => onView(s)}
      >
        View
      </button>
    ),
  });
  return columns;
}

/** A classmate and their place in the table (names alone are no key). */
type NumberedClassmate = ClassmateView & { place: number };

const nameColumns: DataColumn<NumberedClassmate>[] = [
  { header: '#', cell: (s) => s.place },
  { header: 'Name', cell: (s) => fullName(s) },
];

function Tables({ data, onView }: { data: ClassListResponse; onView: (s: ClassListStudentView) => void }) {
  const sections: ClassListSection[] = ['registered', 'added', 'dropped'];
  return (
    <>
      {sections.map((section) => {
        const headingId = `class-list-${section}`;
        return (
          <section key={section} className="class-list__table" aria-labelledby={headingId}>
            <h2 id={headingId} className="class-list__heading">
              {CLASS_LIST_SECTION_TITLES[section]}
            </h2>
            {data.view === 'student' ? (
              <DataTable
                caption={CLASS_LIST_SECTION_TITLES[section]}
                columns={nameColumns}
                rows={data[section].map((s, i) => ({ ...s, place: i + 1 }))}
                rowKey={(s) => s.place}
                emptyText={CLASS_LIST_EMPTY_TEXTS[section]}
              />
            ) : (
              <DataTable<ClassListStudentView | DroppedStudentView>
                caption={CLASS_LIST_SECTION_TITLES[section]}
                columns={fullColumns(onView, section === 'dropped')}
                rows={data[section]}
                rowKey={(s) => s.custom_id}
                emptyText={CLASS_LIST_EMPTY_TEXTS[section]}
              />
            )}
          </section>
        );
      })}
    </>
  );
}

function PrintActions({ periodId, course }: { periodId: string; course: CourseQuery }) {
  return (
    <>
      <a
        className="button button--primary"
        href={printClassListHref(periodId, course, 'list')}
        target="_blank"
        rel="noopener noreferrer"
      >
        {CLASS_LIST_MESSAGES.printList}
      </a>
      <a
        className="button button--primary"
        href={printClassListHref(periodId, course, 'sheet')}
        target="_blank"
        rel="noopener noreferrer"
      >
        {CLASS_LIST_MESSAGES.printSheet}
      </a>
      <a className="button" href={classListCsvHref(periodId, course.code)} download>
        Download CSV
      </a>
    </>
  );
}

/**
 * /admin/class-list/{periodId}, /faculty/class-list/{periodId}, /student/class-list/{periodId}
 * with ?code&title&hours (docs/product.md §3.5): one request; what it shows depends on who asks.
 */
export function ClassListPage({ area }: ClassListPageProps) {
  const { periodId = '' } = useParams();
  const [search] = useSearchParams();
  const asked = readCourseQuery(search);
  const list = useClassList(periodId, asked.code);
  const [viewing, setViewing] = useState<ClassListStudentView | null>(null);
  const data = list.data;
  // The query string names the course until the answer comes; then the server's record.
  const course: CourseQuery = data ? data.course : asked;
  const canPrint = data !== undefined && data.view !== 'student';

  return (
    <PageLayout
      // The student's frame (heading, introduction, width) serves the three areas alike.
      {...frameOf(paths.student.classList)}
      actions={canPrint ? <PrintActions periodId={periodId} course={course} /> : undefined}
      footer={backLink(area, periodId)}
    >
      <div className="class-list__course">
        <p className="class-list__course-title">
          <strong>{course.code}</strong>
          {course.title ? `: ${course.title}` : null}
        </p>
        <p>
          {data ? `${data.period.semester} Semester, ${data.period.session}` : null}
          {course.hours ? `${data ? ' · ' : ''}Credit hours: ${course.hours}` : null}
        </p>
      </div>
      {asked.code === '' ? <p className="lead">No course was given.</p> : <QueryStatus query={list} />}
      {data && data.view !== 'lecturer' ? <LecturerBlock lecturer={data.lecturer} /> : null}
      {data ? <Tables data={data} onView={setViewing} /> : null}
      {viewing ? <PassportDialog student={viewing} onClose={() => setViewing(null)} /> : null}
    </PageLayout>
  );
}
