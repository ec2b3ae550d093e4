import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { FacultyMember, FacultyProfile } from '../../../api/faculty';
import { SESSION_STORAGE_KEY } from '../../../lib/session';

const ADAMU: FacultyMember = {
  custom_id: 'F-001',
  title: 'Rev. Dr.',
  surname: 'ADAMU',
  first_name: 'John',
  other_names: 'Musa',
  username: 'john.adamu@jets.edu.ng',
  phone_number: '08031234567',
  gender: 'Male',
  status: 'active',
};

const PERIODS = {
  items: [
    {
      period_id: '220232024',
      semester: '2nd',
      session: '2023/2024',
      season: 'regular',
      registration_status: 'opened',
      add_drop_status: 'closed',
      accommodation_status: 'closed',
    },
  ],
  current_period_id: '220232024',
};

function signInAdmin(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: 'ict' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

function signInLecturer(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'faculty', surname: 'ADAMU', custom_id: ADAMU.custom_id });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

describe('Manage Faculty', () => {
  it('lists lecturers with name, e-mail, phone, status and a profile link; changes a status', async () => {
    const user = userEvent.setup();
    let status: FacultyMember['status'] = 'active';
    let body: unknown;
    signInAdmin({
      'GET /api/faculty': () => ok({ items: [{ number: 1, ...ADAMU, status }], total: 1, page: 1, page_size: 100 }),
      'PATCH /api/faculty/F-001/status': (request) => {
        body = request.body;
        status = 'inactive';
        return ok({ message: 'Status changed successfully!', status });
      },
    });
    renderApp('/admin/manage-faculty');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'E-mail', 'Phone', 'Status', 'Edit', 'Profile']);
    expect(within(table).getByText('Rev. Dr. ADAMU John Musa')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Profile of Rev. Dr. ADAMU John Musa' })).toHaveAttribute(
      'href',
      '/admin/faculty-profile/F-001',
    );

    await user.click(within(table).getByRole('button', { name: /^Change Status of Rev. Dr. ADAMU/ }));
    expect(await screen.findByText('Status changed successfully!')).toBeInTheDocument();
    expect(body).toEqual({ status: 'inactive' });
    expect(await within(table).findByText('Inactive')).toBeInTheDocument();
  });

  it('edits an account with the lecturer’s values filled in; the username stays (issue 27 §7)', async () => {
    const user = userEvent.setup();
    let body: unknown;
    let member = ADAMU;
    signInAdmin({
      'GET /api/faculty': () => ok({ items: [{ number: 1, ...member }], total: 1, page: 1, page_size: 100 }),
      'PATCH /api/faculty/F-001': (request) => {
        body = request.body;
        member = { ...ADAMU, phone_number: '08037654321' };
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp('/admin/manage-faculty');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Edit Rev. Dr. ADAMU John Musa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Faculty Account' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Rev. Dr.');
    expect(within(dialog).getByLabelText('Surname')).toHaveValue('ADAMU');
    expect(within(dialog).getByLabelText('Other Names')).toHaveValue('Musa');
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('Male');
    expect(within(dialog).getByText('Username (unchanged): john.adamu@jets.edu.ng')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '08037654321');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(table).findByText('Action was Successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      title: 'Rev. Dr.',
      surname: 'ADAMU',
      first_name: 'John',
      other_names: 'Musa',
      gender: 'Male',
      phone_number: '08037654321',
    });
    expect(await within(table).findByText('08037654321')).toBeInTheDocument();
  });

  it('creates an account and shows the one-time password once', async () => {
    const user = userEvent.setup();
    let body: unknown;
    signInAdmin({
      'GET /api/faculty': ok({ items: [], total: 0, page: 1, page_size: 100 }),
      'POST /api/faculty': (request) => {
        body = request.body;
        return ok({
          message: 'Faculty account was created successfully!',
          custom_id: 'F-002',
          username: 'grace.bello@jets.edu.ng',
          username_note: null,
          one_time_password: 'k7Qm-29xP-aa4T',
        });
      },
    });
    renderApp('/admin/manage-faculty');
    expect(await screen.findByText('No record found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Faculty Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Faculty Account' });
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });

    await user.selectOptions(within(dialog).getByLabelText('Title'), 'Dr.');
    await user.type(within(dialog).getByLabelText('Surname'), 'Bello');
    await user.type(within(dialog).getByLabelText('First Name'), 'Grace');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Female');
    await user.type(within(dialog).getByLabelText('Phone Number'), '0803123456');
    await user.tab();
    expect(await within(dialog).findByText('*Invalid')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Phone Number'), '7');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    const created = await screen.findByRole('dialog', { name: 'Faculty account was created successfully!' });
    expect(body).toEqual({
      title: 'Dr.',
      surname: 'BELLO',
      first_name: 'Grace',
      other_names: '',
      gender: 'Female',
      phone_number: '08031234567',
    });
    expect(within(created).getByText('grace.bello@jets.edu.ng')).toBeInTheDocument();
    expect(within(created).getByText('k7Qm-29xP-aa4T')).toBeInTheDocument();
    expect(within(created).getByText(/must change it at first login/)).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('k7Qm-29xP-aa4T')).not.toBeInTheDocument();
  });

  it('shows the numbered username of a second lecturer of the same name, and why (issue 15 §6)', async () => {
    const user = userEvent.setup();
    signInAdmin({
      'GET /api/faculty': ok({ items: [], total: 0, page: 1, page_size: 100 }),
      'POST /api/faculty': ok({
        message: 'Faculty account was created successfully!',
        custom_id: 'F-003',
        username: 'grace.bello2@jets.edu.ng',
        username_note:
          "grace.bello@jets.edu.ng is already used by a lecturer with the same name, so this account's username is grace.bello2@jets.edu.ng.",
        one_time_password: 'k7Qm-29xP-aa4T',
      }),
    });
    renderApp('/admin/manage-faculty');
    await user.click(await screen.findByRole('button', { name: 'Create Faculty Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Faculty Account' });
    await user.selectOptions(within(dialog).getByLabelText('Title'), 'Dr.');
    await user.type(within(dialog).getByLabelText('Surname'), 'Bello');
    await user.type(within(dialog).getByLabelText('First Name'), 'Grace');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Female');
    await user.type(within(dialog).getByLabelText('Phone Number'), '08031234567');
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const created = await screen.findByRole('dialog', { name: 'Faculty account was created successfully!' });
    expect(within(created).getByText('grace.bello2@jets.edu.ng')).toBeInTheDocument();
    expect(
      within(created).getByText(
        "grace.bello@jets.edu.ng is already used by a lecturer with the same name, so this account's username is grace.bello2@jets.edu.ng.",
      ),
    ).toBeInTheDocument();
  });

  it("shows a lecturer's profile with the courses grouped by period", async () => {
    const profile: FacultyProfile = {
      ...ADAMU,
      passport_url: '/uploads/adamu.jpg',
      assigned: [
        {
          period_id: '220232024',
          semester: '2nd',
          session: '2023/2024',
          course_code: 'OTS 612',
          title: 'Pentateuch',
          hours: '3',
        },
        {
          period_id: '120232024',
          semester: '1st',
          session: '2023/2024',
          course_code: 'OTS 611',
          title: 'Survey',
          hours: '2',
        },
      ],
    };
    signInAdmin({ 'GET /api/faculty/F-001': ok(profile) });
    renderApp('/admin/faculty-profile/F-001');
    expect(await screen.findByRole('img', { name: 'Passport photograph of Rev. Dr. ADAMU John Musa' })).toHaveAttribute(
      'src',
      '/uploads/adamu.jpg',
    );
    expect(screen.getByText('john.adamu@jets.edu.ng')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Courses assigned for 2nd Semester, 2023/2024' })).toHaveTextContent(
      'OTS 612',
    );
    expect(screen.getByRole('table', { name: 'Courses assigned for 1st Semester, 2023/2024' })).toHaveTextContent(
      'OTS 611',
    );
  });
});

