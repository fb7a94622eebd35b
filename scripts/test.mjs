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
fs.rmSync('.tmp/playwright.json', { force: true });

if (!process.env.TEST_DATABASE_URL) {
  if (ci) {
    notice('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL API suite cannot run');
    ok = false;
  } else {
    notice('PostgreSQL API suite skipped: set TEST_DATABASE_URL=postgres://... to run it');
  }
}

const browserSuite = fs.existsSync(chromium);

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

/** Run some Vitest projects and add their results to the totals. */
function vitest(name, projects) {
  const report = `.tmp/vitest-${name}.json`;
  fs.rmSync(report, { force: true });
  const passed = run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!fs.existsSync(report)) {
    failures.push(`vitest ${projects.join(', ')}: no report (see the output above)`);
    return false;
  }
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += results.numPassedTests;
  totals.failed += results.numFailedTests;
  totals.skipped += results.numPendingTests + (results.numTodoTests ?? 0);
  for (const file of results.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${file.name}: ${test.fullName}`);
      else if (test.failureMessages?.length > 0) flaky.push(`${file.name}: ${test.fullName}`);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failures.push(`${file.name}: ${file.message || 'the file failed to run'}`);
    }
  }
  return passed;
}

/**
 * The API tests load better-sqlite3. `.ci/run` compiles it while the tests before them run,
 * and names in TEST_NATIVE_BUILD the file its exit status will be written to (with its log
 * beside it, `.log` for `.status`); without it the module was built by `npm ci` or install.
 */
async function nativeModulesBuilt() {
  const status = process.env.TEST_NATIVE_BUILD;
  if (!status) return true;
  if (!fs.existsSync(status)) console.log('\nWaiting for better-sqlite3 to finish compiling\n');
  // Far longer than the compile takes on a busy machine: a status never written fails the run.
  const deadline = Date.now() + 15 * 60_000;
  while (!fs.existsSync(status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (fs.existsSync(status) && fs.readFileSync(status, 'utf8').trim() === '0') return true;
  const log = status.replace(/\.status$/, '.log');
  if (fs.existsSync(log)) process.stdout.write(fs.readFileSync(log, 'utf8'));
  notice('Building the native modules failed: the API suite cannot run');
  failures.push('building better-sqlite3 (see its output above)');
  return false;
}

// Pure, component and repository checks first: they need no native module and no database.
ok = vitest('unit', ['unit', 'repo']) && ok;
const nativeBuilt = await nativeModulesBuilt();
// The browser suite drives the built app. The build runs beside the API suite (on CI the unit
// tests share the cores with the compile of better-sqlite3); its output is printed once it is
// needed. Without the native module neither can run, and the run has already failed.
const build = browserSuite && nativeBuilt ? buildInBackground() : null;
ok = nativeBuilt && vitest('api', ['api-*']) && ok;

if (!browserSuite) {
  if (ci) {
    notice(`CI=true but no Chromium at ${chromium}: the browser suite cannot run`);
    ok = false;
  } else {
    notice(
      `Browser suite skipped: no Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium chromium-headless-shell)`,
    );
  }
} else if (build) {
  const built = await build;
  process.stdout.write(fs.readFileSync('.tmp/build.log', 'utf8'));
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
