import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { PeriodView } from '@portal/domain';
import type { PeriodAssignments } from '../api/assignments';
import { expectPageHeading } from '../../../test/page-heading';

const PERIOD: PeriodView = {
  period_id: '120232024',
  semester: '1st',
  session: '2023/2024',
  season: 'regular',
  registration_status: 'opened',
  add_drop_status: 'closed',
  accommodation_status: 'closed',
};

const LECTURER = {
  custom_id: 'F-001',
  title: 'Rev.',
  surname: 'ADAMU',
  first_name: 'John',
  other_names: null,
  username: 'john.adamu@jets.edu.ng',
  phone_number: '08031234567',
  gender: 'Male',
  status: 'active',
};
const RETIRED = { ...LECTURER, custom_id: 'F-009', surname: 'OLD', status: 'inactive' };

function assignments(overrides: Partial<PeriodAssignments> = {}): PeriodAssignments {
  return {
    period: PERIOD,
    items: [
      {
        course_code: 'OTS 611',
        title: 'Old Testament Survey',
        hours: '3',
        faculty: { custom_id: 'F-001', title: 'Rev.', surname: 'ADAMU', first_name: 'John', other_names: null },
      },
    ],
    unassigned_courses: [{ code: 'NTS 621', title: 'Gospels', hours: '2', year: 6 }],
    ...overrides,
  };
}

function signIn(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: 'dean' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

describe('Assign Courses', () => {
  it('chooses a period, then lists assignments with Unassign and Class List', async () => {
    const user = userEvent.setup();
    signIn({
      'GET /api/periods': ok({ items: [PERIOD], current_period_id: PERIOD.period_id }),
      'GET /api/assignments/120232024': ok(assignments()),
    });
    const app = renderApp('/admin/assign-courses-period');
    await expectPageHeading('Assign Courses');
    await user.click(await screen.findByRole('link', { name: 'Proceed: 1st Semester, 2023/2024' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assign Courses: 1st Semester, 2023/2024' }),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe('/admin/assign-courses/120232024');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Code', 'Title', 'CH', 'Assigned Lecturer', 'Action']);
    expect(within(table).getByText('Rev. ADAMU John')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Class List of OTS 611' })).toHaveAttribute(
      'href',
      '/admin/class-list/120232024?code=OTS+611&title=Old+Testament+Survey&hours=3',
    );
  });

  it('assigns with {course_code, faculty_id} and shows the duplicate message in the modal', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    signIn({
      'GET /api/assignments/120232024': ok(assignments()),
      'GET /api/faculty': ok({
        items: [
          { number: 1, ...LECTURER },
          { number: 2, ...RETIRED },
        ],
        total: 2,
        page: 1,
        page_size: 100,
      }),
      'POST /api/assignments/120232024': (request) => {
        bodies.push(request.body);
        return bodies.length === 1
          ? fail('Unable to assign course. Duplicate assignment!', 409)
          : ok({ message: 'The course was assigned successfully!' });
      },
    });
    renderApp('/admin/assign-courses/120232024');
    await user.click(await screen.findByRole('button', { name: 'Assign Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Course' });
    const faculty = within(dialog).getByLabelText('Faculty');
    await within(dialog).findByRole('option', { name: 'Rev. ADAMU John' });
    // Only active lecturers are offered.
    expect(within(faculty).queryByRole('option', { name: /OLD/ })).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Course'), 'NTS 621');
    await user.selectOptions(faculty, 'F-001');
    const submit = within(dialog).getByRole('button', { name: 'Assign Course' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to assign course. Duplicate assignment!',
    );
    expect(bodies).toEqual([{ course_code: 'NTS 621', faculty_id: 'F-001' }]);

    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'The course was assigned successfully!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Assign Course' })).not.toBeInTheDocument();
  });

  it('unassigns after a confirmation', async () => {
    const user = userEvent.setup();
    let assigned = true;
    signIn({
      'GET /api/assignments/120232024': () => ok(assigned ? assignments() : assignments({ items: [] })),
      'DELETE /api/assignments/120232024/OTS%20611': () => {
        assigned = false;
        return ok({ message: 'The course was unassigned successfully!' });
      },
    });
    renderApp('/admin/assign-courses/120232024');
    await user.click(await screen.findByRole('button', { name: 'Unassign OTS 611' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unassign Course' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));

    const done = await screen.findByRole('dialog', { name: 'The course was unassigned successfully!' });
    await user.click(within(done).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('No record found.')).toBeInTheDocument();
  });
});
