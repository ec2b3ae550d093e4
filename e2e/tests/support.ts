import { randomBytes, randomInt, scrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import pg from 'pg';
import sharp from 'sharp';
import {
  findDownloadByTitle,
  insertDownload,
  insertPeriod,
  insertPeriodIfAbsent,
  insertStudent,
  insertStudentWallets,
  insertUser,
  openDatabase,
  type Database,
  type DatabaseHandle,
  type NewStudentRow,
} from '@portal/db';
import {
  homeForRole,
  matriculationNumber,
  periodId,
  sessionUserSchema,
  studentEmail,
  type AdminPosition,
  type ProgrammeCategory,
  type StudentStatus,
} from '@portal/domain';
import { authApiPaths } from '../../apps/web/src/config/auth-api-paths.js';
import { paths } from '../../apps/web/src/config/paths.js';
import { SESSION_STORAGE_KEY } from '../../apps/web/src/lib/session.js';

/**
 * Fixtures for the browser journeys (after epic-stack's): every test creates the accounts and
 * records it uses, with names and ids of its own, straight in the database of the server under
 * test. Journeys therefore depend neither on one another nor on the demo data, and run in
 * parallel. Only `demo.spec.ts` signs in with the demo logins, which are part of the product.
 */

/** The demo password printed at start (demo mode only). */
export const DEMO_PASSWORD = 'demo-pass-2026';
const INSTITUTION_DOMAIN = 'jets.edu.ng';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The database the server under test uses, as `e2e/start-e2e-server.mjs` wrote it down. */
function databaseUrl(): string {
  return readFileSync(`${repoRoot}.tmp/e2e-database-url`, 'utf8').trim();
}

/** The database the server under test uses (for arranging what a person cannot do by clicking). */
export async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs `npm run create-admin`'s built entry point against the server's database. */
export function createAdmin(email: string, position: string): string {
  const res = spawnSync(
    process.execPath,
    [`${repoRoot}apps/api/dist/create-admin.js`, '--email', email, '--position', position],
    { env: { ...process.env, DATABASE_URL: databaseUrl() }, encoding: 'utf8', cwd: repoRoot },
  );
  const password = /One-time password: (\S+)/.exec(res.stdout)?.[1];
  if (res.status !== 0 || !password) throw new Error(`create-admin failed: ${res.stdout}${res.stderr}`);
  return password;
}

/**
 * A password hash the server accepts: the pre-argon2id format `scrypt$N$r$p$salt$key`, which the
 * server still verifies (reading the cost from the hash, so a cheap one will do) and re-hashes
 * with argon2id at the first sign-in (apps/api/src/lib/password-hasher.ts).
 */
async function hashPassword(password: string): Promise<string> {
  const N = 1024;
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N, r: 8, p: 1 }, (err, k) => (err ? reject(err) : resolve(k))),
  );
  return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Letters for made-up names and ids: no vowels, D, G or K, so that no name can contain a word a
// journey looks for in an accessible name ("Go", "Ok", "Add", "Open"...), which matches substrings.
const LETTERS = 'BCFHJMNPQRTVWXZ';
const tag = (length: number) => Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join('');
const digits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const SURNAMES = ['ADEYEMI', 'BALA', 'CHUKWU', 'LAWAL', 'NWOSU', 'PAM', 'YUSUF', 'ZAMANI'];
const FIRST_NAMES = ['Amina', 'Daniel', 'Esther', 'Ibrahim', 'Joy', 'Naomi', 'Paul', 'Ruth', 'Samuel'];

/** A user's public id as the server makes them (apps/api/src/lib/tokens.ts): 10 characters, no look-alikes. */
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCustomId = () => Array.from({ length: 10 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

/** A surname no other test uses (upper case, as the portal stores surnames). */
const uniqueSurname = () => `${pick(SURNAMES)}${tag(5)}`;

export interface TestAccount {
  customId: string;
  /** What the person types at the login: Student ID or e-mail. */
  username: string;
  password: string;
  surname: string;
  firstName: string;
  phoneNumber: string | null;
}

export interface StudentOptions {
  /** Onboarding status (default `complete`). */
  status?: StudentStatus;
  modeOfStudy?: 'in_person' | 'virtual';
}

export interface TestStudent extends TestAccount {
  status: StudentStatus;
  /** Present from `upload passport` on (the student record is made at Complete Profile). */
  email: string | null;
  matriculationNumber: string | null;
}

export interface TestOfficer extends TestAccount {
  office: AdminPosition;
}

export interface TestLecturer extends TestAccount {
  title: string;
}

/** Any account a fixture made. */
export type TestUser = TestStudent | TestOfficer | TestLecturer;

export interface TestSession {
  /** e.g. `2047/2048` */
  session: string;
  /** Period ids of its 1st and 2nd semesters, e.g. `120472048`. */
  first: string;
  second: string;
}

/** Student record of a student past Complete Profile (a Masters student in Old Testament). */
const STUDENT_RECORD: Omit<NewStudentRow, 'customId' | 'email' | 'matriculationNumber' | 'ledgerNumber'> = {
  dateOfBirth: '1995-06-01',
  stateOfOrigin: 'Plateau',
  countryOfOrigin: 'Nigeria',
  denomination: 'ECWA',
  localChurch: 'ECWA Good News Church, Jos',
  nameOfPastor: 'Rev. Yohanna Dung',
  workFulltime: 'no',
  ministry: 'Youth ministry',
  yearOfAdmission: 2025,
  programmeCategory: 'Masters Programme',
  programme: 'MA in Old Testament',
  faculty: 'Faculty of Biblical Studies',
  department: 'Old Testament',
  affiliationStatus: 'no',
  specialStudentCategory: null,
};

async function insertTestStudent(db: Database, options: StudentOptions = {}): Promise<TestStudent> {
  const status = options.status ?? 'complete';
  const modeOfStudy = options.modeOfStudy ?? 'in_person';
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const passwordHash = await hashPassword(password);
  // Student IDs are 5 letters or digits; "Z" and four letters keep clear of the demo's 640xx.
  // That is 456,976 IDs for the few hundred students of a run: two journeys drew the same one
  // once, so an ID already taken is drawn again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertTestStudentAs(db, `Z${tag(4)}`, { status, modeOfStudy, password, passwordHash });
    } catch (error) {
      if (attempt >= 5 || !isUsernameTaken(error)) throw error;
    }
  }
}

