import {
  findCourse,
  findCourseLecturer,
  listChangedStudentsOfCourse,
  listClassListCourses,
  listRegisteredStudentsOfCourse,
  type UserRow,
} from '@portal/db';
import {
  CLASS_LIST_MESSAGES,
  classListCsv,
  normalizeCourseCode,
  officeCan,
  type ClassListCoursesResponse,
  type ClassListLecturerView,
  type ClassListPrintResponse,
  type ClassListResponse,
  type ClassListStudentView,
  type CsvRows,
  type DroppedStudentView,
} from '@portal/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { passportUrl } from '../passport/index.js';
import { requirePeriod } from '../periods/index.js';

/*
 * Class lists and grade sheets (issue 14; docs/product.md §3.5, docs/decisions/0016-class-lists.md).
 * Who sees what:
 *  - staff of the offices with `viewClassLists`: every list, every column, the lecturer block;
 *  - a lecturer: the lists of the courses assigned to them in that period, every column;
 *  - a student: the list of a course they are on in that period (registered, dropped after
 *    registering, or added), classmates' names only, and the lecturer block.
 * Print sheets and the CSV are for staff and the course's lecturer only.
 */

type StudentRow = Awaited<ReturnType<typeof listRegisteredStudentsOfCourse>>[number];
type ChangedRow = Awaited<ReturnType<typeof listChangedStudentsOfCourse>>[number];
type LecturerRow = NonNullable<Awaited<ReturnType<typeof findCourseLecturer>>>;

interface LoadedList {
  course: { code: string; title: string; hours: string };
  period: { period_id: string; semester: ClassListResponse['period']['semester']; session: string };
  lecturer: LecturerRow | undefined;
}

/** The period, the course and its lecturer; 404 for an unknown period or course. */
async function loadHead(deps: DbDeps, periodId: string, courseCode: string): Promise<LoadedList> {
  const code = normalizeCourseCode(courseCode);
  const [period, course, lecturer] = await Promise.all([
    requirePeriod(deps.db, periodId),
    findCourse(deps.db, code),
    findCourseLecturer(deps.db, periodId, code),
  ]);
  if (!course) throw notFound(CLASS_LIST_MESSAGES.courseMissing(code));
  return {
    course: { code: course.code, title: course.title, hours: course.hours },
    period: { period_id: period.periodId, semester: period.semester, session: period.session },
    lecturer,
  };
}

async function loadTables(deps: DbDeps, periodId: string, code: string) {
  const [registered, changed] = await Promise.all([
    listRegisteredStudentsOfCourse(deps.db, periodId, code),
    listChangedStudentsOfCourse(deps.db, periodId, code),
  ]);
  return {
    registered,
    added: changed.filter((c) => c.action === 'add'),
    dropped: changed.filter((c) => c.action === 'drop'),
  };
}

/** Staff with the power, or the lecturer the course is assigned to in the period (else 403). */
function assertStaffOrLecturer(viewer: UserRow, head: LoadedList): 'staff' | 'lecturer' {
  if (viewer.role === 'admin') {
    if (!officeCan(viewer.adminPosition, 'viewClassLists')) throw forbidden();
    return 'staff';
  }
  if (viewer.role === 'faculty' && head.lecturer?.customId === viewer.customId) return 'lecturer';
  if (viewer.role === 'faculty') throw forbidden(CLASS_LIST_MESSAGES.notYourCourse);
  throw forbidden();
}

/** A student as the printed sheets show them: no photo and no link. */
function printedStudent(row: StudentRow) {
  return {
    student_id: row.studentId,
    surname: row.surname,
    first_name: row.firstName,
    other_names: row.otherNames,
    gender: row.gender,
    matriculation_number: row.matriculationNumber,
    email: row.email,
    phone_number: row.phoneNumber,
  };
}

function studentView(row: StudentRow): ClassListStudentView {
  return {
    custom_id: row.customId,
    ...printedStudent(row),
    passport_url: row.passportKey ? passportUrl(row.customId, row.passportKey) : null,
  };
}

function droppedView(row: ChangedRow): DroppedStudentView {
  return { ...studentView(row), mark: row.mark };
}

function lecturerView(row: LecturerRow | undefined): ClassListLecturerView | null {
  if (!row) return null;
  return {
    title: row.title,
    surname: row.surname,
    first_name: row.firstName,
    other_names: row.otherNames,
    username: row.username,
    passport_url: row.passportKey ? passportUrl(row.customId, row.passportKey) : null,
  };
}

