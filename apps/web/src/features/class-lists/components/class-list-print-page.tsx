import { useParams, useSearchParams } from 'react-router';
import {
  CLASS_LIST_EMPTY_TEXTS,
  CLASS_LIST_MESSAGES,
  CLASS_LIST_SECTION_TITLES,
  GRADE_SHEET,
  type ClassListPrintStudent,
  type ClassListSection,
} from '@portal/domain';
import { PrintBar } from '../../../components/print-bar';
import { QueryStatus } from '../../../components/query-status';
import { nameWithTitle } from '../../../lib/names';
import { useClassListPrint, type ClassListPrintResponse } from '../api/class-lists';
import { fullName, readCourseQuery } from '../lib/course-query';
import './class-lists.css';
import { DetailsList } from '../../../components/details-list';

const SECTIONS: ClassListSection[] = ['registered', 'added', 'dropped'];

function SheetHead({ data, title }: { data: ClassListPrintResponse; title: string }) {
  const { course, period, lecturer } = data;
  return (
    <header className="print-sheet__head class-print__head">
      <img src="/logo.svg" alt="" width="56" height="56" />
      <div>
        <p className="print-sheet__institution">ECWA Theological Seminary, Jos (JETS)</p>
        <h1 className="print-sheet__title">{title}</h1>
        <p>
          <strong>{course.code}</strong>: {course.title} · Credit hours: {course.hours}
        </p>
        <p>
          {period.semester} Semester, {period.session}
          {lecturer ? ` · Lecturer: ${nameWithTitle(lecturer)}` : ''}
        </p>
      </div>
    </header>
  );
}

