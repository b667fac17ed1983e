import { inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iconPictures, icons } from '../../db/schema/reference.ts';

export type PictureRow = typeof iconPictures.$inferSelect;

export async function findPictures(db: Db, keys: string[]): Promise<PictureRow[]> {
  if (!keys.length) return [];
  return db.select().from(iconPictures).where(inArray(iconPictures.key, keys));
}

/** Which of these pictures the database keeps, without reading them. */
export async function keptKeys(db: Db, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db
    .select({ key: iconPictures.key })
    .from(iconPictures)
    .where(inArray(iconPictures.key, keys));
  return rows.map((r) => r.key);
}

/** Keeps pictures; one another server kept first is left as it is (it is the same picture). */
export async function insertPictures(db: Db, rows: (typeof iconPictures.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(iconPictures).values(rows).onConflictDoNothing();
}

export async function svgsOf(
  db: Db,
  ids: number[],
): Promise<{ id: number; svg: string; svgHash: string | null }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: icons.id, svg: icons.svg, svgHash: icons.svgHash })
    .from(icons)
    .where(inArray(icons.id, ids));
}

/**
 * Icons imported from a file made before pictures had a hash get theirs. Looks first, so that a
 * database with nothing to do is not written to (a write drops the servers' kept answers).
 */
export async function hashMissingSvgs(db: Db): Promise<void> {
  const [missing] = await db.select({ id: icons.id }).from(icons).where(isNull(icons.svgHash)).limit(1);
  if (!missing) return;
  await db
    .update(icons)
    .set({ svgHash: sql`encode(sha256(convert_to(${icons.svg}, 'UTF8')), 'hex')` })
    .where(isNull(icons.svgHash));
}
