import { SMS_NOTICES } from '@portal/domain';
import { endsWith, expect, openMenu, paths, test, withDatabase } from './support.js';

/**
 * Issue 29 "Done when": a student with no card sees their own account number, "sends" ₦50,000
 * through the sandbox bank, and the wallet shows it with an SMS in the outbox.
 */
test('a student gets their own account number and a transfer to it reaches the wallet @phone', async ({
  page,
  createStudent,
  login,
}) => {
  const student = await createStudent();
  await login(student);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto(paths.student.portalWallet.getHref());
  const before = await page.getByTestId('wallet-balance').innerText();

  // The general accounts show until the student has their own.
  await expect(page.getByRole('region', { name: 'Pay by Bank Transfer' })).toBeVisible();
  await page.getByRole('button', { name: 'Get my account number' }).click();
  const own = page.getByTestId('own-account');
  await expect(own).toContainText('Pay by bank transfer to your own account: Wema Bank, ');
  await expect(own).toContainText('Transfers reach your portal wallet within minutes.');
  await expect(page.getByRole('region', { name: 'Pay by Bank Transfer' })).toBeHidden();
  const accountNumber = /Wema Bank, (\d{10}),/.exec(await own.innerText())![1]!;

  await page.getByRole('link', { name: /send a transfer to this account/ }).click();
  await expect(page).toHaveURL(endsWith(paths.sandboxGateway.transfer.getHref()));
  await page.getByLabel('Account number').fill(accountNumber);
  await page.getByLabel('Amount (NGN)').fill('50000');
  await page.getByLabel('Sender name').fill('ADAMU J.');
  await page.getByLabel('Sender bank').fill('GTBank');
  await page.getByRole('button', { name: 'Send transfer' }).click();
  await expect(page.getByText(/was credited to the portal wallet/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to the Portal Wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).not.toHaveText(before);
  const statement = page.getByRole('region', { name: 'Statement' });
  await expect(statement.getByText('+₦50,000.00').first()).toBeVisible();
  await expect(statement.getByText('Bank transfer from ADAMU J., GTBank').first()).toBeVisible();

  // The SMS is sent in the background, right after the credit.
  const smsBodies = () =>
    withDatabase(async (client) => {
      const sms = await client.query<{ body: string }>(
        `select s.body from sms_messages s join users u on u.custom_id = s.user_id
          where u.username = $1 and s.purpose = 'bank-transfer'`,
        [student.username],
      );
      return sms.rows.map((r) => r.body);
    });
  await expect.poll(smsBodies).toEqual([SMS_NOTICES.bankTransferCredited(5_000_000)]);
});

/**
 * Issue 29 §2: the demo's transfer whose amount could not be read (to 64004's account, from BALA
 * T.). The bursar checks the bank statement and assigns it with the amount; the student's wallet
 * statement shows the transfer.
 */
test('the bursar assigns a transfer whose amount could not be read, giving the amount; the student sees it', async ({
  page,
  browser,
  login,
  createOfficer,
  createStudent,
}) => {
  const bursar = await createOfficer('bursar');
  const student = await createStudent();
  await login(bursar);
  await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Capture/Query Receipt' }).click();
  const card = page.getByRole('region', { name: 'Bank Transfer Exceptions' });
  const item = card.getByRole('listitem').filter({ hasText: 'SBX-TRF-DEMO00000004' });
  await expect(item.getByText('Unreadable: check the bank statement')).toBeVisible();
  await expect(item.getByText('BALA T., Zenith Bank')).toBeVisible();
  // Only this transfer asks for the amount; the other exception's amount was read.
  await expect(
    card.getByRole('listitem').filter({ hasText: 'SBX-TRF-DEMO00000003' }).getByLabel('Amount (₦)'),
  ).toHaveCount(0);

  await item.getByLabel('Student ID').fill(student.username);
  await item.getByLabel('Amount (₦)').fill('25,00');
  await expect(item.getByText('*Invalid')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Assign to student' })).toBeDisabled();
  await item.getByLabel('Amount (₦)').fill('25,000');
  await item.getByRole('button', { name: 'Assign to student' }).click();
  await expect(item).toHaveCount(0);

  const studentContext = await browser.newContext();
  try {
    const studentPage = await studentContext.newPage();
    await login(student, studentPage);
    await studentPage.goto(paths.student.portalWallet.getHref());
    const statement = studentPage.getByRole('region', { name: 'Statement' });
    await expect(statement.getByText('+₦25,000.00').first()).toBeVisible();
    await expect(statement.getByText('Bank transfer from BALA T., Zenith Bank')).toBeVisible();
  } finally {
    await studentContext.close();
  }
});
