import { statSync } from 'node:fs';
import { endsWith, expect, openMenu, paths, test } from './support.js';

test('the ict office takes a backup from the Backups screen, sees it listed with its size and downloads it', async ({
  page,
  createOfficer,
  login,
}) => {
  const ict = await createOfficer('ict');
  await login(ict);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL(endsWith(paths.admin.backups.getHref()));
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();

  // Count the backups listed once the list has arrived (earlier ones may be on the disk already).
  await expect(page.getByText('Wait.. .')).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Backup files, newest first' });
  const before = await table.getByRole('link', { name: /^Download / }).count();
  await page.getByRole('button', { name: 'Take a backup now' }).click();
  // pg_dump of the demo database and the uploaded files: seconds, not minutes.
  await expect(page.getByText('The backup was taken.')).toBeVisible({ timeout: 60_000 });
  await expect(table.getByRole('link', { name: /^Download / })).toHaveCount(before + 1);

  const newest = table.getByRole('row').nth(1);
  const name = (await newest.getByRole('cell').first().innerText()).trim();
  expect(name).toMatch(/^portal-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d)?\.backup$/);
  await expect(newest).toContainText(/\d+(\.\d)? (MB|KB)/);

  const download = page.waitForEvent('download');
  await newest.getByRole('link', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect(statSync(await file.path()).size).toBeGreaterThan(1000);
});
