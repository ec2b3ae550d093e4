import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** The database the server under test uses (for arranging what a person cannot do by clicking). */
export async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = readFileSync('.tmp/e2e-database-url', 'utf8').trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs `npm run create-admin`'s built entry point against the server's database. */
export function createAdmin(email: string, position: string): string {
  const url = readFileSync('.tmp/e2e-database-url', 'utf8').trim();
  const res = spawnSync(process.execPath, ['apps/api/dist/create-admin.js', '--email', email, '--position', position], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  const password = /One-time password: (\S+)/.exec(res.stdout)?.[1];
  if (res.status !== 0 || !password) throw new Error(`create-admin failed: ${res.stdout}${res.stderr}`);
  return password;
}

export async function signInAs(
  page: Page,
  portal: 'student' | 'admin' | 'faculty',
  username: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`/${portal}/login`);
  await page.getByLabel(portal === 'student' ? 'Student ID' : 'Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function openMenu(page: Page) {
  // Let the screen finish routing first: a navigation closes the menu, as it should.
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  return menu;
}

export async function menuLabels(page: Page): Promise<string[]> {
  const menu = await openMenu(page);
  const labels = await menu.getByRole('link').allInnerTexts();
  await page.getByRole('button', { name: 'Close menu' }).click();
  return labels.map((l) => l.trim());
}
