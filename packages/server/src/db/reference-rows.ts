import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A table of reference data: rows named by an `id` and a unique `code`, stamped when they change. */
export type ReferenceTable = PgTable & {
  id: PgColumn;
  code: PgColumn;
  updatedAt: PgColumn;
  $inferSelect: { id: number; code: string };
};

type Stored<T extends ReferenceTable> = T['$inferSelect'];

export async function findRowByCode<T extends ReferenceTable>(
  db: Db,
  table: T,
  code: string,
): Promise<Stored<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.code, code))
    .limit(1);
  return row as Stored<T> | undefined;
}

export async function insertRow<T extends ReferenceTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<Stored<T>> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row as Stored<T>;
}

/** Writes some columns of one row and stamps it as changed now. */
export async function updateRow<T extends ReferenceTable>(
  db: Db,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<Stored<T>> {
  const [row] = (await db
    .update(table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()) as unknown as Stored<T>[];
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteRow(db: Db, table: ReferenceTable, id: number): Promise<void> {
  await db.delete(table).where(eq(table.id, id));
}
