import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { currentUser, renderApp, storeTestSession } from '../test/render-app';
import { mockApi, ok } from '../test/mock-api';
import { expectPageHeading } from '../test/page-heading';

/*
 * Issue 15 point 9: the spec mentions /admin/awaiting-approval, /admin/assign-courses and
 * /admin/enrollment-statistics as link targets without a screen (admin-faculty-side §8). They
 * showed "Page not found"; each now sends the officer on to its period picker.
 */
describe('period-picker links of the spec without a screen', () => {
  it.each([
    ['/admin/awaiting-approval', '/admin/awaiting-approval-period', 'Awaiting Registration Approval'],
    ['/admin/assign-courses', '/admin/assign-courses-period', 'Assign Courses'],
    ['/admin/enrollment-statistics', '/admin/enrollment-statistics-period', 'Enrollment Statistics'],
  ])('%s goes to %s', async (from, to, heading) => {
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/periods': ok({ items: [], current_period_id: null }),
    });
    const app = renderApp(from);
    await waitFor(() => expect(app.location().pathname).toBe(to));
    expect(app.router.state.historyAction).toBe('REPLACE');
    await expectPageHeading(new RegExp(heading));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});
