import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { expectPageHeading } from '../../../test/page-heading';

type User = ReturnType<typeof userEvent.setup>;

async function fillValidProfile(user: User) {
  await screen.findByRole('heading', { level: 1, name: 'Create Student Profile' });
  await user.type(screen.getByLabelText('Surname'), 'Okafor');
  await user.type(screen.getByLabelText('First Name'), 'Grace');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Phone Number'), '08031234567');
  await user.type(screen.getByLabelText('Student ID'), 'ab123');
  await user.selectOptions(screen.getByLabelText('Mode of Study'), 'Virtual');
}

describe('Create Student Profile', () => {
  it('validates as the student types and keeps Create Profile disabled while invalid', async () => {
    const user = userEvent.setup();
    renderApp('/student/create-profile');
    await expectPageHeading('Create Student Profile');
    const button = screen.getByRole('button', { name: 'Create Profile' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Student ID'), 'AB12');
    await user.type(screen.getByLabelText('Phone Number'), '0803123456');
    await waitFor(() => expect(screen.getByLabelText('Student ID')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Student ID')).toHaveAccessibleDescription(/\*Invalid/);
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(/\*Invalid/);

    await user.type(screen.getByLabelText('Surname'), 'A');
    await user.clear(screen.getByLabelText('Surname'));
    expect(await screen.findByText('*Required')).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeDisabled();
  });

  it('creates the profile and shows the default password from router state, never in the URL', async () => {
    const user = userEvent.setup();
    let body: unknown;
    mockApi({
      'POST /api/auth/student/register': (request) => {
        body = request.body;
        return ok({ custom_id: 'S-1', username: 'AB123', default_password: 'Kx7-pQ2m' });
      },
    });
    const app = renderApp('/student/create-profile');

    await fillValidProfile(user);
    const button = screen.getByRole('button', { name: 'Create Profile' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Your profile has been created.')).toBeInTheDocument();
    expect(body).toEqual({
      surname: 'OKAFOR',
      first_name: 'Grace',
      other_names: '',
      gender: 'Female',
      phone_number: '08031234567',
      username: 'AB123',
      mode_of_study: 'virtual',
    });
    const location = app.location();
    expect(location.pathname).toBe('/student/profile-created');
    expect(location.search).toBe('');
    expect(location.hash).toBe('');
    expect(`${location.pathname}${location.search}${location.hash}`).not.toContain('Kx7-pQ2m');

    expect(screen.getByText('AB123')).toBeInTheDocument();
    expect(screen.getByText(/Your default password is/)).toHaveTextContent('Your default password is Kx7-pQ2m');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByText(/change it the first time you log in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/student/login');
  });

  it('copies the default password', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/student/register': ok({ custom_id: 'S-1', username: 'AB123', default_password: 'Kx7-pQ2m' }),
    });
    renderApp('/student/create-profile');
    await fillValidProfile(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Profile' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('Kx7-pQ2m');
  });

  it("shows the server's text in an alert when the profile cannot be created", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/student/register': fail('This Student ID already has a profile.', 409) });
    renderApp('/student/create-profile');
    await fillValidProfile(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Profile' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This Student ID already has a profile.');
    expect(screen.getByRole('button', { name: 'Create Profile' })).toBeEnabled();
  });

  it('profile-created opened without state shows a message and a link to login', async () => {
    renderApp('/student/profile-created');
    await expectPageHeading('Profile Created');
    expect(screen.queryByText(/Your default password is/)).not.toBeInTheDocument();
    expect(screen.getByText(/There is nothing to show here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/student/login');
  });
});
