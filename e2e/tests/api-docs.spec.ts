import type { Locator, Page } from '@playwright/test';
import { expect, failOnErrors, test } from './support.js';

// The API document in its viewer at /api/docs (Swagger UI served by the portal, under the
// portal's own CSP: docs/decisions/0032-api-docs-viewer.md).

const DOCS = '/api/docs';
const WALLETS = '/api/students/me/wallets';
const LOGOUT = '/api/auth/logout';
const SIGN_IN = '/api/auth/student/login';

interface Operation {
  security?: unknown[];
  responses?: Record<string, unknown>;
}
interface ApiDocument {
  info: { title: string };
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Everything that goes wrong on the page: console errors, uncaught errors and CSP violations
 * (failOnErrors), and every file of the page (document, script, style, image, font) or the
 * document itself answered with an error or not loaded at all.
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems = await failOnErrors(page);
  const watched = (url: string, type: string) =>
    type !== 'fetch' && type !== 'xhr' ? true : url.endsWith(`${DOCS}/json`);
  page.on('response', (response) => {
    const request = response.request();
    if (watched(response.url(), request.resourceType()) && response.status() >= 400)
      problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (watched(request.url(), request.resourceType()))
      problems.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  return problems;
}

/** The operations as a person sees them, scrolling the whole list (Swagger UI draws what is in view). */
async function operationsShown(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let lastY = -1; ;) {
    const shown = await page
      .locator('.opblock')
      .evaluateAll((blocks) =>
        blocks.map(
          (b) =>
            `${b.querySelector('.opblock-summary-method')?.textContent} ${(b.querySelector('.opblock-summary-path') as HTMLElement | null)?.dataset.path}`,
        ),
      );
    for (const operation of shown) seen.add(operation);
    const y = await page.evaluate(() => window.scrollY);
    if (y === lastY) return seen;
    lastY = y;
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
}

/**
 * One operation of the list, found with the viewer's filter, opened (the viewer remembers it
 * open). The list is drawn again after the filter changes, so the click is retried until the
 * operation's body shows.
 */
async function openOperation(page: Page, filter: string, method: 'get' | 'post', path: string): Promise<Locator> {
  await page.getByPlaceholder('Filter by tag').fill(filter);
  const operation = page.locator(`.opblock-${method}`).filter({ has: page.locator(`[data-path="${path}"]`) });
  await expect(async () => {
    const control = operation.locator('.opblock-summary-control');
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
    await expect(operation.locator('.opblock-body')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return operation;
}

/** "Execute" (after "Try it out"): the status the portal answered, as the viewer shows it. */
async function execute(operation: Locator): Promise<Locator> {
  await operation.getByRole('button', { name: 'Execute' }).click();
  return operation.locator('.live-responses-table tbody .response-col_status').first();
}

test('the API document opens in its viewer with every operation, its security and its answers, nothing refused', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  const document = (await (await page.request.get(`${DOCS}/json`)).json()) as ApiDocument;
  await page.goto(DOCS);
  await expect(page.getByRole('heading', { name: document.info.title })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();

  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(operations.length).toBeGreaterThan(100);
  const shown = await operationsShown(page);
  expect(operations.filter((operation) => !shown.has(operation))).toEqual([]);
  expect(problems).toEqual([]);

  // A known operation: its security requirement (the padlock) and every answer the document lists.
  await page.evaluate(() => window.scrollTo(0, 0));
  const documented = document.paths[WALLETS]!.get!;
  const wallets = await openOperation(page, 'wallets', 'get', WALLETS);
  const needsSession = (documented.security ?? document.security ?? []).length > 0;
  await expect(wallets.locator('.opblock-summary .authorization__btn')).toHaveCount(needsSession ? 1 : 0);
  // Its name as a generated client calls it, shown beside the path (decision 0031).
  await expect(wallets.locator('.opblock-summary-operation-id')).toHaveText('getMyWallets');
  const statuses = Object.keys(documented.responses ?? {});
  expect(statuses).toContain('200');
  for (const status of statuses) await expect(wallets.locator(`tr.response[data-code="${status}"]`)).toBeVisible();

  expect(problems).toEqual([]);
});

test('"Try it out" signs in, reads and writes with the browser\'s own session cookie, same origin', async ({
  page,
  createStudent,
}) => {
  const student = await createStudent();
  const problems = await watchProblems(page);
  await page.goto(DOCS);
  await expect(page.locator('.opblock').first()).toBeVisible();

  // Signing in from the viewer: the answer's Set-Cookie (HttpOnly) is kept by the browser.
  const signIn = await openOperation(page, 'auth', 'post', SIGN_IN);
  await signIn.getByRole('button', { name: 'Try it out' }).click();
  await signIn
    .locator('textarea.body-param__text')
    .fill(JSON.stringify({ username: student.username, password: student.password }));
  await expect(await execute(signIn)).toHaveText('200');
  expect((await page.context().cookies()).find((c) => c.name === 'portal_session')?.httpOnly).toBe(true);

  const wallets = await openOperation(page, 'wallets', 'get', WALLETS);
  await wallets.getByRole('button', { name: 'Try it out' }).click();
  await expect(await execute(wallets)).toHaveText('200');
  expect(problems).toEqual([]);

  // A write from the viewer carries this origin and passes the same-origin rule: the session ends.
  const logout = await openOperation(page, 'auth', 'post', LOGOUT);
  await logout.getByRole('button', { name: 'Try it out' }).click();
  await expect(await execute(logout)).toHaveText('200');
  await openOperation(page, 'wallets', 'get', WALLETS);
  await expect(await execute(wallets)).toHaveText(/^401\b/);
});
