// `npm test`: everything CI runs. Starts a private PostgreSQL server (unless TEST_PG_URL is
// given), builds the app, runs every Vitest project (domain, api, web) and the browser journeys
// (Playwright, Debian Chromium), and ends with a plain "N passed, N failed" line.
//
// With arguments it runs a part (README, "Tests"):
//   npm test -- unit                      every Vitest project (same as `npm run test:unit`)
//   npm test -- e2e                       every browser journey
//   npm test -- domain | api | web        one Vitest project
//   npm test -- apps/api/test/periods/periods.test.ts   one file (any path or part of a file name)
//   npm test -- periods                   every Vitest file whose path contains "periods"
//   npm test -- -t "creates a period"     the tests whose name matches, in every Vitest file
//   npm test -- e2e/tests/wallets.spec.ts one journey file (a path under e2e/ or a *.spec.ts)
// A targeted Vitest run builds nothing unless a selected file needs the built app (the smoke
// and create-admin tests); a run that includes journeys builds what is out of date first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startCluster } from './pg-cluster.mjs';

const PROJECTS = { domain: 'packages/domain/src', api: 'apps/api', web: 'apps/web/src' };
/** Options of Vitest or Playwright that take the next argument as their value. */
const VALUE_FLAGS = new Set(['-t', '--testNamePattern', '-g', '--grep', '--project', '--shard', '--reporter']);

/** Sorts the command line into what Vitest and what Playwright should run. */
export function planRun(argv) {
  const plan = {
    all: argv.length === 0,
    vitest: argv.length === 0,
    e2e: argv.length === 0,
    projects: [],
    vitestFilters: [],
    e2eFilters: [],
    namePattern: null,
    vitestFlags: [],
    e2eFlags: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('-')) {
      const [flag, inlineValue] = arg.split(/=(.*)/s, 2);
      const value = inlineValue ?? (VALUE_FLAGS.has(flag) ? argv[++i] : undefined);
      if (flag === '-t' || flag === '--testNamePattern' || flag === '-g' || flag === '--grep') {
        plan.namePattern = value;
      } else if (flag === '--project' && Object.hasOwn(PROJECTS, value)) {
        plan.vitest = true;
        plan.projects.push(value);
      } else {
        plan.vitestFlags.push(...(value === undefined ? [flag] : [`${flag}=${value}`]));
        plan.e2eFlags.push(...(value === undefined ? [flag] : [`${flag}=${value}`]));
      }
    } else if (arg === 'unit') {
      plan.vitest = true;
    } else if (arg === 'e2e' || arg === 'e2e/' || arg === 'e2e/tests' || arg === 'e2e/tests/') {
      plan.e2e = true;
    } else if (Object.hasOwn(PROJECTS, arg)) {
      plan.vitest = true;
      plan.projects.push(arg);
    } else if (/^(\.\/)?e2e\//.test(arg) || /\.spec\.ts(:\d+)*$/.test(arg)) {
      plan.e2e = true;
      plan.e2eFilters.push(arg.replace(/^\.\//, ''));
    } else {
      plan.vitest = true;
      plan.vitestFilters.push(arg.replace(/^\.\//, ''));
    }
  }
  // Only a name pattern (`npm test -- -t "…"`): look for it among the Vitest tests.
  if (!plan.vitest && !plan.e2e) plan.vitest = true;
  return plan;
}

function listFiles(dir, test) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, test));
    else if (test(entry.name)) out.push(path);
  }
  return out;
}

/** Whether the Vitest files this run selects include one that boots the built app. */
export function vitestNeedsBuild(plan) {
  const dirs = plan.projects.length ? plan.projects.map((p) => PROJECTS[p]) : Object.values(PROJECTS);
  const files = dirs.flatMap((d) => listFiles(d, (n) => /\.test\.tsx?$/.test(n)));
  const selected = plan.vitestFilters.length
    ? files.filter((f) => plan.vitestFilters.some((filter) => f.includes(filter) || resolve(f) === resolve(filter)))
    : files;
  const name = plan.namePattern === null ? null : new RegExp(plan.namePattern);
  return selected.some((file) => {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('requireBuild(')) return false;
    if (name === null) return true;
    const titles = [...text.matchAll(/\b(?:describe|it|test)\(\s*(['"`])(.*?)\1/g)].map((m) => m[2]);
    // Vitest matches the full name (describe titles, then the test's); an over-match only builds.
    return titles.some((t) => name.test(t)) || name.test(titles.join(' '));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function main() {
  const plan = planRun(process.argv.slice(2));
  mkdirSync('.tmp', { recursive: true });
  let cluster = null;
  let passed = 0;
  let failed = 0;
  const problems = [];

  function runStep(name, cmd, args, env) {
    console.log(`\n=== ${name} ===`);
    console.log(`$ ${cmd} ${args.join(' ')}`);
    const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    if (res.status !== 0) problems.push(`${name} exited with ${res.status ?? res.signal}`);
    return res.status === 0;
  }

  try {
    const pgUrl = process.env.TEST_PG_URL ?? (cluster = await startCluster()).url;
    console.log(`PostgreSQL for tests: ${pgUrl.replace(/:[^:@/]+@/, ':***@')}`);
    if (plan.e2e || (plan.vitest && vitestNeedsBuild(plan))) buildIfNeeded();
    const env = { TEST_PG_URL: pgUrl, NODE_ENV: 'test' };

    // The whole run also checks types and lint (each counts as one test): a test file's type
    // error or a cross-feature import fails CI, not only the next `npm run typecheck`.
    if (plan.all) {
      for (const [name, script] of [
        ['Typecheck', 'typecheck'],
        ['Lint', 'lint'],
      ]) {
        if (runStep(name, 'npm', ['run', '-s', script], {})) passed += 1;
        else failed += 1;
      }
    }

    if (plan.vitest) {
      rmSync('.tmp/vitest.json', { force: true });
      const projects = plan.projects.length ? plan.projects : Object.keys(PROJECTS);
      const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
      if (plan.namePattern !== null) args.push('-t', plan.namePattern);
      args.push(...plan.vitestFlags, '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json');
      args.push(...plan.vitestFilters);
      runStep(`Vitest: ${projects.join(', ')}`, 'npx', args, env);
      const report = readJson('.tmp/vitest.json');
      if (report) {
        passed += report.numPassedTests;
        // A suite that failed before its tests ran (a throwing beforeAll) counts as a failure too.
        failed += report.numFailedTests + (report.numFailedTests === 0 ? (report.numFailedTestSuites ?? 0) : 0);
        if (report.numPassedTests + report.numFailedTests === 0) problems.push('Vitest ran no test');
      } else {
        failed += 1;
        problems.push('Vitest wrote no report (did the pattern match no file?)');
      }
    }

    if (plan.e2e) {
      rmSync('.tmp/playwright.json', { force: true });
      const args = ['playwright', 'test', '--config', 'e2e/playwright.config.ts'];
      // Playwright matches each file filter against the absolute path of every spec.
      args.push(...plan.e2eFilters);
      if (plan.namePattern !== null) args.push('-g', plan.namePattern);
      args.push(...plan.e2eFlags);
      runStep('Playwright journeys (Chromium)', 'npx', args, {
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
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
