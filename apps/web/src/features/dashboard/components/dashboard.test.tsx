import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPosition } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok, type MockHandler } from '../../../test/mock-api';
import type { ActiveStudentRow } from '../api/dashboard';
import { expectPageHeading } from '../../../test/page-heading';

const COUNTS = {
  'active students': 1250,
  female: 400,
  male: 850,
  faculty: 42,
  international: 17,
  ECWA: 900,
  'Non-ECWA': 350,
  MDiv: 120,
  MA: 200,
  PGDT: 80,
  BA: 600,
  Diploma: 250,
};

function signIn(office: AdminPosition, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'admin', surname: office });
  return mockApi({ 'GET /api/auth/me': ok(currentUser(session)), ...handlers });
}

function student(number: number, name: string): ActiveStudentRow {
  return {
    number,
    custom_id: `C-${number}`,
    student_id: `ST${number}`,
    full_name: name,
    gender: 'Female',
    programme: 'Bachelor of Arts in Theology',
    programme_category: 'Bachelor of Arts Programme',
    ledger_number: `LDG${number}`,
    matriculation_number: null,
    phone_number: '08030000000',
    email: `s${number}@example.com`,
  };
}

describe('Dashboard', () => {
  it('shows every figure as a card linking to the active students it counts', async () => {
    signIn('registrar', { 'GET /api/dashboard': ok({ counts: COUNTS }) });
    renderApp('/admin/dashboard');
    await expectPageHeading('Dashboard');
    const grid = await screen.findByRole('list', { name: 'Figures' });
    const labels = within(grid)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.count-card__label')?.textContent);
    expect(labels).toEqual([
      'Active Students',
      'Female',
      'Male',
      'Faculty',
      'International',
      'ECWA',
      'Non-ECWA',
      'MDiv',
      'MA',
      'PGDT',
      'BA',
      'Diploma',
    ]);
    expect(within(grid).getByRole('link', { name: 'Active Students 1,250' })).toHaveAttribute(
      'href',
      '/admin/active-students?filter=active+students',
    );
    expect(within(grid).getByRole('link', { name: 'Female 400' })).toHaveAttribute(
      'href',
      '/admin/active-students?filter=female',
    );
    expect(within(grid).getByRole('link', { name: 'Non-ECWA 350' })).toHaveAttribute(
      'href',
      '/admin/active-students?filter=Non-ECWA',
    );
    // Faculty counts lecturers: the registrar, who does not manage them, sees the figure without a link.
    expect(within(grid).queryByRole('link', { name: /^Faculty/ })).not.toBeInTheDocument();
    expect(within(grid).getByText('42')).toBeInTheDocument();
  });

  it('shows the ict office every figure, Faculty linking to the lecturers', async () => {
    signIn('ict', { 'GET /api/dashboard': ok({ counts: { ...COUNTS, MDiv: 7 } }) });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'MDiv 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faculty 42' })).toHaveAttribute('href', '/admin/manage-faculty');
  });

  describe('refused bank accounts (issue 29 §1: tell ict)', () => {
    const BACKUPS = { last_success: null, last_failure: null, schedule: '02:00', keep_days: 14 };
    const accounts = (failed: number) => ({
      counts: { active: 40, pending: 1, failed, deactivated: 0, none: 3 },
      latest_failure: failed ? { at: '2026-11-27T13:02:00.000Z', reason: 'Invalid key', students: failed } : null,
    });
    const NOTICE =
      "Bank accounts: 3 students' own account numbers were refused by the provider (latest 27 Nov 2026, 14:02 WAT: Invalid key). They see the general accounts. Fix the cause, then run npm run bank-accounts.";

    it('tells the ict office how many students’ accounts the provider refused, the latest when and why', async () => {
      signIn('ict', {
        'GET /api/dashboard': ok({ counts: COUNTS }),
        'GET /api/backups/status': ok(BACKUPS),
        'GET /api/dedicated-accounts/status': ok(accounts(3)),
      });
      renderApp('/admin/dashboard');
      expect(await screen.findByText(NOTICE)).toHaveClass('feedback--error');
    });

    it('shows nothing when no account is refused', async () => {
      const api = signIn('ict', {
        'GET /api/dashboard': ok({ counts: COUNTS }),
        'GET /api/backups/status': ok(BACKUPS),
        'GET /api/dedicated-accounts/status': ok(accounts(0)),
      });
      renderApp('/admin/dashboard');
      expect(await screen.findByRole('link', { name: 'MDiv 120' })).toBeInTheDocument();
      await waitFor(() => expect(api.calls()).toContain('GET /api/dedicated-accounts/status'));
      expect(screen.queryByText(/^Bank accounts:/)).not.toBeInTheDocument();
    });

    it('is not asked for by the other offices', async () => {
      const api = signIn('bursar', { 'GET /api/dashboard': ok({ counts: COUNTS }) });
      renderApp('/admin/dashboard');
      expect(await screen.findByRole('link', { name: 'MDiv 120' })).toBeInTheDocument();
      expect(api.calls()).not.toContain('GET /api/dedicated-accounts/status');
    });
  });

  it('welcomes the porter, who has no dashboard, without asking for figures', async () => {
    const api = signIn('porter', {});
    renderApp('/admin/dashboard');
    await expectPageHeading('Dashboard');
    expect(screen.getByRole('link', { name: 'Hostel Requests' })).toHaveAttribute(
      'href',
      '/admin/hostel-applications-period',
    );
    expect(screen.queryByRole('list', { name: 'Figures' })).not.toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/auth/me']);
  });
});

describe('Active Students', () => {
  it('names the filter, searches and pages through the server, and exports the same list', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    signIn('bursar', {
      'GET /api/active-students': ({ url }) => {
        searches.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const items = page === 2 ? [student(51, 'MUSA Bala')] : [student(1, 'OKAFOR Ada Grace')];
        return ok({ items, total: 51, page, page_size: 50 });
      },
    });
    const app = renderApp('/admin/active-students?filter=female');
    await expectPageHeading('Active Students: Female');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '#',
      'Student ID',
      'Full Name',
      'Gender',
      'Programme',
      'Ledger Number',
      'Matric Number',
      'Phone',
      'E-mail',
    ]);
    expect(within(table).getByText('OKAFOR Ada Grace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/active-students.csv?q=&filter=female',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('MUSA Bala')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by name, Student ID, ledger or matric number'), 'okafor');
    await waitFor(() => expect(app.location().search).toBe('?filter=female&q=okafor'));
    await waitFor(() => expect(searches.at(-1)).toBe('?q=okafor&filter=female&page=1'));
    expect(searches.slice(0, 2)).toEqual(['?q=&filter=female&page=1', '?q=&filter=female&page=2']);
    // The route loader asks for the new page as the navigation starts; the screen follows.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/active-students.csv?q=okafor&filter=female',
      ),
    );
  });

  it("shows 'No record(s) found.' for an empty list and ignores an unknown filter", async () => {
    const searches: string[] = [];
    signIn('dean', {
      'GET /api/active-students': ({ url }) => {
        searches.push(url.search);
        return ok({ items: [], total: 0, page: 1, page_size: 50 });
      },
    });
    renderApp('/admin/active-students?filter=faculty');
    expect(await screen.findByText('No record(s) found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Active Students' })).toBeInTheDocument();
    expect(searches).toEqual(['?q=&page=1']);
  });
});
