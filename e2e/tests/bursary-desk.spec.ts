import { readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { periodId as periodIdOf } from '@portal/domain';
import {
  endsWith,
  expect,
  openMenu,
  paths,
  test,
  withDatabase,
  type Login,
  type TestOfficer,
  type TestSession,
} from './support.js';
import { apiAs, ok, openRegistration, registrationAt, registrationDesk } from './api-steps.js';

/**
 * The bursary and registry desks (issue 11) in Chromium: the bursar grants an undertaking from
 * the Registration Log and the student submits with an empty wallet; the bursar captures a
 * receipt and finds it with Query Receipt; the enrollment statistics count a registration as it
 * completes. Registrations are driven to the step a journey needs through the API (as the
 * student, the dean and the bursar would by clicking, which registration.spec.ts covers).
 */

/** Signs the officer in and waits for the dashboard (before any page.goto). */
async function signInOfficer(login: Login, page: Page, officer: TestOfficer) {
  await login(officer, page);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
}

/** Opens a period-chooser screen from the menu and proceeds to the session's 1st semester. */
async function proceedFromMenu(page: Page, menuLabel: string, session: TestSession) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: menuLabel, exact: true }).click();
  await expect(page.getByRole('heading', { name: menuLabel, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `Proceed: 1st Semester, ${session.session}` }).click();
}

