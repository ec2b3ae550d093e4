import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../test/render-app';
import { deferred, mockApi, ok, type MockReply } from '../test/mock-api';
import { expectPageHeading } from '../test/page-heading';
import { rememberStepFirst } from '../lib/session';

const period = {
  period_id: '120302031',
  semester: '1st',
  session: '2030/2031',
  season: 'regular',
  registration_status: 'opened',
  add_drop_status: 'closed',
  accommodation_status: 'closed',
};

describe('route loaders', () => {
  it("start a screen's data request together with the session check, and ask once", async () => {
    const session = storeTestSession({ role: 'student' });
    // Seen settled on an earlier visit (issue 27 §8: else the session check answers first).
    rememberStepFirst(session.custom_id, false);
    const me = deferred<MockReply>();
    const api = mockApi({ 'GET /api/auth/me': () => me.promise, 'GET /api/downloads': ok([]) });
    renderApp('/student/downloads');

    // The session check has not answered, and the screen's request is already on its way.
    await waitFor(() => expect(api.calls()).toEqual(['GET /api/auth/me', 'GET /api/downloads']));
    me.resolve(ok(currentUser(session)));
    await expectPageHeading('Downloads');
    expect(api.calls().filter((call) => call === 'GET /api/downloads')).toHaveLength(1);
  });

  it('start the periods with the session check, and the fees of the current period once the periods are known', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'bursar' });
    rememberStepFirst(session.custom_id, false);
    const me = deferred<MockReply>();
    const api = mockApi({
      'GET /api/auth/me': () => me.promise,
      'GET /api/periods': ok({ items: [period], current_period_id: period.period_id }),
      [`GET /api/course-fees/${period.period_id}`]: ok({
        period_id: period.period_id,
        items: [],
        affiliation_fee_kobo: 0,
      }),
    });
    renderApp('/admin/manage-course-fees');

    await waitFor(() =>
      expect(api.calls()).toEqual(['GET /api/auth/me', 'GET /api/periods', `GET /api/course-fees/${period.period_id}`]),
    );
    me.resolve(ok(currentUser(session)));
    await expectPageHeading('Course Fees');
    expect(await screen.findByRole('group', { name: 'Undergraduate (UG)' })).toBeInTheDocument();
    expect(api.calls()).toHaveLength(3);
  });

  it('on a first sign-in, ask for the session check first and then the screen’s data, once', async () => {
    const session = storeTestSession({ role: 'student' });
    const me = deferred<MockReply>();
    const api = mockApi({ 'GET /api/auth/me': () => me.promise, 'GET /api/downloads': ok([]) });
    renderApp('/student/downloads');
    await waitFor(() => expect(api.calls()).toEqual(['GET /api/auth/me']));
    me.resolve(ok(currentUser(session)));
    await expectPageHeading('Downloads');
    expect(api.calls()).toEqual(['GET /api/auth/me', 'GET /api/downloads']);
  });

  it.each([
    ['change password', 'Change Default Password'],
    ['complete profile', 'Complete Profile'],
    ['upload passport', 'Upload Passport'],
  ] as const)(
    'ask nothing the server would refuse of a student in status %s before the step (issue 27 §8)',
    async (status, heading) => {
      const session = storeTestSession({ role: 'student' });
      const api = mockApi({ 'GET /api/auth/me': ok(currentUser(session, { status })) });
      const app = renderApp('/student/portal-wallet');
      await expectPageHeading(heading);
      expect(app.location().pathname).not.toBe('/student/portal-wallet');
      expect(api.calls().filter((call) => call !== 'GET /api/auth/me')).toEqual([]);
    },
  );

  it('ask nothing of a lecturer who must change the password before the change (issue 27 §8)', async () => {
    const session = storeTestSession({ role: 'faculty' });
    const api = mockApi({ 'GET /api/auth/me': ok(currentUser(session, { must_change_password: true })) });
    renderApp('/faculty/profile');
    await expectPageHeading('Change Password');
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });

  it('start nothing for an office that may not use the screen, only the session check', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'porter' });
    const api = mockApi({ 'GET /api/auth/me': ok(currentUser(session)) });
    renderApp('/admin/manage-course-fees');
    expect(await screen.findByText(MESSAGES.notAllowed)).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });
});
