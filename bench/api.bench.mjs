#!/usr/bin/env node
/**
 * API throughput and latency, on the embedded database and on PostgreSQL, each endpoint measured
 * against a bare Fastify route (bench/bare-server.mjs) that the run starts and loads in turns with
 * it, a second each, on the same machine; a first read on PostgreSQL also against a bare `pg` route
 * reading the same page (bench/bare-pg-server.mjs); and the server's memory after the load against
 * its memory at rest. The load comes from wrk on a core of its own (bench/load.mjs), the servers run
 * on the other.
 *
 *   node bench/api.bench.mjs [--seconds 5] [--warmup 1] [--connections 50] [--databases pglite,postgres]
 *                            [--postgres postgres://postgres@127.0.0.1:5432/test] [--only name]
 *                            [--checkout DIR]
 *
 * PostgreSQL: a fresh database is created next to the URL given (--postgres, else
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL) and dropped after the run; without any, the
 * PostgreSQL half is skipped and says so. Writes bench/results/api-<timestamp>.json and prints a
 * table per database; exits 1 when a target is missed.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { client, publishedLargeBulletin } from './bulletin-fixture.mjs';
import { loadGenerator, merged } from './load.mjs';
import {
  pinBackends,
  pinning,
  rssKiB,
  schedOf,
  session,
  settle,
  startApp,
  startBare,
  startBarePg,
} from './servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    databases: { type: 'string', default: 'pglite,postgres' },
    postgres: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '',
    },
    only: { type: 'string', default: '' },
    /** Another copy of the repository (with node_modules) whose server to load, e.g. an older commit. */
    checkout: { type: 'string', default: '' },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const appPort = Number(process.env.BENCH_PORT ?? 8790);
const barePort = appPort + 1;
const password = 'bench-admin-password';

const MAX_P99_MS = 50;
const MAX_MEMORY_GROWTH = 2.5;

/**
 * Each read, and the least share of the bare route's throughput it must keep (`minRatio`, one
 * figure or one per database).
 * `revalidate`: sent with the ETag of a first answer in `If-None-Match`, so it must answer 304.
 * `uncached`: every request a different query string, so no answer can be reused: what a first
 * read costs, with no p99 target; on PostgreSQL measured against the bare `pg` route reading the
 * same page (`minBarePgRatio`).
 * `path` may be a function of what the run found in the database (`found`).
 */
const scenarios = [
  { name: 'current user (session + memberships)', path: '/api/users/me/', auth: true, minRatio: 0.25 },
  { name: 'current user, revalidated (304)', path: '/api/users/me/', auth: true, revalidate: true },
  { name: 'venues, a page of 50', path: '/api/venues/?page_size=50', minRatio: 0.1 },
  { name: 'venues, a page of 50, revalidated (304)', path: '/api/venues/?page_size=50', revalidate: true },
  {
    name: 'venues, a page of 50, never cached',
    path: '/api/venues/?page_size=50',
    uncached: true,
    minRatio: { pglite: 0.01 },
    minBarePgRatio: 0.7,
  },
  { name: 'authorities, a page of 25', path: '/api/authorities/?page_size=25' },
  { name: 'venues, a page of 100', path: '/api/venues/?page_size=100' },
  { name: 'venues, search', path: '/api/venues/?search=monte' },
  { name: 'icons, a page of 100', path: '/api/icons/?page_size=100' },
  { name: 'bulletin types', path: '/api/bulletin-types/' },
  {
    name: 'public bulletin, 12 000 cells (br)',
    path: (found) => `/api/public/bulletins/${found.publicBulletin}/`,
    headers: { 'accept-encoding': 'br' },
    minRatio: 0.3,
  },
  {
    name: 'public bulletin, 12 000 cells, revalidated (304)',
    path: (found) => `/api/public/bulletins/${found.publicBulletin}/`,
    headers: { 'accept-encoding': 'br' },
    revalidate: true,
    minRatio: 0.5,
  },
  // Made once per key and kept as bytes like the public bulletin, but found by the router and their
  // parameters (no fast path before parsing): measured, with no ratio target until one is recorded.
  {
    name: 'latest public bulletin of a type, 12 000 cells (br)',
    path: (found) => `/api/public/bulletin-types/${found.publicType}/latest/`,
    headers: { 'accept-encoding': 'br' },
    minRatio: 0.3,
  },
  {
    name: 'latest public bulletin of a type, 12 000 cells, revalidated (304)',
    path: (found) => `/api/public/bulletin-types/${found.publicType}/latest/`,
    headers: { 'accept-encoding': 'br' },
    revalidate: true,
    minRatio: 0.5,
  },
  {
    name: 'venue forecast from the latest public bulletins (br)',
    path: (found) => `/api/public/venues/${found.publicVenue}/forecast/`,
    headers: { 'accept-encoding': 'br' },
    minRatio: 0.2,
  },
].filter((s) => !values.only || s.name.includes(values.only));

