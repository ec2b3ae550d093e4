import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPosition } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { Download } from '../api/downloads';

const CALENDAR: Download = {
  id: 1,
  title: 'School Calendar 2025/2026',
  kind: 'file',
  url: '/media/downloads/calendar.pdf',
};
const SURVEY: Download = { id: 2, title: 'Quick Survey', kind: 'link', url: 'https://forms.example.org/survey' };

function signIn(role: 'student' | 'admin', handlers: Record<string, MockHandler>, office: AdminPosition = 'registrar') {
  const session = storeTestSession({ role, surname: role === 'admin' ? office : 'Okafor' });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

describe('Downloads (student)', () => {
  it('lists the resources in a table whose links open in a new tab', async () => {
    signIn('student', { 'GET /api/downloads': ok([CALENDAR, SURVEY]) });
    renderApp('/student/downloads');
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Resource', 'Link']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('School Calendar 2025/2026')).toBeInTheDocument();
    const link = within(rows[1]!).getByRole('link', { name: /Quick Survey/ });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/survey');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("shows 'No record found.' when there is nothing to download", async () => {
    signIn('student', { 'GET /api/downloads': ok([]) });
    renderApp('/student/downloads');
    expect(await screen.findByText('No record found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Manage Downloads', () => {
  it('adds a link and shows the success message', async () => {
    const user = userEvent.setup();
    const list: Download[] = [CALENDAR];
    let body: unknown;
    signIn('admin', {
      'GET /api/downloads': () => ok([...list]),
      'POST /api/downloads': (request) => {
        body = request.body;
        list.push({ id: 3, title: 'Timetable', kind: 'link', url: 'https://jets.example.org/timetable' });
        return ok({ id: 3 }, 201);
      },
    });
    renderApp('/admin/manage-downloads');
    await screen.findByRole('heading', { level: 1, name: 'Manage Downloads' });
    expect(await screen.findByText('School Calendar 2025/2026')).toBeInTheDocument();

    const add = screen.getByRole('region', { name: 'Add Download' });
    expect(within(add).getByRole('radio', { name: 'Link' })).toBeChecked();
    const button = within(add).getByRole('button', { name: 'Add Download' });
    await user.type(within(add).getByLabelText('Title'), 'Timetable');
    await user.type(within(add).getByLabelText('URL'), 'not a url');
    expect(await within(add).findByText('*Invalid')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(within(add).getByLabelText('URL'));
    await user.type(within(add).getByLabelText('URL'), 'https://jets.example.org/timetable');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent('Action was Successful!');
    expect(body).toEqual({ title: 'Timetable', url: 'https://jets.example.org/timetable' });
    expect(await screen.findByText('Timetable')).toBeInTheDocument();
    expect(within(add).getByLabelText('Title')).toHaveValue('');
  });

  it('offers a file upload as the other choice', async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    signIn('admin', {
      'GET /api/downloads': ok([]),
      'POST /api/downloads': ({ init }) => {
        sent = init?.body as FormData;
        return ok({ id: 4 }, 201);
      },
    });
    renderApp('/admin/manage-downloads');
    expect(await screen.findByText('No record found.')).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'Add Download' });
    await user.click(within(add).getByRole('radio', { name: 'File' }));
    await user.type(within(add).getByLabelText('Title'), 'Course Listing');
    await user.upload(
      within(add).getByLabelText('File to upload'),
      new File(['%PDF'], 'courses.pdf', { type: 'application/pdf' }),
    );
    const button = within(add).getByRole('button', { name: 'Add Download' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent('Action was Successful!');
    expect(sent?.get('title')).toBe('Course Listing');
    expect((sent?.get('file') as File).name).toBe('courses.pdf');
  });

  it('edits a title inline and removes an entry after confirmation', async () => {
    const user = userEvent.setup();
    let list: Download[] = [CALENDAR, SURVEY];
    const calls: unknown[] = [];
    signIn('admin', {
      'GET /api/downloads': () => ok([...list]),
      'PATCH /api/downloads/2': ({ body }) => {
        calls.push(body);
        list = [CALENDAR, { ...SURVEY, title: 'Student Survey' }];
        return ok('Updated.');
      },
      'DELETE /api/downloads/1': () => {
        calls.push('deleted 1');
        list = list.filter((d) => d.id !== 1);
        return ok('Action was Successful!');
      },
    });
    renderApp('/admin/manage-downloads');
    await user.click(await screen.findByRole('button', { name: 'Edit Quick Survey' }));
    const title = screen.getByDisplayValue('Quick Survey');
    await user.clear(title);
    await user.type(title, 'Student Survey');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student Survey')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Action was Successful!');

    await user.click(screen.getByRole('button', { name: 'Remove School Calendar 2025/2026' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Download' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('School Calendar 2025/2026')).not.toBeInTheDocument());
    expect(calls).toEqual([{ title: 'Student Survey', url: 'https://forms.example.org/survey' }, 'deleted 1']);
  });

  it('is refused to offices that do not manage downloads', async () => {
    const api = signIn('admin', {}, 'bursar');
    renderApp('/admin/manage-downloads');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });
});
