import type { Page } from '@playwright/test';
import { expect, openMenu, signIn, test } from './support.js';

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
  }) => {
    await signIn(page, await createOfficer('ict'));
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const stored = await storedSession(page);
    expect(stored).not.toBeNull();

    await page.goto('/faculty/profile');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Hello, ict')).toBeVisible();
    expect(await storedSession(page)).toBe(stored);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    // Still signed in: the officer's own screens open without another login.
    await page.goto('/admin/manage-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeVisible();
  });

  test('a student opening /admin/dashboard goes to their home, still signed in @phone', async ({
    page,
    createStudent,
  }) => {
    const student = await createStudent();
    await signIn(page, student);
    await expect(page).toHaveURL(/\/student\/downloads$/);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/student\/downloads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(page.getByText(`Hello, ${student.surname}`)).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });

  test('a student who must complete the profile goes to Complete Profile from a lecturer page', async ({
    page,
    createStudent,
  }) => {
    await signIn(page, await createStudent({ status: 'complete profile' }));
    await expect(page).toHaveURL(/\/student\/complete-profile$/);
    await page.goto('/faculty/assigned-courses-period');
    await expect(page).toHaveURL(/\/student\/complete-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Profile' })).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();
  });

  test('a lecturer opening a student page goes to the faculty profile, still signed in', async ({
    page,
    createLecturer,
  }) => {
    const lecturer = await createLecturer();
    await signIn(page, lecturer);
    await expect(page).toHaveURL(/\/faculty\/profile$/);
    await page.goto('/student/portal-wallet');
    await expect(page).toHaveURL(/\/faculty\/profile$/);
    await expect(page.getByText(`Hello, ${lecturer.surname}`)).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();
  });
});

test('the accommodation wallet is in the student menu and linked from the portal wallet @phone', async ({
  page,
  createStudent,
}) => {
  await signIn(page, await createStudent());
  await expect(page).toHaveURL(/\/student\/downloads$/);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Accommodation Wallet' }).click();
  await expect(page).toHaveURL(/\/student\/accommodation-wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation Wallet' })).toBeVisible();

  await page.goto('/student/portal-wallet');
  await page.getByRole('link', { name: 'Accommodation Wallet' }).click();
  await expect(page).toHaveURL(/\/student\/accommodation-wallet$/);

  await page.goto('/student/apply-for-hostel-period');
  await page.getByRole('link', { name: 'Accommodation Wallet' }).click();
  await expect(page).toHaveURL(/\/student\/accommodation-wallet$/);
});

test('period-picker links of the spec without a screen go to their period picker', async ({ page, createOfficer }) => {
  await signIn(page, await createOfficer('ict'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const [from, to] of [
    ['/admin/awaiting-approval', '/admin/awaiting-approval-period'],
    ['/admin/assign-courses', '/admin/assign-courses-period'],
    ['/admin/enrollment-statistics', '/admin/enrollment-statistics-period'],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
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
}) => {
  await createSession();
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, await createOfficer('registrar'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/manage-semester-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Registration Period' })).toBeVisible();
  await expectStackedLabelsWhole(page);

  const studentContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'X-Forwarded-For': '10.250.15.9' },
  });
  const phone = await studentContext.newPage();
  await signIn(phone, await createStudent());
  await expect(phone).toHaveURL(/\/student\/downloads$/);
  for (const [path, heading] of [
    ['/student/semester-registration-period', 'Semester Registration'],
    ['/student/add-drop-period', 'Add/Drop'],
    ['/student/apply-for-hostel-period', 'Apply for Hostel: Choose Period'],
  ] as const) {
    await phone.goto(path);
    await expect(phone.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectStackedLabelsWhole(phone);
  }
  await studentContext.close();
});
