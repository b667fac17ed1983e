#!/usr/bin/env node
/**
 * Where the server spends its time on one endpoint: starts Bora under `--cpu-prof`, loads the
 * path with the bench's load generator (bench/load.mjs: wrk on a core of its own), stops the
 * server and prints the functions and the packages with the most self time.
 *
 *   node bench/profile.mjs --path /api/venues/?page_size=50 [--auth] [--uncached] [--revalidate]
 *                          [--header 'accept-encoding: br'] [--seconds 5]
 *                          [--database pglite|postgres://…] [--top 25] [--checkout DIR]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { monotonicMicros, summarise } from './cpu-profile.mjs';
import { loadGenerator, merged } from './load.mjs';
import { login, startApp } from './servers.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/users/me/' },
    auth: { type: 'boolean', default: false },
    /** Every request a new query string (`&n=<count>`), so that nothing comes from memory. */
    uncached: { type: 'boolean', default: false },
    /** Sent with the ETag of a first answer in `If-None-Match`: the 304 is what is profiled. */
    revalidate: { type: 'boolean', default: false },
    header: { type: 'string', multiple: true, default: [] },
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
const dir = mkdtempSync(path.join(tmpdir(), 'bora-profile-'));
const app = await startApp({
  database: values.database,
  port: Number(process.env.BENCH_PORT ?? 8790),
  password,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  checkout: values.checkout || undefined,
});
try {
  const headers = Object.fromEntries(values.header.map((h) => h.split(/:\s*/, 2)));
  if (values.auth) headers.cookie = await login(app.base, 'admin', password);
  const url = `${app.base}${values.path}`;
  const first = await fetch(url, { headers });
  await first.arrayBuffer();
  if (values.revalidate) headers['if-none-match'] = first.headers.get('etag') ?? '';
  const generator = loadGenerator();
  window.from = monotonicMicros();
  const r = merged([
    await generator.run(url, {
      headers,
      unique: values.uncached,
      seconds: Number(values.seconds),
      connections: Number(values.connections),
    }),
  ]);
  window.to = monotonicMicros();
  console.log(
    `${values.path}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, answers ${JSON.stringify(r.statuses)}, ` +
      `load generator ${r.loadGenerator.cpu ?? '?'} of a core`,
  );
} finally {
  await app.stop();
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
summarise(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), Number(values.top), window);
rmSync(dir, { recursive: true, force: true });
