import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { REGISTRATION_MESSAGES } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../test/render-app';
import { fail, mockApi, ok } from '../test/mock-api';
import { expectPageHeading } from '../test/page-heading';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './providers';

/*
 * Issue 27 §7 and §8: a refused request (4xx) is asked once, never again by a retry or by the
 * screen that mounts on the route loader's answer; a staff form address with no registration
 * sends the officer to the semester registration page of the office.
 */
describe('refused requests', () => {
  it('retries a failure that may pass, never a refusal', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('the query client has no retry policy');
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retry(0, new ApiError('No', status))).toBe(false);
    expect(retry(0, new ApiError('Unavailable', 503))).toBe(true);
    expect(retry(0, new ApiError('Network', 0))).toBe(true);
    expect(retry(2, new ApiError('Unavailable', 503))).toBe(false);
  });

  it('asks once for a staff form without a registration (404) and goes to Semester Registration', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'registrar' });
    const form = '/api/registrations/120302031/NOSUCH0001';
    const api = mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      [`GET ${form}`]: fail(REGISTRATION_MESSAGES.noRegistration, 404),
      'GET /api/periods': ok({ items: [], current_period_id: null }),
    });
    const app = renderApp('/admin/registration-form/120302031/NOSUCH0001');
    await waitFor(() => expect(app.location().pathname).toBe('/admin/awaiting-approval-period'));
    await expectPageHeading(/Awaiting Registration Approval/);
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(api.calls().filter((call) => call === `GET ${form}`)).toHaveLength(1);
  });
});
