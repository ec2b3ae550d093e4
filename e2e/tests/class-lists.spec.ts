import sharp from 'sharp';
import type { Browser } from '@playwright/test';
import {
  endsWith,
  expect,
  openMenu,
  paths,
  test,
  withDatabase,
  type Login,
  type TestLecturer,
  type TestSession,
  type TestStudent,
} from './support.js';

/**
 * Class lists and print sheets (issue 14; docs/screens/class-lists.md, decision 0016): a
 * lecturer opens the class list of a course assigned to them, views a passport and prints the
 * grade sheet; a student opens the class list of a course they registered and sees classmates'
 * names only; nobody else sees the list. Registrations and add/drops are arranged in the
 * database (their own journeys are registration.spec.ts and the add/drop journeys).
 */

const COURSE = { code: 'NTS 612', title: 'New Testament Survey', hours: '3' };

const fullName = (s: { surname: string; firstName: string }) => `${s.surname} ${s.firstName}`;
const formNumber = (prefix: string) => `${prefix}/E2E/${Math.random().toString(36).slice(2, 12).toUpperCase()}`;

/** A completed registration of the period with the courses given; returns its id. */
async function completedRegistration(session: TestSession, student: TestStudent, courses: string[]): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into registrations (period_id, student_id, fresh_returning, current_level, affiliation, status, charges,
         form_number, completed_at, total_kobo)
       values ($1, $2, 'returning', '6', 'no', 'completed', '[]'::jsonb, $3, now(), 0) returning id`,
      [session.first, student.customId, formNumber('REG')],
    );
    const id = Number(rows[0]!.id);
    for (const code of courses) {
      await db.query(`insert into registration_courses (registration_id, course_code) values ($1, $2)`, [id, code]);
    }
    return id;
  });
}

/** A completed add/drop of a registration with the changes given (a drop in week 3: W). */
async function completedAddDrop(registrationId: number, changes: Array<{ code: string; action: 'add' | 'drop' }>) {
  await withDatabase(async (db) => {
    await db.query(
      `insert into add_drops (registration_id, status, form_number, completed_at, net_kobo, opening_balance_kobo,
         closing_balance_kobo)
       values ($1, 'completed', $2, now(), 0, 0, 0)`,
      [registrationId, formNumber('ADD')],
    );
    for (const c of changes) {
      await db.query(
        `insert into add_drop_changes (registration_id, course_code, action, mark, filed_at) values ($1, $2, $3, $4, now())`,
        [registrationId, c.code, c.action, c.action === 'drop' ? 'W' : null],
      );
    }
  });
}

async function assign(session: TestSession, code: string, lecturer: TestLecturer) {
  await withDatabase((db) =>
    db.query(`insert into course_assignments (period_id, course_code, faculty_id) values ($1, $2, $3)`, [
      session.first,
      code,
      lecturer.customId,
    ]),
  );
}

/** The student uploads a passport photograph through the portal (their own session). */
async function uploadPassport(browser: Browser, login: Login, student: TestStudent) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(student, page);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const res = await page.request.post('/api/students/me/passport', {
    multipart: { passport: { name: 'me.png', mimeType: 'image/png', buffer: png } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await context.close();
}

/** A class of NTS 612: two registered (one with a photo), one who added it, one who dropped it. */
async function arrangeClass(
  session: TestSession,
  make: { student: () => Promise<TestStudent>; lecturer: () => Promise<TestLecturer> },
) {
  const lecturer = await make.lecturer();
  const [registered, classmate, adder, dropper] = await Promise.all([
    make.student(),
    make.student(),
    make.student(),
    make.student(),
  ]);
  await assign(session, COURSE.code, lecturer);
  await completedRegistration(session, registered, [COURSE.code, 'OTS 611']);
  await completedRegistration(session, classmate, [COURSE.code]);
  const added = await completedRegistration(session, adder, ['OTS 611']);
  await completedAddDrop(added, [{ code: COURSE.code, action: 'add' }]);
  const dropped = await completedRegistration(session, dropper, [COURSE.code, 'OTS 611']);
  await completedAddDrop(dropped, [{ code: COURSE.code, action: 'drop' }]);
  return { lecturer, registered, classmate, adder, dropper };
}

test('a lecturer opens the class list of an assigned course, views a passport and prints the grade sheet', async ({
  page,
  browser,
  createSession,
  createStudent,
  createLecturer,
  login,
}) => {
  const session = await createSession();
  const { lecturer, registered, classmate, adder, dropper } = await arrangeClass(session, {
    student: () => createStudent(),
    lecturer: createLecturer,
  });
  await uploadPassport(browser, login, registered);

  await login(lecturer);
  await expect(page).toHaveURL(endsWith(paths.faculty.profile.getHref()));
  await page.goto(paths.faculty.assignedCourses.getHref({ periodId: session.first }));
  await page.getByRole('link', { name: `Class List of ${COURSE.code}` }).click();

  await expect(page.getByRole('heading', { name: 'Class List', level: 1 })).toBeVisible();
  await expect(page.getByText(`${COURSE.code}: ${COURSE.title}`)).toBeVisible();
  await expect(page.getByText(`1st Semester, ${session.session}`)).toBeVisible();
  const registeredTable = page.getByRole('table', { name: 'Registered during Registration' });
  const addedTable = page.getByRole('table', { name: 'Added during Add/Drop' });
  const droppedTable = page.getByRole('table', { name: 'Dropped during Add/Drop' });
  // Every column for the course's lecturer; the student who dropped stays in the registered table.
  for (const s of [registered, classmate, dropper]) {
    const row = registeredTable.getByRole('row').filter({ hasText: fullName(s) });
    await expect(row).toContainText(s.matriculationNumber!);
    await expect(row).toContainText(s.email!);
    await expect(row).toContainText(s.phoneNumber!);
  }
  await expect(addedTable.getByRole('row').filter({ hasText: fullName(adder) })).toBeVisible();
  await expect(droppedTable.getByRole('row').filter({ hasText: fullName(dropper) })).toContainText('W');
  await expect(registeredTable.getByText(fullName(adder))).toHaveCount(0);
  // The lecturer block is for students and staff; the lecturer is the lecturer.
  await expect(page.getByRole('heading', { name: 'Lecturer' })).toHaveCount(0);

  // The passport modal: the photo, the name and Close.
  await registeredTable.getByRole('button', { name: `View passport of ${fullName(registered)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Passport' });
  await expect(dialog).toBeVisible();
  const photo = dialog.getByRole('img', { name: `Passport photograph of ${fullName(registered)}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByText(fullName(registered), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The CSV for the lecturer.
  const csv = await page.request.get(
    await page.getByRole('link', { name: 'Download CSV' }).evaluate((a: HTMLAnchorElement) => a.href),
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(registered.surname);

  // The grade sheet opens in a new tab.
  const [sheet] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Go to Print Grade Sheet' }).click(),
  ]);
  await expect(sheet).toHaveURL(/\/print-class-list\/\d+\?code=NTS\+612&title=.*&cat=sheet&hours=3$/);
  await expect(sheet.getByRole('heading', { name: 'Grade Sheet', level: 1 })).toBeVisible();
  for (const level of ['Undergraduate', 'Graduate', 'Post Graduate Diploma']) {
    await expect(sheet.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${level}$`) })).toBeVisible();
  }
  const table = sheet.getByRole('table', { name: `Grades of ${COURSE.code}` });
  for (const header of ['ID No', 'Surname and Other Names', 'Final Exam', 'Total Score', 'Term Grade']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByRole('columnheader', { name: /Mid-term/ })).toHaveCount(5);
  for (const section of ['Registered', 'Added', 'Others']) {
    await expect(table.getByRole('rowheader', { name: section, exact: true })).toBeVisible();
  }
  for (const s of [registered, classmate, adder]) {
    await expect(table.getByRole('row').filter({ hasText: fullName(s) })).toContainText(s.username);
  }
  // Dropped students are not on the grade sheet.
  await expect(table.getByText(fullName(dropper))).toHaveCount(0);

  // 'Click here to Print' prints; on paper the bar is gone, headers repeat on every page, A4.
  await sheet.evaluate(() => {
    const w = window as Window & { printed?: number };
    w.printed = 0;
    w.print = () => {
      w.printed = (w.printed ?? 0) + 1;
    };
  });
  await sheet.getByRole('button', { name: 'Click here to Print' }).click();
  expect(await sheet.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);
  await sheet.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('button', { name: 'Click here to Print' })).toBeHidden();
  expect(await table.locator('thead').evaluate((el) => getComputedStyle(el).display)).toBe('table-header-group');
  const pdf = (await sheet.pdf({ preferCSSPageSize: true })).toString('latin1');
  // A4 is 210 × 297 mm: about 595 × 842 points.
  expect(pdf).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
});

