// `npm test`: unit, component and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the browser suite on the built app. Prints one closing line of totals.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = chromiumPath();
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end, so a log cut to its last lines still says what failed.
const failures = [];
const flaky = [];
let ok = true;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function notice(message) {
  console.log(`\n*** ${message} ***\n`);
}

fs.mkdirSync('.tmp', { recursive: true });

if (!process.env.TEST_DATABASE_URL) {
  if (ci) {
    notice('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL API suite cannot run');
    ok = false;
  } else {
    notice('PostgreSQL API suite skipped: set TEST_DATABASE_URL=postgres://... to run it');
  }
}

// The browser suite drives the built app. The build runs beside Vitest and its output is
// printed once it is needed, unless TEST_PREBUILT=1 says dist/ was just built (.ci/run builds
// it while better-sqlite3 compiles).
const browserSuite = fs.existsSync(chromium);
const prebuilt = process.env.TEST_PREBUILT === '1' && fs.existsSync('dist/server/main.js');
const build = browserSuite && !prebuilt ? buildInBackground() : null;

function buildInBackground() {
  const log = fs.openSync('.tmp/build.log', 'w');
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', log, log] });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      fs.closeSync(log);
      resolve(code === 0);
    });
    child.on('error', () => resolve(false));
  });
}

ok =
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/vitest.json',
  ]) && ok;
if (fs.existsSync('.tmp/vitest.json')) {
  const report = JSON.parse(fs.readFileSync('.tmp/vitest.json', 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${file.name}: ${test.fullName}`);
      else if (test.failureMessages?.length > 0) flaky.push(`${file.name}: ${test.fullName}`);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failures.push(`${file.name}: ${file.message || 'the file failed to run'}`);
    }
  }
}

if (!browserSuite) {
  if (ci) {
    notice(`CI=true but no Chromium at ${chromium}: the browser suite cannot run`);
    ok = false;
  } else {
    notice(
      `Browser suite skipped: no Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium chromium-headless-shell)`,
    );
  }
} else {
  const built = build === null ? true : await build;
  if (build !== null) process.stdout.write(fs.readFileSync('.tmp/build.log', 'utf8'));
  if (!built) {
    notice('npm run build failed: the browser suite cannot run');
    failures.push('npm run build (see its output above)');
    ok = false;
  } else {
    const e2eOk = run('npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
    });
    ok = e2eOk && ok;
  }
  if (fs.existsSync('.tmp/playwright.json')) {
    const { stats } = JSON.parse(fs.readFileSync('.tmp/playwright.json', 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    collectPlaywrightFailures(JSON.parse(fs.readFileSync('.tmp/playwright.json', 'utf8')).suites);
  }
}

function collectPlaywrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') failures.push([...path, spec.title].join(' › '));
        if (test.status === 'flaky') flaky.push([...path, spec.title].join(' › '));
      }
    }
    collectPlaywrightFailures(suite.suites, path);
  }
}

if (flaky.length > 0) {
  console.log('\nPassed only on a retry:');
  for (const name of flaky) console.log(`  ~ ${name}`);
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