/** cat=list: the compact class list, three tables, no photos. */
export function ClassListPrintSheet({ data }: { data: ClassListPrintResponse }) {
  return (
    <article className="print-sheet class-print" aria-label={`Class list of ${data.course.code}`}>
      <SheetHead data={data} title="Class List" />
      {SECTIONS.map((section) => {
        const rows: ReadonlyArray<ClassListPrintStudent & { mark?: string | null }> = data[section];
        return (
          // On a phone the rows stack into cards (components.css, table--stack); on A4 paper it is a table.
          <table key={section} className="print-table class-print__table table--stack">
            <caption>
              {CLASS_LIST_SECTION_TITLES[section]} ({rows.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Name</th>
                <th scope="col">Gender</th>
                <th scope="col">Matric. No.</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                {section === 'dropped' ? <th scope="col">W/WF</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={section === 'dropped' ? 7 : 6} className="table__wide-cell">
                    {CLASS_LIST_EMPTY_TEXTS[section]}
                  </td>
                </tr>
              ) : (
                rows.map((s, i) => (
                  <tr key={s.student_id}>
                    <td data-label="#">{i + 1}</td>
                    <td data-label="Name">{fullName(s)}</td>
                    <td data-label="Gender">{s.gender ?? '-'}</td>
                    <td data-label="Matric. No." className="class-print__nowrap">
                      {s.matriculation_number ?? '-'}
                    </td>
                    <td data-label="E-mail" className="class-print__email">
                      {s.email ?? CLASS_LIST_MESSAGES.missingEmail}
                    </td>
                    <td data-label="Phone" className="class-print__nowrap">
                      {s.phone_number ?? '-'}
                    </td>
                    {section === 'dropped' ? <td data-label="W/WF">{s.mark ?? '-'}</td> : null}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        );
      })}
    </article>
  );
}

function GradeRows({ label, students }: { label: string; students: readonly ClassListPrintStudent[] }) {
  const blanks = Array.from({ length: GRADE_SHEET.assessmentColumns + 3 }, (_, i) => i);
  return (
    <>
      <tr className="grade-sheet__section">
        <th scope="rowgroup" colSpan={GRADE_SHEET.assessmentColumns + 5}>
          {label}
        </th>
      </tr>
      {students.map((s) => (
        <tr key={s.student_id}>
          <td className="class-print__nowrap">{s.student_id}</td>
          <td>{fullName(s)}</td>
          {blanks.map((i) => (
            <td key={i} />
          ))}
        </tr>
      ))}
    </>
  );
}

/** cat=sheet and /print-grade-sheet: the grade sheet; dropped students are left out. */
export function GradeSheet({ data }: { data: ClassListPrintResponse }) {
  const dropped = new Set(data.dropped.map((s) => s.student_id));
  const registered = data.registered.filter((s) => !dropped.has(s.student_id));
  const added = data.added.filter((s) => !dropped.has(s.student_id));
  const blankRows = Array.from({ length: GRADE_SHEET.blankRows }, (_, i) => i);
  const emptyCells = Array.from({ length: GRADE_SHEET.assessmentColumns + 5 }, (_, i) => i);
  const assessments = Array.from({ length: GRADE_SHEET.assessmentColumns }, (_, i) => i + 1);
  const { course, period } = data;
  return (
    <article className="print-sheet class-print grade-sheet" aria-label={`Grade sheet of ${course.code}`}>
      <header className="print-sheet__head class-print__head">
        <img src="/logo.svg" alt="" width="56" height="56" />
        <div>
          <p className="print-sheet__institution">ECWA Theological Seminary, Jos (JETS)</p>
          <h1 className="print-sheet__title">{GRADE_SHEET.title}</h1>
          <ul className="grade-sheet__levels" aria-label="Programme level">
            {GRADE_SHEET.programmeLevels.map((level) => (
              <li key={level}>
                <span className="grade-sheet__box" aria-hidden="true" /> {level}
              </li>
            ))}
          </ul>
        </div>
      </header>
      <p className="grade-sheet__note">{GRADE_SHEET.facultyNote}</p>
      <DetailsList
        className="print-details grade-sheet__details"
        rows={[
          ['Session', period.session],
          ['Semester', period.semester],
          ['Course', `${course.code}: ${course.title}`],
          ['Credit hours', course.hours],
          data.lecturer ? ['Lecturer', nameWithTitle(data.lecturer)] : null,
        ]}
      />
      {/* On a phone the sheet keeps its A4 columns and scrolls sideways; on paper it fits. */}
      <div
        className="grade-sheet__scroll"
        role="region"
        aria-label={`Grades of ${course.code}, scrolls sideways`}
        tabIndex={0}
      >
        <table className="print-table grade-sheet__table">
          <caption className="visually-hidden">Grades of {course.code}</caption>
          <thead>
            <tr>
              <th scope="col">ID No</th>
              <th scope="col">Surname and Other Names</th>
              {assessments.map((n) => (
                <th scope="col" key={n} className="grade-sheet__score">
                  Assign./ Mid-term {n}
                </th>
              ))}
              <th scope="col" className="grade-sheet__score">
                Final Exam
              </th>
              <th scope="col" className="grade-sheet__score">
                Total Score
              </th>
              <th scope="col" className="grade-sheet__score">
                Term Grade
              </th>
            </tr>
          </thead>
          <tbody>
            <GradeRows label="Registered" students={registered} />
            <GradeRows label="Added" students={added} />
            <tr className="grade-sheet__section">
              <th scope="rowgroup" colSpan={GRADE_SHEET.assessmentColumns + 5}>
                Others
              </th>
            </tr>
            {blankRows.map((row) => (
              <tr key={`blank-${row}`} className="grade-sheet__blank">
                {emptyCells.map((cell) => (
                  <td key={cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <footer className="print-sheet__foot">
        <div className="print-sheet__signatures">
          <p>Lecturer&apos;s signature</p>
          <p>Date</p>
          <p>Academic Dean</p>
        </div>
      </footer>
    </article>
  );
}

export interface ClassListPrintPageProps {
  /** Fixed for /print-grade-sheet; otherwise read from `?cat=` (list unless sheet). */
  kind?: 'list' | 'sheet';
}

/**
 * /print-class-list/{periodId}?code&title&cat&hours and /print-grade-sheet/{periodId}: A4 pages
 * with the 'Click here to Print' bar, for staff and the course's lecturer (never public).
 */
export function ClassListPrintPage({ kind }: ClassListPrintPageProps) {
  const { periodId = '' } = useParams();
  const [search] = useSearchParams();
  const course = readCourseQuery(search);
  const sheet = (kind ?? (search.get('cat') === 'sheet' ? 'sheet' : 'list')) === 'sheet';
  const print = useClassListPrint(periodId, course.code);
  return (
    <div className="print-page">
      <PrintBar print={print} />
      <div className="container">
        {course.code === '' ? <p className="lead">No course was given.</p> : <QueryStatus query={print} />}
      </div>
      {print.data ? sheet ? <GradeSheet data={print.data} /> : <ClassListPrintSheet data={print.data} /> : null}
    </div>
  );
}
