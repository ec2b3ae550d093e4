import type { Page } from '@playwright/test';
import { endsWith, expect, openMenu, paths, test } from './support.js';

/*
 * What a new user tripped on in the built screens (issue 15): another role's page signed them
 * out in the browser only, the accommodation wallet had no link, period-picker links of the spec
 * answered "Page not found", and at 360 px the period cards broke "Registration" mid-word.
 */

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('portalUser'));

test.describe("another role's page keeps the user signed in", () => {
  test('an ict officer opening /faculty/profile goes to the dashboard, still signed in', async ({
    page,
    createOfficer,
    login,
  }) => {
    await login(await createOfficer('ict'));
    await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    const stored = await storedSession(page);
    expect(stored).not.toBeNull();

    await page.goto(paths.faculty.profile.getHref());
    await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Hello, ict')).toBeVisible();
    expect(await storedSession(page)).toBe(stored);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    // Still signed in: the officer's own screens open without another login.
    await page.goto(paths.admin.manageCourses.getHref());
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeVisible();
  });

  test('a student opening /admin/dashboard goes to their home, still signed in @phone', async ({
    page,
    createStudent,
    login,
  }) => {
    const student = await createStudent();
    await login(student);
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));

    await page.goto(paths.admin.dashboard.getHref());
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(page.getByText(`Hello, ${student.surname}`)).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });

  test('a student who must complete the profile goes to Complete Profile from a lecturer page', async ({
    page,
    createStudent,
    login,
  }) => {
    await login(await createStudent({ status: 'complete profile' }));
    await expect(page).toHaveURL(endsWith(paths.student.completeProfile.getHref()));
    await page.goto(paths.faculty.assignedCoursesPeriod.getHref());
    await expect(page).toHaveURL(endsWith(paths.student.completeProfile.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Profile' })).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();
  });

  test('a lecturer opening a student page goes to the faculty profile, still signed in', async ({
    page,
    createLecturer,
    login,
  }) => {
    const lecturer = await createLecturer();
    await login(lecturer);
    await expect(page).toHaveURL(endsWith(paths.faculty.profile.getHref()));
    await page.goto(paths.student.portalWallet.getHref());
    await expect(page).toHaveURL(endsWith(paths.faculty.profile.getHref()));
    await expect(page.getByText(`Hello, ${lecturer.surname}`)).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();
  });
});

test('the accommodation wallet is in the student menu and linked from the portal wallet @phone', async ({
  page,
  createStudent,
  login,
}) => {
  await login(await createStudent());
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Accommodation Wallet' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.accommodationWallet.getHref()));
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation Wallet' })).toBeVisible();

  await page.goto(paths.student.portalWallet.getHref());
  await page.getByRole('link', { name: 'Accommodation Wallet' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.accommodationWallet.getHref()));

  await page.goto(paths.student.applyForHostelPeriod.getHref());
  await page.getByRole('link', { name: 'Accommodation Wallet' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.accommodationWallet.getHref()));
});

test('period-picker links of the spec without a screen go to their period picker', async ({
  page,
  createOfficer,
  login,
}) => {
  await login(await createOfficer('ict'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  for (const [from, to] of [
    [paths.admin.awaitingApprovalBare.getHref(), paths.admin.awaitingApprovalPeriod.getHref()],
    [paths.admin.assignCoursesBare.getHref(), paths.admin.assignCoursesPeriod.getHref()],
    [paths.admin.enrollmentStatisticsBare.getHref(), paths.admin.enrollmentStatisticsPeriod.getHref()],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(endsWith(to));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }
});

/**
 * Every column name of the stacked cards (the ::before label of each cell) keeps its words whole:
 * no word is wider than the label's column (a one-word label such as "Registration" therefore
 * stays on one line; it read "Registratio / n"), and no card is wider than the page. (The label's
 * box stretches to the row's height, so its height says nothing about its lines.)
 */
async function expectStackedLabelsWhole(page: Page) {
  await expect(page.locator('.table--stack tbody tr').first()).toBeVisible();
  const report = await page.evaluate(() => {
    const broken: string[] = [];
    let labels = 0;
    const textWidth = (text: string, style: CSSStyleDeclaration) => {
      const probe = document.createElement('span');
      probe.textContent = text;
      probe.style.position = 'absolute';
      probe.style.visibility = 'hidden';
      probe.style.whiteSpace = 'nowrap';
      probe.style.fontFamily = style.fontFamily;
      probe.style.fontSize = style.fontSize;
      probe.style.fontWeight = style.fontWeight;
      probe.style.letterSpacing = style.letterSpacing;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    for (const td of Array.from(document.querySelectorAll<HTMLElement>('.table--stack tbody td'))) {
      const label = td.getAttribute('data-label');
      const style = getComputedStyle(td, '::before');
      if (!label || style.content === 'none' || style.display === 'none') continue;
      labels += 1;
      // Pixels of the rendered label (not money): its used width, e.g. "104px".
      const width = Number.parseFloat(style.width);
      const words = label.split(/\s+/).filter(Boolean);
      const longest = Math.max(...words.map((word: string) => textWidth(word, style)));
      if (longest > width + 0.5) broken.push(`${label}: a word of ${longest}px in ${width}px`);
    }
    const rowsFit = Array.from(document.querySelectorAll<HTMLElement>('.table--stack tbody tr')).every(
      (tr) => tr.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5,
    );
    return { broken, labels, rowsFit, pageFits: document.documentElement.scrollWidth <= window.innerWidth };
  });
  expect(report.labels).toBeGreaterThan(0);
  expect(report.broken).toEqual([]);
  expect(report.rowsFit).toBe(true);
  expect(report.pageFits).toBe(true);
}

test('at 360 px the period cards keep each column name whole', async ({
  browser,
  page,
  createOfficer,
  createStudent,
  createSession,
  login,
}) => {
  await createSession();
  await page.setViewportSize({ width: 360, height: 740 });
  await login(await createOfficer('registrar'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.goto(paths.admin.manageSemesterRegistration.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Registration Period' })).toBeVisible();
  await expectStackedLabelsWhole(page);

  const studentContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'X-Forwarded-For': '10.250.15.9' },
  });
  const phone = await studentContext.newPage();
  await login(await createStudent(), phone);
  await expect(phone).toHaveURL(endsWith(paths.student.downloads.getHref()));
  for (const [path, heading] of [
    [paths.student.semesterRegistrationPeriod.getHref(), 'Semester Registration'],
    [paths.student.addDropPeriod.getHref(), 'Add/Drop'],
    [paths.student.applyForHostelPeriod.getHref(), 'Apply for Hostel: Choose Period'],
  ] as const) {
    await phone.goto(path);
    await expect(phone.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectStackedLabelsWhole(phone);
  }
  await studentContext.close();
});