/** Whether `error` (drizzle's, or its cause) is a second user with a username already taken. */
function isUsernameTaken(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { constraint?: string }).constraint === 'users_username_unique') return true;
  }
  return false;
}

async function insertTestStudentAs(
  db: Database,
  username: string,
  {
    status,
    modeOfStudy,
    password,
    passwordHash,
  }: {
    status: StudentStatus;
    modeOfStudy: NonNullable<StudentOptions['modeOfStudy']>;
    password: string;
    passwordHash: string;
  },
): Promise<TestStudent> {
  const surname = uniqueSurname();
  const firstName = pick(FIRST_NAMES);
  const phoneNumber = `080${digits(8)}`;
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      customId: newCustomId(),
      username,
      role: 'student',
      status,
      surname,
      firstName,
      gender: 'Female',
      phoneNumber,
      modeOfStudy,
      passwordHash,
    });
    let email: string | null = null;
    let matric: string | null = null;
    if (status === 'upload passport' || status === 'complete') {
      email = studentEmail(firstName, user.username, modeOfStudy, { domain: INSTITUTION_DOMAIN });
      matric = matriculationNumber({
        category: STUDENT_RECORD.programmeCategory as ProgrammeCategory,
        programme: STUDENT_RECORD.programme,
        yearOfAdmission: STUDENT_RECORD.yearOfAdmission,
        studentId: user.username,
      });
      await insertStudent(tx, {
        ...STUDENT_RECORD,
        customId: user.customId,
        ledgerNumber: `JETS/L/2025/${user.username}`,
        email,
        matriculationNumber: matric,
      });
      await insertStudentWallets(tx, user.customId);
    }
    return {
      customId: user.customId,
      username: user.username,
      password,
      surname,
      firstName,
      phoneNumber,
      status,
      email,
      matriculationNumber: matric,
    };
  });
}

async function insertTestOfficer(db: Database, office: AdminPosition): Promise<TestOfficer> {
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const surname = uniqueSurname();
  const firstName = pick(FIRST_NAMES);
  const user = await insertUser(db, {
    customId: newCustomId(),
    username: `${office.replace(' ', '.')}.${surname.toLowerCase()}@${INSTITUTION_DOMAIN}`,
    role: 'admin',
    adminPosition: office,
    status: 'active',
    surname,
    firstName,
    passwordHash: await hashPassword(password),
  });
  return { customId: user.customId, username: user.username, password, surname, firstName, phoneNumber: null, office };
}

async function insertTestLecturer(db: Database): Promise<TestLecturer> {
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const surname = uniqueSurname();
  const firstName = pick(FIRST_NAMES);
  const phoneNumber = `080${digits(8)}`;
  const user = await insertUser(db, {
    customId: newCustomId(),
    username: `${firstName}.${surname}@${INSTITUTION_DOMAIN}`.toLowerCase(),
    role: 'faculty',
    status: 'active',
    title: 'Dr.',
    surname,
    firstName,
    gender: 'Male',
    phoneNumber,
    passwordHash: await hashPassword(password),
  });
  return {
    customId: user.customId,
    username: user.username,
    password,
    surname,
    firstName,
    phoneNumber,
    title: 'Dr.',
  };
}

/** A session of its own (a year far from the demo's), with closed 1st and 2nd semester periods. */
async function insertTestSession(db: Database): Promise<TestSession> {
  for (;;) {
    const start = 2040 + randomInt(900);
    const session = `${start}/${start + 1}`;
    const first = periodId('1st', session);
    const second = periodId('2nd', session);
    if (!(await insertPeriodIfAbsent(db, { periodId: first, semester: '1st', session, season: 'regular' }))) continue;
    await insertPeriod(db, { periodId: second, semester: '2nd', session, season: 'regular' });
    return { session, first, second };
  }
}

