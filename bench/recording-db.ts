/**
 * A drizzle instance on one PostgreSQL connection that records the SQL it runs (with its
 * parameters) instead of logging it: what the plan benches EXPLAIN.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../packages/server/src/db/client.ts';
import { schema } from '../packages/server/src/db/tables.ts';

export function recordingDb(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const seen: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void seen.push({ sql, params }) },
  }) as unknown as Db;
  return { db, pool, seen };
}
