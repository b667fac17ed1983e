import { countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulletins, bulletinValues } from '../db/schema/bulletins.ts';

/** What a bulletin can stand on: its type and authority, or a venue and data type of its cells. */
export type BulletinDependency =
  | { bulletinType: number }
  | { authority: number }
  | { venue: number }
  | { dataType: number };

/**
 * How many bulletins (of any state, every version counted) stand on the object. Bulletins are
 * kept for ever, so while this is above zero the object cannot be deleted: every delete check and
 * every delete asks this, on PGlite and PostgreSQL alike, before the database would refuse.
 */
export async function bulletinsUsing(db: Db, on: BulletinDependency): Promise<number> {
  if ('venue' in on || 'dataType' in on) {
    const column = 'venue' in on ? bulletinValues.venueId : bulletinValues.dataTypeId;
    const id = 'venue' in on ? on.venue : on.dataType;
    const [row] = await db
      .select({ n: countDistinct(bulletinValues.bulletinId) })
      .from(bulletinValues)
      .where(eq(column, id));
    return row?.n ?? 0;
  }
  const where =
    'bulletinType' in on
      ? eq(bulletins.bulletinTypeId, on.bulletinType)
      : eq(bulletins.authorityId, on.authority);
  const [row] = await db
    .select({ n: countDistinct(bulletins.id) })
    .from(bulletins)
    .where(where);
  return row?.n ?? 0;
}
