#!/usr/bin/env node
/**
 * API throughput and latency on the embedded database, each endpoint measured against a baseline
 * taken in the same run (`GET /api/footer_navbar/`, which touches no database), and the server's
 * memory after the load against its memory at rest.
 *
 *   node bench/api.bench.mjs [--seconds 5] [--connections 10]
 *
 * Writes bench/results/api-<timestamp>.json and prints a table; exits 1 when a target is missed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(process.env.BENCH_PORT ?? 8790);
const base = `http://127.0.0.1:${port}`;
const password = 'bench-admin-password';

/** Each endpoint, and the least share of the baseline's throughput it must keep. */
const scenarios = [
  { name: 'current user (session + memberships)', path: '/api/users/me/', auth: true, minRatio: 0.12 },
  { name: 'authorities, a page of 25', path: '/api/authorities/?page_size=25', minRatio: 0.08 },
  { name: 'venues, a page of 100', path: '/api/venues/?page_size=100', minRatio: 0.025 },
  { name: 'venues, search', path: '/api/venues/?search=monte', minRatio: 0.05 },
  { name: 'icons of a set, a page of 100', path: '/api/icons/?page_size=100', minRatio: 0.04 },
  { name: 'bulletin types', path: '/api/bulletin-types/', minRatio: 0.04 },
];
const MAX_P99_MS = 250;
const MAX_MEMORY_GROWTH = 2.5;

function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/navbar/`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function login() {
  const page = await fetch(`${base}/accounts/login/`);
  const csrf = /csrftoken=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${base}/accounts/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${csrf}` },
    body: new URLSearchParams({ username: 'admin', password, csrfmiddlewaretoken: csrf, next: '/' }),
  });
  const session = /sessionid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`login failed: ${response.status}`);
  return `sessionid=${session}`;
}

function measure(pathname, headers = {}) {
  return autocannon({ url: `${base}${pathname}`, connections, duration: seconds, headers });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bora-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let exitCode = 0;
try {
  await waitForServer();
  const cookie = await login();
  const restingRss = rssKiB(server.pid);
  const baseline = await measure('/api/footer_navbar/');
  const rows = [];
  for (const s of scenarios) {
    const r = await measure(s.path, s.auth ? { cookie } : {});
    const ratio = r.requests.average / baseline.requests.average;
    const ok = r.non2xx === 0 && r.errors === 0 && ratio >= s.minRatio && r.latency.p99 <= MAX_P99_MS;
    rows.push({
      name: s.name,
      path: s.path,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      ratioToBaseline: Number(ratio.toFixed(3)),
      minRatio: s.minRatio,
      non2xx: r.non2xx,
      ok,
    });
  }
  const loadedRss = rssKiB(server.pid);
  const memoryGrowth = loadedRss / restingRss;
  const result = {
    at: new Date().toISOString(),
    node: process.version,
    seconds,
    connections,
    baseline: {
      path: '/api/footer_navbar/',
      requestsPerSecond: Math.round(baseline.requests.average),
      p99Ms: baseline.latency.p99,
    },
    scenarios: rows,
    memory: {
      restingMiB: Math.round(restingRss / 1024),
      afterLoadMiB: Math.round(loadedRss / 1024),
      growth: Number(memoryGrowth.toFixed(2)),
      maxGrowth: MAX_MEMORY_GROWTH,
    },
  };
  const file = path.join(root, 'bench', 'results', `api-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  console.log(
    `baseline ${result.baseline.path}: ${result.baseline.requestsPerSecond} req/s, p99 ${result.baseline.p99Ms} ms`,
  );
  console.table(
    rows.map(({ name, requestsPerSecond, p50Ms, p99Ms, ratioToBaseline, minRatio, ok }) => ({
      name,
      requestsPerSecond,
      p50Ms,
      p99Ms,
      ratioToBaseline,
      minRatio,
      ok,
    })),
  );
  console.log(
    `memory: ${result.memory.restingMiB} MiB at rest, ${result.memory.afterLoadMiB} MiB after the load (×${result.memory.growth}, at most ×${MAX_MEMORY_GROWTH})`,
  );
  console.log(`written to ${path.relative(root, file)}`);
  if (rows.some((r) => !r.ok) || memoryGrowth > MAX_MEMORY_GROWTH) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
