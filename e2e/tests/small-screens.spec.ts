import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { periodId as periodIdOf } from '@portal/domain';
import { expect, paths, test, withDatabase, type TestSession } from './support.js';
import { apiAs, ok, openRegistration } from './api-steps.js';

/**
 * Small screens and wide tables (issue 27 item 10): each screen named there, at 360 px (and the
 * Capture Receipt card at 1280 px, Complete Profile in its two columns): the page never scrolls
 * sideways, every column of its tables can be seen (a header inside the viewport, inside a
 * scroll region the keyboard can reach, or on a phone's stacked card beside its value), the
 * buttons named stay on one line, form fields in a row line up, and axe finds no violation.
 * The class list and the recent receipts are the demo's (HRM 501 of Dr. DANJUMA, the receipts of
 * student 65001, README "Demo logins"), read by officers of the test's own; the rest is arranged.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const DEMO_PERIOD = periodIdOf('1st', '2025/2026');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/**
 * What hides a column of the table: a header beyond the window or a box that clips it, a header
 * in a sideways-scrolling box the keyboard cannot reach, or on a stacked card (a phone) a value
 * beyond the card or under its column's name instead of beside it. Empty when all can be seen.
 */
function hiddenColumns(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const problems: string[] = [];
    const thead = element.querySelector('thead');
    const stacked = thead !== null && getComputedStyle(thead).position === 'absolute';
    const right = (box: Element) => box.getBoundingClientRect().right;
    // The right edge that clips `cell` (the window, a clipping box), or the scrolling box it sits in.
    const bounds = (cell: Element): { limit: number; scroller: HTMLElement | null } => {
      let limit = window.innerWidth;
      for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'visible') continue;
        if (box.scrollWidth > box.clientWidth && (overflow === 'auto' || overflow === 'scroll')) {
          return { limit, scroller: box };
        }
        limit = Math.min(limit, right(box));
      }
      return { limit, scroller: null };
    };
    if (stacked) {
      const card = element.parentElement!.parentElement!;
      for (const cell of Array.from(element.querySelectorAll('tbody td'))) {
        const name = cell.getAttribute('data-label') ?? '';
        const { limit } = bounds(cell);
        if (right(cell) > Math.min(limit, right(card)) + 0.5) problems.push(`${name}: beyond the card`);
        const lines = getComputedStyle(cell).gridTemplateRows.split(' ').length;
        if (lines > 1) problems.push(`${name}: part of the value under the column's name`);
      }
      return [...new Set(problems)];
    }
    for (const header of Array.from(element.querySelectorAll('thead th'))) {
      const name = header.textContent?.trim() ?? '';
      const { limit, scroller } = bounds(header);
      if (scroller) {
        const reachable =
          scroller.tabIndex === 0 && scroller.getAttribute('role') === 'region' && scroller.hasAttribute('aria-label');
        if (!reachable) problems.push(`${name}: in a scrolling box the keyboard cannot reach`);
      } else if (right(header) > limit + 0.5) {
        problems.push(`${name}: cut at ${Math.round(limit)} px`);
      }
    }
    return problems;
  });
}

async function expectColumnsShown(table: Locator) {
  await expect(table).toBeVisible();
  expect(await hiddenColumns(table)).toEqual([]);
}

/** How many lines the button's visible words take. */
function linesOf(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
    }
    return bottoms.size;
  });
}

/** axe-core's scan of the whole page (WCAG rules and best practices): no violation. */
async function expectNoAxeViolations(page: Page) {
  // Evaluated, not added as a script tag: the portal's CSP refuses inline scripts, as it should.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
    const results = await axe.run(document);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
  expect(violations).toEqual([]);
}

async function expectScreenFits(page: Page, tables: Locator[]) {
  await expectNoSidewaysScroll(page);
  for (const table of tables) await expectColumnsShown(table);
  await expectNoAxeViolations(page);
}

/**
 * A session newer than the other journeys' (support.ts makes them before 2940) and older than
 * the bursary journey's current period (2960 on): its 1st semester, opened for registration, is
 * at the top of every period list, with the 'Current' badge on it or just above it.
 */