const generator = loadGenerator();

/**
 * Loads each leg (`{ url, pid, unique, headers }`, `pid` the server answering it) in turns, one
 * second at a time, `seconds` turns, after `warmup` seconds of each unrecorded (JIT, first reads):
 * other work on the machine then weighs on every leg of a comparison alike. Answers each leg's load,
 * with the share of a core its server ran and waited for (while other work had it) meanwhile.
 */
async function inTurns(legs) {
  const run = (leg, time) =>
    generator.run(leg.url, { headers: leg.headers ?? {}, unique: leg.unique, connections, seconds: time });
  for (const leg of legs) {
    if (warmup > 0) await run(leg, warmup);
    await settle(leg.pid);
  }
  const taken = legs.map(() => ({ runs: [], ranNs: 0, waitedNs: 0, ms: 0 }));
  for (let turn = 0; turn < seconds; turn++) {
    const order = [...legs.keys()];
    if (turn % 2) order.reverse();
    for (const i of order) {
      await legs[i].beforeRun?.();
      const before = schedOf(legs[i].pid);
      const started = performance.now();
      taken[i].runs.push(await run(legs[i], 1));
      const after = schedOf(legs[i].pid);
      taken[i].ms += performance.now() - started;
      taken[i].ranNs += after.ranNs - before.ranNs;
      taken[i].waitedNs += after.waitedNs - before.waitedNs;
      await settle(legs[i].pid);
    }
  }
  const share = (ns, ms) => Number((ns / 1e6 / ms).toFixed(3));
  return taken.map((t) => ({
    ...merged(t.runs),
    perTurn: t.runs.map((run) => run.requests / run.seconds),
    server: { cpu: share(t.ranNs, t.ms), waited: share(t.waitedNs, t.ms) },
  }));
}

/**
 * The median, over the turns, of a leg's rate against the bare route's in the same turn (the two
 * loaded one after the other): a second in which other work on the machine took the core weighs
 * on one pair, not on the whole ratio.
 */
function pairedRatio(leg, bare) {
  const ratios = leg.perTurn.map((rate, turn) => rate / bare.perTurn[turn]).sort((a, b) => a - b);
  const middle = Math.floor(ratios.length / 2);
  return ratios.length % 2 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2;
}

/** How many answers had the status the scenario expects (200, or 304 when revalidating). */
const expectedAnswers = (load, status) => load.statuses[status] ?? 0;

/** Answers per second of the CPU the server was given. */
const perCpu = (load) => load.requestsPerSecond / Math.max(load.server.cpu, 0.001);

/** Who was the limit of a load: the server's share of a core, the load generator's and its ceiling. */
const limitsOf = (load) => ({ server: load.server, loadGenerator: load.loadGenerator });