const nameOnly = (row: StudentRow) => ({
  surname: row.surname,
  first_name: row.firstName,
  other_names: row.otherNames,
});

/**
 * Whether a student is on the course's list: registered in a completed registration (a student
 * who dropped it stays in the registered table and is listed again under Dropped) or added by a
 * completed add/drop. Registered Courses links every course, dropped ones too (the spec: "a Class
 * List link per course"; issue 27 §7, decision 0016).
 */
function isOnTheList(studentId: string, tables: Awaited<ReturnType<typeof loadTables>>): boolean {
  const has = (rows: readonly StudentRow[]) => rows.some((r) => r.customId === studentId);
  return has(tables.registered) || has(tables.added);
}

/** GET /api/class-lists/:periodId/:courseCode: the Class List screen in one answer, by viewer. */
export async function getClassList(
  deps: DbDeps,
  viewer: UserRow,
  periodId: string,
  courseCode: string,
): Promise<ClassListResponse> {
  const head = await loadHead(deps, periodId, courseCode);
  if (viewer.role === 'student') {
    const tables = await loadTables(deps, periodId, head.course.code);
    if (!isOnTheList(viewer.customId, tables)) throw forbidden(CLASS_LIST_MESSAGES.notYourClass);
    return {
      view: 'student',
      course: head.course,
      period: head.period,
      registered: tables.registered.map(nameOnly),
      added: tables.added.map(nameOnly),
      dropped: tables.dropped.map(nameOnly),
      lecturer: lecturerView(head.lecturer),
    };
  }
  const view = assertStaffOrLecturer(viewer, head);
  const tables = await loadTables(deps, periodId, head.course.code);
  const full = {
    course: head.course,
    period: head.period,
    registered: tables.registered.map(studentView),
    added: tables.added.map(studentView),
    dropped: tables.dropped.map(droppedView),
  };
  return view === 'staff' ? { view, ...full, lecturer: lecturerView(head.lecturer) } : { view, ...full };
}

/** The print sheets' data (class list and grade sheet): staff and the course's lecturer only. */
export async function getClassListPrint(
  deps: DbDeps,
  viewer: UserRow,
  periodId: string,
  courseCode: string,
): Promise<ClassListPrintResponse> {
  const head = await loadHead(deps, periodId, courseCode);
  assertStaffOrLecturer(viewer, head);
  const tables = await loadTables(deps, periodId, head.course.code);
  const lecturer = lecturerView(head.lecturer);
  return {
    course: head.course,
    period: head.period,
    registered: tables.registered.map(printedStudent),
    added: tables.added.map(printedStudent),
    dropped: tables.dropped.map((row) => ({ ...printedStudent(row), mark: row.mark })),
    lecturer: lecturer
      ? {
          title: lecturer.title,
          surname: lecturer.surname,
          first_name: lecturer.first_name,
          other_names: lecturer.other_names,
          username: lecturer.username,
        }
      : null,
  };
}

/** The class list as CSV rows (staff and the course's lecturer). */
export async function classListCsvRows(
  deps: DbDeps,
  viewer: UserRow,
  periodId: string,
  courseCode: string,
): Promise<{ filename: string; rows: CsvRows }> {
  const print = await getClassListPrint(deps, viewer, periodId, courseCode);
  const { course, period } = print;
  const heading = `Class list: ${course.code} ${course.title} (${course.hours} CH), ${period.semester} Semester, ${period.session}`;
  return {
    filename: `class-list-${period.period_id}-${course.code}.csv`,
    rows: classListCsv(heading, print),
  };
}

/**
 * GET /api/class-lists/:periodId: the staff's Class Lists screen (offices with `viewClassLists`;
 * the route admits no one else): the period's courses with a class list, their counts and lecturer.
 */
export async function listClassLists(deps: DbDeps, periodId: string): Promise<ClassListCoursesResponse> {
  const [period, rows] = await Promise.all([requirePeriod(deps.db, periodId), listClassListCourses(deps.db, periodId)]);
  return {
    period: { period_id: period.periodId, semester: period.semester, session: period.session },
    items: rows.map((r) => ({
      code: r.code,
      title: r.title,
      hours: r.hours,
      registered: r.registered,
      added: r.added,
      dropped: r.dropped,
      lecturer:
        r.lecturerSurname === null
          ? null
          : [r.lecturerTitle, r.lecturerSurname, r.lecturerFirstName, r.lecturerOtherNames].filter(Boolean).join(' '),
    })),
  };
}
