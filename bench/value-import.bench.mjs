#!/usr/bin/env node
/**
 * A model run imported into a 12 000-cell draft beside short reads: on each database, a draft of
 * the bench type (100 venues × 3 days × 4 slots × 10 data types) is filled by an import through
 * `PATCH …/values/` (`source: "import"`), then again with every value changed, then from a CSV
 * file through `POST …/import/` (a dry run, then the import), while another client keeps reading a
 * page of venues (answered from memory), one request after the other. Reports how long each
 * import took and how long the reads waited meanwhile.
 *
 *   node bench/value-import.bench.mjs [--databases pglite,postgres] [--postgres postgres://…]
 *
 * Targets: each import (validated and written) < 1 s, and no read waits 250 ms or more.
 * Writes bench/results/value-import-<time>.json; exits 1 when a target is missed.
 */
import { allCells, CELLS, client, createBenchType, DAYS, SLOTS } from './bulletin-fixture.mjs';
import { benchOptions, runOnDatabases } from './database-runs.mjs';
import { venueReader } from './reader.mjs';
import { session, startApp } from './servers.mjs';

const values = benchOptions({});
const port = Number(process.env.BENCH_PORT ?? 8792);
const base = `http://127.0.0.1:${port}`;
const password = 'bench-admin-password';
const MAX_IMPORT_MS = 1000;
const MAX_READ_MS = 250;

/** Times `send` while the reader reads; answers the import's time, its answer and the reads' waits. */
async function whileReading(send) {
  const reads = venueReader(base);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  const answer = await send();
  const importMs = performance.now() - started;
  const waits = (await reads.stop()).map((w) => w.ms).sort((a, b) => a - b);
  return {
    importMs: Math.round(importMs),
    set: answer.set,
    reads: waits.length,
    readP50Ms: Math.round(waits[Math.floor(waits.length / 2)] ?? 0),
    readMaxMs: Math.round(waits.at(-1) ?? 0),
  };
}

/** The cells as the bulletin's CSV lays them out: a line per venue, day and slot, a column per data type. */
function csvOf(type, venueCodes, issueDate, which) {
  const lines = [['Venue code', 'Date', 'Time slot', ...type.dataTypes.map((d) => `[${d.code}]`)].join(',')];
  for (const venueId of type.venueIds)
    for (let day = 0; day < DAYS; day++) {
      const date = new Date(Date.parse(`${issueDate}T00:00:00Z`) + day * 86_400_000)
        .toISOString()
        .slice(0, 10);
      for (const slot of SLOTS)
        lines.push(
          [venueCodes.get(venueId), date, slot.code, ...type.dataTypes.map((d) => d.values[which])].join(','),
        );
    }
  return `${lines.join('\n')}\n`;
}

async function run(database) {
  const server = await startApp({ database, port, password });
  try {
    const signedIn = await session(base, 'admin', password);
    const call = client(base, signedIn);
    const type = await createBenchType(call, 'bench-import');
    const dataTypes = (await call('GET', '/api/data-types/?page_size=100')).answer.results;
    for (const dataType of type.dataTypes) dataType.code = dataTypes.find((d) => d.id === dataType.id).code;
    const draft = async (issueDate) =>
      (
        await call('POST', '/api/bulletins/', {
          bulletin_type_id: type.id,
          issue_date: issueDate,
          copy_from: null,
        })
      ).answer;
    const importCells = (id, which) =>
      call('PATCH', `/api/bulletins/${id}/values/`, {
        source: 'import',
        origin: `bench run ${which}`,
        changes: allCells(type, which),
      }).then((r) => r.answer);
    const importFile = async (id, csv, dryRun) => {
      const body = new FormData();
      body.set('dry_run', dryRun ? 'true' : 'false');
      body.set('file', new Blob([csv], { type: 'text/csv' }), 'run.csv');
      const response = await fetch(`${base}/api/bulletins/${id}/import/`, {
        method: 'POST',
        headers: { cookie: signedIn.cookie, 'x-csrftoken': signedIn.csrf },
        body,
      });
      const answer = await response.json();
      if (!response.ok)
        throw new Error(`file import: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      return answer;
    };

    const first = await draft('2030-01-01');
    const results = {
      [`API import, ${CELLS} new cells`]: await whileReading(() => importCells(first.id, 0)),
      [`API import, ${CELLS} cells changed`]: await whileReading(() => importCells(first.id, 1)),
    };
    const second = await draft('2030-01-02');
    const venueCodes = new Map(second.composition.venues.map((v) => [v.id, v.code]));
    const csv = csvOf(type, venueCodes, second.issue_date, 0);
    results[`file import, dry run, ${CELLS} cells`] = await whileReading(() =>
      importFile(second.id, csv, true),
    );
    results[`file import, ${CELLS} cells`] = await whileReading(() => importFile(second.id, csv, false));
    const met = {};
    for (const [name, result] of Object.entries(results)) {
      if (result.set !== CELLS) throw new Error(`${name}: set ${result.set} of ${CELLS}`);
      met[name] = result.importMs < MAX_IMPORT_MS && result.readMaxMs < MAX_READ_MS;
    }
    return { database: database === 'pglite' ? 'pglite' : 'postgres', results, met };
  } finally {
    await server.stop();
  }
}

process.exit(
  await runOnDatabases(
    'value-import',
    values,
    { cells: CELLS, maxImportMs: MAX_IMPORT_MS, maxReadMs: MAX_READ_MS },
    run,
  ),
);
