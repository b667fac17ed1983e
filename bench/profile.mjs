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
import { monotonicMicros, summarise } from './cpu-profile.mjs';
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
summarise(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), Number(values.top), window);
rmSync(dir, { recursive: true, force: true });