test('the bursar grants an undertaking from the Registration Log; the student then submits with an empty wallet @phone', async ({
  page,
  browser,
  playwright,
  baseURL,
  createStudent,
  createOfficer,
  createSession,
  login,
}) => {
  test.slow(); // three people in two browser contexts, on a shared two-core machine
  const desk = await registrationDesk({ playwright, baseURL, createSession, createStudent, createOfficer });
  const { session, student, bursar, clients } = desk;
  await registrationAt(clients, session.first, student.customId, 'incomplete');
  const fullName = `${student.surname} ${student.firstName}`;

  // The student cannot submit: the wallet is empty.
  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.registrationForm.getHref({ periodId: session.first, customId: student.customId }));
  await expect(page.getByText('Status: Incomplete Registration')).toBeVisible();
  await expect(
    page.getByText("You can't complete your registration because your portal wallet is insufficient."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit & Print' })).toHaveCount(0);

  // The bursar finds the student in the log (menu, period, search) and grants the undertaking.
  const staff = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.251.${randomInt(256)}.1` } });
  const bursarPage = await staff.newPage();
  await signInOfficer(login, bursarPage, bursar);
  await proceedFromMenu(bursarPage, 'Registration Log', session);
  await expect(bursarPage.getByText(`1st Semester, ${session.session}`, { exact: true })).toBeVisible();
  await expect(bursarPage.getByRole('heading', { name: 'Masters (1)' })).toBeVisible();
  await bursarPage.getByLabel('Search by name, Student ID or ledger number').fill(student.username);
  await bursarPage.getByLabel('Search by name, Student ID or ledger number').press('Enter');
  await expect(bursarPage).toHaveURL(new RegExp(`q=${student.username}`));
  const row = bursarPage.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toContainText('Incomplete Registration');
  await expect(row.getByTitle('Undertaking granted')).toHaveCount(0);
  await row.getByRole('button', { name: `UT for ${fullName}` }).click();
  const confirm = bursarPage.getByRole('alertdialog', { name: 'Grant Undertaking' });
  await expect(confirm).toContainText(
    `Allow ${fullName} to submit the registration form with an insufficient portal wallet?`,
  );
  await confirm.getByRole('button', { name: 'Yes, grant it' }).click();
  await expect(bursarPage.getByText('Action was carried out successfully!')).toBeVisible();
  await expect(row.getByTitle('Undertaking granted')).toBeVisible();
  await expect(row.getByRole('button', { name: /^UT/ })).toHaveCount(0);

  // The student submits with the empty wallet and gets the print.
  await page.reload();
  await page.getByRole('button', { name: 'Submit & Print' }).click();
  await expect(page).toHaveURL(/\/student\/print-registration-form\//);
  await expect(page.getByRole('button', { name: 'Click here to Print' })).toBeVisible();

  // The log shows the completed form; the bursar's Print opens the print view and is recorded.
  await bursarPage.reload();
  await expect(row).toContainText('Completed');
  const [printTab] = await Promise.all([
    staff.waitForEvent('page'),
    row.getByRole('link', { name: new RegExp(`^Print the form of ${fullName}`) }).click(),
  ]);
  await expect(printTab.getByRole('button', { name: 'Click here to Print' })).toBeVisible();
  await expect
    .poll(async () => {
      await bursarPage.reload();
      return row.innerText();
    })
    .toContain('Printed by Bursar');
  await staff.close();
  await Promise.all(Object.values(clients).map((c) => c.dispose()));
});

test('the bursar captures a receipt and finds it with Query Receipt', async ({
  page,
  playwright,
  baseURL,
  createStudent,
  createOfficer,
  login,
}) => {
  test.slow(); // a registration driven to the ledger balance first
  // Receipts are captured against the current period (the newest opened one): a session newer
  // than any other journey's (support.ts makes them before 2940), closed again at the end.
  const start = 2960 + randomInt(30);
  const session = `${start}/${start + 1}`;
  const current = periodIdOf('1st', session);
  await withDatabase((db) =>
    db.query(
      `insert into periods (period_id, semester, session, season, registration_status)
       values ($1, '1st', $2, 'regular', 'closed') on conflict do nothing`,
      [current, session],
    ),
  );
  await openRegistration(current);
  try {
    const student = await createStudent();
    const dean = await createOfficer('dean');
    const bursar = await createOfficer('bursar');
    const clients = {
      student: await apiAs(playwright, baseURL!, student),
      dean: await apiAs(playwright, baseURL!, dean),
      bursar: await apiAs(playwright, baseURL!, bursar),
    };
    await registrationAt(clients, current, student.customId, 'incomplete');
    await Promise.all(Object.values(clients).map((c) => c.dispose()));
    const ledger = `JETS/L/2025/${student.username}`;
    const receiptNumber = `BR/E2E/${student.username}`;

    await signInOfficer(login, page, bursar);
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Capture/Query Receipt' }).click();
    const captureCard = page.getByRole('region', { name: 'Capture Receipt', exact: true });
    await expect(captureCard).toBeVisible();

    // Too short a ledger number; then the student's.
    await captureCard.getByLabel('Ledger Number').fill('JETS/L');
    await captureCard.getByLabel('Ledger Number').blur();
    await expect(captureCard.getByText('*Invalid')).toBeVisible();
    await captureCard.getByLabel('Ledger Number').fill(ledger);
    await captureCard.getByRole('button', { name: 'Search' }).click();
    const found = captureCard.getByLabel('Student', { exact: true });
    await expect(found).toContainText(`${student.surname} ${student.firstName}`);
    await expect(found).toContainText('Incomplete Registration');
    await expect(found).toContainText(/Portal Wallet\s*₦0\.00/);

    await captureCard.getByLabel('Description').selectOption({ label: 'Tuition' });
    await captureCard.getByLabel('Amount').fill('25000');
    await captureCard.getByLabel('Receipt Number').fill(receiptNumber);
    await captureCard.getByRole('button', { name: 'Capture Receipt' }).click();
    const captured = page.getByRole('dialog', { name: 'Receipt Captured' });
    await expect(captured).toContainText('Action was carried out successfully!');
    await expect(captured).toContainText(receiptNumber);
    await expect(captured).toContainText('₦25,000.00');
    await captured
      .getByRole('button', { name: /Ok|Close/ })
      .first()
      .click();
    await expect(found).toContainText(/Portal Wallet\s*₦25,000\.00/);
    await expect(captureCard.getByRole('table', { name: /Recent receipts/ })).toContainText(receiptNumber);

    // The same number again, in another letter case: refused.
    await captureCard.getByLabel('Description').selectOption({ label: 'Work Scholarship' });
    await captureCard.getByLabel('Amount').fill('100');
    await captureCard.getByLabel('Receipt Number').fill(receiptNumber.toLowerCase());
    await captureCard.getByRole('button', { name: 'Capture Receipt' }).click();
    await expect(
      captureCard.getByText(
        `Duplicate! ${receiptNumber.toLowerCase()} has been captured before now. Please confirm and try again.`,
      ),
    ).toBeVisible();

    // Query Receipt: an unknown number, then the one captured (in lower case).
    const queryCard = page.getByRole('region', { name: 'Query Receipt', exact: true });
    await queryCard.getByLabel('Receipt Number').fill('NO-SUCH-RECEIPT');
    await queryCard.getByRole('button', { name: 'Query' }).click();
    await expect(queryCard.getByText('Not found! Receipt number: NO-SUCH-RECEIPT was not found.')).toBeVisible();
    await queryCard.getByLabel('Receipt Number').fill(receiptNumber.toLowerCase());
    await queryCard.getByRole('button', { name: 'Query' }).click();
    const receipt = queryCard.getByLabel('Receipt', { exact: true });
    await expect(receipt).toContainText(receiptNumber);
    await expect(receipt).toContainText('Tuition');
    await expect(receipt).toContainText('₦25,000.00');
    await expect(receipt).toContainText(student.username);
    await expect(receipt).toContainText(`${bursar.firstName} ${bursar.surname}`);
    const entry = queryCard.getByLabel('Ledger Entry', { exact: true });
    await expect(entry).toContainText('₦25,000.00');
    await expect(entry).toContainText(receiptNumber);
  } finally {
    await withDatabase((db) =>
      db.query(`update periods set registration_status = 'closed' where period_id = $1`, [current]),
    );
  }
});

test('the enrollment statistics count a registration as it completes, and export CSV @phone', async ({
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
  const [first, second] = [await createStudent(), await createStudent()];
  const dean = await createOfficer('dean');
  const bursar = await createOfficer('bursar');
  const registrar = await createOfficer('registrar');
  const deanClient = await apiAs(playwright, baseURL!, dean);
  const bursarClient = await apiAs(playwright, baseURL!, bursar);
  const firstClient = await apiAs(playwright, baseURL!, first);
  const secondClient = await apiAs(playwright, baseURL!, second);
  await registrationAt(
    { student: firstClient, dean: deanClient, bursar: bursarClient },
    session.first,
    first.customId,
    'incomplete',
  );
  await registrationAt(
    { student: secondClient, dean: deanClient, bursar: bursarClient },
    session.first,
    second.customId,
    'started',
  );

  // Columns: Programme, Started, Awaiting Dean, Disapproved, Awaiting Bursar, Incomplete, Completed, Total.
  await signInOfficer(login, page, registrar);
  await proceedFromMenu(page, 'Enrollment Statistics', session);
  await expect(page.getByText(`1st Semester, ${session.session}`, { exact: true })).toBeVisible();
  // Rows by their first cell (on phones the rows are stacked cards, each cell named by its column).
  const rowOf = (label: string) =>
    page.locator('table tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${label}$`) }) });
  const masters = rowOf('Masters');
  await expect(masters.locator('td')).toHaveText(['Masters', '1', '0', '0', '0', '1', '0', '2']);
  await expect(rowOf('Diploma').locator('td')).toHaveText(['Diploma', '0', '0', '0', '0', '0', '0', '0']);
  await expect(page.getByText('2 registrations initiated; 0 completed (0%).')).toBeVisible();

  // The first student's registration completes (undertaking, then submit).
  await ok(bursarClient.post(`/api/registrations/${session.first}/${first.customId}/undertaking`, { data: {} }));
  await ok(firstClient.post(`/api/students/me/registrations/${session.first}/submit`, { data: {} }));
  await page.reload();
  await expect(masters.locator('td')).toHaveText(['Masters', '1', '0', '0', '0', '0', '1', '2']);
  await expect(rowOf('Total').locator('td')).toHaveText(['Total', '1', '0', '0', '0', '0', '1', '2']);
  await expect(page.getByText('2 registrations initiated; 1 completed (50%).')).toBeVisible();

  // The CSV carries the same figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toMatch(/Masters,1,0,0,0,0,1,2/);
  await Promise.all([deanClient, bursarClient, firstClient, secondClient].map((c) => c.dispose()));
});
