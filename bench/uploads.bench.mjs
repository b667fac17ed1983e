#!/usr/bin/env node
/**
 * Big uploads beside short reads: on each database, a 4 MB XLSX workbook that unpacks to 46 MB
 * (100 000 lines of the bench type's layout, for venues it does not have) is sent to a draft's
 * import as a dry run, then 50 000 observations are imported from a CSV file; meanwhile another
 * client keeps reading a page of venues (answered from memory), one request after the other. The
 * server runs with bench/loop-blocks.mjs: each upload's longest event-loop block is reported with
 * how long the upload took and how long the reads waited.
 *
 *   node bench/uploads.bench.mjs [--databases pglite,postgres] [--postgres postgres://…]
 *
 * Targets: no event-loop block of 250 ms or more, and no read waiting 500 ms or more, during either
 * upload. Writes bench/results/uploads-<time>.json; exits 1 when a target is missed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { client, createBenchType, SLOTS } from './bulletin-fixture.mjs';
import { benchOptions, runOnDatabases } from './database-runs.mjs';
import { venueReader } from './reader.mjs';
import { session, startApp } from './servers.mjs';

const values = benchOptions({});
const port = Number(process.env.BENCH_PORT ?? 8794);
const base = `http://127.0.0.1:${port}`;
const password = 'bench-admin-password';
const WORKBOOK_LINES = 100_000;
const OBSERVATIONS = 50_000;
const MAX_BLOCK_MS = 250;
const MAX_READ_MS = 500;

/** A workbook of the bulletin's layout whose lines name venues the type does not have. */
async function bigWorkbook(type) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bench');
  sheet.addRow(['Venue code', 'Date', 'Time slot', ...type.dataTypes.map((d) => `[${d.code}]`)]);
  for (let line = 0; line < WORKBOOK_LINES; line++)
    sheet.addRow([
      `elsewhere-${line % 5000}`,
      '2030-01-01',
      SLOTS[line % SLOTS.length].code,
      ...type.dataTypes.map((d) => d.values[line % 2]),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** 50 000 observations of the type's venues, slots and data types, one a line, on past dates. */
function observationsCsv(type) {
  const lines = ['venue,date,slot,data_type,value'];
  for (let day = 1; lines.length <= OBSERVATIONS; day++) {
    const date = `2026-01-${String(day).padStart(2, '0')}`;
    for (const venue of type.venueCodes)
      for (const slot of SLOTS)
        for (const dataType of type.dataTypes)
          if (lines.length <= OBSERVATIONS)
            lines.push(`${venue},${date},${slot.code},${dataType.code},${dataType.values[0]}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The event-loop blocks the server noted (bench/loop-blocks.mjs) within [from, to] (its µs clock). */
const blocksWithin = (blocks, from, to) =>
  blocks.filter((b) => b.to >= from && b.from <= to).map((b) => Math.round((b.to - b.from) / 1000));

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function run(database) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bora-bench-uploads-'));
  const blocksFile = path.join(dir, 'loop-blocks.json');
  const server = await startApp({
    database,
    port,
    password,
    nodeArgs: ['--import', fileURLToPath(new URL('loop-blocks.mjs', import.meta.url))],
    env: { BENCH_LOOP_BLOCKS: blocksFile, BENCH_LOOP_BLOCK_MS: '10' },
  });
  const spans = {};
  const results = {};
  let stopped = false;
  try {
    const signedIn = await session(base, 'admin', password);
    const call = client(base, signedIn);
    const type = await createBenchType(call, 'bench-uploads');
    const dataTypes = (await call('GET', '/api/data-types/?page_size=100')).answer.results;
    for (const dataType of type.dataTypes) dataType.code = dataTypes.find((d) => d.id === dataType.id).code;
    const draft = (
      await call('POST', '/api/bulletins/', {
        bulletin_type_id: type.id,
        issue_date: '2030-01-01',
        copy_from: null,
      })
    ).answer;

    /** Sends `file` as the part `file` of a form while the reader reads; notes the span it took. */
    const send = async (name, url, file, filename, fields = {}) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      body.set('file', new Blob([file]), filename);
      const reads = venueReader(base);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const from = nowUs();
      const started = performance.now();
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { cookie: signedIn.cookie, 'x-csrftoken': signedIn.csrf },
        body,
      });
      const answer = await response.json();
      const uploadMs = Math.round(performance.now() - started);
      spans[name] = [from, nowUs()];
      const waits = (await reads.stop()).map((w) => w.ms).sort((a, b) => a - b);
      if (!response.ok)
        throw new Error(`${name}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      results[name] = {
        bytes: file.length,
        status: response.status,
        uploadMs,
        reads: waits.length,
        readMaxMs: Math.round(waits.at(-1) ?? 0),
      };
      return answer;
    };

    const workbook = await bigWorkbook(type);
    const xlsx = `XLSX dry run, ${WORKBOOK_LINES} lines`;
    const report = await send(xlsx, `/api/bulletins/${draft.id}/import/`, workbook, 'big.xlsx', {
      dry_run: 'true',
    });
    if (report.file.lines !== WORKBOOK_LINES + 1) throw new Error(`read ${report.file.lines} lines`);
    const csv = observationsCsv(type);
    const observations = `${OBSERVATIONS} observations from CSV`;
    const written = await send(
      observations,
      '/api/observations/import/',
      Buffer.from(csv),
      'observations.csv',
    );
    if (written.written !== OBSERVATIONS) throw new Error(`wrote ${written.written} observations`);
  } finally {
    await server.stop();
    stopped = true;
  }
  const blocks = stopped ? JSON.parse(readFileSync(blocksFile, 'utf8')) : [];
  rmSync(dir, { recursive: true, force: true });
  const met = {};
  for (const [name, [from, to]] of Object.entries(spans)) {
    const within = blocksWithin(blocks, from, to).sort((a, b) => b - a);
    Object.assign(results[name], { longestBlockMs: within[0] ?? 0, blocksOver10Ms: within.length });
    met[name] = (within[0] ?? 0) < MAX_BLOCK_MS && results[name].readMaxMs < MAX_READ_MS;
  }
  return { database: database === 'pglite' ? 'pglite' : 'postgres', results, met };
}

process.exit(
  await runOnDatabases(
    'uploads',
    values,
    {
      workbookLines: WORKBOOK_LINES,
      observations: OBSERVATIONS,
      maxBlockMs: MAX_BLOCK_MS,
      maxReadMs: MAX_READ_MS,
    },
    run,
  ),
);
