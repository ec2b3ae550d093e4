import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMenuFor, MESSAGES, STUDENT_MENU } from '@portal/domain';
import { currentUser, dashboardCounts, renderApp, storeTestSession } from '../test/render-app';
import { mockApi, ok } from '../test/mock-api';
import { SESSION_STORAGE_KEY } from '../lib/session';
import { expectPageHeading } from '../test/page-heading';

async function openMenu() {
  const user = userEvent.setup();
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  await user.click(menuButton);
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return { user, menuButton, nav };
}

function linkNames(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Site header and menu', () => {
  it('shows the signed-out menu with the footer, and no greeting', async () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'ECWA Theological Seminary logo' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/^Hello,/)).not.toBeInTheDocument();

    const { nav } = await openMenu();
    expect(linkNames(nav)).toEqual([
      'Home',
      'Student Access',
      'Create Student Profile',
      'Faculty Access',
      'Admin Access',
    ]);
    expect(screen.getByText(/all rights reserved 2025, ICT department/i)).toBeVisible();
  });

  it('shows the student menu', async () => {
    const session = storeTestSession({ role: 'student', surname: 'Okafor' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)), 'GET /api/downloads': ok([]) });
    renderApp('/student/downloads');
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });
    expect(screen.getByText('Hello, Okafor')).toBeInTheDocument();

    const { nav } = await openMenu();
    expect(linkNames(nav)).toEqual(STUDENT_MENU.map((item) => item.label));
    expect(within(nav).getByRole('link', { name: 'Portal Wallet' })).toHaveAttribute('href', '/student/portal-wallet');
  });

  it("shows the porter's menu without Dashboard", async () => {
    const session = storeTestSession({ role: 'admin', surname: 'porter' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)) });
    renderApp('/admin/manage-hostels');
    await screen.findByRole('heading', { level: 1, name: 'Manage Hostels' });
    expect(screen.getByText('Hello, porter')).toBeInTheDocument();

    const { nav } = await openMenu();
    expect(linkNames(nav)).toEqual(['Hostel Requests', 'Manage Hostels', 'Change Password']);
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("shows the ict office's full menu", async () => {
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)), 'GET /api/dashboard': ok({ counts: dashboardCounts(0) }) });
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    const { nav } = await openMenu();
    const names = linkNames(nav);
    expect(names[0]).toBe('Dashboard');
    expect(names).toContain('Awaiting Registration Approval');
    expect(names).toContain('Manage Courses');
    expect(names).toContain('SMS Outbox');
    expect(names).toContain('Library Resources');
    expect(names.at(-1)).toBe('Change Password');
    expect(names).toContain('Special Course Rates');
    expect(names).toContain('Reconciliation');
    expect(names).toContain('Class Lists');
    // Every entry of the domain's menu for ict, in its order (the menu grows with each issue).
    expect(names).toEqual(adminMenuFor('ict').map((item) => item.label));
  });

  it('opens with focus inside, closes with Escape and with "Close menu", returning focus', async () => {
    renderApp('/');
    const { user, menuButton } = await openMenu();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.getElementById('site-menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('is a modal dialog panel holding the Main menu navigation', async () => {
    renderApp('/');
    const { nav } = await openMenu();
    const panel = screen.getByRole('dialog', { name: 'Main menu panel' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveAttribute('id', 'site-menu');
    expect(panel).toContainElement(nav);
    expect(within(panel).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('is modal: the page behind is inert until the menu closes, and focus returns to Menu', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Portal Access' });
    const { user, menuButton } = await openMenu();
    const panel = screen.getByRole('dialog', { name: 'Main menu panel' });
    // The header, its Menu button and the page are blocked; only the menu is reachable.
    expect(app.container).toHaveAttribute('inert');
    expect(menuButton.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    expect(panel.closest('[inert]')).toBeNull();
    // Tab stays inside the menu, wrapping from its last control to its first.
    const links = within(panel).getAllByRole('link');
    links.at(-1)!.focus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    // A click on the backdrop (the <dialog> element itself) closes it.
    await user.click(panel);
    expect(screen.queryByRole('dialog', { name: 'Main menu panel' })).not.toBeInTheDocument();
    expect(app.container).not.toHaveAttribute('inert');
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu when one of its links is followed, and moves focus to the new page', async () => {
    const app = renderApp('/');
    // First load: focus is left where the browser puts it.
    expect(document.getElementById('main')).not.toHaveFocus();
    const { user, nav, menuButton } = await openMenu();
    await user.click(within(nav).getByRole('link', { name: 'Admin Access' }));
    await expectPageHeading('Admin Access');
    expect(app.location().pathname).toBe('/admin/login');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(menuButton).not.toHaveFocus();
  });

  it("returns focus to Menu when the current page's own link is followed", async () => {
    renderApp('/');
    const { user, nav, menuButton } = await openMenu();
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('moves focus to the main landmark after any page change, but not for a changed query', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Portal Access' });
    await act(() => app.router.navigate('/student/login'));
    await expectPageHeading('Student Access');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());

    const field = screen.getByLabelText('Student ID');
    field.focus();
    await act(() => app.router.navigate('/student/login?from=test'));
    expect(field).toHaveFocus();
  });

  it('logs out: tells the server, forgets the session and goes to / replacing history', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'student', surname: 'Okafor' });
    const api = mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/downloads': ok([]),
      'POST /api/auth/logout': ok('Logged out'),
    });
    const app = renderApp('/student/downloads');
    await screen.findByRole('heading', { level: 1, name: 'Downloads' });
    await screen.findByText(MESSAGES.notFound);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Portal Access' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(api.calls()).toContain('POST /api/auth/logout'));
    expect(screen.queryByText('Hello, Okafor')).not.toBeInTheDocument();
  });
});
