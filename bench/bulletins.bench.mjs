#!/usr/bin/env node
/**
 * Bulletin speed, on the embedded database and on PostgreSQL: a bulletin of 12 000 cells (100 venues
 * × 3 days × 4 slots × 10 data types) read, written one cell at a time and written whole; and, on
 * PostgreSQL, the filtered bulletin list over a generated year (three daily types, about 1 100
 * bulletins and 13 million values) with the query plans that answer it.
 *
 *   node bench/bulletins.bench.mjs [--databases pglite,postgres] [--postgres postgres://…/postgres]
 *                                  [--seconds 10] [--patches 200] [--full-patches 5]
 *                                  [--beside-saves 3] [--no-year] [--profile]
 *
 * Latencies are those of one client, one request after the other (what a forecaster's screen
 * waits), each next to the bare Fastify route's taken in the same run; and, beside whole-grid
 * saves, of reads sent every 5 ms that memory answers, with the server's own event-loop blocks
 * (bench/loop-blocks.mjs). Writes bench/results/bulletins-<timestamp>.json; exits 1 when a target
 * is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { allCells, CELLS, client, createBenchType, publishedLargeBulletin } from './bulletin-fixture.mjs';
import { generateYear, YEAR_DAYS } from './bulletin-year.mjs';
import { monotonicMicros, summarise } from './cpu-profile.mjs';
import { pinning, session, startApp, startBare } from './servers.mjs';
import { summary } from './timings.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    patches: { type: 'string', default: '200' },
    'full-patches': { type: 'string', default: '5' },
    /** Whole-grid saves made while reads that memory answers are sent every 5 ms. */
    'beside-saves': { type: 'string', default: '3' },
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

const TARGETS = {
  getP99Ms: 100,
  cellPatchP99Ms: 30,
  fullPatchMs: 500,
  listP95Ms: 50,
  /** On the embedded database, whose statements run on the server's own event loop. */
  readBesideSaveMaxMs: 250,
};
const READ_EVERY_MS = 5;

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

async function bulletinScenarios(app, call, admin) {
  const cookieHeaders = { cookie: admin.cookie };
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

  const beside = await readsBesideSaves(app, admin, {
    id,
    type,
    etag,
    which: full.length % 2,
    publicId: await publishedLargeBulletin(call),
  });
  etag = beside.etag;

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
    readsBesideSave: {
      everyMs: READ_EVERY_MS,
      saves: beside.saves,
      longestReadMs: beside.longestReadMs,
      longestOnNewConnectionMs: beside.longestOnNewConnectionMs,
      target: `longest read on an open connection < ${TARGETS.readBesideSaveMaxMs} ms (PGlite)`,
      ok: beside.saves.every((s) => s.reads.unexpected === 0),
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connections kept open between reads, as a visitor's browser keeps one: opened before the saves
 * (`openConnections`), so that a read beside a save waits only for the server, not for a connection.
 */
const keptOpen = new http.Agent({ keepAlive: true, maxFreeSockets: 256 });

/** GETs `url` and answers its status once the body has come. `agent: false` opens a connection for it alone. */
function get(url, headers, agent) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', reject);
  });
}

/** Opens `count` connections to the server of `url` and keeps them for the reads. */
async function openConnections(url, count) {
  await Promise.all(Array.from({ length: count }, () => get(url, {}, keptOpen)));
}

/**
 * Sends one of `reads` (in turn) every READ_EVERY_MS, whatever became of the ones before, until
 * stopped; answers each read's start (ms, `performance.now()`), time and whether it was answered as
 * expected, and how late this process's own timer ever was (a read held here is not the server's).
 */
function readEvery(reads) {
  const done = [];
  const pending = new Set();
  let count = 0;
  let last = performance.now();
  let clientLateMs = 0;
  const timer = setInterval(() => {
    const read = reads[count++ % reads.length];
    const at = performance.now();
    clientLateMs = Math.max(clientLateMs, at - last - READ_EVERY_MS);
    last = at;
    const settled = get(read.url, read.headers, read.agent)
      .then((status) =>
        done.push({ name: read.name, at, ms: performance.now() - at, ok: status === read.status }),
      )
      .catch(() => done.push({ name: read.name, at, ms: performance.now() - at, ok: false }))
      .finally(() => pending.delete(settled));
    pending.add(settled);
  }, READ_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { done, clientLateMs: Math.round(clientLateMs) };
  };
}

/**
 * Whole-grid saves of the draft, each while reads that memory answers go on beside it, one every
 * READ_EVERY_MS in turn: the cached first page of 50 venues and the published 12 000-cell bulletin's
 * 304 on connections already open, and the page of venues on a connection of its own (a visitor
 * arriving during the save). Answers, per save, its time and the reads held while it ran (the
 * longest is what a reader waits behind a forecaster's save), and the save's span on the profiles'
 * clock.
 */
