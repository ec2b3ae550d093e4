import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, dashboardCounts, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { expectPageHeading } from '../../../test/page-heading';

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm = 'new-password-1') {
  await user.type(screen.getByLabelText('Current Password'), 'old-password');
  await user.type(screen.getByLabelText('New Password'), 'new-password-1');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('Change Password', () => {
  it('shows *Mismatch when the confirmation differs and keeps the button disabled', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'student' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)) });
    renderApp('/student/change-password');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    await screen.findByRole('button', { name: 'Change Password' });

    await fillForm(user, 'new-password-2');
    expect(await screen.findByText('*Mismatch')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });

  it('shows the success message and refreshes the current user', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'student' });
    let body: unknown;
    const api = mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'POST /api/auth/change-password': (request) => {
        body = request.body;
        return ok('Password changed successfully.');
      },
    });
    renderApp('/student/change-password');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    await screen.findByRole('button', { name: 'Change Password' });

    await fillForm(user);
    const button = screen.getByRole('button', { name: 'Change Password' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully.');
    expect(body).toEqual({
      current_password: 'old-password',
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(api.calls().filter((c) => c === 'GET /api/auth/me')).toHaveLength(2);
  });

  it('shows the server text when the change is refused', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'faculty' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'POST /api/auth/change-password': fail('The current password is wrong.', 400),
    });
    renderApp('/faculty/change-password');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    await screen.findByRole('button', { name: 'Change Password' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
  });

  it('continues to the home of the role after a forced change', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'admin', surname: 'dean' });
    let changed = false;
    mockApi({
      'GET /api/auth/me': () => ok(currentUser(session, { must_change_password: !changed })),
      'POST /api/auth/change-password': () => {
        changed = true;
        return ok('Password changed successfully.');
      },
      'GET /api/dashboard': ok({ counts: { ...dashboardCounts(0), 'active students': 12 } }),
    });
    const app = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    await screen.findByRole('button', { name: 'Change Password' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await expectPageHeading('Dashboard');
    expect(app.location().pathname).toBe('/admin/dashboard');
    await screen.findByRole('link', { name: 'Active Students 12' });
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully.');
  });
});
