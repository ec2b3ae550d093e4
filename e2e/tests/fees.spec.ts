import type { APIRequestContext } from '@playwright/test';
import { DEPARTMENTS, formatNaira, type RegistrationFormResponse } from '@portal/domain';
import { endsWith, expect, paths, test, withDatabase } from './support.js';
import { apiAs, ok, openRegistration, registrationAt, registrationDesk } from './api-steps.js';

/**
 * What a registration charges, counts and owes, as students and the Bursary read it (issue 27
 * §1, §3, §4, §11): every department on Manage Departmental Charges, course rows and totals whose
 * hours add up, the shortfall an undertaking covers, and the lines that say where the portal
 * differs from the spec on purpose (docs/decisions/0018).
 */

async function formOf(student: APIRequestContext, periodId: string): Promise<RegistrationFormResponse> {
  const res = await student.get(`/api/students/me/registrations/${periodId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { response: RegistrationFormResponse }).response;
}

test('Manage Departmental Charges lists every department of the faculty lists, and Input New Charge offers each', async ({
  page,
  createOfficer,
  login,
}) => {
  const bursar = await createOfficer('bursar');
  await login(bursar);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.goto(paths.admin.manageDepartmentalCharges.getHref());
  await page.getByRole('tab', { name: 'Postgraduate' }).click();
  const table = page.getByRole('table', { name: 'Postgraduate departmental charges' });
  // One header row and the 15 departments, the ones the spec's tabs left out included.
  await expect(table.getByRole('row')).toHaveCount(DEPARTMENTS.length + 1);
  for (const department of ['Systematic Theology', 'Christian Apologetics', 'Theological Studies']) {
    await expect(table.getByRole('row', { name: new RegExp(department) })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Input New Charge' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Level').selectOption('postgraduate');
  const options = await dialog.getByLabel('Department').locator('option').allTextContents();
  expect(options.filter((o) => o !== 'Select')).toEqual(DEPARTMENTS);
});

test('hours that add up and the shortfall an undertaking covers, on the form, the staff form and the print @phone', async ({
  page,
  browser,
  playwright,
  baseURL,
  createStudent,
  createOfficer,
  createSession,
  login,
}) => {
  test.slow(); // a student and two offices on a shared two-core machine
  const desk = await registrationDesk({ playwright, baseURL, createSession, createStudent, createOfficer });
  const { session, student, bursar, clients } = desk;
  const periodId = session.first;
  // CED 202 has 2 credit hours; the Bursary agreed ₦8,000 an hour for 3 (the example).
  await registrationAt(clients, periodId, student.customId, 'incomplete', ['CED 202', 'OTS 611']);
  await ok(
    clients.bursar.post('/api/special-rates', {
      data: { student_id: student.username, course_code: 'CED 202', rate: '8000', hours: 3 },
    }),
  );
  await ok(clients.bursar.post(`/api/registrations/${periodId}/${student.customId}/undertaking`, { data: {} }));
  const total = formatNaira((await formOf(clients.student, periodId)).summary!.grand_total_kobo);

  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.registrationForm.getHref({ periodId, customId: student.customId }));
  const courses = page.getByRole('table', { name: 'Your courses this semester' });
  await expect(courses.getByRole('row', { name: /CED 202/ })).toContainText('2 CH, charged as 3');
  await expect(courses.getByRole('row', { name: /OTS 611/ })).not.toContainText('charged as');
  const summary = page.getByRole('region', { name: 'Summary of Fees' });
  await expect(summary.getByText('Programme fees (5 credit hours, charged as 6)')).toBeVisible();
  // Not "Amount to add ₦0.00": the shortfall, and that the undertaking covers it.
  await expect(summary.getByText('Amount to add')).toHaveCount(0);
  await expect(summary.getByText('Shortfall (covered by the undertaking)')).toBeVisible();
  await expect(
    summary.getByText(
      `The undertaking covers the shortfall of ${total}: the portal wallet goes to -${total} when the form is submitted.`,
    ),
  ).toBeVisible();

  // The Bursary's view of the same form says the same.
  const office = await browser.newContext();
  const officePage = await office.newPage();
  await login(bursar, officePage);
  await expect(officePage).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await officePage.goto(paths.admin.registrationForm.getHref({ periodId, customId: student.customId }));
  await expect(
    officePage.getByRole('table', { name: 'Courses on the form' }).getByRole('row', { name: /CED 202/ }),
  ).toContainText('2 CH, charged as 3');
  await expect(officePage.getByText('Programme fees (5 credit hours, charged as 6)')).toBeVisible();
  await expect(officePage.getByText('Shortfall (covered by the undertaking)')).toBeVisible();
  await office.close();

  // The print: the same rows and totals, and the closing balance the note announced.
  await page.getByRole('button', { name: 'Submit & Print' }).click();
  await expect(page).toHaveURL(/\/student\/print-registration-form\//);
  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('row', { name: /CED 202/ })).toContainText('2 CH, charged as 3');
  await expect(sheet.getByText('Total (5 credit hours, charged as 6)')).toBeVisible();
  await expect(sheet.getByText('Programme fees (5 credit hours, charged as 6)')).toBeVisible();
  await expect(sheet.getByText(`-${total}`)).toBeVisible();
  await Promise.all(Object.values(clients).map((c) => c.dispose()));
});

test('a virtual student is told which periods stay open; a declared staff member why the half price is not there yet', async ({
  page,
  playwright,
  baseURL,
  createStudent,
  createSession,
  login,
}) => {
  const session = await createSession();
  await openRegistration(session.first);
  const student = await createStudent({ modeOfStudy: 'virtual' });
  await withDatabase((db) =>
    db.query(`update students set special_student_category = 'JETS Staff' where custom_id = $1`, [student.customId]),
  );
  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.semesterRegistrationPeriod.getHref());
  await expect(
    page.getByText(
      'As a virtual student you may start or continue registration in the current semester even after its registration has closed; earlier semesters stay closed.',
    ),
  ).toBeVisible();

  const asStudent = await apiAs(playwright, baseURL!, student);
  await ok(
    asStudent.post('/api/students/me/registrations', {
      data: { period_id: session.first, fresh_returning: 'returning', current_level: '6' },
    }),
  );
  await ok(
    asStudent.post(`/api/students/me/registrations/${session.first}/courses`, { data: { course_code: 'OTS 611' } }),
  );
  await asStudent.dispose();
  await page.goto(paths.student.registrationForm.getHref({ periodId: session.first, customId: student.customId }));
  await expect(
    page.getByText(
      'Staff pay half the programme fees once the Bursary has verified the staff category; until then the full fees are shown.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Staff: half')).toHaveCount(0);
});