async function runOn(database) {
  const app = await startApp({ database, port: appPort, password, checkout: values.checkout || undefined });
  const kind = database === 'pglite' ? 'pglite' : 'postgres';
  const loadBefore = loadavg();
  try {
    const admin = await session(app.base, 'admin', password);
    const publicBulletin = await publishedLargeBulletin(client(app.base, admin));
    // Its type and its first venue, as the public API names them: by code.
    const published = await (await fetch(`${app.base}/api/public/bulletins/${publicBulletin}/`)).json();
    const found = {
      publicBulletin,
      publicType: published.bulletin_type.code,
      publicVenue: published.composition.venues[0].code,
    };
    const restingRss = rssKiB(app.pid);
    const bare = await startBare(barePort);
    const barePg = app.databaseUrl ? await startBarePg(barePort + 1, app.databaseUrl) : null;
    const rows = [];
    try {
      for (const s of scenarios)
        rows.push(await scenario({ app, bare, barePg, kind, found }, s, admin.cookie));
    } finally {
      await bare.stop();
      await barePg?.stop();
    }
    const loadedRss = rssKiB(app.pid);
    return {
      loadAverage: { before: loadBefore, after: loadavg() },
      publicBulletinId: found.publicBulletin,
      scenarios: rows,
      memory: {
        restingMiB: Math.round(restingRss / 1024),
        afterLoadMiB: Math.round(loadedRss / 1024),
        growth: Number((loadedRss / restingRss).toFixed(2)),
        maxGrowth: MAX_MEMORY_GROWTH,
      },
    };
  } finally {
    await app.stop();
  }
}

/** The bare `pg` route answers the page Bora answers (the links aside, which name their own query). */
async function sameAnswer(app, barePg, path) {
  const read = async (base) => {
    const { next: _next, previous: _previous, ...page } = await (await fetch(`${base}${path}`)).json();
    return page;
  };
  const [bora, bare] = await Promise.all([read(app.base), read(barePg.base)]);
  if (!isDeepStrictEqual(bora, bare))
    throw new Error(`the bare pg route does not answer ${path} as Bora does`);
}

