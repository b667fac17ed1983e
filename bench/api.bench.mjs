#!/usr/bin/env node
/**
 * API throughput and latency, on the embedded database and on PostgreSQL, each endpoint measured
 * against a bare Fastify route (bench/bare-server.mjs) that the run starts and loads itself just
 * before, on the same machine; and the server's memory after the load against its memory at rest.
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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { login, pinning, rssKiB, startApp, startBare } from './servers.mjs';

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
 * Each read, and the least share of the bare route's throughput it must keep (`minRatio`).
 * `revalidate`: sent with the ETag of a first answer in `If-None-Match`, so it must answer 304.
 * `uncached`: every request a different query string, so no answer can be reused; shown for
 * what a first read costs, with no target.
 */
const scenarios = [
  { name: 'current user (session + memberships)', path: '/api/users/me/', auth: true, minRatio: 0.2 },
  { name: 'current user, revalidated (304)', path: '/api/users/me/', auth: true, revalidate: true },
  { name: 'venues, a page of 50', path: '/api/venues/?page_size=50', minRatio: 0.1 },
  { name: 'venues, a page of 50, revalidated (304)', path: '/api/venues/?page_size=50', revalidate: true },
  { name: 'venues, a page of 50, never cached', path: '/api/venues/?page_size=50&n=', uncached: true },
  { name: 'authorities, a page of 25', path: '/api/authorities/?page_size=25' },
  { name: 'venues, a page of 100', path: '/api/venues/?page_size=100' },
  { name: 'venues, search', path: '/api/venues/?search=monte' },
  { name: 'icons, a page of 100', path: '/api/icons/?page_size=100' },
  { name: 'bulletin types', path: '/api/bulletin-types/' },
].filter((s) => !values.only || s.name.includes(values.only));

/** Loads `url`: first `warmup` seconds unrecorded (JIT, first reads), then `seconds` measured. */
async function measure(url, { headers = {}, uncached = false } = {}) {
  if (warmup > 0) await load(url, { headers, uncached, duration: warmup });
  return load(url, { headers, uncached, duration: seconds });
}

/** Numbers the never-cached requests of the whole run, so that no URL comes twice. */
let unique = 0;

function load(url, { headers, uncached, duration }) {
  return autocannon({
    url,
    connections,
    duration,
    headers,
    ...(uncached
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path}${unique++}` }) }] }
      : {}),
  });
}

/** How many answers had the status the scenario expects (200, or 304 when revalidating). */
function expectedAnswers(result, status) {
  return result.statusCodeStats?.[status]?.count ?? 0;
}

async function runOn(database) {
  const app = await startApp({ database, port: appPort, password, checkout: values.checkout || undefined });
  try {
    const cookie = await login(app.base, 'admin', password);
    const restingRss = rssKiB(app.pid);
    const bare = await startBare(barePort);
    const rows = [];
    try {
      for (const s of scenarios) rows.push(await scenario(app, bare, s, cookie));
    } finally {
      await bare.stop();
    }
    const loadedRss = rssKiB(app.pid);
    return {
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

async function scenario(app, bare, s, cookie) {
  // The bare route is loaded right before each scenario: other work on the machine then
  // weighs on both numbers of a ratio alike.
  const baseline = await measure(bare.url);
  const headers = s.auth ? { cookie } : {};
  let status = 200;
  if (s.revalidate) {
    const first = await fetch(`${app.base}${s.path}`, { headers });
    headers['if-none-match'] = first.headers.get('etag') ?? '';
    status = 304;
  }
  const r = await measure(`${app.base}${s.path}`, { headers, uncached: s.uncached });
  const ratio = r.requests.average / baseline.requests.average;
  const allExpected = r.errors === 0 && r.timeouts === 0 && expectedAnswers(r, status) === r.requests.total;
  const ok = allExpected && (s.uncached || (r.latency.p99 < MAX_P99_MS && ratio >= (s.minRatio ?? 0)));
  return {
    name: s.name,
    path: s.path,
    status,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    bareRequestsPerSecond: Math.round(baseline.requests.average),
    ratioToBare: Number(ratio.toFixed(3)),
    minRatio: s.minRatio ?? null,
    maxP99Ms: s.uncached ? null : MAX_P99_MS,
    unexpectedAnswers: r.requests.total - expectedAnswers(r, status),
    ok,
  };
}

function print(name, result) {
  console.log(`\n${name}:`);
  console.table(
    result.scenarios.map(
      ({ name, bareRequestsPerSecond, requestsPerSecond, p50Ms, p99Ms, ratioToBare, minRatio, ok }) => ({
        name,
        bare: bareRequestsPerSecond,
        requestsPerSecond,
        p50Ms,
        p99Ms,
        ratioToBare,
        minRatio,
        ok,
      }),
    ),
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
  tool: 'autocannon',
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
