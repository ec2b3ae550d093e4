import sharp from 'sharp';
import { endsWith, expect, paths, test, withDatabase } from './support.js';

/** A photo as a student would pick it: a 900x700 JPEG (not square, so the crop matters). */
async function portraitPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 40, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();
}

const newPassword = 'my-own-password-1';

test('a new student goes from the landing page to a complete profile @phone', async ({ page }, testInfo) => {
  const id = testInfo.project.name === 'phone' ? 'E2E02' : 'E2E01';
  await page.goto(paths.home.getHref());
  await page.getByRole('link', { name: 'Create Student Profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Student Profile' })).toBeVisible();
  await page.getByLabel('Surname').fill('Okonkwo');
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Phone Number').fill('08061112233');
  await page.getByLabel('Student ID').fill(id.toLowerCase());
  await page.getByLabel('Mode of Study').selectOption('in_person');
  await page.getByRole('button', { name: 'Create Profile' }).click();

  await expect(page).toHaveURL(endsWith(paths.student.profileCreated.getHref()));
  await expect(page.getByText('Your profile has been created.')).toBeVisible();
  const defaultPassword = (await page.locator('#default-password').innerText()).trim();
  expect(defaultPassword).toMatch(/^[A-Za-z2-9]{10}$/);
  expect(page.url()).not.toContain(defaultPassword);

  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.getByLabel('Student ID').fill(id);
  await page.getByLabel('Password', { exact: true }).fill(defaultPassword);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(endsWith(paths.student.changeDefaultPassword.getHref()));
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(endsWith(paths.student.completeProfile.getHref()));
  await page.getByLabel('Ledger Number').fill(`jets/l/2026/${id}`);
  await page.getByLabel('Date of Birth').fill('1998-03-14');
  await page.getByLabel('State of Origin').fill('Plateau');
  await page.getByLabel('Country of Origin').selectOption('Nigeria');
  await page.getByLabel('Denomination').selectOption('ECWA');
  await page.getByLabel('Local Church').fill('ECWA Good News Church, Jos');
  await page.getByLabel('Name of Pastor').fill('Rev. Yohanna Dung');
  await page.getByLabel('Do you work full-time?').selectOption('no');
  await page.getByLabel('Ministry').fill('Youth ministry');
  await page.getByLabel('Year of Admission').selectOption('2026');
  await page.getByLabel('Programme Category').selectOption('Masters Programme');
  await page.getByLabel('Programme', { exact: true }).selectOption('MA in Old Testament');
  await page.getByLabel('Faculty').selectOption('Faculty of Biblical Studies');
  await page.getByLabel('Department').selectOption('Old Testament');
  await expect(page.getByLabel('Affiliation').locator('option', { hasText: 'Yes' })).toHaveCount(0);
  await page.getByLabel('Affiliation').selectOption('no');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(endsWith(paths.student.passport.getHref()));
  await page
    .getByLabel('Passport Photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portraitPhoto() });
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await page.getByRole('button', { name: 'Use this crop' }).click();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeEnabled();
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(endsWith(paths.student.profile.getHref()));
  await expect(page.getByText(`grace.${id.toLowerCase()}@jets.edu.ng`)).toBeVisible();
  await expect(page.getByText(`JETS/PG/26/OT/${id}`)).toBeVisible();
  const photo = page.getByRole('img', { name: /Passport photograph of/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);
  await expect(page.getByRole('link', { name: 'Change Passport' })).toBeVisible();
});

test('a lost password is recovered with the code sent by SMS, and only with it', async ({
  page,
  createStudent,
  ensureDownload,
}) => {
  const student = await createStudent();
  await ensureDownload('School Calendar');
  await page.goto(paths.student.login.getHref());
  await page.getByRole('link', { name: 'Reset it' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Student ID').fill(student.username);
  await page.getByLabel(/Phone Number/).fill(student.phoneNumber!.slice(1));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(/a 6-digit code has been sent by SMS/)).toBeVisible();

  const code = await withDatabase(async (db) => {
    const r = await db.query(
      `select body from sms_messages where purpose = 'password-reset' and to_phone = $1 order by id desc limit 1`,
      [`+234${student.phoneNumber!.slice(1)}`],
    );
    return /(\d{6})/.exec(r.rows[0]?.body ?? '')?.[1];
  });
  expect(code).toMatch(/^\d{6}$/);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByLabel('New Password').fill('recovered-pass-2');
  await page.getByLabel('Confirm Password').fill('recovered-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not valid or has expired.');

  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password Reset Successful' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.login.getHref()));

  await page.getByLabel('Student ID').fill(student.username);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
  await page.getByLabel('Password', { exact: true }).fill('recovered-pass-2');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await expect(page.getByRole('link', { name: 'School Calendar' })).toBeVisible();
});
