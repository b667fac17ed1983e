#!/usr/bin/env node
/**
 * `npm test`: every test of Bora. The web app is built first when it is missing or stale (the
 * bundle check reads the build). Vitest (unit, API, component tests), then the browser tests
 * under Playwright, then one closing line `N passed, N failed` that totals both runners.
 *
 *   npm test                      everything
 *   npm test -- unit [args…]      only Vitest, with its own arguments (e.g. a file filter)
 *   npm test -- e2e [args…]       only the browser tests, with Playwright's arguments
 *
 * A runner that crashes or exits with an error without reporting a failed test counts as one
 * failure, never as zero. The lines before the last say what did not run or passed only on a
 * retry: the server suite on PostgreSQL without TEST_DATABASE_URL (counted as skipped), browser
 * tests that were flaky. Vitest does not retry, so none of its tests can pass on a second try. Without Chromium the browser tests are skipped and said to be, unless
 * REQUIRE_BROWSER_TESTS=1 (CI), where a missing browser is a failure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildStale } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, '.test-output');
const vitestJson = path.join(outDir, 'vitest.json');
const playwrightJson = path.join(outDir, 'playwright.json');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browserRequired = process.env.REQUIRE_BROWSER_TESTS === '1';

const [selector, ...given] = process.argv.slice(2);
const rest = given[0] === '--' ? given.slice(1) : given;
const only = selector === 'unit' || selector === 'e2e' ? selector : undefined;
if (selector !== undefined && !only) {
  console.error(`Unknown argument "${selector}". Usage: npm test [-- unit|e2e [runner arguments…]]`);
  process.exit(2);
}

/** @typedef {{ name: string, passed: number, failed: number, skipped: number, seconds: number, notes: string[] }} Result */

/** @type {Result[]} */
const results = [];

mkdirSync(outDir, { recursive: true });
// Both runners need the current build: Vitest checks its bundle sizes, Playwright drives it.
const webBuilt = await buildWebIfStale();
if (only !== 'e2e') results.push(await runVitest(only === 'unit' ? rest : []));
if (only !== 'unit') results.push(await runBrowserTests(only === 'e2e' ? rest : []));
printSummary(results);
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => resolve({ code: 1, error }));
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, signal }));
  });
}

/** Builds the web app when it is missing or older than its sources; false if the build failed. */
async function buildWebIfStale() {
  if (!webBuildStale()) return true;
  heading('Building the web app (missing or older than its sources)');
  const build = await run('npm', ['run', 'build', '-w', '@bora/web']);
  return build.code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function heading(text) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}\n`);
}

async function runVitest(args) {
  heading('Unit, API and component tests (Vitest)');
  rmSync(vitestJson, { force: true });
  const started = Date.now();
  const bin = path.join(root, 'node_modules/vitest/vitest.mjs');
  const exit = await run(process.execPath, [
    bin,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    ...args,
  ]);
  /** @type {Result} */
  const result = { name: 'vitest', passed: 0, failed: 0, skipped: 0, seconds: since(started), notes: [] };
  const report = readJson(vitestJson);
  if (report) {
    result.passed = report.numPassedTests ?? 0;
    result.failed = report.numFailedTests ?? 0;
    result.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails to load reports no failed test of its own: count it as one.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
    );
    if (brokenFiles.length > 0) {
      result.failed += brokenFiles.length;
      result.notes.push(`${brokenFiles.length} test file(s) failed to run`);
    }
    if (!process.env.TEST_DATABASE_URL) {
      // The server suite runs a second time on PostgreSQL only with a database to run on: the
      // cases it would have run count as skipped, and the summary says why.
      const serverTests = (report.testResults ?? [])
        .filter((file) => file.name.includes(`${path.sep}packages${path.sep}server${path.sep}`))
        .reduce((sum, file) => sum + (file.assertionResults ?? []).length, 0);
      if (serverTests > 0) {
        result.skipped += serverTests;
        result.notes.push(
          `${serverTests} server tests not run on PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them`,
        );
      }
    }
  }
  countCrash(result, exit, report !== undefined);
  return result;
}

async function runBrowserTests(args) {
  heading('Browser tests (Playwright, Chromium)');
  /** @type {Result} */
  const result = { name: 'playwright', passed: 0, failed: 0, skipped: 0, seconds: 0, notes: [] };
  const started = Date.now();

  if (!existsSync(chromium)) {
    const why = `no Chromium at ${chromium} (install Debian's chromium package, or set CHROMIUM_PATH)`;
    if (browserRequired) {
      console.log(`FAILED: the browser tests are required (REQUIRE_BROWSER_TESTS=1) but there is ${why}.`);
      result.failed = 1;
      result.notes.push('browser tests required, but no browser');
    } else {
      console.log(`SKIPPED the browser tests: ${why}.`);
      result.skipped = await countBrowserTests();
      result.notes.push(`SKIPPED: ${why}`);
    }
    return result;
  }

  if (!webBuilt) {
    console.log('FAILED: the web app did not build, so the browser tests cannot run.');
    result.failed = 1;
    result.seconds = since(started);
    result.notes.push('web app build failed');
    return result;
  }

  rmSync(playwrightJson, { force: true });
  const exit = await run(
    process.execPath,
    [playwrightCli(), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...args],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
  );
  result.seconds = since(started);
  const report = readJson(playwrightJson);
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    result.passed = expected + flaky;
    result.failed = unexpected;
    result.skipped = skipped;
    if (flaky > 0) result.notes.push(`${flaky} passed only on retry (flaky)`);
    const errors = report.errors?.length ?? 0;
    if (errors > 0) {
      result.failed += errors;
      result.notes.push(`${errors} error(s) outside any test`);
    }
  }
  countCrash(result, exit, report?.stats !== undefined);
  return result;
}

function playwrightCli() {
  return path.join(root, 'node_modules/@playwright/test/cli.js');
}

/** How many browser tests exist, so that skipping them shows in the closing line. */
async function countBrowserTests() {
  const listing = path.join(outDir, 'playwright-list.json');
  rmSync(listing, { force: true });
  const child = spawn(
    process.execPath,
    [playwrightCli(), 'test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'],
    { cwd: root, stdio: 'ignore', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: listing } },
  );
  await new Promise((resolve) => child.on('close', resolve));
  const report = readJson(listing);
  let count = 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) count += spec.tests?.length ?? 0;
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return count;
}

/** An exit code that says "failed" with no failed test reported is a crash: one failure. */
function countCrash(result, exit, reported) {
  if (!reported) {
    result.failed += 1;
    result.notes.push(`crashed: no report (exit code ${exit.code}${exit.signal ? `, ${exit.signal}` : ''})`);
  } else if (exit.code !== 0 && result.failed === 0) {
    result.failed = 1;
    result.notes.push(`exited with code ${exit.code} without reporting a failed test`);
  }
}

function since(started) {
  return (Date.now() - started) / 1000;
}

function counts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

function printSummary(all) {
  heading('Summary');
  for (const r of all) {
    const notes = r.notes.length > 0 ? `  — ${r.notes.join('; ')}` : '';
    console.log(`${r.name.padEnd(11)} ${counts(r).padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s${notes}`);
  }
  const total = all.reduce(
    (sum, r) => ({
      passed: sum.passed + r.passed,
      failed: sum.failed + r.failed,
      skipped: sum.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log('');
  console.log(counts(total));
}
