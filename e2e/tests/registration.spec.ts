import type { Page } from '@playwright/test';
import { decodeQr, endsWith, expect, paths, test, withDatabase, type TestSession } from './support.js';
import { maskedStudentId } from '@portal/domain';

/**
 * Semester registration from start to a verified print (issue 10): the student tops up,
 * starts, picks courses from two years and forwards; the dean approves; the bursar enters the
 * ledger balance; the student submits and prints; the QR code on the print opens the public
 * verification page, which says the form is genuine.
 */

/** A period of its own with registration opened and a course fee for every band. */
async function openRegistration(session: TestSession): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`update periods set registration_status = 'opened' where period_id = $1`, [session.first]);
    for (const [level, band, naira] of [
      ['UG', 'ECWA', 2500],
      ['UG', 'Non-ECWA', 3000],
      ['UG', 'ECWA-Online', 2000],
      ['UG', 'Non-ECWA-Online', 2500],
      ['PG', 'ECWA', 3500],
      ['PG', 'Non-ECWA', 4000],
      ['PG', 'ECWA-Online', 3000],
      ['PG', 'Non-ECWA-Online', 3500],
    ] as const) {
      await db.query(`insert into course_fees (period_id, prog_category, band, amount_kobo) values ($1, $2, $3, $4)`, [
        session.first,
        level,
        band,
        naira * 100,
      ]);
    }
  });
}

