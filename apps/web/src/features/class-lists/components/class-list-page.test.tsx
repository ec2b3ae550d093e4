import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminPosition,
  ClassListCoursesResponse,
  ClassListPrintResponse,
  ClassListResponse,
  ClassListStudentView,
} from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok, fail, type MockHandler } from '../../../test/mock-api';

const PERIOD = { period_id: '120252026', semester: '1st' as const, session: '2025/2026' };
const COURSE = { code: 'NTS 612', title: 'New Testament Survey', hours: '3' };
const LIST_URL = 'GET /api/class-lists/120252026/NTS%20612';
const PRINT_URL = 'GET /api/class-lists/120252026/NTS%20612/print';
const QUERY = '?code=NTS+612&title=New+Testament+Survey&hours=3';

function student(n: number, overrides: Partial<ClassListStudentView> = {}): ClassListStudentView {
  return {
    custom_id: `S-${n}`,
    student_id: `6500${n}`,
    surname: `SURNAME${n}`,
    first_name: `First${n}`,
    other_names: null,
    gender: n % 2 ? 'Female' : 'Male',
    matriculation_number: `JETS/PG/25/OT/6500${n}`,
    email: `first${n}.6500${n}@jets.edu.ng`,
    phone_number: `0803000000${n}`,
    passport_url: `/api/users/S-${n}/passport?v=abc`,
    ...overrides,
  };
}

const LECTURER = {
  title: 'Rev. Dr.',
  surname: 'ADAMU',
  first_name: 'John',
  other_names: 'Musa',
  username: 'john.adamu@jets.edu.ng',
  passport_url: null,
};

const FULL = {
  course: COURSE,
  period: PERIOD,
  registered: [student(1), student(2, { email: null })],
  added: [student(3)],
  dropped: [{ ...student(2, { email: null }), mark: 'W' as const }],
};

