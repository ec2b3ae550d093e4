import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok } from '../../../test/mock-api';

/*
 * Issue 15 point 8: an empty required field says '*Required' (Input New Course's Credit Hours and
 * Year and Create Period's Session said '*Invalid'). The forms show the shared schemas' messages.
 */

function asDean() {
  const session = storeTestSession({ role: 'admin', surname: 'dean' });
  mockApi({
    'GET /api/auth/me': ok(currentUser(session)),
    'GET /api/courses': ok({ items: [], total: 0, page: 1, page_size: 100 }),
    'GET /api/periods': ok({ items: [], current_period_id: null }),
  });
}

/** Visits each field in turn and leaves it empty (the forms validate a field once it is left). */
async function leaveEmpty(user: ReturnType<typeof userEvent.setup>, fields: HTMLElement[]) {
  for (const field of fields) {
    await user.click(field);
    await user.tab();
  }
}

describe("empty required fields say '*Required'", () => {
  it('Input New Course: Course Title, Credit Hours, Course Code and Year', async () => {
    const user = userEvent.setup();
    asDean();
    renderApp('/admin/manage-courses');
    await user.click(await screen.findByRole('button', { name: 'Input New Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Input New Course' });
    const labels = ['Course Title', 'Credit Hours', 'Course Code', 'Year'];
    await leaveEmpty(
      user,
      labels.map((label) => within(dialog).getByLabelText(label)),
    );
    for (const label of labels) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(/\*Required$/);
    }
    expect(within(dialog).queryByText('*Invalid')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('Create Period: Semester, Session and Season', async () => {
    const user = userEvent.setup();
    asDean();
    renderApp('/admin/manage-semester-registration');
    await user.click(await screen.findByRole('button', { name: 'Create Period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Period' });
    const labels = ['Semester', 'Session', 'Season'];
    await leaveEmpty(
      user,
      labels.map((label) => within(dialog).getByLabelText(label)),
    );
    for (const label of labels) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(/\*Required$/);
    }
    expect(within(dialog).queryByText('*Invalid')).not.toBeInTheDocument();
  });

  it('Student Access: an emptied Student ID and password', async () => {
    const user = userEvent.setup();
    renderApp('/student/login');
    const studentId = await screen.findByLabelText('Student ID');
    const password = screen.getByLabelText('Password');
    await user.type(studentId, 'A');
    await user.clear(studentId);
    await user.type(password, 'p');
    await user.clear(password);
    expect(await screen.findAllByText('*Required')).toHaveLength(2);
    expect(studentId).toHaveAccessibleDescription('*Required');
    expect(screen.queryByText('*Invalid')).not.toBeInTheDocument();
  });
});
