#!/usr/bin/env node
/**
 * A long write beside short reads: imports 10 000 venues from CSV (a dry run, the creation, then an
 * update of every row) while another client keeps reading a page of venues, one request after the
 * other, and reports how long the import took and how long the reads waited meanwhile.
 *
 *   node bench/import.bench.mjs [--rows 10000]
 *
 * Besides wall-clock times it reports the CPU time the server used while each import ran: on a busy
 * machine the wall-clock times stretch with the other work, the CPU time much less.
 *
 * Writes bench/results/import-<timestamp>.json and prints a table; exits 1 when a read during an
 * import waited a second or more.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { venueReader } from './reader.mjs';
import { session as signIn, startApp } from './servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rows = Number(values.rows);
const port = Number(process.env.BENCH_PORT ?? 8791);
const base = `http://127.0.0.1:${port}`;
const password = 'bench-admin-password';
const MAX_READ_MS = 1000;

/** CPU time the server process has used, in ms (Linux). */
function serverCpuMs() {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return ((utime + stime) * 1000) / 100;
}

function csv(label) {
  const lines = ['code,name,kind,latitude,longitude,elevation,region,authority'];
  for (let i = 0; i < rows; i++) {
    const lat = (36 + (i % 1000) / 100).toFixed(4);
    const lon = (7 + Math.floor(i / 1000) / 2).toFixed(4);
    lines.push(`bench-${i},${label} ${i},city,${lat},${lon},${i % 3000},Veneto,veneto`);
  }
  return `${lines.join('\n')}\n`;
}

async function importWhileReading(session, label, query) {
  const body = new FormData();
  body.set('file', new Blob([csv(label)], { type: 'text/csv' }), 'venues.csv');
  const reads = venueReader(base);
  await new Promise((r) => setTimeout(r, 200));
  const started = performance.now();
  const cpuBefore = serverCpuMs();
  const response = await fetch(`${base}/api/venues/import/${query}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrftoken': session.csrf },
    body,
  });
  const report = await response.json();
  const importMs = performance.now() - started;
  const serverCpu = serverCpuMs() - cpuBefore;
  const waits = await reads.stop();
  if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
  const sorted = waits.map((w) => w.ms).sort((a, b) => a - b);
  return {
    importMs: Math.round(importMs),
    serverCpuMs: Math.round(serverCpu),
    created: report.created,
    updated: report.updated,
    applied: report.applied,
    reads: waits.length,
    readP50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    readMaxMs: Math.round(sorted.at(-1) ?? 0),
    // The reads that waited longer than 200 ms, and when they began (ms after the import was sent).
    slowReads: waits
      .filter((w) => w.ms > 200)
      .map((w) => ({ startedAtMs: Math.round(w.startedAt - started), ms: Math.round(w.ms) })),
  };
}

const server = await startApp({ database: 'pglite', port, password });

let exitCode = 0;
try {
  const session = await signIn(base, 'admin', password);
  const runs = [
    { name: `dry run, ${rows} new venues`, ...(await importWhileReading(session, 'Venue', '?dry_run=true')) },
    { name: `import, ${rows} new venues`, ...(await importWhileReading(session, 'Venue', '')) },
    { name: `import, ${rows} venues changed`, ...(await importWhileReading(session, 'Renamed venue', '')) },
  ];
  const result = { at: new Date().toISOString(), node: process.version, rows, maxReadMs: MAX_READ_MS, runs };
  const file = path.join(root, 'bench', 'results', `import-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.table(runs.map(({ slowReads, ...run }) => run));
  for (const run of runs)
    for (const slow of run.slowReads)
      console.log(`${run.name}: a read begun ${slow.startedAtMs} ms into the import waited ${slow.ms} ms`);
  console.log(`written to ${path.relative(root, file)}`);
  if (runs.some((r) => r.readMaxMs >= MAX_READ_MS)) {
    console.error(`A read waited ${MAX_READ_MS} ms or more during an import.`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
