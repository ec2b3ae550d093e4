import { DEMO_PASSWORD, endsWith, expect, menuLabels, paths, signInAs, test } from './support.js';

// The demo data is part of the product (`npm start` prints these logins; README "Demo logins").
// This is the one journey that uses it; every other journey creates the accounts it needs.
test('the demo logins printed at start sign in: student 64004 and the ict office', async ({ page }) => {
  await signInAs(page, 'student', '64004', DEMO_PASSWORD);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await expect(page.getByText('Hello, JOHNSON')).toBeVisible();
  await expect(page.getByRole('link', { name: 'School Calendar' })).toBeVisible();
  expect(await menuLabels(page)).toContain('Portal Wallet');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(endsWith(paths.home.getHref()));

  await signInAs(page, 'admin', 'ict@jets.edu.ng', DEMO_PASSWORD);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await expect(page.getByText('Hello, ict')).toBeVisible();
});
