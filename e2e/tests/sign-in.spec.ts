import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, menuLabels, signInAs, withDatabase, createAdmin } from './support.js';

test.describe('each role signs in and sees its own menu', () => {
  test('the ict officer sees every office entry and can log out', async ({ page }) => {
    await signInAs(page, 'admin', 'ict@jets.edu.ng');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
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
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('portalUser'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the porter sees hostels but no dashboard entry', async ({ page }) => {
    await signInAs(page, 'admin', 'porter@jets.edu.ng');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Hello, porter')).toBeVisible();
    expect(await menuLabels(page)).toEqual(['Hostel Requests', 'Manage Hostels', 'Change Password']);
  });

  for (const office of ['bursar', 'auditor', 'assistant.bursar', 'registrar', 'dean']) {
    test(`the ${office} office signs in and sees its office in the greeting`, async ({ page }) => {
      await signInAs(page, 'admin', `${office}@jets.edu.ng`);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByText(`Hello, ${office.replace('.', ' ')}`)).toBeVisible();
      const labels = await menuLabels(page);
      expect(labels).toContain('Dashboard');
      expect(labels).toContain('Change Password');
      expect(labels.includes('Manage Courses')).toBe(office === 'dean');
    });
  }

  test('a lecturer signs in to the faculty profile with the faculty menu', async ({ page }) => {
    await signInAs(page, 'faculty', 'john.bako@jets.edu.ng');
    await expect(page).toHaveURL(/\/faculty\/profile$/);
    await expect(page.getByText('Hello, BAKO')).toBeVisible();
    expect(await menuLabels(page)).toEqual(['Profile', 'Assigned Courses', 'Library Resources', 'Change Password']);
  });

  test('a student with a complete profile lands on downloads with the student menu @phone', async ({ page }) => {
    await signInAs(page, 'student', '64004');
    await expect(page).toHaveURL(/\/student\/downloads$/);
    await expect(page.getByText('Hello, JOHNSON')).toBeVisible();
    const labels = await menuLabels(page);
    expect(labels).toEqual([
      'Profile',
      'Portal Wallet',
      'Semester Registration',
      'Add/Drop',
      'Registered Courses',
      'Library Resources',
      'Downloads',
      'Print-outs',
      'Change Password',
    ]);
  });

  test('a menu entry whose screen is not built says so plainly', async ({ page }) => {
    await signInAs(page, 'student', '64004');
    await expect(page).toHaveURL(/\/student\/downloads$/);
    await page.goto('/student/print-outs');
    await expect(page.getByText('This screen is not available yet.')).toBeVisible();
  });

  test('each login screen admits only its own role, with the server’s message in a banner', async ({ page }) => {
    await signInAs(page, 'student', '64004', 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
    await expect(page).toHaveURL(/\/student\/login$/);
    await signInAs(page, 'faculty', 'ict@jets.edu.ng');
    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
  });

  test('the login button stays disabled until the form is valid (*Invalid)', async ({ page }) => {
    await page.goto('/student/login');
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
  const cases: Array<[string, RegExp]> = [
    ['64001', /\/student\/change-default-password$/],
    ['64002', /\/student\/complete-profile$/],
    ['64003', /\/student\/passport$/],
    ['64004', /\/student\/downloads$/],
  ];
  for (const [studentId, screen] of cases) {
    test(`student ${studentId} lands on ${screen.source}`, async ({ page }) => {
      await signInAs(page, 'student', studentId);
      await expect(page).toHaveURL(screen);
      if (studentId !== '64004') {
        // until the step is done, any other protected screen sends them back to it
        await page.goto('/student/print-outs');
        await expect(page).toHaveURL(screen);
      }
    });
  }
});

test.describe('expired sessions', () => {
  test('a stored session past its expiry returns to / and is cleared', async ({ page }) => {
    await signInAs(page, 'admin', 'registrar@jets.edu.ng');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('portalUser')!);
      localStorage.setItem('portalUser', JSON.stringify({ ...s, expiry: Date.now() - 1000 }));
    });
    await page.goto('/admin/manage-courses');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('portalUser'))).toBeNull();
  });

  test('a session the server has ended ("Expired token") returns to /, replacing history', async ({ page }) => {
    await signInAs(page, 'faculty', 'grace.danjuma@jets.edu.ng');
    await expect(page).toHaveURL(/\/faculty\/profile$/);
    await withDatabase((db) =>
      db.query(
        `update sessions set expires_at = now() - interval '1 second' where user_id = (select custom_id from users where username = 'grace.danjuma@jets.edu.ng')`,
      ),
    );
    await page.goto('/faculty/assigned-courses-period');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('portalUser'))).toBeNull();
  });
});

test('a new officer from create-admin must change the one-time password first', async ({ page }) => {
  const password = createAdmin('new.registrar@jets.edu.ng', 'registrar');
  await signInAs(page, 'admin', 'new.registrar@jets.edu.ng', password);
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await page.goto('/admin/manage-semester-registration');
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await page.getByLabel('Current Password').fill(password);
  await page.getByLabel('New Password').fill('registrar-pass-1');
  await page.getByLabel('Confirm Password').fill('registrar-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await signInAs(page, 'admin', 'new.registrar@jets.edu.ng', 'registrar-pass-1');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
