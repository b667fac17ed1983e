import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Locks one row (by its `id`) until the end of the transaction `tx`. */
export async function lockRow(tx: Db, table: PgTable, id: number): Promise<void> {
  await tx.execute(sql`select 1 from ${table} where id = ${id} for update`);
}
