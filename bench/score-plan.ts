/**
 * The query plan of a type's scores: runs the server's own query that adds a period's scores up
 * from the kept sums (the verification sums repository's `keptScoreRows`, through a drizzle
 * instance that records its SQL), then `EXPLAIN (ANALYZE, BUFFERS)` of that SQL with its
 * parameters. Prints the plan's lines as JSON. The type's bulletins must have been summed.
 *
 *   node --import tsx bench/score-plan.ts <database url> <bulletin type code>
 */
import { eq } from 'drizzle-orm';
import { bulletinTypes } from '../packages/server/src/db/schema/bulletin-types.ts';
import { keptScoreRows } from '../packages/server/src/features/verification/sums-repository.ts';
import { recordingDb } from './recording-db.ts';

const [url, code] = process.argv.slice(2);
if (!url || !code) throw new Error('usage: score-plan.ts <database url> <bulletin type code>');
const { db, pool, seen } = recordingDb(url);
const [bulletinType] = await db.select().from(bulletinTypes).where(eq(bulletinTypes.code, code));
if (!bulletinType) throw new Error(`no bulletin type ${code}`);
seen.length = 0;
await keptScoreRows(db, { bulletinType });
const query = seen.find((q) => q.sql.includes('verification_sums'));
if (!query) throw new Error('no score query ran');
// The query runs after the settings its transaction makes: the same ones, for the session.
for (const setting of seen.filter((q) => q.sql.startsWith('set local')))
  await pool.query(setting.sql.replace('set local', 'set'));
const { rows } = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
await pool.end();
console.log(JSON.stringify(rows.map((r) => r['QUERY PLAN'])));
