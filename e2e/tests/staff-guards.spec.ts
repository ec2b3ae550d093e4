import { expect, signIn, test } from './support.js';

// Issue 15 §3 and §2: what a new officer trips on, guarded in the browser against the real server.

test('a bursar setting a wallet below zero confirms the debt with a reason, which the statement keeps @phone', async ({
  page,
  createStudent,
  createOfficer,
}) => {
  const student = await createStudent();
  await signIn(page, await createOfficer('bursar'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/all-portal-wallets');
  await page.getByLabel('Search by name, Student ID or ledger number').fill(student.username);
  const row = page.getByRole('row', { name: new RegExp(student.surname) });
  await expect(row).toBeVisible();

  await row.getByLabel(/New Balance/).fill('-5');
  await row.getByRole('button', { name: 'Go' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Negative Balance' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Current balance')).toBeVisible();
  await expect(confirm.locator('dd')).toHaveText(['₦0.00', '-₦5.00', '-₦5.00']);
  const setNegative = confirm.getByRole('button', { name: 'Set Negative Balance' });
  await expect(setNegative).toBeDisabled();

  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('₦0.00')).toBeVisible();

  await row.getByRole('button', { name: 'Go' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Reason').fill('Unpaid library fine');
  await setNegative.click();
  const changed = page.getByRole('dialog', { name: 'Portal Wallet Changed' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'Ok' }).click();
  await expect(row.getByText('-₦5.00')).toBeVisible();

  await row.getByRole('button', { name: /^Statement of/ }).click();
  const statement = page.getByRole('dialog', { name: /^Statement:/ });
  await expect(statement.getByText('Unpaid library fine')).toBeVisible();
});

test('Input New Charge of an item that exists is refused with the amounts, and nothing changes', async ({
  page,
  createOfficer,
}) => {
  await signIn(page, await createOfficer('bursar'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/manage-admin-charges');
  const ugNew = page.getByRole('region', { name: 'Undergraduate New Student Charges' });
  const sugRow = ugNew
    .getByRole('table', { name: /In person/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'SUG', exact: true }) });
  await expect(sugRow).toContainText('₦3,000.00');

  await page.getByRole('button', { name: 'Input New Charge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Input New Charge' });
  await dialog.getByLabel('Level').selectOption('Undergraduate');
  await dialog.getByLabel('New or Returning').selectOption('New');
  await dialog.getByLabel('Item').selectOption('SUG');
  await dialog.getByLabel('Amount (NGN)').fill('3500');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const exists = page.getByRole('alertdialog', { name: 'Charge Already Exists' });
  await expect(exists).toBeVisible();
  await expect(
    exists.getByText(
      'SUG already exists for this level, new or returning and mode of study. Use Edit to change its amount.',
    ),
  ).toBeVisible();
  await expect(exists.getByText('₦3,000.00')).toBeVisible();
  await expect(exists.getByText('₦3,500.00')).toBeVisible();
  await expect(page.getByText('Action was Successful!')).toBeHidden();

  await exists.getByRole('button', { name: 'Cancel' }).click();
  await expect(exists).toBeHidden();
  await page.reload();
  await expect(sugRow).toContainText('₦3,000.00');
});
