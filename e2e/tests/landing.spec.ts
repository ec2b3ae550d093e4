import { expect, paths, test } from './support.js';

test.describe('landing page', () => {
  test('shows the portal title, the instruction, the website link and the four buttons @phone', async ({ page }) => {
    await page.goto(paths.home.getHref());
    await expect(page.getByRole('heading', { level: 1, name: /ECWA Theological Seminary/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Portal Access' })).toBeVisible();
    await expect(page.getByText('Click on the appropriate button below to access the portal.')).toBeVisible();
    await expect(page.locator('a[href="/website"]').first()).toBeVisible();
    for (const name of ['Student Access', 'Create Student Profile', 'Faculty Access', 'Admin Access']) {
      await expect(page.getByRole('link', { name }).or(page.getByRole('button', { name })).first()).toBeVisible();
    }
    await expect(page.getByText(/all rights reserved 2025, ICT department/i)).toBeAttached();
  });

  const destinations: Array<[string, RegExp, string]> = [
    ['Student Access', /\/student\/login$/, 'Student Access'],
    ['Faculty Access', /\/faculty\/login$/, 'Faculty Access'],
    ['Admin Access', /\/admin\/login$/, 'Admin Access'],
    ['Create Student Profile', /\/student\/create-profile$/, 'Create Student Profile'],
  ];
  for (const [button, url, heading] of destinations) {
    test(`"${button}" opens its screen`, async ({ page }) => {
      await page.goto(paths.home.getHref());
      await page.locator('.landing__buttons').getByRole('link', { name: button, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    });
  }

  test('signed-out visitors get the signed-out menu, which closes with its close button', async ({ page }) => {
    await page.goto(paths.home.getHref());
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Student Access' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Access' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});