describe('Lecturer screens', () => {
  it("shows 'No course(s) assigned yet for this semester.' for a period without courses", async () => {
    const user = userEvent.setup();
    signInLecturer({
      'GET /api/periods': ok(PERIODS),
      'GET /api/faculty/me/courses/220232024': ok([]),
    });
    const app = renderApp('/faculty/assigned-courses-period');
    await user.click(await screen.findByRole('link', { name: 'Proceed: 2nd Semester, 2023/2024' }));
    expect(await screen.findByText('No course(s) assigned yet for this semester.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/faculty/assigned-courses/220232024');
    expect(screen.getByText('2nd Semester, 2023/2024')).toBeInTheDocument();
  });

  it('lists assigned courses with Class List links carrying the course', async () => {
    signInLecturer({
      'GET /api/periods': ok(PERIODS),
      'GET /api/faculty/me/courses/220232024': ok([{ course_code: 'OTS 612', title: 'Pentateuch & Law', hours: '3' }]),
    });
    renderApp('/faculty/assigned-courses/220232024');
    expect(await screen.findByRole('link', { name: 'Class List of OTS 612' })).toHaveAttribute(
      'href',
      '/faculty/class-list/220232024?code=OTS+612&title=Pentateuch+%26+Law&hours=3',
    );
  });

  it('edits the name with the shared schema and keeps the greeting in step', async () => {
    const user = userEvent.setup();
    let body: unknown;
    let surname = 'ADAMU';
    signInLecturer({
      'GET /api/faculty/me': () => ok({ ...ADAMU, surname, passport_url: null, assigned: [] }),
      'PATCH /api/faculty/me/name': (request) => {
        body = request.body;
        surname = 'ADAMS';
        return ok({ message: 'Action was Successful!' });
      },
    });
    renderApp('/faculty/profile');
    expect(await screen.findByText('Rev. Dr. ADAMU John Musa')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No passport photograph yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Rev. Dr.');
    await user.clear(within(dialog).getByLabelText('Surname'));
    await user.type(within(dialog).getByLabelText('Surname'), 'Adams');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Action was Successful!' })).toBeInTheDocument();
    expect(body).toEqual({ title: 'Rev. Dr.', surname: 'ADAMS', first_name: 'John', other_names: 'Musa' });
    expect(await screen.findByText('Rev. Dr. ADAMS John Musa')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ surname: 'ADAMS' });
    expect(screen.getByText('Hello, ADAMS')).toBeInTheDocument();
  });
});
