import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authorities } from '../db/schema/authorities.ts';

/**
 * Authorities as every feature meets them: the owner of a venue, an icon set, a bulletin type,
 * and the body a member belongs to. Their own screens and rules live in `features/authorities`.
 */
export type AuthorityRow = typeof authorities.$inferSelect;

export async function findAuthority(db: Db, id: number): Promise<AuthorityRow | undefined> {
  const [row] = await db.select().from(authorities).where(eq(authorities.id, id)).limit(1);
  return row;
}