test('a student opens the class list of a registered course and sees classmates’ names only @phone', async ({
  page,
  createSession,
  createStudent,
  createLecturer,
  login,
}) => {
  const session = await createSession();
  const { lecturer, registered, classmate, adder, dropper } = await arrangeClass(session, {
    student: () => createStudent(),
    lecturer: createLecturer,
  });

  await login(classmate);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.myRegisteredCourses.getHref({ periodId: session.first, customId: classmate.customId }));
  await page.getByRole('link', { name: `Class List ${COURSE.code}` }).click();

  await expect(page.getByRole('heading', { name: 'Class List', level: 1 })).toBeVisible();
  await expect(page.getByText(`${COURSE.code}: ${COURSE.title}`)).toBeVisible();
  // The lecturer block: title, name and username.
  const block = page.getByRole('region', { name: 'Lecturer' });
  await expect(block).toContainText(`${lecturer.title} ${lecturer.surname} ${lecturer.firstName}`);
  await expect(block).toContainText(lecturer.username);
  // Classmates' names, nothing else about them.
  const main = page.getByRole('main');
  for (const s of [registered, classmate, dropper]) {
    await expect(page.getByRole('table', { name: 'Registered during Registration' })).toContainText(fullName(s));
  }
  await expect(page.getByRole('table', { name: 'Added during Add/Drop' })).toContainText(fullName(adder));
  await expect(page.getByRole('table', { name: 'Dropped during Add/Drop' })).toContainText(fullName(dropper));
  for (const s of [registered, adder, dropper]) {
    await expect(main).not.toContainText(s.email!);
    await expect(main).not.toContainText(s.phoneNumber!);
    await expect(main).not.toContainText(s.matriculationNumber!);
    await expect(main).not.toContainText(s.username);
  }
  await expect(main.getByRole('button', { name: /View passport/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Go to Print this List' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Go to Print Grade Sheet' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);

  // The student who dropped the course: struck through on Registered Courses, its Class List link
  // kept (the spec: "a Class List link per course"), and the list shows them under Dropped.
  await login(dropper);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.myRegisteredCourses.getHref({ periodId: session.first, customId: dropper.customId }));
  const courses = page.getByRole('table', { name: 'Registered courses' });
  await expect(courses.locator('del', { hasText: COURSE.code })).toBeVisible();
  await courses.getByRole('link', { name: `Class List ${COURSE.code}` }).click();
  await expect(page.getByRole('heading', { name: 'Class List', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dropped during Add/Drop' })).toContainText(fullName(dropper));
});

test('nobody else sees the class list: another lecturer, a student not in the class, a student at a print page', async ({
  page,
  browser,
  createSession,
  createStudent,
  createLecturer,
  login,
}) => {
  const session = await createSession();
  await arrangeClass(session, { student: () => createStudent(), lecturer: createLecturer });
  const query = `code=${encodeURIComponent(COURSE.code)}&title=${encodeURIComponent(COURSE.title)}&hours=3`;

  const other = await createLecturer();
  await login(other);
  await expect(page).toHaveURL(endsWith(paths.faculty.profile.getHref()));
  await page.goto(`${paths.faculty.classList.getHref({ periodId: session.first })}?${query}`);
  await expect(
    page.getByText('You can open the class list only of a course assigned to you in this period.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto(`${paths.print.classList.getHref({ periodId: session.first })}?${query}&cat=sheet`);
  await expect(
    page.getByText('You can open the class list only of a course assigned to you in this period.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grade Sheet' })).toHaveCount(0);

  const context = await browser.newContext();
  const studentPage = await context.newPage();
  const stranger = await createStudent();
  await login(stranger, studentPage);
  await expect(studentPage).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await studentPage.goto(`${paths.student.classList.getHref({ periodId: session.first })}?${query}`);
  await expect(
    studentPage.getByText('You can open the class list only of a course you registered for this semester.'),
  ).toBeVisible();
  await expect(studentPage.getByRole('table')).toHaveCount(0);
  // Print sheets are for staff and lecturers: a student never reaches one.
  await studentPage.goto(`${paths.print.classList.getHref({ periodId: session.first })}?${query}&cat=list`);
  await expect(studentPage).not.toHaveURL(/print-class-list/);
  await expect(studentPage.getByRole('heading', { name: 'Class List' })).toHaveCount(0);
  await context.close();
});

test('the registry reaches every class list from its menu and prints the list', async ({
  page,
  createSession,
  createStudent,
  createLecturer,
  createOfficer,
  login,
}) => {
  const session = await createSession();
  const { lecturer, registered, adder } = await arrangeClass(session, {
    student: () => createStudent(),
    lecturer: createLecturer,
  });

  await login(await createOfficer('registrar'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await (await openMenu(page)).getByRole('link', { name: 'Class Lists' }).click();
  await page.getByRole('link', { name: `Proceed: 1st Semester, ${session.session}` }).click();
  await expect(
    page.getByRole('heading', { name: `Class Lists: 1st Semester, ${session.session}`, level: 1 }),
  ).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Courses of the period' })
    .getByRole('row')
    .filter({ hasText: COURSE.code });
  await expect(row).toContainText(`${lecturer.title} ${lecturer.surname} ${lecturer.firstName}`);
  await row.getByRole('link', { name: `Class List of ${COURSE.code}` }).click();

  await expect(page.getByRole('heading', { name: 'Class List', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lecturer' })).toContainText(lecturer.username);
  await expect(page.getByRole('table', { name: 'Registered during Registration' })).toContainText(
    registered.matriculationNumber!,
  );

  const [list] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Go to Print this List' }).click(),
  ]);
  await expect(list).toHaveURL(/cat=list/);
  await expect(list.getByRole('button', { name: 'Click here to Print' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Class List', level: 1 })).toBeVisible();
  await expect(list.getByRole('table', { name: /Added during Add\/Drop/ })).toContainText(adder.email!);
  // The compact list has no photos.
  await expect(list.getByRole('img', { name: /Passport/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /View/ })).toHaveCount(0);
});
