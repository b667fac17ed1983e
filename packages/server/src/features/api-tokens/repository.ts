import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/accounts.ts';
import { countAll } from '../../lib/listing.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function tokensOf(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

export async function countTokens(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export async function insertToken(db: Db, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Deletes one of the user's keys; answers the deleted row, or undefined when it is not theirs. */
export async function deleteToken(db: Db, userId: number, id: number): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning();
  return row;
}

/** Deletes every key of the user; answers how many there were. */
