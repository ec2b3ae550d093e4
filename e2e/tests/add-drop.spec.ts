import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { findWallet, insertEntry } from '@portal/db';
import {
  decodeQr,
  endsWith,
  expect,
  paths,
  test,
  withDatabase,
  type Login,
  type TestOfficer,
  type TestSession,
  type TestStudent,
} from './support.js';

/**
 * Add/drop from a completed registration to a printed, verified form (issue 12): the student
 * drops one course and adds two (undoing and removing on the way), forwards; the dean approves
 * from the queue; the student submits and prints (the wallet moves once, by the net amount); the
 * registered courses strike the drop through; the add/drop log shows the completed form, and
 * the dean's print is recorded (Re-Print).
 */

/** The session's 1st semester with registration and add/drop opened and a course fee for every band. */
async function openAddDrop(session: TestSession): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(
      `update periods set registration_status = 'opened', add_drop_status = 'opened' where period_id = $1`,
      [session.first],
    );
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

async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const res = await response;
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await ok(request.get(url));
  return ((await res.json()) as { response: T }).response;
}

/** An office signed in in a browser context of its own (another address, as another desk). */
async function officeContext(browser: Browser, login: Login, officer: TestOfficer, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await login(officer, page);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  return { context, page };
}

/**
 * The semester's registration, completed through the registration routes (what issue 10's
 * journey does by clicking): OTS 611 and NTS 612, approved by the dean, ledger balance entered
 * by the bursar, submitted by the student.
 */
async function completeRegistration(
  page: Page,
  browser: Browser,
  login: Login,
  periodId: string,
  student: TestStudent,
  dean: TestOfficer,
  bursar: TestOfficer,
) {
  const mine = `/api/students/me/registrations/${periodId}`;
  await ok(
    page.request.post('/api/students/me/registrations', {
      data: { period_id: periodId, fresh_returning: 'returning', current_level: '6', affiliation: 'no' },
    }),
  );
  for (const code of ['OTS 611', 'NTS 612']) {
    await ok(page.request.post(`${mine}/courses`, { data: { course_code: code } }));
  }
  await ok(page.request.post(`${mine}/forward`, { data: {} }));
  const desk = `/api/registrations/${periodId}/${student.customId}`;
  const deanDesk = await officeContext(browser, login, dean, '10.251.1.1');
  await ok(deanDesk.page.request.post(`${desk}/decision`, { data: { decision: 'approve', comment: 'In order.' } }));
  await deanDesk.context.close();
  const bursarDesk = await officeContext(browser, login, bursar, '10.251.1.2');
  const form = await json<{ wallet_balance_kobo: number }>(bursarDesk.page.request, desk);
  await ok(
    bursarDesk.page.request.post(`${desk}/ledger-balance`, {
      data: { balance: String(form.wallet_balance_kobo / 100), expected_balance_kobo: form.wallet_balance_kobo },
    }),
  );
  await bursarDesk.context.close();
  await ok(page.request.post(`${mine}/submit`, { data: {} }));
}

async function portalBalanceKobo(customId: string): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ balance_kobo: string }>(
      `select balance_kobo from wallets where owner_id = $1 and kind = 'portal'`,
      [customId],
    );
    return Number(rows[0]!.balance_kobo);
  });
}