async function scenario({ app, bare, barePg, kind, found }, s, cookie) {
  const path = typeof s.path === 'function' ? s.path(found) : s.path;
  const minRatio = (typeof s.minRatio === 'object' ? s.minRatio[kind] : s.minRatio) ?? null;
  const load = loadavg()[0];
  const headers = { ...(s.auth ? { cookie } : {}), ...s.headers };
  // A first answer, before any load: what is made once (a public bulletin compressed) is made now.
  const first = await fetch(`${app.base}${path}`, { headers });
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${path}: ${first.status}`);
  let status = 200;
  if (s.revalidate) {
    headers['if-none-match'] = first.headers.get('etag') ?? '';
    status = 304;
  }
  const withCeiling = Boolean(s.minBarePgRatio && barePg);
  const pinned = app.databaseUrl ? () => pinBackends(app.databaseUrl) : undefined;
  if (withCeiling) await sameAnswer(app, barePg, path);
  // The bare route (and the bare pg route) are loaded in turns with Bora's: other work on the
  // machine then weighs on both numbers of a ratio alike.
  const [baseline, r, ceiling = null] = await inTurns([
    { url: bare.url, pid: bare.pid },
    { url: `${app.base}${path}`, pid: app.pid, headers, unique: s.uncached, beforeRun: pinned },
    ...(withCeiling
      ? [{ url: `${barePg.base}${path}`, pid: barePg.pid, unique: s.uncached, beforeRun: pinned }]
      : []),
  ]);
  const ratio = pairedRatio(r, baseline);
  const barePgRatio = ceiling ? pairedRatio(r, ceiling) : null;
  const allExpected = r.failures === 0 && expectedAnswers(r, status) === r.requests;
  const ok =
    allExpected &&
    (s.uncached || r.p99Ms < MAX_P99_MS) &&
    ratio >= (minRatio ?? 0) &&
    (barePgRatio === null || barePgRatio >= s.minBarePgRatio);
  return {
    name: s.name,
    path,
    headers: s.headers ?? {},
    status,
    loadAverage1m: load,
    requestsPerSecond: r.requestsPerSecond,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    bareRequestsPerSecond: baseline.requestsPerSecond,
    ratioToBare: Number(ratio.toFixed(3)),
    // Over the whole run: all of Bora's answers against all of the bare route's.
    ratioToBareOverall: Number((r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
    // The same ratio per second of CPU each server was given: what the shared machine's other
    // work took from either (waiting for its core) no longer counts.
    ratioToBarePerCpu: Number((perCpu(r) / perCpu(baseline)).toFixed(3)),
    minRatio,
    ...(ceiling
      ? {
          barePgRequestsPerSecond: ceiling.requestsPerSecond,
          barePgP99Ms: ceiling.p99Ms,
          ratioToBarePg: Number(barePgRatio.toFixed(3)),
          ratioToBarePgOverall: Number((r.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3)),
          ratioToBarePgPerCpu: Number((perCpu(r) / perCpu(ceiling)).toFixed(3)),
          minBarePgRatio: s.minBarePgRatio,
        }
      : {}),
    maxP99Ms: s.uncached ? null : MAX_P99_MS,
    unexpectedAnswers: r.requests - expectedAnswers(r, status),
    limits: {
      bare: limitsOf(baseline),
      ...(ceiling ? { barePg: limitsOf(ceiling) } : {}),
      bora: limitsOf(r),
    },
    ok,
  };
}

function print(name, result) {
  console.log(
    `\n${name} (load average ${result.loadAverage.before.map((l) => l.toFixed(2)).join(' ')} before):`,
  );
  console.table(
    result.scenarios.map((r) => ({
      name: r.name,
      bare: r.bareRequestsPerSecond,
      ...(r.barePgRequestsPerSecond ? { 'bare pg': r.barePgRequestsPerSecond } : {}),
      'req/s': r.requestsPerSecond,
      p50: r.p50Ms,
      p99: r.p99Ms,
      ratio: r.ratioToBarePg ?? r.ratioToBare,
      'per cpu': r.ratioToBarePgPerCpu ?? r.ratioToBarePerCpu,
      target: r.minBarePgRatio ? `${r.minBarePgRatio} of bare pg` : r.minRatio,
      'server cpu, waited': `${r.limits.bora.server.cpu}, ${r.limits.bora.server.waited}`,
      'wrk cpu, ceiling': `${r.limits.bare.loadGenerator.cpu}, ${r.limits.bare.loadGenerator.ceilingPerSecond}`,
      ok: r.ok,
    })),
  );
  const m = result.memory;
  console.log(`memory: ${m.restingMiB} MiB at rest, ${m.afterLoadMiB} MiB after the load (×${m.growth})`);
}

const wanted = values.databases.split(',').map((d) => d.trim());
const databases = {};
let exitCode = 0;
for (const name of wanted) {
  if (name === 'postgres' && !values.postgres) {
    databases.postgres = {
      skipped: 'no PostgreSQL URL (--postgres, BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    };
    console.log(`\npostgres: skipped, ${databases.postgres.skipped}`);
    continue;
  }
  try {
    const result = await runOn(name === 'postgres' ? values.postgres : 'pglite');
    databases[name] = result;
    print(name, result);
    if (result.scenarios.some((r) => !r.ok) || result.memory.growth > MAX_MEMORY_GROWTH) exitCode = 1;
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : error}`);
    databases[name] = { failed: String(error instanceof Error ? error.message : error) };
    exitCode = 1;
  }
}

const result = {
  at: new Date().toISOString(),
  node: process.version,
  tool: generator.name,
  cores: cpus().length,
  checkout: values.checkout || null,
  servers: pinning,
  seconds,
  warmupSeconds: warmup,
  connections,
  databases,
};
const file = path.join(root, 'bench', 'results', `api-${result.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(root, file)}`);
process.exit(exitCode);
