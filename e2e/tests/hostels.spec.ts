import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
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
 * Hostel accommodation from application to printed proof (issue 13): a student whose
 * registration for the semester is completed applies; the bursar enters the accommodation
 * balance from the bursary ledger; the student requests a hostel; the porter allocates a
 * bedspace from the queue; the student sees Hostel Accommodation Secured and prints the proof,
 * whose QR code the public page checks; the bedspace is no longer available.
 */

interface TestHostel {
  id: number;
  name: string;
  roomId: number;
}

/** Accommodation opened for the session's 1st semester, and the student's registration completed there. */
async function registerForSemester(session: TestSession, student: TestStudent): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(`update periods set accommodation_status = 'opened' where period_id = $1`, [session.first]);
    await db.query(
      `insert into registrations (period_id, student_id, fresh_returning, current_level, status, charges,
         total_kobo, form_number, completed_at)
       values ($1, $2, 'returning', '6', 'completed', '[]'::jsonb, 0, $3, now())`,
      [session.first, student.customId, `RA${student.username}${session.session.slice(2, 4)}`],
    );
  });
}

/** An opened hostel of its own (35,000 a semester, 5,000 caution) with Room E1 of two bedspaces. */
async function createHostel(): Promise<TestHostel> {
  const name = `Test Hall ${randomBytes(3).toString('hex').toUpperCase()}`;
  return withDatabase(async (db) => {
    const hostel = await db.query<{ id: string }>(
      `insert into hostels (name, amount_per_semester_kobo, amount_per_summer_kobo, caution_fee_kobo, status)
       values ($1, 3500000, 1500000, 500000, 'opened') returning id`,
      [name],
    );
    const hostelId = Number(hostel.rows[0]!.id);
    const room = await db.query<{ id: string }>(
      `insert into hostel_rooms (hostel_id, room_number) values ($1, 'E1') returning id`,
      [hostelId],
    );
    const roomId = Number(room.rows[0]!.id);
    await db.query(`insert into hostel_beds (hostel_id, room_id, bed_number) values ($1, $2, '1'), ($1, $2, '2')`, [
      hostelId,
      roomId,
    ]);
    return { id: hostelId, name, roomId };
  });
}

