import type { Page } from '@playwright/test';
import { STEP_FIRST_STORAGE_KEY } from '../../apps/web/src/lib/session.js';
import { endsWith, expect, failOnErrors, paths, test, type Login, type TestStudent } from './support.js';

// The landing and login pages are prerendered at build time and hydrated by React; a deep link
// starts its data requests together with the session check (docs/decisions/0010).

const LOGIN_PAGES = [
  { path: paths.student.login.getHref(), title: 'Student Access', username: 'Student ID' },
  { path: paths.admin.login.getHref(), title: 'Admin Access', username: 'Username' },
  { path: paths.faculty.login.getHref(), title: 'Faculty Access', username: 'Username' },
] as const;

/** The public student forms, prerendered too. */
const PUBLIC_FORMS = [
  { path: paths.student.createProfile.getHref(), title: 'Create Student Profile', wrongIdMessage: '*Invalid' },
  { path: paths.student.resetPassword.getHref(), title: 'Reset Password', wrongIdMessage: '*Required' },
] as const;

/** Signed-in pages whose HTML arrives with their heading and introduction (config/paths.ts, frames). */
const FRAMED_PAGES: { path: string; title: string; intro: string | null; heading?: string }[] = [
  { path: paths.student.downloads.getHref(), title: 'Downloads', intro: null },
  { path: paths.student.changePassword.getHref(), title: 'Change Password', intro: null },
  {
    path: paths.student.confirmDetails.getHref(),
    title: 'Confirm User Details',
    intro: 'Check your details and choose your department before you register.',
  },
  {
    path: paths.student.accommodationWallet.getHref(),
    title: 'Accommodation Wallet',
    intro: 'Accommodation wallets apply only to hostel accommodation.',
  },
  // A record page: its heading names the semester its address's period id spells.
  {
    path: paths.student.registrationForm.getHref({ periodId: '220252026', customId: 'AB12CD34EF' }),
    title: 'Registration Form',
    heading: 'Registration Form: 2nd Semester, 2025/2026',
    intro: null,
  },
  // A class list: its heading and introduction; nothing of the course in its address.
  {
    path: `${paths.student.classList.getHref({ periodId: '120252026' })}?code=RES+701&title=Research+Methods&hours=3`,
    title: 'Class List',
    intro:
      'The students of this course in this semester: those who registered for it, those who added it during add/drop and those who dropped it.',
  },
];

/** The landing page's four access buttons: links, so that they work before any script runs. */
const ACCESS_BUTTONS = [
  ['Student Access', paths.student.login.getHref()],
  ['Create Student Profile', paths.student.createProfile.getHref()],
  ['Faculty Access', paths.faculty.login.getHref()],
  ['Admin Access', paths.admin.login.getHref()],
] as const;

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows Portal Access and its four buttons', async ({ page }) => {
    await page.goto(paths.home.getHref());
    await expect(page).toHaveTitle('ECWA Theological Seminary, Jos - Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'ECWA Theological Seminary, Jos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Portal Access' })).toBeVisible();
    await expect(page.getByText('Click on the appropriate button below to access the portal.')).toBeVisible();
    for (const [name, href] of ACCESS_BUTTONS) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  for (const login of LOGIN_PAGES) {
    test(`${login.path} shows ${login.title} and its form`, async ({ page }) => {
      await page.goto(login.path);
      await expect(page).toHaveTitle(`${login.title} | ECWA Theological Seminary, Jos - Portal`);
      await expect(page.getByRole('heading', { level: 1, name: login.title })).toBeVisible();
      await expect(page.getByLabel(login.username)).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  }

  for (const form of PUBLIC_FORMS) {
    test(`${form.path} shows ${form.title} and its form`, async ({ page }) => {
      await page.goto(form.path);
      await expect(page).toHaveTitle(`${form.title} | ECWA Theological Seminary, Jos - Portal`);
      await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
      await expect(page.getByLabel('Student ID')).toBeVisible();
    });
  }

  test("other pages get the shell: the portal's frame and 'Wait.. .'", async ({ page }) => {
    await page.goto(paths.admin.dashboard.getHref());
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Wait.. .');
    await expect(page.getByRole('heading')).toHaveCount(0);
  });

  for (const framed of FRAMED_PAGES) {
    test(`${framed.path} arrives with its heading and introduction over 'Wait.. .'`, async ({ page }) => {
      await page.goto(framed.path);
      await expect(page).toHaveTitle(`${framed.title} | ECWA Theological Seminary, Jos - Portal`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: framed.heading ?? framed.title })).toBeVisible();
      if (framed.intro) await expect(main.getByText(framed.intro)).toBeVisible();
      await expect(main.getByRole('status')).toHaveText('Wait.. .');
    });
  }

  test("a print page arrives with its print bar, nothing to print yet, and its note over 'Wait.. .'", async ({
    page,
  }) => {
    await page.goto(paths.student.printRegistrationForm.getHref({ periodId: '120252026', customId: 'AB12CD34EF' }));
    await expect(page).toHaveTitle('Print Registration Form | ECWA Theological Seminary, Jos - Portal');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Click here to Print' })).toBeDisabled();
    await expect(
      main.getByText(
        'Print your registration form on A4 paper and keep a copy. Its QR code lets the Bursary and the Registry check that it is genuine.',
      ),
    ).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Wait.. .');
    await expect(main.getByRole('heading')).toHaveCount(0);
  });
});

