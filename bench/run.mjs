#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark in turn, the API's reads (api.bench.mjs), the bulletins
 * (bulletins.bench.mjs), the documents (documents.bench.mjs), distribution (distribution.bench.mjs),
 * verification (verification.bench.mjs), then the bulletin editor and a visitor's page of a
 * bulletin in Chromium (editor.bench.mjs, reader-page.bench.mjs), the imports of values (value-import.bench.mjs), big
 * uploads (uploads.bench.mjs) and icon comparison (icon-compare.bench.mjs). The options the first two take (--databases, --postgres, --seconds) are passed
 * to both, the databases to the documents, distribution, verification and reader's page; a bench's own options are given by
 * running it directly.
 * Exits 1 when any missed a target.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { databases: { type: 'string' }, postgres: { type: 'string' }, seconds: { type: 'string' } },
});
const flags = (options) => Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]);
const shared = flags(values);
const { seconds: _, ...databases } = values;
let exitCode = 0;
const benches = [
  ['api.bench.mjs', shared],
  ['bulletins.bench.mjs', shared],
  ['documents.bench.mjs', flags(databases)],
  ['distribution.bench.mjs', flags(databases)],
  ['verification.bench.mjs', flags(databases)],
  ['editor.bench.mjs', []],
  ['reader-page.bench.mjs', flags(databases)],
  ['value-import.bench.mjs', flags(databases)],
  ['uploads.bench.mjs', flags(databases)],
  ['icon-compare.bench.mjs', flags(databases)],
];
for (const [bench, args] of benches) {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url)), ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) exitCode = 1;
}
process.exit(exitCode);
