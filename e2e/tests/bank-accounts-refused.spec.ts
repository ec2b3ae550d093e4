import { randomBytes } from 'node:crypto';
import { insertDedicatedAccountIfAbsent, updateDedicatedAccount } from '@portal/db';
import { OWN_ACCOUNT_TEXTS } from '@portal/domain';
import { endsWith, expect, paths, test, withDatabase } from './support.js';

/**
 * Issue 29 §1 "tell ict": a student's own account refused by the provider shows on the ict
 * dashboard (not only in the server's log), while the student sees the general accounts.
 */
test('the ict dashboard tells of a bank account the provider refused; the student sees the general accounts', async ({
  page,
  browser,
  database,
  createStudent,
  createOfficer,
  login,
}) => {
  const student = await createStudent();
  const reason = `Invalid key ${randomBytes(4).toString('hex')}`;
  await insertDedicatedAccountIfAbsent(database.db, { userId: student.customId, provider: 'paystack' });
  await updateDedicatedAccount(database.db, student.customId, { status: 'failed', failureReason: reason });
  try {
    const ict = await createOfficer('ict');
    await login(ict);
    await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    const notice = page.getByText(/^Bank accounts: /);
    await expect(notice).toHaveText(
      new RegExp(
        `^Bank accounts: \\d+ students?'s? own account numbers? (was|were) refused by the provider \\(latest \\d+ \\w+ \\d{4}, \\d\\d:\\d\\d WAT: ${reason}\\)\\. .* Fix the cause, then run npm run bank-accounts\\.$`,
      ),
    );

    const studentPage = await (await browser.newContext()).newPage();
    await login(student, studentPage);
    await studentPage.goto(paths.student.portalWallet.getHref());
    await expect(studentPage.getByRole('region', { name: 'Pay by Bank Transfer' })).toBeVisible();
    await expect(studentPage.getByText(OWN_ACCOUNT_TEXTS.unavailable)).toBeVisible();
  } finally {
    // Other journeys share the database: the demo's dashboard stays without the notice.
    await withDatabase((client) =>
      client.query('delete from dedicated_accounts where user_id = $1', [student.customId]),
    );
  }
});