async function newestSession(): Promise<TestSession> {
  const start = 2940 + randomInt(20);
  const session = `${start}/${start + 1}`;
  const periods = { session, first: periodIdOf('1st', session), second: periodIdOf('2nd', session) };
  await withDatabase(async (db) => {
    for (const [id, semester] of [
      [periods.first, '1st'],
      [periods.second, '2nd'],
    ] as const) {
      await db.query(
        `insert into periods (period_id, semester, session, season, registration_status)
         values ($1, $2, $3, 'regular', 'closed') on conflict do nothing`,
        [id, semester, session],
      );
    }
  });
  await openRegistration(periods.first);
  return periods;
}

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test("the semester list's 'Current' badge sits beside the semester", async ({ page, createStudent, login }) => {
    await login(await createStudent());
    await page.goto(paths.student.semesterRegistrationPeriod.getHref());
    await expect(page.getByText('Current', { exact: true })).toBeVisible();
    await expectScreenFits(page, [page.getByRole('table').first()]);
  });

  test("the hostel periods' Start/Continue buttons stay on one line", async ({ page, createStudent, login }) => {
    await login(await createStudent());
    await page.goto(paths.student.applyForHostelPeriod.getHref());
    const buttons = page.getByRole('button', { name: /^Start\/Continue/ });
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) expect(await linesOf(button)).toBe(1);
    await expectScreenFits(page, [page.getByRole('table').first()]);
  });

  test('the registration form shows every column of Seminary Charges, the Amount included', async ({
    page,
    playwright,
    baseURL,
    createStudent,
    login,
  }) => {
    const session = await newestSession();
    try {
      const student = await createStudent();
      const client = await apiAs(playwright, baseURL!, student);
      await ok(
        client.post('/api/students/me/registrations', {
          data: { period_id: session.first, fresh_returning: 'returning', current_level: '6' },
        }),
      );
      await client.dispose();
      await login(student);
      await page.goto(paths.student.registrationForm.getHref({ periodId: session.first, customId: student.customId }));
      const charges = page.getByRole('table', { name: 'Seminary charges' });
      await expect(charges.getByText('₦', { exact: false }).first()).toBeVisible();
      await expectScreenFits(page, [charges]);
    } finally {
      await withDatabase((db) =>
        db.query(`update periods set registration_status = 'closed' where period_id = $1`, [session.first]),
      );
    }
  });

  test('the print class list fits a phone (and stays a table on A4 paper)', async ({ page, createOfficer, login }) => {
    await login(await createOfficer('registrar'));
    const query = new URLSearchParams({ code: 'HRM 501', title: 'Biblical Hermeneutics', cat: 'list', hours: '3' });
    await page.goto(`${paths.print.classList.getHref({ periodId: DEMO_PERIOD })}?${query.toString()}`);
    const registered = page.getByRole('table', { name: /Registered during Registration/ });
    await expect(registered.getByRole('cell', { name: /@/ }).first()).toBeVisible();
    await expectScreenFits(page, await page.getByRole('table').all());

    // On paper (A4 portrait: 210 mm less the margins) the rows are a table again.
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    await expect(registered.locator('thead')).not.toHaveCSS('position', 'absolute');
    expect(await hiddenColumns(registered)).toEqual([]);
  });

  test('Complete Profile and Active Students fit a phone', async ({ page, createStudent, createOfficer, login }) => {
    await login(await createStudent({ status: 'complete profile' }));
    await page.goto(paths.student.completeProfile.getHref());
    await expect(page.getByLabel('Date of Birth')).toBeVisible();
    await expectScreenFits(page, []);

    await login(await createOfficer('ict'));
    await page.goto(paths.admin.activeStudents.getHref());
    await expectScreenFits(page, [page.getByRole('table')]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test("the Capture Receipt card shows every column of the student's recent receipts", async ({
    page,
    createOfficer,
    login,
  }) => {
    await login(await createOfficer('bursar'));
    await page.goto(paths.admin.captureQueryReceipt.getHref());
    const card = page.getByRole('region', { name: 'Capture Receipt', exact: true });
    await card.getByLabel('Ledger Number').fill('JETS/L/2025/0101');
    await card.getByRole('button', { name: 'Search' }).click();
    const receipts = card.getByRole('table', { name: /Recent receipts/ });
    await expect(receipts.getByRole('cell', { name: /Tuition/ }).first()).toBeVisible();
    await expectScreenFits(page, [receipts]);
    // Date and Captured By are in the card itself, not behind a sideways scroll.
    for (const name of ['Date', 'Captured By']) {
      const value = receipts.locator(`td[data-label="${name}"]`).first();
      const [box, frame] = [await value.boundingBox(), await card.boundingBox()];
      expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    }
  });

  test('Complete Profile lines up the fields of each row', async ({ page, createStudent, login }) => {
    await login(await createStudent({ status: 'complete profile' }));
    await page.goto(paths.student.completeProfile.getHref());
    const top = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())!.y;
    await expect(page.getByLabel('Date of Birth')).toBeVisible();
    expect(await top('Date of Birth')).toBe(await top('Ledger Number'));
    expect(await top('Department')).toBe(await top('Affiliation'));
    await expectScreenFits(page, []);
  });

  test("Active Students' wide table is a region the keyboard scrolls", async ({ page, createOfficer, login }) => {
    await login(await createOfficer('ict'));
    await page.goto(paths.admin.activeStudents.getHref());
    const table = page.getByRole('table');
    await expectScreenFits(page, [table]);
    // Its box scrolls sideways at this width: a named region the keyboard reaches.
    const region = page.getByRole('region', { name: /^Active Students, page/ });
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });
});
