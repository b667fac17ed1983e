#!/usr/bin/env node
/**
 * Bulletin speed, on the embedded database and on PostgreSQL: a bulletin of 12 000 cells (100 venues
 * × 3 days × 4 slots × 10 data types) read, written one cell at a time and written whole; and, on
 * PostgreSQL, the filtered bulletin list over a generated year (three daily types, about 1 100
 * bulletins and 13 million values) with the query plans that answer it.
 *
 *   node bench/bulletins.bench.mjs [--databases pglite,postgres] [--postgres postgres://…/postgres]
 *                                  [--seconds 10] [--patches 200] [--full-patches 5] [--no-year]
 *
 * Latencies are those of one client, one request after the other (what a forecaster's screen
 * waits), each next to the bare Fastify route's taken in the same run. Writes
 * bench/results/bulletins-<timestamp>.json; exits 1 when a target is missed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { allCells, CELLS, client, createBenchType } from './bulletin-fixture.mjs';
import { generateYear, YEAR_DAYS } from './bulletin-year.mjs';
import { monotonicMicros, summarise } from './cpu-profile.mjs';
import { pinning, session, startApp, startBare } from './servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    patches: { type: 'string', default: '200' },
    'full-patches': { type: 'string', default: '5' },
    databases: { type: 'string', default: 'pglite,postgres' },
    postgres: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '',
    },
    'no-year': { type: 'boolean', default: false },
    /** Runs the server under `--cpu-prof` and prints where the bulletin scenarios spent its time. */
    profile: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const appPort = Number(process.env.BENCH_PORT ?? 8790);
const password = 'bench-admin-password';

const TARGETS = { getP99Ms: 100, cellPatchP99Ms: 30, fullPatchMs: 500, listP95Ms: 50 };

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
  };
}

/** One client asking for the URLs in turn, one request after the other, for `seconds` (after one unrecorded). */
async function oneClient(urls, headers = {}) {
  const run = async (duration) => {
    const times = [];
    let unexpected = 0;
    const until = performance.now() + duration * 1000;
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      const response = await fetch(urls[i % urls.length], { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) unexpected++;
    }
    return { ...summary(times), unexpected };
  };
  await run(1);
  return run(seconds);
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function bulletinScenarios(app, call, cookieHeaders) {
  const type = await createBenchType(call, 'bench-grid');
  const today = new Date().toISOString().slice(0, 10);
  let { answer: created, etag } = await call('POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: today,
  });
  const id = created.id;

  // The whole grid, written again and again, each time every cell changed (the first fills it).
  const full = [];
  for (let i = 0; i < Number(values['full-patches']); i++) {
    const changes = allCells(type, i % 2);
    const { ms, result } = await timed(() =>
      call('PATCH', `/api/bulletins/${id}/values/`, { changes }, { 'if-match': etag }),
    );
    if (result.answer.changed !== CELLS)
      throw new Error(`a full PATCH changed ${result.answer.changed} cells`);
    etag = result.etag;
    full.push(ms);
  }

  // One cell at a time, each write with the ETag of the one before, as the editor's autosave does.
  const cell = allCells(type, 0)[1];
  const single = [];
  for (let i = 0; i < Number(values.patches); i++) {
    const change = { ...cell, value: cell.value + 1 + (i % 10) };
    const { ms, result } = await timed(() =>
      call('PATCH', `/api/bulletins/${id}/values/`, { changes: [change] }, { 'if-match': etag }),
    );
    etag = result.etag;
    single.push(ms);
  }

  const get = await oneClient([`${app.base}/api/bulletins/${id}/`], cookieHeaders);
  const grid = (await call('GET', `/api/bulletins/${id}/`)).answer;
  if (grid.values.length !== CELLS) throw new Error(`the bulletin answered ${grid.values.length} cells`);
  return {
    bulletinId: id,
    cells: CELLS,
    answerBytes: JSON.stringify(grid).length,
    get: {
      ...get,
      target: `p99 < ${TARGETS.getP99Ms} ms`,
      ok: get.unexpected === 0 && get.p99Ms < TARGETS.getP99Ms,
    },
    cellPatch: {
      ...summary(single),
      target: `p99 < ${TARGETS.cellPatchP99Ms} ms`,
      ok: summary(single).p99Ms < TARGETS.cellPatchP99Ms,
    },
    fullPatch: {
      runsMs: full.map((ms) => Math.round(ms)),
      firstFillMs: Math.round(full[0]),
      ...summary(full.slice(1)),
      target: `< ${TARGETS.fullPatchMs} ms (median of the rewrites)`,
      ok: summary(full.slice(1)).p50Ms < TARGETS.fullPatchMs,
    },
  };
}

/** Filtered list pages over the generated year, the way the list screen asks for them. */
function listUrls(base, year, days) {
  const day = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const paths = [];
  for (let i = 0; i < 40; i++) {
    const type = year.types[i % year.types.length].id;
    const from = 30 + ((i * 37) % (days - 120));
    paths.push(
      `${base}/api/bulletins/?bulletin_type=${type}&issue_date_after=${day(from + 90)}&issue_date_before=${day(from)}`,
    );
    paths.push(
      `${base}/api/bulletins/?status=published&issue_date_after=${day(from + 30)}&issue_date_before=${day(from)}&page=${1 + (i % 3)}`,
    );
  }
  return paths;
}

