import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { currentUser, dashboardCounts, renderApp, storeTestSession } from '../../test/render-app';
import { deferred, fail, mockApi, ok, type MockReply } from '../../test/mock-api';
import { SESSION_STORAGE_KEY } from '../../lib/session';
import { expectPageHeading } from '../../test/page-heading';

describe('Protected routes', () => {
  it("sends a student in status 'complete profile' to /student/complete-profile", async () => {
    const session = storeTestSession({ role: 'student' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session, { status: 'complete profile' })) });
    const app = renderApp('/student/downloads');

    await expectPageHeading('Complete Profile');
    expect(app.location().pathname).toBe('/student/complete-profile');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByLabelText('Ledger Number')).toBeInTheDocument();
  });

  it('admits a complete student to /student/passport (Change Passport) but not to the onboarding forms', async () => {
    const session = storeTestSession({ role: 'student' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)), 'GET /api/downloads': ok([]) });
    const app = renderApp('/student/passport');
    await expectPageHeading('Upload Passport');
    expect(app.location().pathname).toBe('/student/passport');

    await app.router.navigate('/student/complete-profile');
    await expectPageHeading('Downloads');
    expect(app.location().pathname).toBe('/student/downloads');
  });

  it("keeps a student in status 'upload passport' on /student/passport", async () => {
    const session = storeTestSession({ role: 'student' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session, { status: 'upload passport' })) });
    const app = renderApp('/student/profile');
    await expectPageHeading('Upload Passport');
    expect(app.location().pathname).toBe('/student/passport');
  });

  it("keeps a student in status 'change password' on /student/change-default-password", async () => {
    const session = storeTestSession({ role: 'student' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session, { status: 'change password' })) });
    const app = renderApp('/student/portal-wallet');
    await screen.findByRole('heading', { level: 1, name: 'Change Default Password' });
    expect(app.location().pathname).toBe('/student/change-default-password');
  });

  it('sends an expired stored session to / and clears it, without calling the server', async () => {
    storeTestSession({ role: 'student', expiry: Date.now() - 1000 });
    const api = mockApi({});
    const app = renderApp('/student/downloads');

    expect(await screen.findByRole('heading', { name: 'Portal Access' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(api.calls()).toEqual([]);
  });

  it('sends a visitor without a session to /', async () => {
    const app = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Portal Access' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
  });

  // Issue 15 point 1: another role's page sends the user to their own home and keeps them signed in
  // (it used to send them to / and delete the stored session while the server's stayed valid).
  it('sends a student who opens /admin/dashboard to their own home, still signed in', async () => {
    const session = storeTestSession({ role: 'student' });
    const stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const api = mockApi({ 'GET /api/auth/me': ok(currentUser(session)), 'GET /api/downloads': ok([]) });
    const app = renderApp('/admin/dashboard');

    await expectPageHeading('Downloads');
    expect(app.location().pathname).toBe('/student/downloads');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(stored);
    expect(screen.queryByRole('heading', { name: 'Portal Access' })).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('GET /api/dashboard');
  });

  it('sends a student who must complete the profile from an admin page to Complete Profile', async () => {
    const session = storeTestSession({ role: 'student' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session, { status: 'complete profile' })) });
    const app = renderApp('/faculty/assigned-courses-period');
    await expectPageHeading('Complete Profile');
    expect(app.location().pathname).toBe('/student/complete-profile');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('sends an ict officer who opens /faculty/profile to the dashboard, still signed in', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    const stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/dashboard': ok({ counts: dashboardCounts(0) }),
    });
    const app = renderApp('/faculty/profile');
    await expectPageHeading('Dashboard');
    expect(app.location().pathname).toBe('/admin/dashboard');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(stored);
  });

  it('sends a lecturer who opens a student page to their profile, and a student a print sheet to their home', async () => {
    storeTestSession({ role: 'faculty', surname: 'Adamu' });
    mockApi({ 'GET /api/auth/me': () => new Promise<MockReply>(() => undefined) });
    const app = renderApp('/student/portal-wallet');
    await waitFor(() => expect(app.location().pathname).toBe('/faculty/profile'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    app.unmount();

    storeTestSession({ role: 'student' });
    const student = renderApp('/print-class-list/2024-1?code=OTS%20611');
    await waitFor(() => expect(student.location().pathname).toBe('/student/downloads'));
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it("shows 'Wait.. .' while the current user loads, and leaves for / on 'Expired token'", async () => {
    storeTestSession({ role: 'faculty', surname: 'Adamu' });
    const me = deferred<MockReply>();
    const api = mockApi({ 'GET /api/auth/me': () => me.promise });
    const app = renderApp('/faculty/profile');

    // The guard asks the server who is signed in and waits for the answer.
    await waitFor(() => expect(api.calls()).toContain('GET /api/auth/me'));
    expect(screen.getByText('Wait.. .')).toBeInTheDocument();
    me.resolve(fail(MESSAGES.expiredToken, 401));

    expect(await screen.findByRole('heading', { name: 'Portal Access' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sends staff who must change their password to /admin/change-password', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'bursar' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session, { must_change_password: true })) });
    const app = renderApp('/admin/dashboard');

    await expectPageHeading('Change Password');
    expect(app.location().pathname).toBe('/admin/change-password');
    expect(screen.getByText(MESSAGES.passwordChangeRequired)).toBeInTheDocument();
  });

  it('fetches the current user once across protected pages', async () => {
    const session = storeTestSession({ role: 'student' });
    const api = mockApi({ 'GET /api/auth/me': ok(currentUser(session)), 'GET /api/downloads': ok([]) });
    const app = renderApp('/student/downloads');
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });

    await app.router.navigate('/student/print-outs');
    await expectPageHeading('Print-outs');
    await waitFor(() => expect(api.calls().filter((c) => c === 'GET /api/auth/me')).toHaveLength(1));
  });
});

describe('Unknown routes', () => {
  it('shows Page not found with a link home', async () => {
    renderApp('/no/such/page');
    await expectPageHeading('Page not found');
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });
});
