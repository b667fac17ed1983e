import type { BulletinObservation } from '@bora/shared/observation';
import type { Viewer } from '@bora/shared/permissions';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { visibleBulletin } from './view.ts';

/**
 * The observations beside a bulletin's cells: for each value, the observation of its venue, slot
 * and data type on the date it forecast. One query: the bulletin's values by their primary key,
 * each looked up in the observations' unique index. Whoever may read the bulletin may read them.
 */
export async function observationsOfBulletin(
  db: Db,
  id: number,
  viewer: Viewer,
): Promise<BulletinObservation[]> {
  const view = await visibleBulletin(db, id, viewer);
  return queryRows<BulletinObservation>(
    db,
    sql`select v.venue_id, v.day, v.slot, v.data_type_id, o.value
        from bulletin_values v
        join bulletins b on b.id = v.bulletin_id
        join observations o on o.venue_id = v.venue_id and o.observed_date = b.issue_date + v.day::int
             and o.slot = v.slot and o.data_type_id = v.data_type_id
        where v.bulletin_id = ${view.bulletin.id}
        order by v.venue_id, v.day, v.slot, v.data_type_id`,
  );
}
