import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_LIFETIME_MS } from '@portal/domain';
import { currentUser, renderApp } from '../../../test/render-app';
import { deferred, fail, mockApi, ok, type MockReply } from '../../../test/mock-api';
import { SESSION_STORAGE_KEY } from '../../../lib/session';
import { expectPageHeading } from '../../../test/page-heading';

function studentSession() {
  return { custom_id: 'S-100', role: 'student' as const, surname: 'Okafor', expiry: Date.now() + SESSION_LIFETIME_MS };
}

describe('Student Access login', () => {
  it('shows *Invalid for a 4-character Student ID and keeps Login disabled', async () => {
    const user = userEvent.setup();
    renderApp('/student/login');

    await expectPageHeading('Student Access');
    const studentId = screen.getByLabelText('Student ID');
    await user.type(studentId, 'AB12');
    await user.type(screen.getByLabelText('Password'), 'password123');

    expect(await screen.findByText('*Invalid')).toBeInTheDocument();
    expect(studentId).toHaveAttribute('aria-invalid', 'true');
    expect(studentId).toHaveAccessibleDescription('*Invalid');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('enables Login once the Student ID and password are valid', async () => {
    const user = userEvent.setup();
    renderApp('/student/login');

    const login = await screen.findByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Student ID'), 'ab123');
    await user.type(screen.getByLabelText('Password'), 'password123');

    await waitFor(() => expect(login).toBeEnabled());
    expect(screen.queryByText('*Invalid')).not.toBeInTheDocument();
  });

  it("shows the server's message in an alert when the login fails, and re-enables Login", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/student/login': fail('Invalid username or password.', 401) });
    renderApp('/student/login');

    await user.type(await screen.findByLabelText('Student ID'), 'AB123');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password.');
    // Login was disabled while sending, so focus moves to the message rather than <body>.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows Processing.. while the login is pending, then goes to the student home', async () => {
    const user = userEvent.setup();
    const pending = deferred<MockReply>();
    const session = studentSession();
    let sentBody: unknown;
    mockApi({
      'POST /api/auth/student/login': ({ body }) => {
        sentBody = body;
        return pending.promise;
      },
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/downloads': ok([]),
    });
    const app = renderApp('/student/login');

    await user.type(await screen.findByLabelText('Student ID'), 'ab123');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const processing = await screen.findByRole('button', { name: 'Processing..' });
    expect(processing).toBeDisabled();
    expect(sentBody).toEqual({ username: 'AB123', password: 'password123' });

    pending.resolve(ok(session));

    await expectPageHeading('Downloads');
    expect(app.location().pathname).toBe('/student/downloads');
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(screen.getByText('Hello, Okafor')).toBeInTheDocument();
  });

  it('redirects a signed-in visitor by role', async () => {
    const session = { custom_id: 'A-1', role: 'admin' as const, surname: 'ict', expiry: Date.now() + 60_000 };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)) });
    const app = renderApp('/student/login');

    await expectPageHeading('Dashboard');
    expect(app.location().pathname).toBe('/admin/dashboard');
  });
});

describe('Admin and Faculty Access login', () => {
  it('requires an e-mail username on Admin Access', async () => {
    const user = userEvent.setup();
    renderApp('/admin/login');

    await expectPageHeading('Admin Access');
    await user.type(screen.getByLabelText('Username'), 'bursar');
    await user.type(screen.getByLabelText('Password'), 'password123');
    expect(await screen.findByText('*Invalid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'bursar@jets.edu.ng');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('tells lecturers to contact the ICT department for a forgotten password', async () => {
    renderApp('/faculty/login');
    await expectPageHeading('Faculty Access');
    expect(screen.getByText(/contact the ICT department/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('links the student login to the reset screen', async () => {
    renderApp('/student/login');
    expect(await screen.findByRole('link', { name: 'Reset it' })).toHaveAttribute('href', '/student/reset-password');
  });
});
