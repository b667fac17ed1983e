/**
 * The query plans of the bulletin list: runs the server's own list query (the repository's
 * `listBulletins`, through a drizzle instance that records its SQL instead of logging it) for each
 * scenario, then `EXPLAIN (ANALYZE, BUFFERS)` of that SQL with its parameters. Prints JSON.
 *
 *   node --import tsx bench/list-plans.ts <database url> '<scenarios as JSON>'
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../packages/server/src/db/client.ts';
import { schema } from '../packages/server/src/db/tables.ts';
import { type BulletinFilters, listBulletins } from '../packages/server/src/features/bulletins/repository.ts';

type Scenario = { name: string; filters: BulletinFilters; memberOf: number[] | null };

const [url, json] = process.argv.slice(2);
if (!url || !json) throw new Error('usage: list-plans.ts <database url> <scenarios as JSON>');
const pool = new pg.Pool({ connectionString: url, max: 1 });
const seen: { sql: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (sql, params) => void seen.push({ sql, params }) },
}) as unknown as Db;

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