test.describe('hydration', () => {
  test('the landing page hydrates without a mismatch, without the form libraries', async ({ page }) => {
    const errors = await failOnErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(paths.home.getHref());
    await page.getByRole('link', { name: 'Student Access', exact: true }).click();
    await expect(page).toHaveURL(endsWith(paths.student.login.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: 'Student Access' })).toBeVisible();
    // The landing page's own first load had no form library; the login page then loaded them.
    const landingScripts = scripts.slice(
      0,
      scripts.findIndex((s) => /\/login-routes-/.test(s)),
    );
    expect(landingScripts.length).toBeGreaterThan(0);
    expect(landingScripts.filter((s) => /\/assets\/(forms|login-form)-/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const login of LOGIN_PAGES) {
    test(`${login.path} hydrates without a mismatch and validates as the user types`, async ({ page }) => {
      const errors = await failOnErrors(page);
      await page.goto(login.path);
      const button = page.getByRole('button', { name: 'Login' });
      await expect(button).toBeDisabled();
      await page
        .getByLabel(login.username)
        .fill(login.path === paths.student.login.getHref() ? 'AB12' : 'not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('password123');
      await expect(page.getByText('*Invalid').first()).toBeVisible();
      await expect(button).toBeDisabled();
      expect(errors).toEqual([]);
    });
  }

  for (const form of PUBLIC_FORMS) {
    test(`${form.path} hydrates without a mismatch and validates as the user types`, async ({ page }) => {
      const errors = await failOnErrors(page);
      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
      await page.getByLabel('Student ID').fill('AB12');
      await expect(page.getByText(form.wrongIdMessage).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the menu button pressed before the page is live opens the menu once it is', async ({ page }) => {
    const errors = await failOnErrors(page);
    await arriveLate(page, '**/assets/app-*.js');
    await page.goto(paths.home.getHref(), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Student Access' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('what is typed before the page is live is validated once it is', async ({ page }) => {
    const errors = await failOnErrors(page);
    await arriveLate(page, '**/assets/login-form-*.js');
    await page.goto(paths.admin.login.getHref(), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await expect(page.getByText('*Invalid').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('what a student types before the page is live is kept, and signs in', async ({ page, createStudent }) => {
    const student = await createStudent();
    const errors = await failOnErrors(page);
    await arriveLate(page, '**/assets/login-form-*.js');
    await page.goto(paths.student.login.getHref(), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Student ID').fill(student.username);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a signed-in page's forms validate within the Content-Security-Policy", async ({
    page,
    createStudent,
    login,
  }) => {
    await login(await createStudent());
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
    const errors = await failOnErrors(page);
    // A deep link: the page's forms (zod schemas with objects) validate as soon as they mount.
    await page.goto(paths.student.portalWallet.getHref());
    const pay = page.getByRole('button', { name: 'Pay with Card or Bank' });
    await page.getByLabel('Amount (NGN)').fill('12x');
    await expect(pay).toBeDisabled();
    await page.getByLabel('Amount (NGN)').fill('5000');
    await expect(pay).toBeEnabled();
    const reference = page.getByRole('textbox', { name: 'Transaction Reference' });
    const verify = page.getByRole('button', { name: 'Verify' });
    await reference.fill('not a reference');
    await expect(verify).toBeDisabled();
    await reference.fill('T12345');
    await expect(verify).toBeEnabled();
    expect(errors).toEqual([]);
  });
});

test.describe('a deep link into a signed-in page', () => {
  // A phone: there the signed-in header has a second row (the greeting), which the frame keeps.
  test.use({ viewport: { width: 360, height: 740 } });

  test("shows the page's heading and introduction before its code arrives, and the page renders in place", async ({
    page,
    createStudent,
    login,
  }) => {
    await signInThenLeave(login, page, await createStudent());
    const errors = await failOnErrors(page);
    await arriveLate(page, '**/assets/app-*.js');

    await page.goto(paths.student.accommodationWallet.getHref(), { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    const intro = main.getByText('Accommodation wallets apply only to hostel accommodation.');
    await expect(main.getByRole('heading', { level: 1, name: 'Accommodation Wallet' })).toBeVisible();
    await expect(intro).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Wait.. .');
    const before = await intro.boundingBox();

    // The page itself: the balance under the same heading and introduction, which did not move.
    await expect(main.getByTestId('wallet-balance')).toHaveText('₦0.00');
    await expect(page.getByRole('banner').getByText(/^Hello, /)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await intro.boundingBox()).toEqual(before);
    expect(errors).toEqual([]);
  });
});

test.describe("a deep link's first render", () => {
  /** Counts the distinct level-1 headings that were ever in <main> (each render of the frame is one). */
  async function countHeadings(page: Page) {
    await page.addInitScript(() => {
      const seen = new Set<Element>();
      (window as unknown as { headingsSeen: Set<Element> }).headingsSeen = seen;
      new MutationObserver(() => {
        document.querySelectorAll('main h1').forEach((h1) => seen.add(h1));
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const headingsSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { headingsSeen: Set<Element> }).headingsSeen.size);

  test('is the page: React does not draw the frame the HTML already shows', async ({ page, createStudent, login }) => {
    await signInThenLeave(login, page, await createStudent());
    const errors = await failOnErrors(page);
    await countHeadings(page);
    await page.goto(paths.student.accommodationWallet.getHref());
    await expect(page.getByRole('main').getByTestId('wallet-balance')).toHaveText('₦0.00');
    // The frame's heading from the HTML, then the page's: no heading of React's fallback between.
    expect(await headingsSeen(page)).toBe(2);
    expect(errors).toEqual([]);
  });

  test("still comes when the page's data is slow, so that the header works meanwhile", async ({
    page,
    createStudent,
    login,
  }) => {
    await signInThenLeave(login, page, await createStudent());
    await page.route('**/api/students/me/wallets', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(paths.student.accommodationWallet.getHref());
    const main = page.getByRole('main');
    // After the first render's wait (3 s), React draws the frame and the header is live.
    await expect(page.getByRole('banner').getByText(/^Hello, /)).toBeVisible({ timeout: 5000 });
    await expect(main.getByRole('status')).toHaveText('Wait.. .');
    await expect(main.getByTestId('wallet-balance')).toHaveText('₦0.00', { timeout: 10_000 });
  });
});

/**
 * Signs a fresh student in (they land on Downloads), then leaves for a blank page, so that the
 * test's next address is a deep link and none of Downloads' requests is counted as its own.
 */
async function signInThenLeave(login: Login, page: Page, student: TestStudent) {
  await login(student, page);
  await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));
  await page.goto('about:blank');
}

/** A slow network: the files matching `glob` arrive a second after they are asked for. */
async function arriveLate(page: Page, glob: string) {
  await page.route(glob, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

/** When each API request started and finished, by path. */
function recordApiTimes(page: Page) {
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    const path = pathOf(request.url());
    if (path.startsWith('/api/') && !started.has(path)) started.set(path, Date.now());
  });
  page.on('requestfinished', (request) => {
    const path = pathOf(request.url());
    if (path.startsWith('/api/') && !finished.has(path)) finished.set(path, Date.now());
  });
  return { started, finished };
}

/**
 * The session check answers a second late, as on a slow network. The page signed in first is left
 * for a blank one, so none of its requests still on their way is counted as the deep link's; but
 * only once its own session check has told this browser the user has no step to take first (only
 * then does a screen ask for its data alongside the check: lib/session.ts, issue 27 §8).
 */
async function delaySessionCheck(page: Page) {
  await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, STEP_FIRST_STORAGE_KEY);
  await page.goto('about:blank');
  await arriveLate(page, '**/api/auth/me');
}

test.describe('a deep link', () => {
  test("a student's screen requests its data without waiting for the session check", async ({
    page,
    createStudent,
    login,
  }) => {
    await login(await createStudent());
    await expect(page).toHaveURL(endsWith(paths.student.downloads.getHref()));

    await delaySessionCheck(page);
    const times = recordApiTimes(page);
    await page.goto(paths.student.libraryResources.getHref());
    await expect(page.getByRole('heading', { level: 1, name: 'Library Resources' })).toBeVisible();
    // The heading arrives with the HTML (the page's frame); the page is there once 'Wait.. .' goes.
    await expect(page.getByText('Wait.. .')).toHaveCount(0);

    const me = times.finished.get('/api/auth/me');
    const data = times.started.get('/api/library-resources');
    expect(me).toBeDefined();
    expect(data).toBeDefined();
    expect(data!).toBeLessThan(me!);
  });

  test('Course Fees requests the periods and the fees while the session check is on its way', async ({
    page,
    browser,
    createOfficer,
    login,
  }) => {
    // A period whose fees the screen shows (the demo data has none).
    const registrar = await browser.newPage();
    await login(await createOfficer('registrar'), registrar);
    await expect(registrar).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    const created = await registrar.request.post('/api/periods', {
      data: { semester: '2nd', session: '2032/2033', season: 'regular' },
    });
    expect([200, 201, 409]).toContain(created.status());
    await registrar.close();

    await login(await createOfficer('bursar'));
    await expect(page).toHaveURL(endsWith(paths.admin.dashboard.getHref()));
    await delaySessionCheck(page);
    const times = recordApiTimes(page);
    await page.goto(paths.admin.manageCourseFees.getHref());
    await expect(page.getByRole('heading', { level: 1, name: 'Course Fees' })).toBeVisible();
    await expect(page.getByRole('group', { name: /Undergraduate/ })).toBeVisible();

    const me = times.finished.get('/api/auth/me')!;
    const periods = times.started.get('/api/periods')!;
    const fees = [...times.started].find(([path]) => path.startsWith('/api/course-fees/'))?.[1];
    expect(me).toBeDefined();
    expect(periods).toBeLessThan(me);
    expect(fees).toBeDefined();
    expect(fees!).toBeLessThan(me);
  });
});
