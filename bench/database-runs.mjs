/**
 * What the benches that start Bora on each database share: the `--databases` and `--postgres`
 * options, the run on each database in turn with its results tabled, and the results file.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The command line: `--databases` and `--postgres`, and the bench's own `options` (strings). */
export function benchOptions(options) {
  return parseArgs({
    options: {
      databases: { type: 'string', default: 'pglite,postgres' },
      postgres: {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '',
      },
      ...options,
    },
  }).values;
}

/**
 * Runs `run(database)` on each database named (`pglite`, or the PostgreSQL server's URL), tables
 * each result, writes `bench/results/<kind>-<time>.json` with `facts` and the runs, and exits 1
 * when a target was missed. A run answers `{ database, results, met }` and anything else to keep.
 */
export async function runOnDatabases(kind, values, facts, run) {
  const runs = [];
  for (const name of values.databases.split(',').filter(Boolean)) {
    const database = name === 'pglite' ? 'pglite' : values.postgres;
    if (!database) throw new Error('--postgres (or TEST_DATABASE_URL) is needed for the postgres half');
    console.log(
      `${name} (load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} before):`,
    );
    const result = await run(database);
    console.table(
      Object.entries(result.results).map(([n, r]) => ({ name: n, ...r, met: result.met[n] ?? '' })),
    );
    runs.push(result);
  }
  const result = {
    at: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    ...facts,
    databases: runs,
  };
  const file = path.join(root, 'bench', 'results', `${kind}-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${path.relative(root, file)}`);
  return runs.some((r) => Object.values(r.met).includes(false)) ? 1 : 0;
}
