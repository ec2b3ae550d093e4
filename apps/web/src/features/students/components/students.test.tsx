import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { StudentProfile } from '../../../api/my-profile';
import type { RegistrationPeriodsResponse } from '@portal/domain';
import { expectPageHeading } from '../../../test/page-heading';

/** What the registration period list answers: it tells whether the department must be confirmed first. */
function registrationPeriods(departmentMissing: boolean): RegistrationPeriodsResponse {
  return {
    items: [],
    current_period_id: null,
    department_missing: departmentMissing,
    programme_category: 'Bachelor of Arts Programme',
    levels: [],
    affiliation_options: ['yes', 'no'],
    affiliation_fee_kobo: 0,
    open_periods_note: null,
  };
}

function studentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    custom_id: 'CUSTOM1',
    status: 'complete',
    username: 'AB123',
    surname: 'OKAFOR',
    first_name: 'Grace',
    other_names: 'Ada',
    gender: 'Female',
    phone_number: '08031234567',
    mode_of_study: 'in_person',
    passport_url: '/media/passports/ab123.jpg',
    ledger_number: 'LED1234X',
    date_of_birth: '1995-04-12',
    email: 'grace.ab123@jets.edu.ng',
    matriculation_number: 'JETS/UG/24/PS/AB123',
    state_of_origin: 'Plateau',
    country_of_origin: 'Nigeria',
    denomination: 'ECWA',
    local_church: 'ECWA Good News Jos',
    name_of_pastor: 'Rev. Danjuma',
    work_fulltime: 'no',
    ministry: 'Youth',
    year_of_admission: 2024,
    programme_category: 'Bachelor of Arts Programme',
    programme: 'BA in Theology (Pastoral Studies)',
    faculty: 'Faculty of Practical Theology',
    department: 'Pastoral Studies',
    affiliation_status: 'yes',
    special_student_category: null,
    ...overrides,
  };
}

function signInStudent(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'student' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

describe('Profile', () => {
  it('shows the photo and every field from one request, with a Change Passport link', async () => {
    const api = signInStudent({ 'GET /api/students/me/profile': ok(studentProfile()) });
    renderApp('/student/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });

    expect(await screen.findByAltText('Passport photograph of OKAFOR Grace Ada')).toHaveAttribute(
      'src',
      '/media/passports/ab123.jpg',
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(['Student ID', 'Name', 'E-mail', 'Matriculation Number', 'Ledger Number', 'Programme']),
    );
    expect(screen.getByText('JETS/UG/24/PS/AB123')).toBeInTheDocument();
    expect(screen.getByText('In Person')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Passport' })).toHaveAttribute('href', '/student/passport');
    expect(api.calls().filter((c) => c.includes('/api/students/'))).toEqual(['GET /api/students/me/profile']);
  });

  it('shows a placeholder without a photo', async () => {
    signInStudent({ 'GET /api/students/me/profile': ok(studentProfile({ passport_url: null })) });
    renderApp('/student/profile');
    expect(await screen.findByRole('img', { name: 'No passport photograph yet' })).toBeInTheDocument();
  });
});

describe('Confirm User Details', () => {
  it('sends a student whose department is not set from semester registration to Confirm User Details', async () => {
    signInStudent({
      'GET /api/students/me/profile': ok(studentProfile({ department: null })),
      'GET /api/students/me/registrations': ok(registrationPeriods(true)),
    });
    const app = renderApp('/student/semester-registration-period');
    await expectPageHeading('Confirm User Details');
    expect(app.location().pathname).toBe('/student/confirm-details');
  });

  it('lets a student with a department reach semester registration', async () => {
    signInStudent({
      'GET /api/students/me/profile': ok(studentProfile()),
      'GET /api/students/me/registrations': ok(registrationPeriods(false)),
    });
    const app = renderApp('/student/semester-registration-period');
    // The frame's heading gives way to the page's (another element with the same name): query
    // again on every try rather than hold an element that may be replaced before the check.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Semester Registration' })).toBeInTheDocument(),
    );
    expect(app.location().pathname).toBe('/student/semester-registration-period');
  });

  it("sends the original's /student/semester-registration address on to the period screen", async () => {
    signInStudent({
      'GET /api/students/me/profile': ok(studentProfile()),
      'GET /api/students/me/registrations': ok(registrationPeriods(false)),
    });
    const app = renderApp('/student/semester-registration');
    await expectPageHeading('Semester Registration');
    expect(app.location().pathname).toBe('/student/semester-registration-period');
  });

  it('needs the current password only when the phone number changes', async () => {
    const user = userEvent.setup();
    let department: string | null = null;
    const bodies: unknown[] = [];
    signInStudent({
      'GET /api/students/me/profile': () => ok(studentProfile({ department })),
      'PATCH /api/students/me/details': ({ body }) => {
        bodies.push(body);
        department = (body as { department: string }).department;
        return ok('Action was Successful!');
      },
      'GET /api/students/me/registrations': () => ok(registrationPeriods(department === null)),
    });
    const app = renderApp('/student/confirm-details');
    await screen.findByRole('heading', { level: 1, name: 'Confirm User Details' });
    const submit = await screen.findByRole('button', { name: 'Confirm' });
    const password = screen.getByLabelText('Current Password');
    expect(password).toHaveAccessibleDescription('Needed only if you change your phone number.');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('08031234567');

    // The department is required, from the faculty's list.
    const departments = within(screen.getByLabelText('Department'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(departments).toContain('Youth Ministry');
    expect(departments).not.toContain('Old Testament');
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Department'), 'Youth Ministry');
    await waitFor(() => expect(submit).toBeEnabled());

    // A new phone number needs the current password.
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '08059998888');
    await waitFor(() => expect(submit).toBeDisabled());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/enter your current password/);
    await user.type(password, 'my-current-pass');
    await waitFor(() => expect(submit).toBeEnabled());

    // Back to the number on file: no password needed.
    await user.clear(password);
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '08031234567');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await expectPageHeading('Semester Registration');
    expect(app.location().pathname).toBe('/student/semester-registration-period');
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toContainEqual(expect.stringContaining('Action was Successful!'));
    expect(bodies).toEqual([
      {
        phone_number: '08031234567',
        gender: 'Female',
        faculty: 'Faculty of Practical Theology',
        department: 'Youth Ministry',
        current_password: '',
      },
    ]);
  });
});
