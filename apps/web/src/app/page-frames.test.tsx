import { describe, expect, it } from 'vitest';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { framedScreens, paths } from '../config/paths';
import { currentUser, renderApp, storeTestSession } from '../test/render-app';
import { deferred, mockApi, ok, type MockReply } from '../test/mock-api';
import { AppProviders, createQueryClient } from './providers';
import { RootHydrateFallback } from './layouts/root-layout';

// A screen with a frame (config/paths.ts) shows its heading and introduction while its code,
// the session check and its data arrive; apps/web/prerender.mjs writes the same markup into the
// HTML of its address (decision 0010, "Deep links arrive with their page's frame").

function renderFallback(path: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <RootHydrateFallback />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe("a page's frame", () => {
  it('is given to signed-in student screens without route parameters, and to records whose frame needs no data', () => {
    const framed = framedScreens();
    const plain = framed.filter((s) => !s.path.includes(':')).map((s) => s.path);
    expect(plain).toContain(paths.student.confirmDetails.path);
    expect(plain).toHaveLength(13);
    for (const path of plain) expect(path).toMatch(/^\/student\/[a-z-]+$/);
    const patterns = framed.filter((s) => s.path.includes(':'));
    const headedByPeriod = patterns.filter((s) => s.frame?.periodInTitle).map((s) => s.path);
    expect(headedByPeriod).toEqual([
      paths.student.registrationForm.path,
      paths.student.myRegisteredCourses.path,
      paths.student.addDropForm.path,
    ]);
    const printPages = patterns.filter((s) => s.frame?.layout === 'print').map((s) => s.path);
    expect(printPages).toEqual([
      paths.student.printRegistrationForm.path,
      paths.student.printAddDropForm.path,
      paths.student.printHostelForm.path,
    ]);
    for (const screen of patterns.filter((s) => s.frame?.layout === 'print')) expect(screen.frame?.intro).toBeTruthy();
    const others = patterns.filter((s) => !s.frame?.periodInTitle && s.frame?.layout !== 'print');
    expect(others.map((s) => s.path)).toEqual([paths.student.classList.path, paths.student.hostelForm.path]);
    for (const screen of patterns) expect(screen.path).toMatch(/^\/student\//);
  });

  it("of a print page is the print bar, with nothing to print yet, and the page's note over 'Wait.. .'", () => {
    const { container } = renderFallback('/student/print-hostel-form/120252026/AB12CD34EF');
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Click here to Print' })).toBeDisabled();
    expect(
      within(main).getByText(/^Print your proof of hostel allocation on A4 paper and keep it/),
    ).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Wait.. .');
    expect(container.querySelector('.site-header__inner--signed-in')).not.toBeNull();
  });

  it('of a class list is its heading and introduction, whatever the course in the address', () => {
    renderFallback('/student/class-list/120252026?code=RES%20701&title=Research%20Methods&hours=3');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Class List' })).toBeInTheDocument();
    expect(within(main).getByText(/^The students of this course in this semester/)).toBeInTheDocument();
    expect(within(main).queryByText(/RES 701/)).not.toBeInTheDocument();
  });

  it("names the address's semester in the heading of a screen headed by its period", () => {
    renderFallback('/student/registration-form/220252026/AB12CD34EF');
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Registration Form: 2nd Semester, 2025/2026' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Wait.. .');
  });

  it('keeps the title alone when the address has no period id', () => {
    renderFallback('/student/add-drop-form/not-a-period/me');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Add/Drop Form' })).toBeInTheDocument();
  });

  it("shows the screen's heading, introduction and 'Wait.. .' under a header laid out for a signed-in user", () => {
    const { container } = renderFallback('/student/confirm-details');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Confirm User Details' })).toBeInTheDocument();
    expect(
      within(main).getByText('Check your details and choose your department before you register.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Wait.. .');
    expect(container.querySelector('.site-header__inner--signed-in')).not.toBeNull();
  });

  it("is only 'Wait.. .' on other screens, under the visitor's header", () => {
    const { container } = renderFallback('/admin/dashboard');
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Wait.. .');
    expect(container.querySelector('.site-header__inner--signed-in')).toBeNull();
  });

  it('stays while the session check is on its way, then the page takes its place under the same heading', async () => {
    const session = storeTestSession({ role: 'student' });
    const me = deferred<MockReply>();
    mockApi({
      'GET /api/auth/me': () => me.promise,
      'GET /api/students/me/wallets': ok({ portal: null, accommodation: null, provider: 'sandbox', bank_accounts: [] }),
    });
    const app = renderApp('/student/accommodation-wallet');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Accommodation Wallet' })).toBeInTheDocument();
    expect(within(main).getByText('Accommodation wallets apply only to hostel accommodation.')).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Wait.. .');

    // The route loader waits for the session check: the page is not rendered before it answers.
    expect(app.router.state.initialized).toBe(false);
    me.resolve(ok(currentUser(session)));
    await waitForElementToBeRemoved(() => within(screen.getByRole('main')).queryByText('Wait.. .'));
    const page = screen.getByRole('main');
    expect(
      within(page).getByText('Your accommodation wallet has not been opened yet. Contact the ICT department.'),
    ).toBeInTheDocument();
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(page).getByText('Accommodation wallets apply only to hostel accommodation.')).toBeInTheDocument();
  });
});
