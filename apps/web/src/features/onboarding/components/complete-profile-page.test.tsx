import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, programmesOf, type UserStatus } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import { expectPageHeading } from '../../../test/page-heading';

type User = ReturnType<typeof userEvent.setup>;

function optionLabels(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

async function openCompleteProfile(handlers: Record<string, MockHandler> = {}) {
  const session = storeTestSession({ role: 'student' });
  let status: UserStatus = 'complete profile';
  const api = mockApi({
    'GET /api/auth/me': () => ok(currentUser(session, { status })),
    ...handlers,
  });
  const app = renderApp('/student/complete-profile');
  await screen.findByRole('heading', { level: 1, name: 'Complete Profile' });
  return { app, api, setStatus: (next: UserStatus) => (status = next) };
}

async function fillProfile(user: User) {
  await user.type(screen.getByLabelText('Ledger Number'), 'led1234x');
  await user.type(screen.getByLabelText('Date of Birth'), '1995-04-12');
  await user.type(screen.getByLabelText('State of Origin'), 'Plateau');
  await user.selectOptions(screen.getByLabelText('Country of Origin'), 'Nigeria');
  await user.selectOptions(screen.getByLabelText('Denomination'), 'ECWA');
  await user.type(screen.getByLabelText('Local Church'), 'ECWA Good News Jos');
  await user.type(screen.getByLabelText('Name of Pastor'), 'Rev. Danjuma');
  await user.selectOptions(screen.getByLabelText('Do you work full-time?'), 'No');
  await user.type(screen.getByLabelText('Ministry'), 'Youth');
  await user.selectOptions(screen.getByLabelText('Year of Admission'), '2024');
  await user.selectOptions(screen.getByLabelText('Programme Category'), 'Bachelor of Arts Programme');
  await user.selectOptions(screen.getByLabelText('Programme'), 'BA in Theology (Pastoral Studies)');
  await user.selectOptions(screen.getByLabelText('Faculty'), 'Faculty of Practical Theology');
  await user.selectOptions(screen.getByLabelText('Department'), 'Pastoral Studies');
  await user.selectOptions(screen.getByLabelText('Affiliation'), 'Yes');
}

describe('Complete Profile', () => {
  it('groups the fields in fieldsets and offers admission years 2015 to 2031', async () => {
    await openCompleteProfile();
    expect(screen.getByRole('group', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Programme' })).toBeInTheDocument();
    const years = optionLabels(screen.getByLabelText('Year of Admission')).slice(1);
    expect(years[0]).toBe('2015');
    expect(years.at(-1)).toBe('2031');
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
    expect(optionLabels(screen.getByLabelText('Special Student Category'))).toEqual(['None', 'JETS Staff']);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('lists the programmes of the chosen category and resets the programme when the category changes', async () => {
    const user = userEvent.setup();
    await openCompleteProfile();
    const programme = screen.getByLabelText('Programme');
    expect(programme).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Programme Category'), 'Masters Programme');
    expect(programme).toBeEnabled();
    expect(optionLabels(programme).slice(1)).toEqual(programmesOf('Masters Programme'));
    await user.selectOptions(programme, 'MA in Old Testament');
    expect(programme).toHaveValue('MA in Old Testament');

    await user.selectOptions(screen.getByLabelText('Programme Category'), 'PGDT Programme');
    expect(optionLabels(programme).slice(1)).toEqual(['Post-Graduate Diploma of Theology']);
    expect(programme).toHaveValue('');
  });

  it('lists the departments of the chosen faculty', async () => {
    const user = userEvent.setup();
    await openCompleteProfile();
    const department = screen.getByLabelText('Department');
    expect(department).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Faculty'), 'Faculty of Biblical Studies');
    expect(optionLabels(department).slice(1)).toEqual(['Old Testament', 'New Testament']);
    await user.selectOptions(department, 'New Testament');

    await user.selectOptions(screen.getByLabelText('Faculty'), 'Faculty of Education');
    expect(optionLabels(department).slice(1)).toEqual(['Christian Education', 'Biblical Counselling and Psychology']);
    expect(department).toHaveValue('');
  });

  it('offers affiliation Yes only for the Bachelor of Arts', async () => {
    const user = userEvent.setup();
    await openCompleteProfile();
    const affiliation = screen.getByLabelText('Affiliation');

    await user.selectOptions(screen.getByLabelText('Programme Category'), 'Bachelor of Arts Programme');
    expect(optionLabels(affiliation).slice(1)).toEqual(['Yes', 'No']);
    await user.selectOptions(affiliation, 'Yes');

    await user.selectOptions(screen.getByLabelText('Programme Category'), 'Diploma Programme');
    expect(optionLabels(affiliation).slice(1)).toEqual(['No']);
    expect(affiliation).toHaveValue('');
  });

  it('submits the record as JSON and moves on to Upload Passport', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const { app, setStatus } = await openCompleteProfile({
      'POST /api/students/me/profile': (request) => {
        body = request.body;
        setStatus('upload passport');
        return ok({ email: 'grace.ab123@jets.edu.ng', matriculation_number: 'JETS/UG/24/PS/AB123' });
      },
    });
    await fillProfile(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await expectPageHeading('Upload Passport');
    expect(app.location().pathname).toBe('/student/passport');
    expect(await screen.findByText(/JETS\/UG\/24\/PS\/AB123/)).toBeInTheDocument();
    expect(body).toEqual({
      ledger_number: 'LED1234X',
      date_of_birth: '1995-04-12',
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
      special_student_category: '',
    });
  });

  it("shows the server's text, or the ICT message for an unreadable answer", async () => {
    const user = userEvent.setup();
    let calls = 0;
    await openCompleteProfile({
      'POST /api/students/me/profile': () => {
        calls += 1;
        return calls === 1
          ? fail('This ledger number is already in use.', 409)
          : { status: 500, body: { success: false, response: '' } };
      },
    });
    await fillProfile(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ledger number is already in use.');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.unexpected));
  });
});

describe('Change Default Password', () => {
  it('changes the default password and moves on to Complete Profile', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'student' });
    let status: UserStatus = 'change password';
    let body: unknown;
    mockApi({
      'GET /api/auth/me': () => ok(currentUser(session, { status })),
      'POST /api/students/me/default-password': (request) => {
        body = request.body;
        status = 'complete profile';
        return ok('Password changed successfully.');
      },
    });
    const app = renderApp('/student/downloads');
    await screen.findByRole('heading', { level: 1, name: 'Change Default Password' });

    await user.type(screen.getByLabelText('New Password'), 'my-own-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'my-own-pasS');
    expect(await screen.findByText('*Mismatch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'my-own-pass');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await expectPageHeading('Complete Profile');
    expect(app.location().pathname).toBe('/student/complete-profile');
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully.');
    expect(body).toEqual({ password: 'my-own-pass', confirm_password: 'my-own-pass' });
  });
});
