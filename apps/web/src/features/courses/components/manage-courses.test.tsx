import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { deferred, fail, mockApi, ok, type MockHandler, type MockReply } from '../../../test/mock-api';
import type { CourseRow } from '../api/courses';
import { expectPageHeading } from '../../../test/page-heading';

const OTS: CourseRow = {
  number: 1,
  code: 'OTS 611',
  year: 1,
  title: 'Old Testament Survey',
  hours: '3',
  status: 'available',
  audience: 'both',
};
const CHAPEL: CourseRow = {
  number: 2,
  code: 'PRA 101',
  year: 1,
  title: 'Chapel',
  hours: 'P/F',
  status: 'unavailable',
  audience: 'in_person',
};

/** A course as the server answers it after a change (a list row without its number). */
function courseView({ number: _number, ...course }: CourseRow) {
  return course;
}

function page(items: CourseRow[], total = items.length, pageNumber = 1) {
  return ok({ items, total, page: pageNumber, page_size: 100 });
}

function signIn(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: 'dean' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Manage Courses', () => {
  it("lists courses with 'On Portal' / 'Off Portal' and changes a status", async () => {
    const user = userEvent.setup();
    let status: CourseRow['status'] = 'available';
    let body: unknown;
    signIn({
      'GET /api/courses': () => page([{ ...OTS, status }, CHAPEL]),
      'PATCH /api/courses/OTS%20611/status': (request) => {
        body = request.body;
        status = 'unavailable';
        return ok({ message: 'Status Changed', course: courseView({ ...OTS, status }) });
      },
    });
    renderApp('/admin/manage-courses');
    await expectPageHeading('Manage Courses');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Year', 'Code', 'Title', 'CH', 'Status']);
    const [, otsRow, chapelRow] = within(table).getAllByRole('row');
    expect(within(otsRow!).getByText('On Portal')).toBeInTheDocument();
    expect(within(chapelRow!).getByText('Off Portal')).toBeInTheDocument();
    expect(within(chapelRow!).getByText('P/F')).toBeInTheDocument();

    await user.click(within(otsRow!).getByRole('button', { name: /^Change Status of OTS 611/ }));
    expect(await screen.findByText('Status Changed')).toBeInTheDocument();
    expect(body).toEqual({ status: 'unavailable' });
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('Off Portal')).toBeInTheDocument());
  });

  it('keeps focus on Change Status while saving, and shows the answer next to it, naming the course', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let reply = deferred<MockReply>();
    let patches = 0;
    signIn({
      'GET /api/courses': () => page([OTS, CHAPEL]),
      'PATCH /api/courses/OTS%20611/status': () => {
        patches += 1;
        return reply.promise;
      },
    });
    renderApp('/admin/manage-courses');
    const table = await screen.findByRole('table');
    const otsRow = within(table).getAllByRole('row')[1]!;
    const button = within(otsRow).getByRole('button', { name: /^Change Status of OTS 611/ });

    await user.click(button);
    // Not disabled (focus would drop to <body>): aria-disabled, and a second press is ignored.
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Processing..');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(patches).toBe(1);

    reply.resolve(fail('You are not allowed to do this.', 403));
    const status = within(otsRow).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('You are not allowed to do this.: OTS 611'));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    // Errors stay until the next action.
    act(() => vi.advanceTimersByTime(10_000));
    expect(status).toHaveTextContent('You are not allowed to do this.');

    reply = deferred<MockReply>();
    await user.click(button);
    reply.resolve(ok({ message: 'Status Changed', course: courseView({ ...OTS, status: 'unavailable' }) }));
    await waitFor(() => expect(status).toHaveTextContent('Status Changed: OTS 611'));
    expect(status).not.toHaveTextContent('not allowed');
    expect(within(within(table).getAllByRole('row')[2]!).getByRole('status')).toBeEmptyDOMElement();
    // Successes clear after 5 seconds.
    act(() => vi.advanceTimersByTime(4900));
    expect(status).toHaveTextContent('Status Changed');
    act(() => vi.advanceTimersByTime(100));
    expect(status).toBeEmptyDOMElement();
  });

  it("inputs a new course: hours P go as 'P', the code is upper-cased by the schema", async () => {
    const user = userEvent.setup();
    let body: unknown;
    signIn({
      'GET /api/courses': page([OTS]),
      'POST /api/courses': (request) => {
        body = request.body;
        return ok({
          message: 'The specified course was inputed successfully!',
          course: {
            code: 'PRA 102',
            year: 2,
            title: 'Chapel Attendance',
            hours: 'P/F',
            status: 'available',
            audience: 'in_person',
          },
        });
      },
    });
    renderApp('/admin/manage-courses');
    await user.click(await screen.findByRole('button', { name: 'Input New Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Input New Course' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Course Title'), 'Chapel Attendance');
    await user.selectOptions(within(dialog).getByLabelText('Credit Hours'), 'P/F');
    await user.type(within(dialog).getByLabelText('Course Code'), 'pra  102');
    await user.selectOptions(within(dialog).getByLabelText('Year'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Offered to'), 'In person only');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(
      await screen.findByRole('dialog', { name: 'The specified course was inputed successfully!' }),
    ).toBeInTheDocument();
    expect(body).toEqual({ title: 'Chapel Attendance', hours: 'P', code: 'PRA 102', year: 2, audience: 'in_person' });
  });

  it('searches and filters by year through the server, and pages', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    const app = signIn({
      'GET /api/courses': ({ url }) => {
        searches.push(url.search);
        return url.searchParams.get('page') === '2' ? page([CHAPEL], 101, 2) : page([OTS], 101, 1);
      },
    });
    const view = renderApp('/admin/manage-courses');
    await screen.findByText('Old Testament Survey');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Chapel')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Year'), 'Year 3');
    await user.type(screen.getByLabelText('Search by code or title'), 'ots');
    await waitFor(() => expect(view.location().search).toBe('?year=3&q=ots'));
    await waitFor(() => expect(searches.at(-1)).toBe('?page=1&q=ots&year=3'));
    expect(searches).toContain('?page=2&q=');
    expect(app.calls().every((c) => c === 'GET /api/auth/me' || c === 'GET /api/courses')).toBe(true);
  });
});
