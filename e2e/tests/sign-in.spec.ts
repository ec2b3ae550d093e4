import { randomBytes } from 'node:crypto';
import type { StudentStatus } from '@portal/domain';
import {
  createAdmin,
  DEMO_PASSWORD,
  endsWith,
  expect,
  menuLabels,
  paths,
  signIn,
  signInAs,
  test,
  withDatabase,
} from './support.js';

test.describe('each role signs in and sees its own menu', () => {
  test('the ict officer sees every office entry and can log out', async ({ page, createOfficer }) => {
    await signIn(page, await createOfficer('ict'));
    await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    await expect(page.getByText('Hello, ict')).toBeVisible();
    const labels = await menuLabels(page);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Manage Courses',
        'Manage Faculty',
        'Portal Wallets',
        'Hostel Requests',
        'Change Password',
      ]),
    );
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(endsWith(paths.home.getHref()));
    expect(await page.evaluate(() => localStorage.getItem('portalUser'))).toBeNull();
    await page.goto(paths.admin.dashboard.getHref());
    await expect(page).toHaveURL(endsWith(paths.home.getHref()));
  });

  test('the porter sees hostels but no dashboard entry', async ({ page, createOfficer }) => {
    await signIn(page, await createOfficer('porter'));
    await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    await expect(page.getByText('Hello, porter')).toBeVisible();
    expect(await menuLabels(page)).toEqual(['Hostel Requests', 'Manage Hostels', 'Change Password']);
  });

  for (const office of ['bursar', 'auditor', 'assistant bursar', 'registrar', 'dean'] as const) {
    test(`the ${office} office signs in and sees its office in the greeting`, async ({ page, createOfficer }) => {
      await signIn(page, await createOfficer(office));
      await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
      await expect(page.getByText(`Hello, ${office}`)).toBeVisible();
      const labels = await menuLabels(page);
      expect(labels).toContain('Dashboard');
      expect(labels).toContain('Change Password');
      expect(labels.includes('Manage Courses')).toBe(office === 'dean');
    });
  }

  test('a lecturer signs in to the faculty profile with the faculty menu', async ({ page, createLecturer }) => {
    const lecturer = await createLecturer();
    await signIn(page, lecturer);
    await expect(page).toHaveURL(endsWith(paths.faculty.profile.getHref()));
    await expect(page.getByText(`Hello, ${lecturer.surname}`)).toBeVisible();
    expect(await menuLabels(page)).toEqual(['Profile', 'Assigned Courses', 'Library Resources', 'Change Password']);
  });

  test('a student with a complete profile lands on downloads with the student menu @phone', async ({
    page,
    createStudent,
  }) => {
    const student = await createStudent();
    await signIn(page, student);
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
    await expect(page.getByText(`Hello, ${student.surname}`)).toBeVisible();
    const labels = await menuLabels(page);
    expect(labels).toEqual([
      'Profile',
      'Portal Wallet',
      'Accommodation Wallet',
      'Semester Registration',
      'Add/Drop',
      'Registered Courses',
      'Library Resources',
      'Downloads',
      'Print-outs',
      'Change Password',
    ]);
  });

  // Every entry of the student menu is built (add/drop was the last): an address under /student
  // that the portal does not know shows the not-found page, with the way back home.
  test('an unknown address under /student shows the portal’s not-found page', async ({ page, createStudent }) => {
    await signIn(page, await createStudent());
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
    await page.goto('/student/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByText('The page you asked for does not exist or has moved.')).toBeVisible();
    await expect(page.getByText('This screen is not available yet.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  });

  test('each login screen admits only its own role, with the server’s message in a banner', async ({
    page,
    createStudent,
    createOfficer,
  }) => {
    const student = await createStudent();
    const officer = await createOfficer('ict');
    await signInAs(page, 'student', student.username, 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
    await expect(page).toHaveURL(endsWith(paths.student.login.getHref()));
    await signInAs(page, 'faculty', officer.username, officer.password);
    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
  });

  test('the login button stays disabled until the form is valid (*Invalid)', async ({ page }) => {
    await page.goto(paths.student.login.getHref());
    await page.getByLabel('Student ID').fill('640');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText('*Invalid').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await page.getByLabel('Student ID').fill('64004');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

test.describe('students go to the screen of their status', () => {
  const cases: Array<[StudentStatus, RegExp]> = [
    ['change password', /\/student\/change-default-password$/],
    ['complete profile', /\/student\/complete-profile$/],
    ['upload passport', /\/student\/passport$/],
    ['complete', /\/student\/downloads$/],
  ];
  for (const [status, screen] of cases) {
    test(`a student whose status is "${status}" lands on ${screen.source}`, async ({ page, createStudent }) => {
      await signIn(page, await createStudent({ status }));
      await expect(page).toHaveURL(screen);
      if (status !== 'complete') {
        // until the step is done, any other protected screen sends them back to it
        await page.goto(paths.student.addDropPeriod.getHref());
        await expect(page).toHaveURL(screen);
      }
    });
  }
});

test.describe('expired sessions', () => {
  test('a stored session past its expiry returns to / and is cleared', async ({ page, createOfficer }) => {
    await signIn(page, await createOfficer('registrar'));
    await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('portalUser')!);
      localStorage.setItem('portalUser', JSON.stringify({ ...s, expiry: Date.now() - 1000 }));
    });
    await page.goto(paths.admin.manageCourses.getHref());
    await expect(page).toHaveURL(endsWith(paths.home.getHref()));
    expect(await page.evaluate(() => localStorage.getItem('portalUser'))).toBeNull();
  });

  test('a session the server has ended ("Expired token") returns to /, replacing history', async ({
    page,
    createLecturer,
  }) => {
    const lecturer = await createLecturer();
    await signIn(page, lecturer);
    await expect(page).toHaveURL(endsWith(paths.faculty.profile.getHref()));
    await withDatabase((db) =>
      db.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [lecturer.customId]),
    );
    await page.goto(paths.faculty.assignedCoursesPeriod.getHref());
    await expect(page).toHaveURL(endsWith(paths.home.getHref()));
    expect(await page.evaluate(() => localStorage.getItem('portalUser'))).toBeNull();
  });
});

test('a new officer from create-admin must change the one-time password first', async ({ page }) => {
  const email = `new.registrar.${randomBytes(3).toString('hex')}@jets.edu.ng`;
  const password = createAdmin(email, 'registrar');
  await signInAs(page, 'admin', email, password);
  await expect(page).toHaveURL(endsWith(paths.admin.changePassword.getHref()));
  await page.goto(paths.admin.manageSemesterRegistration.getHref());
  await expect(page).toHaveURL(endsWith(paths.admin.changePassword.getHref()));
  await page.getByLabel('Current Password').fill(password);
  await page.getByLabel('New Password').fill('registrar-pass-1');
  await page.getByLabel('Confirm Password').fill('registrar-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.getByRole('button', { name: 'Log out' }).click();
  await signInAs(page, 'admin', email, 'registrar-pass-1');
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
});