/** The `login` fixture's function, for helpers that sign in on a page of their own. */
export type Login = (account: TestUser, page?: Page) => Promise<void>;

interface Fixtures {
  /** Creates a student account (and, past Complete Profile, the student record and wallets). */
  createStudent: (options?: StudentOptions) => Promise<TestStudent>;
  /** Creates an active officer of the office given. */
  createOfficer: (office: AdminPosition) => Promise<TestOfficer>;
  /** Creates an active lecturer. */
  createLecturer: () => Promise<TestLecturer>;
  /** Creates a session with its 1st and 2nd semester periods (registration closed). */
  createSession: () => Promise<TestSession>;
  /** Makes sure a download link with this title exists (downloads are shared by every student). */
  ensureDownload: (title: string) => Promise<void>;
  /**
   * Signs an account in without its login screen (epic-stack's `login` fixture), on the test's
   * page or the one given, and opens the account's home as the login screen would.
   */
  login: Login;
}

export const test = base.extend<Fixtures, { database: DatabaseHandle }>({
  database: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const handle = await openDatabase({ url: databaseUrl(), maxConnections: 2 });
      await use(handle);
      await handle.close();
    },
    { scope: 'worker' },
  ],
  // Each test reaches the server from an address of its own, as students on their own phones
  // do: the journeys' server trusts X-Forwarded-For (start-e2e-server.mjs), so the sign-in
  // limits per address (docs/decisions/0004) count each test separately when tests run in parallel.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  createStudent: async ({ database }, use) => use((options) => insertTestStudent(database.db, options)),
  createOfficer: async ({ database }, use) => use((office) => insertTestOfficer(database.db, office)),
  createLecturer: async ({ database }, use) => use(() => insertTestLecturer(database.db)),
  createSession: async ({ database }, use) => use(() => insertTestSession(database.db)),
  ensureDownload: async ({ database }, use) =>
    use(async (title) => {
      if (await findDownloadByTitle(database.db, title)) return;
      await insertDownload(database.db, {
        title,
        kind: 'link',
        url: `https://jets.edu.ng/${title.toLowerCase().replace(/\s+/g, '-')}`,
        sortOrder: 0,
      });
    }),
  login: async ({ page }, use) => use((account, onPage = page) => loginDirectly(onPage, account)),
});

export { expect, paths };

/** The portal whose login screen the account uses. */
function portalOf(account: TestUser): 'student' | 'admin' | 'faculty' {
  return 'office' in account ? 'admin' : 'title' in account ? 'faculty' : 'student';
}

/**
 * What the login screen does, without the screen: the API's login sets the session cookie on the
 * page's browser context (`page.request` shares its cookies), the routing fields go where the
 * web app keeps them (apps/web/src/lib/session.ts), and the account's home opens. Only the
 * journeys about signing in go through the screen (`signIn`, `signInAs`).
 */
async function loginDirectly(page: Page, account: TestUser): Promise<void> {
  const res = await page.request.post(authApiPaths.login(portalOf(account)), {
    data: { username: account.username, password: account.password },
  });
  if (!res.ok()) throw new Error(`login of ${account.username} failed: ${res.status()} ${await res.text()}`);
  // The schema keeps the routing fields only, as the web app's storeSession does.
  const session = sessionUserSchema.parse(((await res.json()) as { response: unknown }).response);
  // Storage belongs to an origin: open a small answer of the server's before writing to it.
  await page.goto('/api/health');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_STORAGE_KEY,
    value: JSON.stringify(session),
  });
  await page.goto(homeForRole(session.role));
}

/**
 * Fails the test on any console error or uncaught error (a hydration mismatch is one), and on any
 * breach of the Content-Security-Policy, even one whose error the page caught (such as zod's
 * probe for `new Function`, which src/lib/zod-resolver.ts switches off).
 */
export async function failOnErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Matches an address that ends with `href` (a path of `paths`, with its query if any). */
export function endsWith(href: string): RegExp {
  return new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
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

/** Signs a fixture account in through its own login screen (journeys about signing in). */
export async function signIn(page: Page, account: TestUser) {
  await signInAs(page, portalOf(account), account.username, account.password);
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

/**
 * Reads the QR code of a printed form from the image's own SVG, drawn large: a screenshot of a
 * 94–104 px code at one device pixel per CSS pixel blurs its modules and is not always readable.
 */
export async function decodeQr(page: Page, name: string | RegExp = /QR code to verify/): Promise<string> {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  const comma = src.indexOf(',');
  const meta = src.slice(0, comma);
  const payload = src.slice(comma + 1);
  const svg = meta.endsWith(';base64') ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
  const { data, info } = await sharp(svg, { density: 300 })
    .resize({ width: 600 })
    .flatten({ background: '#ffffff' })
    // The server draws a quiet zone of one module: widen it for the reader.
    .extend({ top: 48, bottom: 48, left: 48, right: 48, background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!code) throw new Error('the QR code could not be read');
  return code.data;
}
