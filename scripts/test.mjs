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
 * Options before those add runs (CI gives both):
 *   --checks       first the type check, the lint and the structure (`npm run typecheck`,
 *                  `npm run lint`, `npm run structure`), each counted as one test that passes or fails
 *   --lowest-node  the server suite on PGlite under the oldest Node.js Bora supports
 *                  (MINIMUM_NODE, fetched with npx) instead of the current one: each suite runs
 *                  once, the server's on PostgreSQL under Node.js 24 and on PGlite under the
 *                  oldest; not when only the browser tests run or Vitest is given its own arguments
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
import { MINIMUM_NODE } from '../packages/server/src/node-version.mjs';
import { webBuildStale } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, '.test-output');
const vitestJson = path.join(outDir, 'vitest.json');
const lowestNodeJson = path.join(outDir, 'vitest-lowest-node.json');
const playwrightJson = path.join(outDir, 'playwright.json');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browserRequired = process.env.REQUIRE_BROWSER_TESTS === '1';

const usage = 'Usage: npm test [-- [--checks] [--lowest-node] [unit|e2e [runner arguments…]]]';
const argv = process.argv.slice(2);
const options = new Set();
while (argv[0] === '--checks' || argv[0] === '--lowest-node') options.add(argv.shift());
const [selector, ...given] = argv;
const rest = given[0] === '--' ? given.slice(1) : given;
const only = selector === 'unit' || selector === 'e2e' ? selector : undefined;
if (selector !== undefined && !only) {
  console.error(`Unknown argument "${selector}". ${usage}`);
  process.exit(2);
}

/** @typedef {{ name: string, passed: number, failed: number, skipped: number, seconds: number, notes: string[] }} Result */

/** @type {Result[]} */
const results = [];

mkdirSync(outDir, { recursive: true });
if (options.has('--checks')) {
  results.push(await runCheck('typecheck', 'Type check (TypeScript)'));
  results.push(await runCheck('lint', 'Lint and format check (Biome)'));
  results.push(await runCheck('structure', 'Structure (dependency-cruiser)'));
}
// Both runners need the current build: Vitest checks its bundle sizes, Playwright drives it.
const webBuilt = await buildWebIfStale();
// With its own arguments, Vitest runs what they select, on the current Node.js only.
const pgliteOnLowestNode =
  options.has('--lowest-node') && only !== 'e2e' && !(only === 'unit' && rest.length);
if (only !== 'e2e')
  results.push(await runVitest(pgliteOnLowestNode ? ['--project', '!server:pglite'] : rest));
if (pgliteOnLowestNode) results.push(await runServerOnLowestNode());
if (only !== 'unit') results.push(await runBrowserTests(only === 'e2e' ? rest : []));
printSummary(results);
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);

/** Runs a command in the repository's root; a variable set to undefined in `env` is removed. */
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

/** `npm run <script>` as one test: it passes when the script exits with 0. */
async function runCheck(script, title) {
  heading(`${title}: npm run ${script}`);
  const started = Date.now();
  const exit = await run('npm', ['run', '--silent', script]);
  const failed = exit.code === 0 ? 0 : 1;
  /** @type {Result} */
  const result = { name: script, passed: 1 - failed, failed, skipped: 0, seconds: since(started), notes: [] };
  if (failed) result.notes.push(`npm run ${script} failed (exit code ${exit.code})`);
  return result;
}

async function runVitest(args) {
  heading('Unit, API and component tests (Vitest)');
  const started = Date.now();
  const { exit, report } = await vitest(process.execPath, vitestJson, args);
  /** @type {Result} */
  const result = { name: 'vitest', passed: 0, failed: 0, skipped: 0, seconds: since(started), notes: [] };
  if (report) {
    countVitestReport(result, report);
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

/**
 * The server suite on PGlite under the oldest Node.js that `engines` allows, so that "22.12 or
 * later" is tested, not assumed: the whole suite, its property-based fuzz of every route among it.
 * The main run leaves PGlite to it and runs the suite on PostgreSQL under Node.js 24, so that each
 * test runs once per database and the server is tested on both Node.js versions.
 */
async function runServerOnLowestNode() {
  const name = `node ${MINIMUM_NODE}`;
  heading(`Server suite on PGlite under Node.js ${MINIMUM_NODE} (Vitest)`);
  const started = Date.now();
  /** @type {Result} */
  const result = { name, passed: 0, failed: 0, skipped: 0, seconds: 0, notes: [] };
  // npx keeps the node package it fetches in npm's cache: the binary is asked for its path once,
  // and Vitest is run by it directly.
  const found = await output('npx', [
    '-y',
    '-p',
    `node@${MINIMUM_NODE}`,
    '--',
    'node',
    '-p',
    'process.execPath',
  ]);
  const node = found.trim();
  const version = found && (await output(node, ['--version'])).trim();
  if (version !== `v${MINIMUM_NODE}`) {
    console.log(`FAILED: npx did not give Node.js ${MINIMUM_NODE} (got ${version || 'nothing'}).`);
    result.failed = 1;
    result.seconds = since(started);
    result.notes.push(`no Node.js ${MINIMUM_NODE} from npx`);
    return result;
  }
  const { exit, report } = await vitest(node, lowestNodeJson, ['--project', 'server:pglite'], {
    TEST_DATABASE_URL: undefined,
  });
  result.seconds = since(started);
  if (report) countVitestReport(result, report);
  countCrash(result, exit, report !== undefined);
  return result;
}

async function vitest(node, jsonFile, args, env = {}) {
  rmSync(jsonFile, { force: true });
  const bin = path.join(root, 'node_modules/vitest/vitest.mjs');
  const exit = await run(
    node,
    [bin, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`, ...args],
    env,
  );
  return { exit, report: readJson(jsonFile) };
}

function countVitestReport(result, report) {
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
}

/** What a command prints on its standard output; empty when it cannot run. */
function output(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.on('error', () => resolve(''));
    child.on('close', (code) => resolve(code === 0 ? text : ''));
  });
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
  const width = Math.max(11, ...all.map((r) => r.name.length));
  for (const r of all) {
    const notes = r.notes.length > 0 ? `  — ${r.notes.join('; ')}` : '';
    console.log(
      `${r.name.padEnd(width)} ${counts(r).padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s${notes}`,
    );
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