function listPlans(databaseUrl, year, nationalId) {
  const day = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const scenarios = [
    {
      name: 'staff: one type, three months',
      memberOf: null,
      filters: { bulletinType: year.types[0].id, issueDateAfter: day(120), issueDateBefore: day(30) },
    },
    {
      name: 'anyone: published, one month',
      memberOf: [],
      filters: { status: ['published'], issueDateAfter: day(60), issueDateBefore: day(30) },
    },
    {
      name: 'member of the national authority: newest first, no filter',
      memberOf: [nationalId],
      filters: {},
    },
  ];
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/list-plans.ts', databaseUrl, JSON.stringify(scenarios)],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 << 20 },
  );
  return JSON.parse(out);
}

async function runOn(database) {
  const profileDir = values.profile ? mkdtempSync(path.join(tmpdir(), 'bora-profile-')) : null;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const app = await startApp({ database, port: appPort, password, nodeArgs });
  const window = { from: 0, to: 0 };
  const bare = await startBare(appPort + 1);
  try {
    const admin = await session(app.base, 'admin', password);
    const call = client(app.base, admin);
    const headers = { cookie: admin.cookie };
    const result = { bare: await oneClient([bare.url]) };
    window.from = monotonicMicros();
    result.bulletin = await bulletinScenarios(app, call, headers);
    window.to = monotonicMicros();
    if (app.databaseUrl && !values['no-year']) {
      const year = await generateYear(call, app.databaseUrl);
      const anonymous = await oneClient(listUrls(app.base, year, YEAR_DAYS));
      const staff = await oneClient(listUrls(app.base, year, YEAR_DAYS), headers);
      const national = (await call('GET', '/api/authorities/?page_size=100')).answer.results.find(
        (a) => a.kind === 'national',
      );
      result.list = {
        generated: { bulletins: year.bulletins, values: year.values, seconds: year.seconds },
        anonymous: { ...anonymous, ok: anonymous.unexpected === 0 && anonymous.p95Ms < TARGETS.listP95Ms },
        staff: { ...staff, ok: staff.unexpected === 0 && staff.p95Ms < TARGETS.listP95Ms },
        target: `p95 < ${TARGETS.listP95Ms} ms`,
        plans: listPlans(app.databaseUrl, year, national.id),
      };
    }
    result.bareAfter = await oneClient([bare.url]);
    return result;
  } finally {
    await bare.stop();
    await app.stop();
    if (profileDir) {
      const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
      if (file) summarise(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), 30, window);
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

const wanted = values.databases.split(',').map((d) => d.trim());
const databases = {};
let exitCode = 0;
const loadBefore = loadavg();
for (const name of wanted) {
  if (name === 'postgres' && !values.postgres) {
    databases.postgres = {
      skipped: 'no PostgreSQL URL (--postgres, BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    };
    console.log(`postgres: skipped, ${databases.postgres.skipped}`);
    continue;
  }
  try {
    const result = await runOn(name === 'postgres' ? values.postgres : 'pglite');
    databases[name] = result;
    const { bulletin: b, list } = result;
    console.log(
      `\n${name} (bare route p99 ${result.bare.p99Ms} ms before, ${result.bareAfter.p99Ms} ms after):`,
    );
    console.table({
      'GET the bulletin': { p50: b.get.p50Ms, p99: b.get.p99Ms, target: b.get.target, ok: b.get.ok },
      'PATCH one cell': {
        p50: b.cellPatch.p50Ms,
        p99: b.cellPatch.p99Ms,
        target: b.cellPatch.target,
        ok: b.cellPatch.ok,
      },
      'PATCH 12 000 cells': {
        p50: b.fullPatch.p50Ms,
        p99: b.fullPatch.maxMs,
        target: b.fullPatch.target,
        ok: b.fullPatch.ok,
      },
      ...(list
        ? {
            'list, anonymous': {
              p50: list.anonymous.p50Ms,
              p95: list.anonymous.p95Ms,
              p99: list.anonymous.p99Ms,
              target: list.target,
              ok: list.anonymous.ok,
            },
            'list, staff': {
              p50: list.staff.p50Ms,
              p95: list.staff.p95Ms,
              p99: list.staff.p99Ms,
              target: list.target,
              ok: list.staff.ok,
            },
          }
        : {}),
    });
    if (list)
      console.log(
        `year generated: ${list.generated.bulletins} bulletins, ${list.generated.values} values in ${list.generated.seconds} s`,
      );
    if (!b.get.ok || !b.cellPatch.ok || !b.fullPatch.ok || (list && (!list.anonymous.ok || !list.staff.ok)))
      exitCode = 1;
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.stack : error}`);
    databases[name] = { failed: String(error instanceof Error ? error.message : error) };
    exitCode = 1;
  }
}
const result = {
  at: new Date().toISOString(),
  node: process.version,
  servers: pinning,
  cores: cpus().length,
  loadAverage: { before: loadBefore, after: loadavg() },
  seconds,
  targets: TARGETS,
  databases,
};
const file = path.join(root, 'bench', 'results', `bulletins-${result.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(root, file)}`);
process.exit(exitCode);
