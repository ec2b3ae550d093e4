import { endsWith, expect, paths, test } from './support.js';

// Issue 15 §3 and §2: what a new officer trips on, guarded in the browser against the real server.

test('a bursar setting a wallet below zero confirms the debt with a reason, which the statement keeps @phone', async ({
  page,
  createStudent,
  createOfficer,
  login,
}) => {
  const student = await createStudent();
  await login(await createOfficer('bursar'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.goto(paths.admin.allPortalWallets.getHref());
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
  login,
}) => {
  await login(await createOfficer('bursar'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.goto(paths.admin.manageAdminCharges.getHref());
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

test('a second lecturer of the same name gets a numbered username, shown on creation (issue 15 §6)', async ({
  page,
  createOfficer,
  login,
}) => {
  await login(await createOfficer('ict'));
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.goto(paths.admin.manageFaculty.getHref());
  // A name of this run's own, so that reruns against the same database stay independent.
  const surname = `Twin${Date.now().toString(36).replace(/\d/g, '')}`;
  const usernames: string[] = [];
  for (const phone of ['08031110001', '08031110002']) {
    await page.getByRole('button', { name: 'Create Faculty Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Faculty Account' });
    await dialog.getByLabel('Title').selectOption('Dr.');
    await dialog.getByLabel('Surname').fill(surname);
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Gender').selectOption('Female');
    await dialog.getByLabel('Phone Number').fill(phone);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const created = page.getByRole('dialog', { name: 'Faculty account was created successfully!' });
    await expect(created).toBeVisible();
    usernames.push(await created.locator('code').first().innerText());
    if (usernames.length === 2) {
      await expect(created.getByText(/is already used by a lecturer with the same name/)).toBeVisible();
    }
    await created.getByRole('button', { name: 'Done' }).click();
  }
  const base = `grace.${surname.toLowerCase()}`;
  expect(usernames).toEqual([`${base}@jets.edu.ng`, `${base}2@jets.edu.ng`]);
});

test('the demo shows example bank accounts marked as examples, never a placeholder (issue 15 §4) @phone', async ({
  page,
  createStudent,
  login,
}) => {
  await login(await createStudent());
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.portalWallet.getHref());
  const bank = page.getByRole('region', { name: 'Pay by Bank Transfer' });
  await expect(bank.getByText('Example accounts for this demonstration: do not pay into them.')).toBeVisible();
  await expect(bank.getByRole('listitem')).toHaveCount(2);
  await expect(bank.getByRole('listitem').first()).toContainText(/Example.*\d{10}/);
  await expect(page.getByText(/set BANK_ACCOUNT/)).toHaveCount(0);
});
