import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder, queryRows } from './client.ts';

/** How many of the committed migrations the database has applied (0 on one never set up), of how many. */
export async function migrationState(db: Db): Promise<{ applied: number; total: number }> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const total = journal.entries.length;
  // drizzle-kit's migrator records each applied migration in drizzle.__drizzle_migrations.
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { applied: 0, total };
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return { applied: Number(counted?.n ?? 0), total };
}
