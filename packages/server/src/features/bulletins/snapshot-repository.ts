import type { Translations } from '@bora/shared/translations';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulletinSnapshots } from '../../db/schema/bulletins.ts';
import { icons } from '../../db/schema/reference.ts';

export async function saveSnapshot(db: Db, bulletinId: number, snapshot: unknown): Promise<void> {
  await db
    .insert(bulletinSnapshots)
    .values({ bulletinId, snapshot })
    .onConflictDoUpdate({ target: bulletinSnapshots.bulletinId, set: { snapshot: sql`excluded.snapshot` } });
}

export async function findSnapshot(db: Db, bulletinId: number): Promise<unknown> {
  const [row] = await db
    .select({ snapshot: bulletinSnapshots.snapshot })
    .from(bulletinSnapshots)
    .where(eq(bulletinSnapshots.bulletinId, bulletinId))
    .limit(1);
  return row?.snapshot;
}

/** The icons of a set with these codes, as a snapshot keeps them. */
export async function iconsByCode(db: Db, iconSetId: number, codes: string[]) {
  if (!codes.length) return [];
  return db
    .select({
      id: icons.id,
      code: icons.code,
      name: icons.name,
      translations: icons.translations,
      svg: icons.svg,
    })
    .from(icons)
    .where(and(eq(icons.iconSetId, iconSetId), inArray(icons.code, codes)));
}

/** A name as a snapshot keeps it; snapshots taken before translations have none. */
type StoredName = { id: number; code: string; name: string; translations?: Translations };

/** The type and authority as the snapshots of these bulletins name them. */
export async function snapshotNames(db: Db, bulletinIds: number[]) {
  if (!bulletinIds.length) return [];
  return db
    .select({
      bulletinId: bulletinSnapshots.bulletinId,
      bulletinType: sql<StoredName>`${bulletinSnapshots.snapshot}->'bulletin_type'`,
      authority: sql<StoredName>`${bulletinSnapshots.snapshot}->'authority'`,
    })
    .from(bulletinSnapshots)
    .where(inArray(bulletinSnapshots.bulletinId, bulletinIds));
}