async function readsBesideSaves(app, admin, draft) {
  const venuesUrl = `${app.base}/api/venues/?page_size=50`;
  const publicUrl = `${app.base}/api/public/bulletins/${draft.publicId}/`;
  await (await fetch(venuesUrl)).arrayBuffer();
  const first = await fetch(publicUrl);
  await first.arrayBuffer();
  // As many as can be waiting at once: a save of about half a second, a read every 5 ms.
  await openConnections(venuesUrl, 150);
  const reads = [
    { name: 'venues', url: venuesUrl, headers: {}, status: 200, agent: keptOpen },
    {
      name: 'public 304',
      url: publicUrl,
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
      status: 304,
      agent: keptOpen,
    },
    { name: 'venues, new connection', url: venuesUrl, headers: {}, status: 200, agent: false },
  ];
  let { etag, which } = draft;
  const saves = [];
  for (let i = 0; i < Number(values['beside-saves']); i++) {
    // Made before the reads begin: the client's own work must not delay them.
    const body = JSON.stringify({ changes: allCells(draft.type, which) });
    which = 1 - which;
    const stop = readEvery(reads);
    await sleep(200);
    const from = performance.now();
    const span = { from: monotonicMicros(), to: 0 };
    const response = await fetch(`${app.base}/api/bulletins/${draft.id}/values/`, {
      method: 'PATCH',
      headers: {
        cookie: admin.cookie,
        'x-csrftoken': admin.csrf,
        'content-type': 'application/json',
        'if-match': etag,
      },
      body,
    });
    const answer = await response.json();
    const to = performance.now();
    span.to = monotonicMicros();
    await sleep(200);
    const { done, clientLateMs } = await stop();
    if (!response.ok || answer.changed !== CELLS)
      throw new Error(`a save beside reads: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    etag = response.headers.get('etag');
    // Every read that was waiting at some moment of the save.
    const beside = done.filter((r) => r.at < to && r.at + r.ms > from);
    const of = (list) => ({
      ...summary(list.map((r) => r.ms)),
      unexpected: list.filter((r) => !r.ok).length,
    });
    saves.push({
      saveMs: Math.round(to - from),
      reads: of(beside),
      byRead: Object.fromEntries(reads.map(({ name }) => [name, of(beside.filter((r) => r.name === name))])),
      clientLateMs,
      span,
    });
  }
  const longest = (name) => Math.max(...saves.map((s) => s.byRead[name].maxMs));
  return {
    etag,
    which,
    saves,
    longestReadMs: Math.max(longest('venues'), longest('public 304')),
    longestOnNewConnectionMs: longest('venues, new connection'),
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

/** The server's event-loop blocks (bench/loop-blocks.mjs) within each save beside reads, longest first. */
function blocksOfSaves(saves, blocks) {
  for (const save of saves) {
    const held = blocks
      .filter((b) => b.from < save.span.to && b.to > save.span.from)
      .map((b) => ({ ...b, ms: Math.round((b.to - b.from) / 1000) }))
      .sort((a, b) => b.ms - a.ms);
    save.serverLoopBlocks = { count: held.length, longestMs: held[0]?.ms ?? 0, longest: held.slice(0, 5) };
  }
}

async function runOn(database) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bora-bulletins-'));
  const blocksFile = path.join(dir, 'loop-blocks.json');
  const nodeArgs = [
    '--import',
    fileURLToPath(new URL('loop-blocks.mjs', import.meta.url)),
    ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []),
  ];
  const app = await startApp({
    database,
    port: appPort,
    password,
    nodeArgs,
    env: { BENCH_LOOP_BLOCKS: blocksFile },
  });
  const window = { from: 0, to: 0 };
  const bare = await startBare(appPort + 1);
  const result = {};
  try {
    const admin = await session(app.base, 'admin', password);
    const call = client(app.base, admin);
    const headers = { cookie: admin.cookie };
    result.bare = await oneClient([bare.url]);
    window.from = monotonicMicros();
    result.bulletin = await bulletinScenarios(app, call, admin);
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
    const saves = result.bulletin?.readsBesideSave.saves ?? [];
    if (existsSync(blocksFile)) blocksOfSaves(saves, JSON.parse(readFileSync(blocksFile, 'utf8')));
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (file) {
      const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      summarise(profile, 30, window);
      // What held the event loop longest while a save ran beside reads.
      const blocks = saves.flatMap((s) => s.serverLoopBlocks?.longest ?? []).sort((a, b) => b.ms - a.ms);
      for (const block of blocks.slice(0, 3)) {
        console.log(`\nthe event loop held ${block.ms} ms during a save:`);
        summarise(profile, 12, block);
      }
    }
    rmSync(dir, { recursive: true, force: true });
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
    const beside = result.bulletin.readsBesideSave;
    if (name === 'pglite') beside.ok &&= beside.longestReadMs < TARGETS.readBesideSaveMaxMs;
    else beside.target = 'recorded (the target is for the embedded database)';
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
      'reads beside a save, open connections': {
        p50: Math.max(...b.readsBesideSave.saves.map((s) => s.byRead.venues.p50Ms)),
        max: b.readsBesideSave.longestReadMs,
        target: b.readsBesideSave.target,
        ok: b.readsBesideSave.ok,
      },
      'reads beside a save, new connections': {
        p50: Math.max(...b.readsBesideSave.saves.map((s) => s.byRead['venues, new connection'].p50Ms)),
        max: b.readsBesideSave.longestOnNewConnectionMs,
        target: 'recorded',
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
    if (
      !b.get.ok ||
      !b.cellPatch.ok ||
      !b.fullPatch.ok ||
      !b.readsBesideSave.ok ||
      (list && (!list.anonymous.ok || !list.staff.ok))
    )
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