/** A signed-in officer in a browser context of their own (an address of their own for the sign-in limits). */
async function officerPage(browser: Browser, login: Login, officer: TestOfficer): Promise<Page> {
  const address = `10.251.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await login(officer, page);
  await expect(page).toHaveURL(/\/admin\/(dashboard|hostel-applications-period)$/);
  return page;
}

/** Opens the student's request from an office's queue for the period. */
async function openFromQueue(page: Page, periodId: string, student: TestStudent) {
  await page.goto(paths.admin.hostelApplications.getHref({ periodId }));
  await expect(page.getByRole('heading', { name: 'Hostel Requests', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`View hostel request of ${student.surname}`, 'i') }).click();
  await expect(page).toHaveURL(endsWith(paths.admin.hostelForm.getHref({ periodId, customId: student.customId })));
}

test('a registered student gets a bedspace from application to printed proof @phone', async ({
  page,
  browser,
  createStudent,
  createOfficer,
  createSession,
  login,
}) => {
  // Four people in four browser contexts on a busy two-core machine.
  test.slow();
  const session = await createSession();
  const student = await createStudent();
  await registerForSemester(session, student);
  const hostel = await createHostel();
  const bursar = await createOfficer('bursar');
  const porter = await createOfficer('porter');
  const periodId = session.first;
  const semester = `1st Semester, ${session.session}`;

  // The student applies: previous stay, then Application Submitted.
  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  // The way in: the print-outs offer the hostel request beside a completed registration.
  await page.goto(paths.student.printOuts.getHref());
  await page.getByRole('link', { name: `Apply for Hostel in ${semester}` }).click();
  await expect(page.getByRole('heading', { name: 'Apply for Hostel: Choose Period', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Start/Continue ${semester}` }).click();
  const start = page.getByRole('dialog', { name: 'Start Hostel Application' });
  await start
    .getByLabel('Did you stay in the Hostel last SEMESTER or SUMMER?')
    .selectOption({ label: 'NO. I did not stay in the hostel last semester or summer.' });
  await start.getByRole('button', { name: 'Submit' }).click();
  const submitted = page.getByRole('alertdialog', { name: 'Application Submitted' });
  await expect(
    submitted.getByText('Your application for hostel accommodation was submitted successfully!'),
  ).toBeVisible();
  await submitted.getByRole('button', { name: 'Ok. Continue' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.hostelForm.getHref({ periodId, customId: student.customId })));
  await expect(page.getByText('Application Status: Awaiting Accommodation Wallet Update')).toBeVisible();
  await expect(page.getByRole('heading', { name: ':: Hostels' })).toHaveCount(0);

  // The bursar enters the accommodation balance from the ledger (₦50,000 covers 35,000 + 5,000).
  const bursarPage = await officerPage(browser, login, bursar);
  await openFromQueue(bursarPage, periodId, student);
  await expect(bursarPage.getByRole('button', { name: 'Allocate Bunk' })).toHaveCount(0);
  await bursarPage.getByLabel('Accommodation Wallet Balance:').fill('50000');
  await expect(bursarPage.getByText('₦50,000.00')).toBeVisible();
  await bursarPage.getByRole('button', { name: 'Approve' }).click();
  const approved = bursarPage.getByRole('alertdialog', { name: 'Action was carried out successfully!' });
  await approved.getByRole('button', { name: 'Ok. Continue' }).click();
  await expect(bursarPage).toHaveURL(endsWith(paths.admin.hostelApplications.getHref({ periodId })));
  await bursarPage.context().close();

  // The student requests the hostel: cost, caution and total on its card.
  await page.reload();
  await expect(page.getByText('Application Status: Incomplete Request for Hostel')).toBeVisible();
  // The wallet line says what the check counts: cost plus caution (issue 27 §11).
  await expect(
    page.getByText(
      'A hostel can be requested when this balance covers its Total: the cost for the semester plus the caution fee.',
    ),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: hostel.name }) });
  await expect(card.getByText('₦35,000.00')).toBeVisible();
  await expect(card.getByText('₦5,000.00')).toBeVisible();
  await expect(card.getByText('₦40,000.00')).toBeVisible();
  await card.getByRole('button', { name: `Request this hostel: ${hostel.name}` }).click();
  await expect(page.getByText('Application Status: Awaiting Porter')).toBeVisible();
  const accommodation = page.getByRole('region', { name: ':: Hostel Accommodation' });
  await expect(accommodation.getByText(hostel.name)).toBeVisible();
  await expect(accommodation.getByText('None Yet')).toHaveCount(3);

  // The porter allocates Bedspace 1 of Room E1 from the queue.
  const porterPage = await officerPage(browser, login, porter);
  await openFromQueue(porterPage, periodId, student);
  await porterPage.getByRole('button', { name: 'Allocate Bunk' }).click();
  const allocate = porterPage.getByRole('dialog', { name: `Allocate Bunk: ${hostel.name}` });
  await allocate.getByLabel('Available Rooms:').selectOption({ label: 'Room E1' });
  await allocate.getByLabel('Available Beds/bunks:').selectOption({ label: 'Bedspace 1' });
  await allocate.getByRole('button', { name: 'Submit' }).click();
  const success = porterPage.getByRole('alertdialog', { name: 'Hostel Allocation Success' });
  await expect(success.getByText('Hostel was allocated successfully!')).toBeVisible();
  await success.getByRole('button', { name: 'Ok. Continue' }).click();
  await expect(porterPage).toHaveURL(endsWith(paths.admin.hostelApplications.getHref({ periodId })));
  // The completed request, as staff read it: their own note, no link that only the student has (issue 27 §6).
  await porterPage.goto(paths.admin.hostelForm.getHref({ periodId, customId: student.customId }));
  await expect(
    porterPage.getByText(
      'The request is COMPLETE: a room and bedspace were allocated. The Proof of Hostel Allocation is on this page, ready to print.',
    ),
  ).toBeVisible();
  await expect(porterPage.getByText(/Click the link below/)).toHaveCount(0);

  // The student sees Hostel Accommodation Secured, goes to the print-outs and prints the proof.
  await page.reload();
  const secured = page.getByRole('alertdialog', { name: 'Hostel Accommodation Secured' });
  await expect(
    secured.getByText(
      'Congratulations! Your hostel accommodation request for the chosen semester is COMPLETE! Click the link below to download and print your proof of hostel allocation:',
    ),
  ).toBeVisible();
  await expect(
    secured.getByText(
      'Always print a copy of your proof of hostel allocation and KEEP it. You will need them during your graduation clearance.',
    ),
  ).toBeVisible();
  await secured.getByRole('link', { name: 'Go to Print' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.printOuts.getHref()));
  await page.getByRole('link', { name: `Print proof of hostel allocation, ${semester}` }).click();
  await expect(page).toHaveURL(
    endsWith(paths.student.printHostelForm.getHref({ periodId, customId: student.customId })),
  );
  await expect(page.getByRole('button', { name: 'Click here to Print' })).toBeVisible();
  const formNumber = `HAA${student.username}${session.session.slice(2, 4)}`;
  const proof = page.getByRole('article', { name: `Proof of Hostel Allocation ${formNumber}` });
  await expect(proof).toBeVisible();
  await expect(proof.getByText('E1', { exact: true })).toBeVisible();
  await expect(proof.getByText('₦50,000.00')).toBeVisible(); // opening balance
  await expect(proof.getByText('₦10,000.00')).toBeVisible(); // closing balance: 50,000 − 40,000

  // The QR code opens the public page, which says the proof is genuine.
  const url = await decodeQr(page);
  expect(url).toMatch(/\/verify\/[A-Za-z0-9_-]+$/);
  const visitor = await browser.newContext();
  const check = await visitor.newPage();
  await check.goto(new URL(url).pathname);
  await expect(check.getByText(/Genuine\./)).toBeVisible();
  await expect(check.getByText(/Proof of Hostel Allocation/).first()).toBeVisible();
  await expect(check.getByText(formNumber)).toBeVisible();
  await visitor.close();

  // The porter prints the proof from the form: the porter's print is recorded.
  await porterPage.goto(paths.admin.hostelForm.getHref({ periodId, customId: student.customId }));
  await expect(porterPage.getByRole('article', { name: `Proof of Hostel Allocation ${formNumber}` })).toBeVisible();
  await porterPage.getByRole('button', { name: 'Click here to Print' }).click();
  await expect(porterPage.getByText('Proof printed by: porter.')).toBeVisible();

  // The bedspace is no longer available in that semester: Manage Hostels → Rooms → Bedspaces.
  await porterPage.goto(paths.admin.manageHostels.getHref());
  await porterPage.getByLabel('Availability in:').selectOption({ label: semester });
  const hostelRow = porterPage.getByRole('row').filter({ hasText: hostel.name.toUpperCase() });
  await expect(hostelRow.getByRole('cell', { name: '1 of 2' })).toBeVisible();
  await hostelRow.getByRole('link', { name: `Rooms of ${hostel.name}` }).click();
  await porterPage.getByRole('link', { name: 'Bedspace(s) of Room E1' }).click();
  await expect(porterPage.getByRole('heading', { name: `Bedspaces / E1 / ${hostel.name}`, level: 1 })).toBeVisible();
  await expect(porterPage.getByText(`Available bedspaces in ${semester}: 1 of 2`)).toBeVisible();
  const taken = porterPage.getByRole('row').filter({ hasText: 'Bedspace/Bunk 1' });
  await expect(taken.getByText('Taken')).toBeVisible();
  await expect(taken.getByText(`(${student.username})`)).toBeVisible();
  await porterPage.context().close();
});
