import type { Page } from '@playwright/test';
import { REGISTRATION_MESSAGES } from '@portal/domain';
import { apiAs, ok } from './api-steps.js';
import { endsWith, expect, paths, test, withDatabase, type TestLecturer } from './support.js';

/*
 * Issue 27 §7, §8 and §9: requests the portal should not make, and what a person sees instead.
 * A new student's and a new lecturer's first sign-in make no request the server refuses before
 * they reach their step; a form that cannot be printed has no Print bar; the hostel period list
 * says NOT ELIGIBLE to a student who is not registered; Manage Faculty edits an account.
 */

/** Every API answer of 400 or more the page receives, as "status METHOD path". */
function refusedAnswers(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return refused;
}

for (const [status, step, heading] of [
  ['change password', paths.student.changeDefaultPassword, 'Change Default Password'],
  ['complete profile', paths.student.completeProfile, 'Complete Profile'],
  ['upload passport', paths.student.passport, 'Upload Passport'],
] as const) {
  test(`a new student in status '${status}' signs in and reaches the step without a refused request @phone`, async ({
    page,
    createStudent,
    login,
  }) => {
    const refused = refusedAnswers(page);
    await login(await createStudent({ status }));
    await expect(page).toHaveURL(endsWith(step.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A bookmark of a screen the student may not use yet: sent to the step, still nothing refused.
    await page.goto(paths.student.portalWallet.getHref());
    await expect(page).toHaveURL(endsWith(step.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(refused).toEqual([]);
  });
}

test('a new lecturer signs in with the one-time password and reaches Change Password without a refused request', async ({
  page,
  playwright,
  baseURL,
  createOfficer,
  login,
}) => {
  const ict = await apiAs(playwright, baseURL!, await createOfficer('ict'));
  const surname = `New${Date.now().toString(36).replace(/\d/g, '')}`;
  const res = await ict.post('/api/faculty', {
    data: { title: 'Dr.', surname, first_name: 'Ruth', gender: 'Female', phone_number: '08031110003' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const created = ((await res.json()) as { response: { username: string; one_time_password: string } }).response;
  const lecturer: TestLecturer = {
    customId: '',
    username: created.username,
    password: created.one_time_password,
    surname: surname.toUpperCase(),
    firstName: 'Ruth',
    phoneNumber: '08031110003',
    title: 'Dr.',
  };

  const refused = refusedAnswers(page);
  await login(lecturer);
  await expect(page).toHaveURL(endsWith(paths.faculty.changePassword.getHref()));
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.goto(paths.faculty.assignedCoursesPeriod.getHref());
  await expect(page).toHaveURL(endsWith(paths.faculty.changePassword.getHref()));
  expect(refused).toEqual([]);
});

test('a student whose registration is not completed: no Print bar on the form, NOT ELIGIBLE for a hostel @phone', async ({
  page,
  login,
  createSession,
  createStudent,
}) => {
  const [session, student] = await Promise.all([createSession(), createStudent()]);
  await withDatabase((db) =>
    db.query(
      `update periods set registration_status = 'opened', accommodation_status = 'opened' where period_id = $1`,
      [session.first],
    ),
  );
  await login(student);
  await ok(
    page.request.post('/api/students/me/registrations', {
      data: { period_id: session.first, fresh_returning: 'returning', current_level: '6' },
    }),
  );
  await page.goto(paths.student.printRegistrationForm.getHref({ periodId: session.first, customId: student.customId }));
  await expect(page.getByText(REGISTRATION_MESSAGES.notCompleted)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Click here to Print' })).toHaveCount(0);

  // The hostel period list: the opened period of this session says why Start/Continue refuses.
  await page.goto(paths.student.applyForHostelPeriod.getHref());
  const row = page.getByRole('row').filter({ hasText: '1ST' }).filter({ hasText: session.session });
  await expect(row).toContainText('NOT ELIGIBLE');
  const closed = page.getByRole('row').filter({ hasText: '2ND' }).filter({ hasText: session.session });
  await expect(closed).toContainText('Closed');
});

test('an ict officer edits a lecturer on Manage Faculty; the username stays', async ({
  page,
  createOfficer,
  createLecturer,
  login,
}) => {
  const lecturer = await createLecturer();
  await login(await createOfficer('ict'));
  await page.goto(`${paths.admin.manageFaculty.getHref()}?q=${encodeURIComponent(lecturer.surname)}`);
  const name = `Dr. ${lecturer.surname} ${lecturer.firstName}`;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Faculty Account' });
  await expect(dialog.getByText(`Username (unchanged): ${lecturer.username}`)).toBeVisible();
  await dialog.getByLabel('Phone Number').fill('08035550000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: lecturer.username });
  await expect(row).toContainText('Action was Successful!');
  await expect(row).toContainText('08035550000');
});

test('a staff form address with no registration goes to the semester registration page', async ({
  page,
  login,
  createSession,
  createStudent,
  createOfficer,
}) => {
  const [session, student] = await Promise.all([createSession(), createStudent()]);
  const refused = refusedAnswers(page);
  await login(await createOfficer('registrar'));
  await page.goto(paths.admin.registrationForm.getHref({ periodId: session.first, customId: student.customId }));
  await expect(page).toHaveURL(endsWith(paths.admin.awaitingApprovalPeriod.getHref()));
  // The form's 404 was asked once, not again by the screen.
  expect(refused.filter((r) => r.includes(`/api/registrations/${session.first}/`))).toHaveLength(1);
});

test('Registration Log page 2 shows only the groups with rows on it, each headed with its total (issue 27 §5)', async ({
  page,
  login,
  createOfficer,
}) => {
  await login(await createOfficer('registrar'));
  // The demo's semester with more than one page of registrations (50 a page).
  const periods = (await (await page.request.get('/api/periods')).json()) as {
    response: { items: { period_id: string }[] };
  };
  let periodId: string | undefined;
  for (const { period_id } of periods.response.items) {
    const log = await page.request.get(`/api/registry-logs/${period_id}/registrations`);
    if (((await log.json()) as { response: { total: number } }).response.total > 50) periodId = period_id;
  }
  expect(periodId, 'the demo has a semester with two pages of registrations').toBeDefined();
  await page.goto(`${paths.admin.registrationLog.getHref({ periodId: periodId! })}?page=2`);
  const groups = page.locator('.log-groups section');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    await expect(group.getByRole('heading', { level: 2 })).toHaveText(/^[A-Za-z ]+ \(\d+\)$/);
    // Its table has rows besides the header row.
    expect(await group.getByRole('row').count()).toBeGreaterThan(1);
  }
  await expect(page.locator('.log-groups').getByText('No record(s) found.')).toHaveCount(0);
});
