import { endsWith, expect, paths, test } from './support.js';

test('a student tops up through the sandbox checkout and sees the credit and the statement line @phone', async ({
  page,
  createStudent,
  login,
}, testInfo) => {
  const amount = testInfo.project.name === 'phone' ? '2500' : '7500';
  await login(await createStudent());
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.portalWallet.getHref());
  await expect(page.getByRole('heading', { name: 'Portal Wallet' })).toBeVisible();
  const before = await page.getByTestId('wallet-balance').innerText();

  await page.getByLabel('Amount (NGN)').fill('5,000');
  await expect(page.getByText('*Invalid')).toBeVisible();
  await page.getByLabel('Amount (NGN)').fill(amount);
  await page.getByRole('button', { name: 'Pay with Card or Bank' }).click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await expect(page.getByText(/Sandbox Payment Gateway/).first()).toBeVisible();
  await expect(page.getByText(`₦${Number(amount).toLocaleString('en-NG')}.00`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay (simulate success)' }).click();

  await expect(page).toHaveURL(/\/student\/portal-wallet/);
  await expect(page.getByText('Transaction Successful! Your account balance has been credited!')).toBeVisible();
  await expect(page).toHaveURL(endsWith(paths.student.portalWallet.getHref()));
  await expect(page.getByTestId('wallet-balance')).not.toHaveText(before);
  const statement = page.getByRole('region', { name: 'Statement' });
  await expect(statement.getByText(`+₦${Number(amount).toLocaleString('en-NG')}.00`).first()).toBeVisible();
  await expect(statement.getByText(/Online top-up/).first()).toBeVisible();
  // issue 9: the top-up is listed with its state
  const topUps = page.getByRole('region', { name: 'Top-ups' });
  await expect(topUps.getByText('Credited', { exact: true })).toBeVisible();
  await expect(topUps.getByText('Added to your portal wallet.')).toBeVisible();
});

test('a declined payment credits nothing and says so', async ({ page, createStudent, login }) => {
  await login(await createStudent());
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.portalWallet.getHref());
  const before = await page.getByTestId('wallet-balance').innerText();
  await page.getByLabel('Amount (NGN)').fill('1000');
  await page.getByRole('button', { name: 'Pay with Card or Bank' }).click();
  await page.getByRole('button', { name: 'Decline (simulate failure)' }).click();
  await expect(page.getByText('Verification Failed. Try Again or Contact the ICT.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(before);
  // issue 9: the declined top-up is listed as failed, nothing credited
  const topUps = page.getByRole('region', { name: 'Top-ups' });
  await expect(topUps.getByText('Failed', { exact: true })).toBeVisible();
  await expect(
    topUps.getByText('The payment was not successful. Nothing was credited; you may start a new top-up.'),
  ).toBeVisible();
});

test('the bursar sets a balance and the statement shows the adjustment with the bursar’s name', async ({
  page,
  createStudent,
  createOfficer,
  login,
}) => {
  const student = await createStudent();
  const bursar = await createOfficer('bursar');
  await login(bursar);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  await page.goto(paths.admin.allPortalWallets.getHref());
  await expect(page.getByRole('heading', { name: 'Portal Wallets' })).toBeVisible();
  await expect(page.getByText('Portal wallets only apply to registrations.')).toBeVisible();
  await page.getByLabel('Search by name, Student ID or ledger number').fill(student.username);
  const row = page.getByRole('row', { name: new RegExp(student.surname) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByText('Please fill out required field')).toBeVisible();

  await row.getByLabel(/New Balance/).fill('50000');
  await row.getByRole('button', { name: 'Go' }).click();
  const dialog = page.getByRole('dialog', { name: 'Portal Wallet Changed' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(row.getByText('₦50,000.00')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.portalWallet.getHref());
  await expect(page.getByTestId('wallet-balance')).toHaveText('₦50,000.00');
  const statement = page.getByRole('region', { name: 'Statement' });
  await expect(statement.getByText(`${bursar.firstName} ${bursar.surname} (bursar)`).first()).toBeVisible();
  await expect(statement.getByText(/Balance adjustment/).first()).toBeVisible();
});
