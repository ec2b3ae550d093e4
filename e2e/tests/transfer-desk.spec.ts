import { watDay } from '@portal/domain';
import { endsWith, expect, openMenu, paths, test } from './support.js';

/**
 * Issue 29 §3: the desk sees bank transfers. The bursar finds the demo transfer to student
 * 64004's own account with Query Receipt (its reference typed in lower case), then opens the
 * reconciliation report, where transfers are their own section and add up. Other journeys send
 * and assign transfers at the same time, so the counts are not pinned here (the API tests are).
 */
test('the bursar finds a demo bank transfer by its reference and sees transfers add up in the reconciliation', async ({
  page,
  createOfficer,
  login,
}) => {
  const bursar = await createOfficer('bursar');
  await login(bursar, page);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Capture/Query Receipt' }).click();
  const queryCard = page.getByRole('region', { name: 'Query Receipt', exact: true });
  await queryCard.getByLabel('Receipt Number').fill('sbx-trf-demo00000001');
  await queryCard.getByRole('button', { name: 'Query' }).click();
  const transfer = queryCard.getByLabel('Bank Transfer', { exact: true });
  await expect(transfer).toContainText('SBX-TRF-DEMO00000001');
  await expect(transfer).toContainText('Credited');
  await expect(transfer).toContainText('JOHNSON David');
  await expect(transfer).toContainText('64004');
  await expect(transfer).toContainText('₦35,000.00');
  await expect(transfer).toContainText('ADAMU J., GTBank');

  // A week up to today (the demo's transfers were received when the server started).
  const today = watDay(new Date());
  const weekAgo = watDay(new Date(Date.now() - 7 * 86_400_000));
  await page.goto(`${paths.admin.reconciliation.getHref()}?from=${weekAgo}&to=${today}`);
  const section = page.getByRole('region', { name: 'Bank transfers' });
  const table = section.getByRole('table', { name: 'Bank transfers received' });
  await expect(table.getByRole('row', { name: /Transfers received/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Provider fees/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Credited to wallets by themselves/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Exceptions not yet assigned/ })).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Received = credited \+ assigned \+ reversed \+ exceptions/ }),
  ).toContainText('Agrees');
  await expect(page.getByRole('button', { name: 'Click here to Print' })).toBeEnabled();
});
