/**
 * The query plans of the bulletin list: runs the server's own list query (the repository's
 * `listBulletins`, through a drizzle instance that records its SQL instead of logging it) for each
 * scenario, then `EXPLAIN (ANALYZE, BUFFERS)` of that SQL with its parameters. Prints JSON.
 *
 *   node --import tsx bench/list-plans.ts <database url> '<scenarios as JSON>'
 */
import { type BulletinFilters, listBulletins } from '../packages/server/src/features/bulletins/repository.ts';
import { recordingDb } from './recording-db.ts';

type Scenario = { name: string; filters: BulletinFilters; memberOf: number[] | null };

const [url, json] = process.argv.slice(2);
if (!url || !json) throw new Error('usage: list-plans.ts <database url> <scenarios as JSON>');
const { db, pool, seen } = recordingDb(url);

const plans = [];
for (const scenario of JSON.parse(json) as Scenario[]) {
  seen.length = 0;
  await listBulletins(db, { page: 1, page_size: 25 }, scenario.filters, scenario.memberOf);
  const [query] = seen;
  if (!query) throw new Error(`${scenario.name}: no query ran`);
  const { rows } = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
  plans.push({
    name: scenario.name,
    sql: query.sql,
    params: query.params,
    plan: rows.map((r) => r['QUERY PLAN']),
  });
}
await pool.end();
console.log(JSON.stringify(plans));