async function addDropEntries(customId: string): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from wallet_entries e join wallets w on w.id = e.wallet_id
        where w.owner_id = $1 and e.kind = 'add/drop'`,
      [customId],
    );
    return Number(rows[0]!.n);
  });
}

test('a registered student drops and adds, the dean approves, the student submits and prints, the log shows it @phone', async ({
  page,
  browser,
  database,
  createStudent,
  createOfficer,
  createSession,
  login,
}) => {
  // A whole semester's journey across three desks: more than the default 30 s on a busy machine.
  test.slow();
  const session = await createSession();
  await openAddDrop(session);
  const periodId = session.first;
  const student = await createStudent();
  const dean = await createOfficer('dean');
  const bursar = await createOfficer('bursar');
  const wallet = await findWallet(database.db, student.customId, 'portal');
  await insertEntry(database.db, {
    walletId: wallet!.id,
    kind: 'adjustment',
    amountKobo: 150_000_00,
    actorId: null,
    reason: 'add/drop journey funding',
  });

  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await completeRegistration(page, browser, login, periodId, student, dean, bursar);
  const before = await portalBalanceKobo(student.customId);

  // Choose the period and start.
  await page.goto(paths.student.addDropPeriod.getHref());
  await expect(page.getByRole('heading', { name: 'Add/Drop', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Start 1st Semester, ${session.session}` }).click();
  await expect(page).toHaveURL(endsWith(paths.student.addDropForm.getHref({ periodId, customId: student.customId })));
  await expect(page.getByText('Status: Started')).toBeVisible();
  for (const heading of [
    'Personal Data',
    'Already Registered Courses',
    'Courses To Be Dropped',
    'Added Courses',
    'Add Course(s)',
    'For Approval',
    'Summary of Fees',
    'Submit & Print',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  // Nothing changed yet: no Forward.
  await expect(page.getByRole('button', { name: 'Forward for Approval' })).toHaveCount(0);

  // Drop NTS 612 after the warning; undo it; drop it again.
  await page.getByRole('button', { name: 'Drop NTS 612' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Drop Course' });
  await expect(
    confirm.getByText(
      "Before you drop a course, consult your HOD or the Dean's office. Once your Add/Drop is approved, a dropped course cannot be added again.",
    ),
  ).toBeVisible();
  // Whether the dropped course is credited (issue 27 §11): no start date here, so a free drop.
  await expect(
    confirm.getByText(
      'Dropped within the first two weeks: its fee will be credited to your portal wallet when your add/drop form is completed.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Drop' }).click();
  await expect(page.getByText('Course was dropped successfully.')).toBeVisible();
  const registered = page.getByRole('table', { name: 'Courses on your registration' });
  await expect(registered.getByRole('row', { name: /NTS 612/ })).toContainText('To be Dropped');
  const dropped = page.getByRole('table', { name: 'Courses to be dropped' });
  await expect(dropped.getByRole('row', { name: /NTS 612/ })).toBeVisible();
  await page.getByRole('button', { name: 'Undo the drop of NTS 612' }).click();
  await expect(page.getByRole('region', { name: 'Courses To Be Dropped' }).getByText('No record found.')).toBeVisible();
  await page.getByRole('button', { name: 'Drop NTS 612' }).click();
  await page.getByRole('alertdialog', { name: 'Drop Course' }).getByRole('button', { name: 'Drop' }).click();
  await expect(dropped.getByRole('row', { name: /NTS 612/ })).toBeVisible();

  // Add HRM 501 (year 5) and BIB 101 (year 1); a registered course cannot be added; remove and add again.
  await page.getByRole('button', { name: 'Year 6 courses' }).click();
  await expect(page.getByRole('button', { name: 'Registered OTS 611' })).toBeDisabled();
  await page.getByRole('button', { name: 'Year 5 courses' }).click();
  await page.getByRole('button', { name: 'Add HRM 501' }).click();
  await expect(page.getByRole('button', { name: 'Added HRM 501' })).toBeDisabled();
  const added = page.getByRole('table', { name: 'Added courses' });
  await page.getByRole('button', { name: 'Remove HRM 501' }).click();
  await expect(page.getByRole('region', { name: 'Added Courses' }).getByText('No record found.')).toBeVisible();
  await page.getByRole('button', { name: 'Add HRM 501' }).click();
  await page.getByRole('button', { name: 'Year 1 courses' }).click();
  await page.getByRole('button', { name: 'Add BIB 101' }).click();
  await expect(added.getByRole('row', { name: /BIB 101/ })).toBeVisible();
  await expect(added.getByRole('row', { name: /HRM 501/ })).toBeVisible();

  // 10,500 credited for NTS 612, 21,000 charged for the two adds.
  const summary = page.getByRole('heading', { name: 'Summary of Fees' }).locator('..');
  await expect(summary).toContainText('Credited to Wallet (first two weeks only)');
  await expect(summary).toContainText('₦10,500');
  await expect(summary).toContainText('₦21,000');

  await page.getByRole('button', { name: 'Forward for Approval' }).click();
  await expect(page.getByText("Status: Awaiting DPAA's Office")).toBeVisible();
  await expect(page.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

  // The dean approves from the queue.
  const deanDesk = await officeContext(browser, login, dean, '10.251.2.1');
  const deanPage = deanDesk.page;
  await deanPage.goto(paths.admin.awaitingAddDropApprovalPeriod.getHref());
  await deanPage.getByRole('link', { name: `Proceed to 1st Semester, ${session.session}` }).click();
  await expect(deanPage).toHaveURL(endsWith(paths.admin.awaitingAddDropApproval.getHref({ periodId })));
  await expect(deanPage.getByRole('link', { name: new RegExp(`View Form of ${student.surname}`) })).toBeVisible();
  await deanPage.goto(paths.admin.addDropForm.getHref({ periodId, customId: student.customId }));
  await expect(deanPage.getByRole('heading', { name: 'Process Form' })).toBeVisible();
  await expect(deanPage.getByRole('link', { name: /^Call \+234/ })).toBeVisible();
  await deanPage.getByRole('radio', { name: 'Approve', exact: true }).check();
  // The comment is required, approving too.
  await deanPage.getByLabel('Comment').focus();
  await deanPage.getByLabel('Comment').blur();
  await expect(deanPage.getByText('*Required')).toBeVisible();
  await expect(deanPage.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  await deanPage.getByLabel('Comment').fill('Changes approved.');
  await deanPage.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(deanPage.getByText('Status: Incomplete Add/Drop')).toBeVisible();

  // The student submits and prints: one ledger entry, the net amount.
  await page.reload();
  await expect(page.getByText('Status: Incomplete Add/Drop')).toBeVisible();
  await page.getByRole('button', { name: 'Submit & Print' }).click();
  await expect(page).toHaveURL(
    endsWith(paths.student.printAddDropForm.getHref({ periodId, customId: student.customId })),
  );
  await expect(page.getByRole('button', { name: 'Click here to Print' })).toBeVisible();
  const formNumber = `ADA${student.username}${session.session.slice(2, 4)}`;
  await expect(page.getByText(formNumber).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Postgraduate Add/Drop Form' })).toBeVisible();
  for (const office of ['Head of Department', 'Dean of Faculty', 'Bursar', 'Registrar']) {
    await expect(page.getByText(office, { exact: true })).toBeVisible();
  }
  expect(await portalBalanceKobo(student.customId)).toBe(before - 10_500_00);
  expect(await addDropEntries(student.customId)).toBe(1);

  // The QR code opens the public verification page.
  const url = await decodeQr(page);
  expect(url).toMatch(/\/verify\/[A-Za-z0-9_-]+$/);
  const visitor = await browser.newContext();
  const check = await visitor.newPage();
  await check.goto(new URL(url).pathname);
  await expect(check.getByText(/Genuine\./)).toBeVisible();
  await expect(check.getByText(formNumber)).toBeVisible();
  await visitor.close();

  // The registered courses strike the drop through; the print-outs link the print.
  await page.goto(paths.student.myRegisteredCourses.getHref({ periodId, customId: student.customId }));
  await expect(page.locator('del', { hasText: 'NTS 612' })).toBeVisible();
  await expect(page.getByText('HRM 501').first()).toBeVisible();
  await page.goto(paths.student.printOuts.getHref());
  await page.getByRole('link', { name: `Print add/drop form, 1st Semester, ${session.session}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student/print-add-drop-form/${periodId}/`));
  await expect(page.getByText(formNumber).first()).toBeVisible();

  // The log: the dean finds the completed form (View), prints it, then sees Re-Print.
  await deanPage.goto(`${paths.admin.addDropLog.getHref({ periodId })}?q=${student.surname}`);
  await expect(deanPage.getByRole('heading', { name: `Add/Drop Log: 1st Semester, ${session.session}` })).toBeVisible();
  const row = deanPage.getByRole('row', { name: new RegExp(student.username) });
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('link', { name: /^View/ })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Re-Print/ })).toHaveCount(0);
  await expect(deanPage.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/add-drops/${periodId}/log.csv?q=${student.surname}`,
  );
  await deanPage.goto(paths.admin.printAddDropForm.getHref({ periodId, customId: student.customId }));
  await expect(deanPage.getByText(formNumber).first()).toBeVisible();
  await deanPage.evaluate(() => {
    window.print = () => undefined;
  });
  const recorded = deanPage.waitForResponse((r) => r.url().endsWith('/prints') && r.request().method() === 'POST');
  await deanPage.getByRole('button', { name: 'Click here to Print' }).click();
  expect((await recorded).status()).toBe(200);
  await deanPage.goto(`${paths.admin.addDropLog.getHref({ periodId })}?q=${student.surname}`);
  await expect(
    deanPage.getByRole('row', { name: new RegExp(student.username) }).getByRole('link', { name: /^Re-Print/ }),
  ).toBeVisible();
  await deanDesk.context.close();
});

test('add/drop needs a completed registration: Not Registered, then Incomplete Registration', async ({
  page,
  createStudent,
  createSession,
  login,
}) => {
  const session = await createSession();
  await openAddDrop(session);
  const student = await createStudent();
  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));

  await page.goto(paths.student.addDropPeriod.getHref());
  await page.getByRole('button', { name: `Start 1st Semester, ${session.session}` }).click();
  const notRegistered = page.getByRole('dialog', { name: 'Not Registered' });
  await expect(
    notRegistered.getByText('You are not registered for the chosen semester therefore you cannot Add/Drop courses.'),
  ).toBeVisible();
  await notRegistered.getByRole('button', { name: 'Ok' }).click();
  await expect(notRegistered).toHaveCount(0);

  await ok(
    page.request.post('/api/students/me/registrations', {
      data: { period_id: session.first, fresh_returning: 'returning', current_level: '6', affiliation: 'no' },
    }),
  );
  await page.reload();
  await page.getByRole('button', { name: `Start 1st Semester, ${session.session}` }).click();
  const incomplete = page.getByRole('dialog', { name: 'Incomplete Registration' });
  await expect(
    incomplete.getByText(
      "You cannot perform Add/Drop for the chosen semester because you have not finished the semester's registration.",
    ),
  ).toBeVisible();
  await incomplete.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.addDropPeriod.getHref()));
});
