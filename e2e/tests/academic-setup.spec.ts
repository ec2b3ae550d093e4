import type { Page } from '@playwright/test';
import { endsWith, expect, paths, signInAs, test } from './support.js';

async function confirmDialog(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  const button = dialog.getByRole('button', { name: /^(Ok|OK|Close)$/ }).first();
  if (await button.isVisible()) await button.click();
}

test('a registrar creates a period and opens its registration', async ({ page, createOfficer, login }) => {
  await login(await createOfficer('registrar'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.goto(paths.admin.manageSemesterRegistration.getHref());
  await expect(page.getByRole('heading', { name: 'Manage Registration Period' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Period' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Semester').selectOption('1st');
  await dialog.getByLabel('Session').fill('2030/2031');
  await dialog.getByLabel('Season').selectOption('regular');
  await dialog.getByRole('button', { name: /Create|Submit|Save/ }).click();
  await confirmDialog(page, /successfully/);

  const row = page.getByRole('row', { name: /2030\/2031/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Open' }).first().click();
  await expect(page.getByText('The status of the particular period was changed successfully!')).toBeVisible();
  await expect(row.getByText(/opened/i).first()).toBeVisible();
});

const lecturerEmail = 'ruth.gwamna@jets.edu.ng';

test('a dean creates a course and a lecturer and assigns the course; the lecturer, after changing the one-time password, sees it', async ({
  page,
  createOfficer,
  createSession,
  login,
}) => {
  test.slow();
  const { session, first } = await createSession();
  const sessionPattern = session.replace('/', '\\/');
  await login(await createOfficer('dean'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));

  await page.goto(paths.admin.manageCourses.getHref());
  await expect(page.getByRole('heading', { name: 'Manage Courses' })).toBeVisible();
  await page.getByRole('button', { name: 'Input New Course' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Course Title').fill('Biblical Hebrew I');
  await dialog.getByLabel('Credit Hours').selectOption('3');
  await dialog.getByLabel('Course Code').fill('heb 601');
  await dialog.getByLabel('Year').selectOption('6');
  await dialog.getByRole('button', { name: /Submit|Save|Add/ }).click();
  await expect(page.getByText('The specified course was inputed successfully!')).toBeVisible();

  await page.goto(paths.admin.manageFaculty.getHref());
  await expect(page.getByRole('heading', { name: 'Manage Faculty' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Faculty Account' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').selectOption('Dr.');
  await dialog.getByLabel('Surname').fill('Gwamna');
  await dialog.getByLabel('First Name').fill('Ruth');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Phone Number').fill('08067778899');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  const created = page.getByRole('dialog').filter({ hasText: 'Faculty account was created successfully!' });
  await expect(created).toBeVisible();
  await expect(created.getByText(lecturerEmail)).toBeVisible();
  const oneTimePassword = (await created.getByTestId('one-time-password').innerText()).trim();
  expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{10}$/);
  await created
    .getByRole('button', { name: /^(Ok|OK|Close|Done)$/ })
    .first()
    .click();

  await page.goto(paths.admin.assignCoursesPeriod.getHref());
  await page
    .getByRole('row', { name: new RegExp(`1st.*${sessionPattern}`) })
    .getByRole('link', { name: 'Proceed' })
    .click();
  await expect(page).toHaveURL(endsWith(paths.admin.assignCourses.getHref({ periodId: first })));
  await page.getByRole('button', { name: 'Assign Course' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Course').selectOption('HEB 601');
  const lecturer = await dialog.getByLabel('Faculty').locator('option', { hasText: 'GWAMNA' }).getAttribute('value');
  await dialog.getByLabel('Faculty').selectOption(lecturer!);
  await dialog.getByRole('button', { name: /Assign|Submit/ }).click();
  await expect(page.getByText('The course was assigned successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /HEB 601.*GWAMNA/ })).toBeVisible();

  // The lecturer, in a browser of their own, signs in, changes the one-time password and sees the course.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'faculty', lecturerEmail, oneTimePassword);
  await expect(page).toHaveURL(endsWith(paths.faculty.changePassword.getHref()));
  await page.getByLabel('Current Password').fill(oneTimePassword);
  await page.getByLabel('New Password').fill('lecturer-pass-1');
  await page.getByLabel('Confirm Password').fill('lecturer-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(endsWith(paths.faculty.profile.getHref()));
  await expect(page.getByText(/Dr\. .*GWAMNA|GWAMNA/).first()).toBeVisible();

  await page.goto(paths.faculty.assignedCoursesPeriod.getHref());
  await page
    .getByRole('row', { name: new RegExp(`1st.*${sessionPattern}`) })
    .getByRole('link', { name: 'Proceed' })
    .click();
  await expect(page.getByRole('row', { name: /HEB 601/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Biblical Hebrew I/ })).toBeVisible();

  await page.goto(paths.faculty.assignedCoursesPeriod.getHref());
  await page
    .getByRole('row', { name: new RegExp(`2nd.*${sessionPattern}`) })
    .getByRole('link', { name: 'Proceed' })
    .click();
  await expect(page.getByText('No course(s) assigned yet for this semester.')).toBeVisible();
});
