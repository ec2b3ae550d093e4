import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RegisteredCoursesResponse } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok } from '../../../test/mock-api';

const PERIOD = { period_id: '120252026', semester: '1st', session: '2025/2026' };

function registeredCourses(overrides: Partial<RegisteredCoursesResponse>): RegisteredCoursesResponse {
  return {
    period: PERIOD,
    status: 'completed',
    status_label: 'Completed',
    courses: [
      { code: 'NTS 612', title: 'New Testament Survey', hours: '3', dropped: false, mark: null },
      { code: 'OTS 611', title: 'Old Testament Survey', hours: '3', dropped: true, mark: 'W' },
    ],
    ...overrides,
  };
}

function open(response: RegisteredCoursesResponse) {
  const session = storeTestSession({ role: 'student' });
  mockApi({
    'GET /api/auth/me': ok(currentUser(session)),
    'GET /api/students/me/registered-courses/120252026': ok(response),
  });
  renderApp('/student/my-registered-courses/120252026/CUSTOM1');
}

describe('Registered Courses', () => {
  it('links each course, dropped ones too, to its class list once the registration is completed', async () => {
    open(registeredCourses({}));
    const table = await screen.findByRole('table', { name: 'Registered courses' });
    const link = within(table).getByRole('link', { name: 'Class List NTS 612' });
    expect(link).toHaveAttribute(
      'href',
      '/student/class-list/120252026?code=NTS+612&title=New+Testament+Survey&hours=3',
    );
    // A dropped course is struck through, with its mark, and keeps its class list link (the spec:
    // "a Class List link per course"; the student is listed there under Dropped).
    expect(within(table).getByText('Dropped (W)')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Class List OTS 611' })).toHaveAttribute(
      'href',
      '/student/class-list/120252026?code=OTS+611&title=Old+Testament+Survey&hours=3',
    );
  });

  it('offers no class list before the registration is completed, and says why', async () => {
    open(registeredCourses({ status: 'awaiting bursar', status_label: 'Awaiting Bursary' }));
    const table = await screen.findByRole('table', { name: 'Registered courses' });
    expect(within(table).getByText('NTS 612')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Class List/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Class lists open once the registration is completed\./)).toBeInTheDocument();
  });
});
