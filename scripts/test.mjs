// `npm test`: everything CI runs. Starts a private PostgreSQL server (unless TEST_PG_URL is
// given), builds the app, runs the unit and API tests (Vitest) and the browser journeys
// (Playwright, Debian Chromium), and ends with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startCluster } from './pg-cluster.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const want = (part) => only.length === 0 || only.includes(part);

mkdirSync('.tmp', { recursive: true });
let cluster = null;
let passed = 0;
let failed = 0;
const problems = [];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function runStep(name, cmd, args, env) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) problems.push(`${name} exited with ${res.status ?? res.signal}`);
  return res.status === 0;
}

try {
  const pgUrl = process.env.TEST_PG_URL ?? (cluster = await startCluster()).url;
  console.log(`PostgreSQL for tests: ${pgUrl.replace(/:[^:@/]+@/, ':***@')}`);
  buildIfNeeded();
  const env = { TEST_PG_URL: pgUrl, NODE_ENV: 'test' };

  if (want('unit')) {
    rmSync('.tmp/vitest.json', { force: true });
    runStep(
      'Vitest: domain, api, web',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json'],
      env,
    );
    const report = readJson('.tmp/vitest.json');
    if (report) {
      passed += report.numPassedTests;
      // A suite that failed before its tests ran (a throwing beforeAll) counts as a failure too.
      failed += report.numFailedTests + (report.numFailedTests === 0 ? (report.numFailedTestSuites ?? 0) : 0);
      if (report.numTotalTests === 0) problems.push('Vitest ran no test');
    } else {
      failed += 1;
      problems.push('Vitest wrote no report');
    }
  }

  if (want('e2e')) {
    rmSync('.tmp/playwright.json', { force: true });
    runStep('Playwright journeys (Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: resolve('.tmp/playwright.json'),
    });
    const report = readJson('.tmp/playwright.json');
    if (report?.stats) {
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      if (report.stats.expected + report.stats.unexpected === 0) problems.push('Playwright ran no test');
    } else {
      failed += 1;
      problems.push('Playwright wrote no report');
    }
  }
} catch (err) {
  failed += 1;
  problems.push(err instanceof Error ? err.message : String(err));
} finally {
  cluster?.stop();
}

if (problems.length) console.log(`\nProblems:\n  ${problems.join('\n  ')}`);
if (problems.length && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