async function startAndForward(page: Page, session: TestSession) {
  await page.goto(paths.student.semesterRegistrationPeriod.getHref());
  await expect(page.getByRole('heading', { name: 'Semester Registration', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Start 1st Semester, ${session.session}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Registration' });
  await dialog.getByLabel('Fresh or Returning').selectOption('returning');
  await dialog.getByLabel('Current Level').selectOption('6');
  await dialog.getByRole('button', { name: 'Start' }).click();

  await expect(page).toHaveURL(/\/student\/registration-form\//);
  await expect(page.getByText('Status: Started')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seminary Charges' })).toBeVisible();

  // Courses from two years: year 6 first (shown), then year 1.
  await page.getByRole('button', { name: 'Year 6 courses' }).click();
  await page.getByRole('button', { name: 'Pick OTS 611' }).click();
  await expect(page.getByRole('button', { name: 'Picked OTS 611' })).toBeDisabled();
  await page.getByRole('button', { name: 'Year 1 courses' }).click();
  await page.getByRole('button', { name: 'Pick BIB 101' }).click();
  await expect(page.getByRole('button', { name: 'Picked BIB 101' })).toBeDisabled();
  const courses = page.getByRole('table', { name: 'Your courses this semester' });
  await expect(courses.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Forward for Approval' }).click();
  await expect(page.getByText("Status: Awaiting DPAA's Office")).toBeVisible();
  return page.url().split('/').slice(-2) as [string, string];
}

test('a student registers from top-up to a printed form whose QR code checks out @phone', async ({
  page,
  browser,
  createStudent,
  createOfficer,
  createSession,
  login,
}) => {
  const session = await createSession();
  await openRegistration(session);
  const student = await createStudent();
  const dean = await createOfficer('dean');
  const bursar = await createOfficer('bursar');

  // The student tops up through the sandbox gateway.
  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.portalWallet.getHref());
  await page.getByLabel('Amount (NGN)').fill('20000');
  await page.getByRole('button', { name: 'Pay with Card or Bank' }).click();
  await page.getByRole('button', { name: 'Pay (simulate success)' }).click();
  await expect(page.getByText('Transaction Successful! Your account balance has been credited!')).toBeVisible();

  const [periodId, customId] = await startAndForward(page, session);
  expect(periodId).toBe(session.first);

  // The dean approves from the queue.
  const staff = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.1.1' } });
  const deanPage = await staff.newPage();
  await login(dean, deanPage);
  await expect(deanPage).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await deanPage.goto(paths.admin.awaitingApproval.getHref({ periodId }));
  await expect(deanPage.getByRole('heading', { name: /Awaiting Approval/ })).toBeVisible();
  const view = deanPage.getByRole('link', { name: new RegExp(`View Form of ${student.surname}`) });
  await expect(view).toBeVisible();
  await deanPage.goto(paths.admin.registrationForm.getHref({ periodId, customId }));
  await deanPage.getByRole('radio', { name: 'Approve', exact: true }).check();
  await deanPage.getByLabel('Comment').fill('Courses in order.');
  await deanPage.getByRole('button', { name: 'Submit Decision' }).click();
  await expect(deanPage.getByText('Status: Awaiting Bursary')).toBeVisible();
  await staff.close();

  // The bursar enters the ledger balance.
  const bursarContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.1.2' } });
  const bursarPage = await bursarContext.newPage();
  await login(bursar, bursarPage);
  await expect(bursarPage).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await bursarPage.goto(paths.admin.registrationForm.getHref({ periodId, customId }));
  await bursarPage.getByLabel(/Ledger balance in naira/).fill('150000');
  await bursarPage.getByRole('button', { name: 'Enter Ledger Balance' }).click();
  await expect(bursarPage.getByText('Status: Incomplete Registration')).toBeVisible();
  await bursarContext.close();

  // The student submits and prints.
  await page.reload();
  await expect(page.getByText('Status: Incomplete Registration')).toBeVisible();
  await page.getByRole('button', { name: 'Submit & Print' }).click();
  await expect(page).toHaveURL(/\/student\/print-registration-form\//);
  await expect(page.getByRole('button', { name: 'Click here to Print' })).toBeVisible();
  const formNumber = `RA${student.username}${session.session.slice(2, 4)}`;
  await expect(page.getByText(formNumber).first()).toBeVisible();

  // The QR code opens the public page, which says the form is genuine (no session needed).
  const url = await decodeQr(page);
  expect(url).toMatch(/\/verify\/[A-Za-z0-9_-]+$/);
  const visitor = await browser.newContext();
  const check = await visitor.newPage();
  await check.goto(new URL(url).pathname);
  await expect(check.getByText(/Genuine\./)).toBeVisible();
  await expect(check.getByText(formNumber)).toBeVisible();
  // The Student ID only partly, and the page is never indexed (issue 28 §5).
  await expect(check.getByText(maskedStudentId(student.username), { exact: true })).toBeVisible();
  await expect(check.getByText(student.username, { exact: true })).toHaveCount(0);
  await expect(check.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await check.goto(`${new URL(url).pathname}x`);
  await expect(check.getByText('Warning: not a genuine form.')).toBeVisible();
  await visitor.close();

  // The print-outs list the completed registration.
  await page.goto(paths.student.printOuts.getHref());
  await expect(
    page.getByRole('row', { name: new RegExp(`${session.session.replace('/', '\\/')}.*Completed`) }),
  ).toBeVisible();
});

test('a disapproved registration shows the comment and can be forwarded again', async ({
  page,
  browser,
  createStudent,
  createOfficer,
  createSession,
  login,
}) => {
  const session = await createSession();
  await openRegistration(session);
  const student = await createStudent();
  const dean = await createOfficer('dean');

  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  const [periodId, customId] = await startAndForward(page, session);

  const staff = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.2.1' } });
  const deanPage = await staff.newPage();
  await login(dean, deanPage);
  await expect(deanPage).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await deanPage.goto(paths.admin.registrationForm.getHref({ periodId, customId }));
  // Staff read the staff line for the state, not the student's (issue 27 §6).
  await expect(
    deanPage.getByText(
      "The form awaits approval by the DPAA's Office: approve it, or disapprove it with the reason(s) the student must correct.",
    ),
  ).toBeVisible();
  await expect(deanPage.getByText(/you will get an SMS notice/)).toHaveCount(0);
  await deanPage.getByRole('radio', { name: 'Disapprove' }).check();
  await deanPage.getByLabel('Comment').fill('Take NTS 612 instead of BIB 101.');
  await deanPage.getByRole('button', { name: 'Submit Decision' }).click();
  await expect(deanPage.getByText('Status: Disapproved')).toBeVisible();
  // The comment's own full stop, never two.
  await expect(
    deanPage.getByText(
      'The form was disapproved for the following reason(s): Take NTS 612 instead of BIB 101. The student must make the corrections and forward it again.',
    ),
  ).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.getByText('Take NTS 612 instead of BIB 101.')).toBeVisible();
  await expect(
    page.getByText(
      'Your form was disapproved for the following reason(s): Take NTS 612 instead of BIB 101. Make the corrections and forward it again.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove BIB 101' }).click();
  await page.getByRole('button', { name: 'Year 6 courses' }).click();
  await page.getByRole('button', { name: 'Pick NTS 612' }).click();
  await page.getByRole('button', { name: 'Forward for Approval' }).click();
  await expect(page.getByText("Status: Awaiting DPAA's Office")).toBeVisible();
});
