import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { endsWith, expect, openMenu, paths, test } from './support.js';
import { apiAs, ok, openRegistration } from './api-steps.js';

/**
 * The audit trail (issue 25) in Chromium: the dean approves a registration (through the API, as
 * registration.spec.ts does by clicking); the auditor opens Audit Trail from the menu, finds the
 * approval by the student's ID, exports it as CSV and checks the trail.
 */

test('the auditor finds a registration approved a minute ago by the student ID, exports it and checks the trail @phone', async ({
  page,
  playwright,
  baseURL,
  createStudent,
  createOfficer,
  createSession,
  login,
}) => {
  const session = await createSession();
  await openRegistration(session.first);
  const student = await createStudent();
  const dean = await createOfficer('dean');
  const auditor = await createOfficer('auditor');
  const studentClient: APIRequestContext = await apiAs(playwright, baseURL!, student);
  const deanClient = await apiAs(playwright, baseURL!, dean);
  const mine = `/api/students/me/registrations/${session.first}`;
  await ok(
    studentClient.post('/api/students/me/registrations', {
      data: { period_id: session.first, fresh_returning: 'returning', current_level: '6' },
    }),
  );
  await ok(studentClient.post(`${mine}/courses`, { data: { course_code: 'OTS 611' } }));
  await ok(studentClient.post(`${mine}/forward`, { data: {} }));
  await ok(
    deanClient.post(`/api/registrations/${session.first}/${student.customId}/decision`, {
      data: { decision: 'approve', comment: 'In order' },
    }),
  );

  await login(auditor);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Audit Trail', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();

  await page.getByLabel('Student (ID or name)').fill(student.username);
  await page.getByLabel('Action').fill('registration.approve');
  await page.getByRole('button', { name: 'Search' }).click();
  const approval = `approved the registration form of ${student.username} for 1st Semester ${session.session}: "In order"`;
  // The list keeps the previous page on screen until the filtered one arrives (other journeys'
  // approvals among it): wait for the one row of this student's approval, then read that row.
  const approvals = page.getByRole('row').filter({ hasText: 'approved the registration form of' });
  await expect(approvals).toHaveCount(1);
  await expect(approvals.getByText(approval)).toBeVisible();
  await expect(approvals.getByText(`${dean.firstName}`, { exact: false }).first()).toBeVisible();
  await expect(approvals.getByText('Status: awaiting dean → awaiting bursar')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Record,When (WAT),Who,Office,What,Action,Student,Changes');
  expect(csv).toContain(approval.replace(/"/g, '""'));

  await page.getByRole('button', { name: 'Check the trail' }).click();
  await expect(page.getByText(/^The audit trail is complete: \d+ records since .* WAT\.$/)).toBeVisible();
  await Promise.all([studentClient, deanClient].map((c) => c.dispose()));
});