function signIn(role: 'admin' | 'faculty' | 'student', handlers: Record<string, MockHandler>, office?: AdminPosition) {
  const session = storeTestSession({ role, surname: role === 'admin' ? (office ?? 'registrar') : 'OKAFOR' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('Class List', () => {
  it('shows the lecturer the three tables with every column, a passport in a modal, and the print buttons', async () => {
    const user = userEvent.setup();
    const api = signIn('faculty', { [LIST_URL]: ok({ view: 'lecturer', ...FULL } satisfies ClassListResponse) });
    renderApp(`/faculty/class-list/120252026${QUERY}`);

    expect(await screen.findByRole('heading', { name: 'Class List', level: 1 })).toBeInTheDocument();
    const registered = await screen.findByRole('table', { name: 'Registered during Registration' });
    expect(headers(registered)).toEqual(['#', 'Name', 'Gender', 'Matric. No.', 'E-mail', 'Phone', 'Passport']);
    expect(within(registered).getByText('SURNAME1 First1')).toBeInTheDocument();
    expect(within(registered).getByText('*Contact ICT department')).toBeInTheDocument();
    expect(screen.getByText('1st Semester, 2025/2026 · Credit hours: 3')).toBeInTheDocument();
    const dropped = screen.getByRole('table', { name: 'Dropped during Add/Drop' });
    expect(headers(dropped)).toEqual(['#', 'Name', 'Gender', 'Matric. No.', 'E-mail', 'Phone', 'W/WF', 'Passport']);
    expect(within(dropped).getByText('W')).toBeInTheDocument();
    // The lecturer block is for students and staff.
    expect(screen.queryByRole('heading', { name: 'Lecturer' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Go to Print this List' })).toHaveAttribute(
      'href',
      '/print-class-list/120252026?code=NTS+612&title=New+Testament+Survey&cat=list&hours=3',
    );
    expect(screen.getByRole('link', { name: 'Go to Print Grade Sheet' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Go to Print Grade Sheet' })).toHaveAttribute(
      'href',
      '/print-class-list/120252026?code=NTS+612&title=New+Testament+Survey&cat=sheet&hours=3',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/class-lists/120252026/NTS%20612/csv',
    );

    await user.click(within(registered).getByRole('button', { name: 'View passport of SURNAME1 First1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passport' });
    expect(within(dialog).getByRole('img', { name: 'Passport photograph of SURNAME1 First1' })).toHaveAttribute(
      'src',
      '/api/users/S-1/passport?v=abc',
    );
    expect(within(dialog).getByText('SURNAME1 First1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // One request for the whole screen (and the session check).
    expect(api.calls().filter((c) => c.startsWith('GET /api/class-lists'))).toEqual([LIST_URL]);
  });

  it('says so when a table is empty, in the spec’s words', async () => {
    signIn('faculty', {
      [LIST_URL]: ok({ view: 'lecturer', course: COURSE, period: PERIOD, registered: [], added: [], dropped: [] }),
    });
    renderApp(`/faculty/class-list/120252026${QUERY}`);
    expect(await screen.findByText('No student has REGISTERED this course.')).toBeInTheDocument();
    expect(screen.getByText('No student has ADDED this course during Add/Drop.')).toBeInTheDocument();
    expect(screen.getByText('No student has DROPPED this course during Add/Drop.')).toBeInTheDocument();
  });

  it('shows a student classmates’ names only, the lecturer block, and no print buttons', async () => {
    const names = (n: number) => ({ surname: `SURNAME${n}`, first_name: `First${n}`, other_names: null });
    signIn('student', {
      [LIST_URL]: ok({
        view: 'student',
        course: COURSE,
        period: PERIOD,
        registered: [names(1), names(2)],
        added: [],
        dropped: [names(2)],
        lecturer: LECTURER,
      } satisfies ClassListResponse),
    });
    renderApp(`/student/class-list/120252026${QUERY}`);
    const registered = await screen.findByRole('table', { name: 'Registered during Registration' });
    expect(headers(registered)).toEqual(['#', 'Name']);
    expect(within(registered).getByText('SURNAME2 First2')).toBeInTheDocument();
    const lecturer = screen.getByRole('region', { name: 'Lecturer' });
    expect(within(lecturer).getByText('Rev. Dr. ADAMU John Musa')).toBeInTheDocument();
    expect(within(lecturer).getByText('john.adamu@jets.edu.ng')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Print this List' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View passport/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Registered Courses' })).toBeInTheDocument();
  });

  it('shows the server’s refusal to a student who does not take the course', async () => {
    signIn('student', {
      [LIST_URL]: fail('You can open the class list only of a course you registered for this semester.', 403),
    });
    renderApp(`/student/class-list/120252026${QUERY}`);
    expect(
      await screen.findByText('You can open the class list only of a course you registered for this semester.'),
    ).toBeInTheDocument();
    // Until the answer comes, the course named in the link.
    expect(screen.getByText('NTS 612')).toBeInTheDocument();
  });

  it('gives staff the lecturer block, or says no lecturer is assigned', async () => {
    signIn('admin', { [LIST_URL]: ok({ view: 'staff', ...FULL, lecturer: null } satisfies ClassListResponse) });
    renderApp(`/admin/class-list/120252026${QUERY}`);
    expect(await screen.findByText('No lecturer assigned yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Print this List' })).toBeInTheDocument();
  });

  it('tells an office without the power that it may not open the list, and asks nothing', async () => {
    const api = signIn('admin', {}, 'porter');
    renderApp(`/admin/class-list/120252026${QUERY}`);
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });
});

const PRINT: ClassListPrintResponse = {
  course: COURSE,
  period: PERIOD,
  registered: [
    { ...student(1), student_id: '65001' },
    { ...student(2), student_id: '65002' },
  ].map(({ passport_url: _p, custom_id: _c, ...rest }) => rest),
  added: [{ ...student(3), student_id: '65003' }].map(({ passport_url: _p, custom_id: _c, ...rest }) => rest),
  dropped: [{ ...student(2), student_id: '65002' }].map(({ passport_url: _p, custom_id: _c, ...rest }) => ({
    ...rest,
    mark: 'WF' as const,
  })),
  lecturer: { title: 'Dr.', surname: 'BAKO', first_name: 'John', other_names: null, username: 'john.bako@jets.edu.ng' },
};

describe('print sheets', () => {
  it('prints the grade sheet: tick boxes, the note, sections Registered, Added and Others; dropped students left out', async () => {
    signIn('faculty', { [PRINT_URL]: ok(PRINT) });
    renderApp(`/print-class-list/120252026?code=NTS+612&title=New+Testament+Survey&cat=sheet&hours=3`);
    expect(await screen.findByRole('heading', { name: 'Grade Sheet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click here to Print' })).toBeInTheDocument();
    const levels = screen.getByRole('list', { name: 'Programme level' });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Undergraduate', 'Graduate', 'Post Graduate Diploma']);
    expect(screen.getByText(/submit 2 copies of this grade sheet to the Academic Dean/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Grades of NTS 612' });
    expect(headers(table)).toEqual([
      'ID No',
      'Surname and Other Names',
      'Assign./ Mid-term 1',
      'Assign./ Mid-term 2',
      'Assign./ Mid-term 3',
      'Assign./ Mid-term 4',
      'Assign./ Mid-term 5',
      'Final Exam',
      'Total Score',
      'Term Grade',
    ]);
    expect(within(table).getByText('Registered')).toBeInTheDocument();
    expect(within(table).getByText('Added')).toBeInTheDocument();
    expect(within(table).getByText('Others')).toBeInTheDocument();
    expect(within(table).getByText('65001')).toBeInTheDocument();
    expect(within(table).getByText('65003')).toBeInTheDocument();
    // 65002 dropped the course: not on the grade sheet.
    expect(within(table).queryByText('65002')).not.toBeInTheDocument();
  });

  it('prints the compact list without photos, the grade sheet at its own address', async () => {
    signIn('admin', { [PRINT_URL]: ok(PRINT) });
    const view = renderApp(`/print-class-list/120252026?code=NTS+612&title=New+Testament+Survey&cat=list&hours=3`);
    expect(await screen.findByRole('heading', { name: 'Class List' })).toBeInTheDocument();
    const dropped = screen.getByRole('table', { name: /Dropped during Add\/Drop/ });
    expect(within(dropped).getByText('WF')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Passport/ })).not.toBeInTheDocument();
    view.unmount();

    signIn('admin', { [PRINT_URL]: ok(PRINT) });
    renderApp(`/print-grade-sheet/120252026?code=NTS+612&title=New+Testament+Survey&hours=3`);
    expect(await screen.findByRole('heading', { name: 'Grade Sheet' })).toBeInTheDocument();
  });
});

describe('Class Lists (staff)', () => {
  const COURSES_URL = 'GET /api/class-lists/120252026';

  it('lists the period’s courses with counts, lecturer and a Class List link, in one request', async () => {
    const user = userEvent.setup();
    const api = signIn(
      'admin',
      {
        [COURSES_URL]: ok({
          period: PERIOD,
          items: [
            { ...COURSE, registered: 4, added: 1, dropped: 2, lecturer: 'Dr. BAKO John' },
            {
              code: 'RES 701',
              title: 'Research Methods',
              hours: '3',
              registered: 0,
              added: 0,
              dropped: 0,
              lecturer: null,
            },
          ],
        } satisfies ClassListCoursesResponse),
        [LIST_URL]: ok({ view: 'staff', ...FULL, lecturer: null } satisfies ClassListResponse),
      },
      'registrar',
    );
    const view = renderApp('/admin/class-lists/120252026');
    expect(
      await screen.findByRole('heading', { name: 'Class Lists: 1st Semester, 2025/2026', level: 1 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Courses of the period' });
    expect(headers(table)).toEqual([
      '#',
      'Code',
      'Title',
      'CH',
      'Lecturer',
      'Registered',
      'Added',
      'Dropped',
      'Class List',
    ]);
    const row = within(table).getByRole('row', { name: /NTS 612/ });
    expect(within(row).getByText('Dr. BAKO John')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /RES 701/ })).toHaveTextContent('-');
    expect(api.calls().filter((c) => c.startsWith('GET /api/class-lists'))).toEqual([COURSES_URL]);

    await user.click(within(row).getByRole('link', { name: 'Class List of NTS 612' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/class-list/120252026'));
    expect(view.location().search).toBe(QUERY);
    expect(await screen.findByRole('link', { name: 'Back to Class Lists' })).toHaveAttribute(
      'href',
      '/admin/class-lists/120252026',
    );
  });

  it('is for the offices with the power: the porter is told so and nothing is asked', async () => {
    const api = signIn('admin', {}, 'porter');
    renderApp('/admin/class-lists/120252026');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });
});
