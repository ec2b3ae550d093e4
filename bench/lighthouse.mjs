// Lighthouse (mobile) on the student pages (GUIDE §6: performance ≥ 0.97, accessibility 1.00).
// Boots the built app on a throw-away embedded database with the demo data, signs the demo
// student in once in a Chromium profile (Playwright), then runs Lighthouse on each page with that
// profile. Prints a table of scores. Loopback only; bounded.
// Usage: npm run build && node bench/lighthouse.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const port = 3400 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'portal-lh-'));
const profile = join(work, 'profile');
const anonymousProfile = join(work, 'anonymous');

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    DEMO_SEED: 'true',
    COOKIE_SECURE: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    if (out.includes('Seminary Portal is serving')) resolve();
  });
  server.on('exit', () => reject(new Error('server exited')));
});

function runLighthouse(path, userDataDir, output) {
  return spawnSync(
    'npx',
    [
      'lighthouse',
      `${base}${path}`,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--disable-storage-reset',
      `--chrome-flags=--headless=new ${flags.join(' ')} --user-data-dir=${userDataDir}`,
      '--output=json',
      `--output-path=${output}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 120_000 },
  );
}

const pages = [
  ['Landing', '/'],
  ['Student login', '/student/login'],
  ['Create profile', '/student/create-profile'],
  ['Reset password', '/student/reset-password'],
];
const studentPages = [
  ['Downloads', '/student/downloads'],
  ['Profile', '/student/profile'],
  ['Portal wallet', '/student/portal-wallet'],
  ['Accommodation wallet', '/student/accommodation-wallet'],
  ['Library resources', '/student/library-resources'],
  ['Change password', '/student/change-password'],
];

try {
  // Sign the demo student in once; the session cookie and the stored session stay in the profile.
  const context = await chromium.launchPersistentContext(profile, { executablePath: chrome, args: flags });
  const page = await context.newPage();
  await page.goto(`${base}/student/login`);
  await page.getByLabel('Student ID').fill('64004');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/student\/downloads$/);
  await context.close();

  const rows = [];
  const targets = [
    ...pages.map(([name, path]) => [name, path, anonymousProfile]),
    ...studentPages.map(([name, path]) => [name, path, profile]),
  ];
  for (const [name, path, userDataDir] of targets) {
    const output = join(work, 'report.json');
    // Lighthouse occasionally fails to record a trace (NO_NAVSTART): one retry.
    let res;
    for (let attempt = 0; attempt < 2 && (!res || res.status !== 0); attempt++)
      res = runLighthouse(path, userDataDir, output);
    if (res.status !== 0) {
      rows.push({ name, path, performance: 'error', accessibility: 'error', finalUrl: res.stderr.slice(-200) });
      continue;
    }
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const failing = Object.values(report.audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => a.id);
    rows.push({
      name,
      path,
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      finalUrl: new URL(report.finalDisplayedUrl ?? report.finalUrl).pathname,
      failing: failing.join(', '),
    });
  }
  console.log(
    'page'.padEnd(22),
    'path'.padEnd(32),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    ' landed on / failing audits',
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(22),
      r.path.padEnd(32),
      String(r.performance).padStart(5),
      String(r.accessibility).padStart(5),
      ` ${r.finalUrl}${r.failing ? ` (${r.failing})` : ''}`,
    );
  }
  const ok = rows.every((r) => r.performance >= 0.97 && r.accessibility === 1);
  console.log(ok ? 'within budget (performance ≥ 0.97, accessibility 1.00)' : 'BELOW BUDGET');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(work, { recursive: true, force: true });
}
