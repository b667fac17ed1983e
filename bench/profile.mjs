#!/usr/bin/env node
/**
 * Where the server spends its time on one endpoint: starts Bora under `--cpu-prof`, loads the
 * path with autocannon, stops the server and prints the functions and the packages with the
 * most self time.
 *
 *   node bench/profile.mjs --path /api/venues/?page_size=50 [--auth] [--uncached] [--seconds 5]
 *                          [--database pglite|postgres://…] [--top 25] [--checkout DIR]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { login, startApp } from './servers.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/users/me/' },
    auth: { type: 'boolean', default: false },
    /** Every request a new query string (`&n=<count>`), so that nothing comes from memory. */
    uncached: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: 'pglite' },
    top: { type: 'string', default: '25' },
    checkout: { type: 'string', default: '' },
  },
});
const password = 'bench-admin-password';
/** The load's start and end, on the clock V8 stamps profile samples with (CLOCK_MONOTONIC, µs). */
const window = { from: 0, to: Number.POSITIVE_INFINITY };
let unique = 0;
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
const dir = mkdtempSync(path.join(tmpdir(), 'bora-profile-'));
const app = await startApp({
  database: values.database,
  port: Number(process.env.BENCH_PORT ?? 8790),
  password,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  checkout: values.checkout || undefined,
});
try {
  const headers = values.auth ? { cookie: await login(app.base, 'admin', password) } : {};
  window.from = monotonicMicros();
  const r = await autocannon({
    url: `${app.base}${values.path}`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers,
    ...(values.uncached
      ? { requests: [{ setupRequest: (r) => ({ ...r, path: `${r.path}&n=${unique++}` }) }] }
      : {}),
  });
  window.to = monotonicMicros();
  console.log(`${values.path}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
} finally {
  await app.stop();
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
summarise(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), Number(values.top));
rmSync(dir, { recursive: true, force: true });

/** The package a script belongs to (`node_modules/<name>`), `bora/<package>`, or `node`. */
function packageOf(url) {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /packages\/([^/]+)\//.exec(url);
  if (own) return `bora/${own[1]}`;
  if (url.startsWith('wasm://')) return 'PostgreSQL in WebAssembly (PGlite)';
  return url ? 'node' : '(native, gc)';
}

function summarise(profile, top) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const gaps = profile.timeDeltas;
  // Only the samples taken under load: start-up (migrations, demo data) is not what is measured.
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += gaps[i] ?? 0;
    if (at >= window.from && at <= window.to) self.set(id, (self.get(id) ?? 0) + (gaps[i] ?? 0));
  }
  let total = 0;
  let idle = 0;
  const byFunction = new Map();
  const byPackage = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = nodes.get(id);
    total += micros;
    if (callFrame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const where = callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    const pkg = packageOf(callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const busy = total - idle;
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        ms: Math.round(micros / 1000),
        '% busy': ((100 * micros) / busy).toFixed(1),
      }));
  console.log(`busy ${Math.round(busy / 1000)} ms of ${Math.round(total / 1000)} ms sampled`);
  console.log('\nself time by package');
  console.table(rows(byPackage));
  console.log('\nself time by function');
  console.table(rows(byFunction));
}
