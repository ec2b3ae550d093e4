import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok } from '../../../test/mock-api';
import { expectPageHeading } from '../../../test/page-heading';

describe('Landing page', () => {
  it('offers the four access buttons and the public website', async () => {
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'ECWA Theological Seminary, Jos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Portal Access' })).toBeInTheDocument();
    expect(screen.getByText('Click on the appropriate button below to access the portal.')).toBeInTheDocument();
    for (const name of ['Student Access', 'Create Student Profile', 'Faculty Access', 'Admin Access']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('href', '/website');
    expect(screen.getByRole('img', { name: 'ECWA Theological Seminary logo' })).toBeInTheDocument();
    expect(document.title).toBe('ECWA Theological Seminary, Jos - Portal');
  });

  it.each([
    ['Student Access', '/student/login', 'Student Access'],
    ['Faculty Access', '/faculty/login', 'Faculty Access'],
    ['Admin Access', '/admin/login', 'Admin Access'],
    ['Create Student Profile', '/student/create-profile', 'Create Student Profile'],
  ])('%s leads to %s', async (button, path, heading) => {
    const user = userEvent.setup();
    const app = renderApp('/');
    await user.click(screen.getByRole('link', { name: button }));
    await expectPageHeading(heading);
    expect(app.location().pathname).toBe(path);
  });

  it('redirects a stored faculty session to /faculty/profile, replacing history', async () => {
    const session = storeTestSession({ role: 'faculty', surname: 'Adamu' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)) });
    const app = renderApp('/');

    await expectPageHeading('Profile');
    expect(app.location().pathname).toBe('/faculty/profile');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Hello, Adamu')).toBeInTheDocument();
  });

  it('ignores an expired stored session', () => {
    storeTestSession({ role: 'student', expiry: Date.now() - 1 });
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Portal Access' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
